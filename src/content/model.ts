/**
 * The content model of spec point 3, as zod. It is not used to render (sections
 * have their own lenient schemas); it lets the manifest validator reject a
 * binding to a field that does not exist, and lets a test prove the embedded
 * dataset fills every field. Keep it in step with the CMS schema.
 */
import { z } from '../lib/zod';
import { isAllowedImageSource, mailtoHref } from '../lib/safe-href';
import { OFFICES } from '../site';
import type { DocumentType } from './documents';

const str = z.string();
const num = z.number();
const strings = z.array(str);
const textItems = z.array(z.object({ text: str }));
const titled = z.object({ title: str, description: str });
const hero = z.object({ title: str, subtitle: str });
const cta = z.object({ text: str, link: str });
const steps = z.object({ title: str, steps: z.array(titled) });
// The suffix is optional, as the Studio says ("Leave empty for none"): "3 Offices" has none.
const stats = z.array(z.object({ value: num, suffix: str.optional(), label: str }));
/** A picture address the CSP lets a browser show: a site path or Sanity's image CDN (see isAllowedImageSource). */
const image = z.object({ asset: z.object({ url: str.refine(isAllowedImageSource, 'a site path or an https://cdn.sanity.io/ address') }) });
/**
 * What makes a person checkable (ours, not the spec's): their qualifications, the office they work
 * from (one of the firm's three) and their own address at the firm.
 */
const CITIES = OFFICES.map((office) => office.city);
const personDetails = {
  credentials: str,
  office: str.refine((office) => CITIES.includes(office), `one of ${CITIES.join(', ')}`),
  email: str.refine((email) => mailtoHref(email) !== undefined, 'an email address'),
};
const iconCard = z.object({ icon: str, title: str, cardDescription: str, items: strings });
const areas = z.object({ title: str, areas: z.array(iconCard) });
/** Every service page opens the same way and closes with a call to action. */
const servicePage = { heroSection: hero, introParagraphs: strings, finalCta: cta };
/**
 * Proof of work (ours, not the spec's): a case study with an anonymised client and at least one
 * measured result; `slug` makes it a link target (#case-<slug>). Optional on a page, complete when given.
 */
const caseStudy = z.object({
  slug: str,
  sector: str,
  /** The year its result was measured: shown beside the sector, so a reader sees how recent it is. */
  year: num,
  client: str,
  title: str,
  challenge: str,
  approach: str,
  outcome: str,
  results: z.array(z.object({ value: str, label: str })),
  quote: z.object({ text: str, role: str }).optional(),
});
const caseStudiesSection = z.object({ title: str, caseStudies: z.array(caseStudy) }).optional();

const home = z.object({
  hero: z.object({ heading: str, subheading: str, buttonText: str, buttonLink: str }),
  aboutSection: z.object({
    heading: str,
    description: str,
    interactiveBubbles: z.array(z.object({ title: str, text: str })),
    uspsHeading: str,
    usps: z.array(z.object({ icon: str, title: str, description: str })),
    buttonText: str,
    buttonLink: str,
  }),
  servicesSection: z.object({
    heading: str,
    subheading: str,
    servicesGrid: z.array(z.object({ title: str, description: str, icon: str, href: str })),
  }),
  methodologySection: z.object({
    heading: str,
    description: str,
    methodologySteps: z.array(titled),
    pyramidLeftQuestion: str,
    pyramidRightQuestion: str,
    benefits: z.object({ title: str, listItems: strings }),
  }),
  contactSection: z.object({
    heading: str,
    description: str,
    phone: str,
    email: str,
    address: str,
    formTitle: str,
    formSubtitle: str,
    buttonText: str,
  }),
});

const whoWeAre = z.object({
  overview: z.object({
    heroSection: hero,
    introParagraphs: strings,
    approachCarousel: z.object({ title: str, items: z.array(titled) }),
    stats,
    interactiveCards: z.array(
      z.object({ title: str, description: str, buttonText: str.optional(), buttonLink: str.optional() }),
    ),
    finalCta: cta,
  }),
  purposeValues: z.object({
    heroSection: hero,
    purposeHeading: str,
    purposeText: str,
    coreValuesHeading: str,
    // A value's example of the value at work, shown in the values-in-action panel.
    coreValues: z.array(titled.extend({ inPractice: str.optional() })),
    valuesInAction: z.object({ title: str, description: str, hoverText: str }),
  }),
  ourPeople: z.object({
    heroSection: hero,
    introText: str,
    teamMembers: z.array(z.object({ name: str, role: str, bio: str, initials: str, profileImage: image.optional(), ...personDetails })),
    expertiseSection: z.object({ title: str, subtitle: str, expertise: strings }),
  }),
  governance: z.object({
    heroSection: hero,
    introText: str,
    governanceAreas: z.array(z.object({ icon: str, title: str, description: str })),
    commitmentsTitle: str,
    commitments: z.array(titled),
  }),
  reputation: z.object({
    heroSection: hero,
    introText: str,
    testimonialsTitle: str,
    testimonials: z.array(
      z.object({ rating: num.optional(), quote: str, author: str, position: str, industry: str.optional() }),
    ),
    achievementsTitle: str,
    // `detail` is ours: one line of fact (a certificate's number and renewal, an office's address). A
    // milestone of our own names no organisation: it would only repeat ours.
    achievements: z.array(z.object({ year: str, title: str, organization: str.optional(), detail: str })),
    industryImpact: z.object({
      title: str,
      // `link` is ours: where the sector's case study is (/about/reputation#case-<slug>).
      sections: z.array(z.object({ title: str, description: str, link: str.optional() })),
    }),
    caseStudiesSection,
  }),
});

const whatWeDo = z.object({
  servicesOverview: z.object({
    heroSection: hero,
    tabs: z.array(
      z.object({
        title: str,
        description: str,
        features: strings,
        buttonText: str.optional(),
        buttonLink: str.optional(),
        engagementMetrics: z.object({ icon: str, label: str, value: str, progress: num }),
      }),
    ),
    serviceCategories: z.object({
      title: str,
      // `typicalWork` and `href` are ours, not the spec's: what the category's hover card adds to the
      // card itself, and the service page the card leads to.
      categories: z.array(
        z.object({ title: str, description: str, icon: str, typicalWork: str.optional(), href: str.optional() }),
      ),
    }),
    finalCta: cta,
  }),
  consulting: z.object({
    ...servicePage,
    servicesSection: z.object({
      title: str,
      services: z.array(z.object({ icon: str, title: str, cardDescription: str, benefits: strings })),
    }),
    processSection: steps,
    caseStudiesSection,
  }),
  organisationalDesign: z.object({
    ...servicePage,
    designAreasSection: areas,
    processSection: steps,
    caseStudiesSection,
  }),
  mindsetCultureChange: z.object({
    ...servicePage,
    changeAreasSection: areas,
    methodologySection: steps,
    caseStudiesSection,
  }),
  transformationChange: z.object({
    ...servicePage,
    transformationAreasSection: areas,
    processSection: steps,
    failureSuccessSection: z.object({
      title: str,
      points: z.array(z.object({ heading: str, problem: str, solution: str, isFailure: z.boolean() })),
    }),
    caseStudiesSection,
  }),
  qualityAssurance: z.object({
    ...servicePage,
    qualityFeaturesSection: z.object({
      title: str,
      features: z.array(z.object({ icon: str, title: str, description: str })),
    }),
    largeCardsSection: z.object({ title: str, cards: z.array(iconCard) }),
    processSection: steps,
    statsSection: z.object({ title: str, stats }),
    caseStudiesSection,
  }),
});

const coursesAndProgrammes = z.object({
  heroSection: hero,
  introParagraphs: strings,
  courseCategories: z.array(
    z.object({
      icon: str,
      title: str,
      cardDescription: str,
      shortParagraph: str,
      items: strings,
      link: str,
      // Ours, not the spec's: where the course stands now, on its card and on its own page.
      nextCohort: str,
      price: str,
      format: str,
    }),
  ),
  finalCta: cta,
});

const resourcing = z.object({
  heroSection: hero,
  introParagraphs: textItems,
  resourcingOptionsSection: z.object({
    title: str,
    options: z.array(z.object({ title: str, description: str, items: textItems })),
  }),
  virtualSolutionsSection: z.object({
    title: str,
    solutions: z.array(z.object({ title: str, description: str, items: strings })),
  }),
  howItWorksSection: steps,
  finalCta: cta,
});

const ourAssociates = z.object({
  heroSection: hero,
  introText: str,
  associates: z.array(
    z.object({
      name: str,
      role: str,
      bio: str,
      expertise: textItems,
      initials: str,
      profileImage: image.optional(),
      ...personDetails,
    }),
  ),
  associateNetwork: z.object({ title: str, description: str, benefits: textItems }),
  joinUs: z.object({ title: str, description: str, buttonText: str, buttonLink: str }),
});

const contactPage = z.object({
  heroSection: hero,
  getInTouchTitle: str,
  contactDetails: z.array(z.object({ title: str, content: str, icon: str })),
  officeHours: z.object({ title: str, hours: textItems }),
  formSectionTitle: str,
  formSubmitButtonText: str,
});

export const CONTENT_MODEL = {
  home,
  whoWeAre,
  whatWeDo,
  coursesAndProgrammes,
  resourcing,
  ourAssociates,
  contactPage,
} satisfies Record<DocumentType, z.ZodObject>;
