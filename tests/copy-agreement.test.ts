// @vitest-environment node
/**
 * Our copy agrees with itself: the figures and promises a visitor reads on one page are the ones every
 * other page gives, each service has one name and one icon, headings are in sentence case, and the copy
 * that is ours is in UK English. The spec's own wording is fixed copy and stays as the spec gives it: the
 * lists of spec wording below are the only exceptions, and each rule proves it catches a planted breach.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DocumentType } from '../src/content/documents';
import { CERTIFICATIONS, CERTIFICATIONS_HREF, OFFICES } from '../src/site';
import { publishedDocuments } from './support/dataset';
import { PRIVACY_NOTE, REPLY_NOTE } from '../section-registry/contact-form/schema';
import { GRAPHICS } from '../section-registry/exhibit/schema';

const root = resolve(import.meta.dirname, '..');
const readJson = (path: string): unknown => JSON.parse(readFileSync(resolve(root, path), 'utf8'));

type Json = Record<string, unknown>;
/** A published document, read as the shape a rule needs. */
const documentOf = <T>(type: DocumentType): T => publishedDocuments().get(type) as unknown as T;
/** The year the copy was last published: nothing it dates (a case study, a renewal) may lie ahead of it. */
const CONTENT_DATE = [...publishedDocuments().values()]
  .map((document) => String(document._updatedAt ?? ''))
  .sort()
  .at(-1)!;
const CONTENT_YEAR = Number(CONTENT_DATE.slice(0, 4));
const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** A piece of copy: the dataset, a manifest or a section fixture, as a whole. */
interface Source {
  where: string;
  value: unknown;
}

/** A string of copy with where it sits ("page-manifests/buy.json.sections.6.props.description"), its key and its object. */
interface Entry {
  where: string;
  key: string;
  text: string;
  parent: Json;
}

/** An object anywhere in the copy (a card, a counter, a case study), with where it sits. */
interface Node {
  where: string;
  object: Json;
}

/** Keys that hold addresses, names of things in code, or content bindings, not prose. */
const NOT_COPY = new Set(['$schema', 'route', 'type', 'id', 'icon', 'fallbackIcon', 'href', 'tone', 'layout', 'from']);
const NOT_COPY_KEYS = /^(?:_.*|document|path|states|whileLoading|ifMissing|describes|buttonLink|link|src)$/;

function walk(
  value: unknown,
  where: string,
  key: string,
  parent: Json,
  visit: (entry: Entry) => void,
  nodes: (node: Node) => void,
) {
  if (typeof value === 'string') visit({ where, key, text: value, parent });
  else if (Array.isArray(value))
    value.forEach((item, index) => walk(item, `${where}.${index}`, key, parent, visit, nodes));
  else if (isObject(value)) {
    nodes({ where, object: value });
    for (const [name, item] of Object.entries(value))
      if (!NOT_COPY.has(name) && !NOT_COPY_KEYS.test(name)) walk(item, `${where}.${name}`, name, value, visit, nodes);
  }
}

function read(sources: Source[]): { entries: Entry[]; nodes: Node[] } {
  const entries: Entry[] = [];
  const nodes: Node[] = [];
  for (const source of sources)
    walk(
      source.value,
      source.where,
      '',
      {},
      (entry) => entries.push(entry),
      (node) => nodes.push(node),
    );
  // Paths and link targets are addresses, not prose (the spec fixes /services/organizational-design).
  return { entries: entries.filter(({ text }) => !/^(\/|https?:|mailto:|tel:|\.\/)/.test(text)), nodes };
}

const manifestFiles = readdirSync(resolve(root, 'page-manifests'))
  .filter((name) => name.endsWith('.json') && name !== 'manifest.schema.json')
  .map((name) => `page-manifests/${name}`);
const fixtureFiles = readdirSync(resolve(root, 'section-registry'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
  .map((entry) => `section-registry/${entry.name}/fixture.json`);

/** The copy that is ours to word: the published dataset, the manifests' fixed copy and the fixtures. */
const SOURCES: Source[] = [
  ...[...publishedDocuments()].map(([type, document]) => ({ where: `dataset ${type}`, value: document })),
  ...[...manifestFiles, ...fixtureFiles].map((file) => ({ where: file, value: readJson(file) })),
  // Copy a section gives every page that uses it: the notes beside both contact forms' submit buttons.
  { where: 'section-registry/contact-form/schema.ts', value: { replyNote: REPLY_NOTE, privacyNote: PRIVACY_NOTE } },
];
const { entries: copy, nodes } = read(SOURCES);
/** The copy with one thing added, to prove a rule fails on it. */
const planted = (value: unknown): Source[] => [...SOURCES, { where: 'planted', value }];

// ---------------------------------------------------------------------------------------------------
// The spec's own wording: the only exceptions to the rules below.

/** US spellings the spec uses: a route's name, a home tile, a buy step, a course button. */
const SPEC_US_WORDING = ['Organizational Design', 'Contract Finalization', 'Enroll Now'];

/**
 * Headings the spec gives in title case (quoted in spec points 2 and 9), kept as it gives them. Buttons
 * are not headings, so the spec's button labels ('Explore Our Services', 'View All Services', 'Send
 * Message', 'Get in Touch', 'Enroll Now', 'View All Courses', 'Register for a Bootcamp', 'Inquire About
 * Custom Bootcamps') need no exception here; the menu's 'Who We Are', 'What We Do' and 'Buy With Us'
 * are in src/site.ts, outside this copy, except where the buy page takes its menu label as its title.
 */
const SPEC_HEADINGS = new Set([
  // Home: the core services card and its four tiles, and the help panel.
  'Our Core Services',
  'Strategic Consulting',
  'Organizational Design',
  'Mindset & Culture',
  'Quality Assurance',
  'How We Can Help You',
  // Bootcamps: the custom block (its six topics are a list, not headings).
  'Custom In-House Bootcamps',
  // Buy with us: the page, the three options, the badge and the five steps.
  'Buy With Us',
  'Direct Engagement',
  'Framework Agreements',
  'Subscription Services',
  'Most Popular',
  'Initial Consultation',
  'Proposal Development',
  'Contract Finalization',
  'Service Delivery',
  'Evaluation & Next Steps',
  // Privacy policy: the six sections, the counters and the closing block.
  'Introduction',
  'Information We Collect',
  'How We Use Your Information',
  'Disclosure',
  'Security',
  'Contact Us',
  'Data Protection',
  'Security Monitoring',
  'Data Breaches',
  'Still have questions?',
  // Terms of service: the eight sections.
  'Agreement',
  'Services',
  'Intellectual Property',
  'User Conduct',
  'Limitation of Liability',
  'Governing Law',
  'Changes to Terms',
  'Contact',
  // Associates and not found.
  'Our Associates',
  'Oops! Page not found',
]);

/**
 * Names keep their capitals in sentence case: the firm, its programmes and its named bootcamps, places,
 * standards, the legal documents (the spec's breadcrumb names 'Privacy Policy'), and the quote's author.
 */
const PROPER_NAMES = [
  'Mindrise Certificate in Essential Leadership',
  'Essential Leadership Programme',
  'Essential Leadership',
  'Ten Talent Mindset',
  'MR Bootcamps',
  'Mindrise Consulting',
  'Mindrise',
  'Privacy Policy',
  'Terms of Service',
  'Cookies Policy',
  'Cyber Essentials Plus',
  'ISO 9001',
  'United Kingdom',
  'United States',
  'New York',
  'West Africa',
  'Sierra Leone',
  'London',
  'Accra',
  'Kumasi',
  'Freetown',
  'Ghana',
  'Liberia',
  'Africa',
  'Europe',
  'England',
  'Wales',
  'English',
  'Midlands',
  'William Shakespeare',
  'Hamlet',
];
/** A named bootcamp: its topic, then "Bootcamp" ("Agile Leadership Bootcamp"). */
const BOOTCAMP_NAME = /\b(?:[A-Z][a-z]+ )+Bootcamp\b/g;

// ---------------------------------------------------------------------------------------------------
// Rule: one reply-time promise.

describe('our copy agrees with itself', () => {
  it('promises one reply time everywhere: one working day', () => {
    const promises = copy.flatMap(({ where, text }) =>
      [...text.matchAll(/\b(?:respond|reply|acknowledge|come back|get back)\b[^.]*?\bwithin ([^.]+)/gi)].map(
        (match) => `${where}: ${match[1]}`,
      ),
    );
    // Home, contact cards, the form, the CTA band, the buy page and the terms all make the promise.
    expect(promises.length).toBeGreaterThanOrEqual(4);
    const privacyRights = /one month/; // the UK GDPR's deadline for a rights request, a different promise
    expect(promises.filter((promise) => !privacyRights.test(promise) && !/one working day$/.test(promise))).toEqual([]);
  });

  it('names in every footer the certificates the governance page details, each as that page names it', () => {
    const { sections } = readJson('page-manifests/about-governance.json') as {
      sections: { type: string; id?: string; props?: { items?: { kind: string; title: string }[] } }[];
    };
    const [route = '', anchor = ''] = CERTIFICATIONS_HREF.split('#');
    expect(route).toBe('/about/governance');
    const certificates = sections.find((section) => section.type === 'credentials' && section.id === anchor);
    const detailed = (certificates?.props?.items ?? []).map(({ kind, title }) => ({ kind, title }));
    expect(detailed.length).toBeGreaterThan(0);
    expect(CERTIFICATIONS).toEqual(detailed);
  });

  it("gives the about page figures of its own, not the home page's again", () => {
    const stats = (doc: unknown) =>
      ((doc as { stats?: { value: number; suffix?: string; label: string }[] } | undefined)?.stats ?? []).map(
        (stat) => stat.label,
      );
    const overview = stats(publishedDocuments().get('whoWeAre')?.overview);
    const { sections } = readJson('page-manifests/home.json') as {
      sections: { props?: { stats?: { label: string }[] } }[];
    };
    const home = sections.flatMap((section) => (section.props?.stats ?? []).map((stat) => stat.label));
    // A reader who has seen the home page's counters learns something new here (its offices, people and
    // practices); the rules below hold each quantity to one value wherever it is given.
    expect(overview.length).toBeGreaterThanOrEqual(3);
    expect(overview.filter((label) => home.includes(label))).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------
// Rule: UK spelling.

/** US spellings, and the spec's wording that keeps them: route names, tile names and button labels. */
const US_SPELLING =
  /\b(?:[a-z]+(?:iz|yz)(?:e|es|ed|er|ers|ing|ation|ations|ational)|behaviors?|colors?|centers?|enroll\w*|programs?|favor\w*|honor\w*|labors?|catalogs?|toward|fulfill|analog)\b/gi;
const NOT_US = /^(?:\w*size[sd]?|prize[sd]?|seize[sd]?|citizens?)$/i;

function usSpellings(entries: Entry[]): string[] {
  return entries.flatMap(({ where, text }) => {
    const ours = SPEC_US_WORDING.reduce((rest, phrase) => rest.replaceAll(phrase, ''), text);
    return [...ours.matchAll(US_SPELLING)]
      .map(([word]) => word)
      .filter((word) => !NOT_US.test(word))
      .map((word) => `${where}: ${word}`);
  });
}

describe('UK spelling', () => {
  it('is used wherever the copy is ours', () => {
    expect(usSpellings(copy)).toEqual([]);
  });

  it('catches a US spelling slipped into our copy', () => {
    const sample = 'We help organizations analyze behavior at the center of every program.';
    expect(sample.match(US_SPELLING)).toEqual(['organizations', 'analyze', 'behavior', 'center', 'program']);
    expect('We help organisations analyse behaviour at the centre of every programme.'.match(US_SPELLING)).toBeNull();
    const found = usSpellings(
      read(planted({ title: 'Organizational Design', body: 'Our organizational design work' })).entries,
    );
    expect(found.filter((problem) => problem.startsWith('planted'))).toEqual(['planted.body: organizational']);
  });
});

describe('quotation marks', () => {
  // Review 34: the policies' ("Mindrise", "we") beside the rest of the site's curly quotes.
  const straight = (entries: Entry[]) => entries.filter(({ text }) => text.includes('"')).map(({ where }) => where);

  it('are curly wherever the copy is ours', () => {
    expect(straight(copy)).toEqual([]);
  });

  it('catch a straight quote slipped into our copy', () => {
    const found = straight(read(planted({ body: 'Mindrise Consulting Ltd ("Mindrise")' })).entries);
    expect(found.filter((where) => where.startsWith('planted'))).toEqual(['planted.body']);
  });
});

// ---------------------------------------------------------------------------------------------------
// Rule: sentence-case headings.

/** Keys whose text is a heading: section headings, card, step, tab and page titles, counter labels, badges. */
function isHeading({ key, parent }: Entry): boolean {
  if (/^(?:heading|title|pointsHeading|sector|industry|badge)$/.test(key) || /(?:Heading|Title)$/.test(key))
    return true;
  // A counter's or a fact's label (a figure beside it), not a button's or a link's (an address beside it).
  return key === 'label' && 'value' in parent && !('href' in parent);
}

/** The words of a heading that are capitalised as in Title Case, once proper names are set aside. */
function titleCaseWords(heading: string): string[] {
  if (SPEC_HEADINGS.has(heading)) return [];
  const rest = PROPER_NAMES.reduce((text, name) => text.replaceAll(name, '·'), heading.replace(BOOTCAMP_NAME, '·'));
  // A new clause may start with a capital: after a colon, a question or exclamation mark, or a full stop.
  return rest
    .split(/(?<=[:?!.])\s+/)
    .flatMap((clause) =>
      clause
        .trim()
        .split(/\s+/)
        .flatMap((word, index) => word.split('-').slice(index === 0 ? 1 : 0)),
    )
    .filter((part) => /^[("'‘“]?[A-Z][a-z]/.test(part));
}

function headingProblems(entries: Entry[]): string[] {
  return entries.filter(isHeading).flatMap((entry) => {
    const words = titleCaseWords(entry.text);
    return words.length > 0 ? [`${entry.where}: "${entry.text}" (${words.join(', ')})`] : [];
  });
}

describe('headings', () => {
  it('list as exceptions only headings the spec gives and our copy uses', () => {
    const headings = new Set(copy.filter(isHeading).map((entry) => entry.text));
    expect([...SPEC_HEADINGS].filter((heading) => !headings.has(heading))).toEqual([]);
    const text = copy.map((entry) => entry.text).join('\n');
    expect(SPEC_US_WORDING.filter((phrase) => !text.includes(phrase))).toEqual([]);
  });

  it('are in sentence case wherever the copy is ours', () => {
    expect(copy.filter(isHeading).length).toBeGreaterThan(300);
    expect(headingProblems(copy)).toEqual([]);
  });

  it('catch a Title Case heading, and let the spec’s headings and proper names be', () => {
    expect(titleCaseWords('Our Core Values')).toEqual(['Core', 'Values']);
    expect(titleCaseWords('Values-Driven Partnership')).toEqual(['Driven', 'Partnership']);
    expect(titleCaseWords('Ready to Get Started?')).toEqual(['Get', 'Started?']);
    expect(titleCaseWords('Our core values')).toEqual([]);
    expect(titleCaseWords('Module 3: Communication and influence')).toEqual([]);
    expect(titleCaseWords('Branch managers in Ghana on the Essential Leadership Programme')).toEqual([]);
    expect(titleCaseWords('Agile Leadership Bootcamp')).toEqual([]);
    expect(titleCaseWords('Our Core Services')).toEqual([]);
    expect(titleCaseWords('ISO 9001 certified')).toEqual([]);
    const problems = headingProblems(
      read(
        planted({
          heading: 'What Our Clients Say',
          items: [{ title: 'Focused on Outcomes' }, { value: 25, suffix: '+', label: 'Years Experience' }],
          action: { label: 'Learn more about us', href: '/about/overview' },
        }),
      ).entries,
    ).filter((problem) => problem.startsWith('planted'));
    expect(problems).toEqual([
      'planted.heading: "What Our Clients Say" (Our, Clients, Say)',
      'planted.items.0.title: "Focused on Outcomes" (Outcomes)',
      'planted.items.1.label: "Years Experience" (Experience)',
    ]);
  });
});

// ---------------------------------------------------------------------------------------------------
// Rule: one name and one icon per service.

interface Service {
  name: string;
  icon: string;
  route: string;
  /** Where the page's copy sits in the whatWeDo document (learning and development is fixed copy). */
  content?: string;
  /** Other names the service has been given, as a heading would read them ("&" read as "and"). */
  otherNames: string[];
  /** The spec's tile on the home hero, which keeps its own name (spec point 2). */
  specTile?: string;
}

/** The six services: the canonical name (sentence case), icon (from the spec's list) and page of each. */
const SERVICES: Service[] = [
  {
    name: 'Consulting',
    icon: 'PieChart',
    route: '/services/consulting',
    content: 'consulting',
    otherNames: [
      'organisational consulting',
      'strategy and consulting',
      'consulting and design',
      'management consulting',
    ],
    specTile: 'Strategic Consulting',
  },
  {
    name: 'Organisational design',
    icon: 'Layers',
    route: '/services/organizational-design',
    content: 'organisationalDesign',
    otherNames: ['organisation design', 'org design'],
    specTile: 'Organizational Design',
  },
  {
    name: 'Mindset and culture change',
    icon: 'Lightbulb',
    route: '/services/mindset-culture-change',
    content: 'mindsetCultureChange',
    otherNames: ['culture change', 'culture and change', 'mindset and culture', 'culture and mindset change'],
    specTile: 'Mindset & Culture',
  },
  {
    name: 'Transformation and change',
    icon: 'RefreshCw',
    route: '/services/transformation-change',
    content: 'transformationChange',
    otherNames: ['transformation', 'change and transformation', 'transformation and change management'],
  },
  {
    name: 'Quality assurance',
    icon: 'Shield',
    route: '/services/quality-assurance',
    content: 'qualityAssurance',
    otherNames: ['assurance', 'qa'],
    specTile: 'Quality Assurance',
  },
  {
    name: 'Learning and development',
    icon: 'BookOpen',
    route: '/services/learning-development',
    otherNames: ['learning', 'l and d'],
  },
];

const asName = (text: string) => text.toLowerCase().replaceAll('&', 'and').replace(/\s+/g, ' ').trim();
const isTile = (where: string) => /\.panel\.items\.\d+$/.test(where);

/** The service a title names, by any of its names (the spec's tile names too). */
function serviceNamed(title: string): Service | undefined {
  const name = asName(title);
  return SERVICES.find(
    (service) =>
      asName(service.name) === name ||
      service.otherNames.includes(name) ||
      (service.specTile !== undefined && asName(service.specTile) === name),
  );
}

/** The service a card leads to, by its link or its button's link. */
function serviceLinked(card: Json): Service | undefined {
  const links = [card.href, card.buttonLink, isObject(card.action) ? card.action.href : undefined];
  return SERVICES.find((service) => links.includes(service.route));
}

function serviceNameProblems(nodes: Node[]): string[] {
  return nodes.flatMap(({ where, object }) => {
    const problems: string[] = [];
    const title = typeof object.title === 'string' ? object.title : undefined;
    const named = title === undefined ? undefined : serviceNamed(title);
    const tileName = named?.specTile !== undefined && title === named.specTile && isTile(where);
    if (named && title !== named.name && !tileName) problems.push(`${where}: "${title}" names ${named.name}`);
    // A card for a service, or one that leads to it, shows the service's icon.
    const service = named ?? serviceLinked(object);
    if (service && typeof object.icon === 'string' && object.icon !== service.icon)
      problems.push(`${where}: ${object.icon} for ${service.name}, whose icon is ${service.icon}`);
    return problems;
  });
}

describe('each service', () => {
  it('has one name and one icon wherever our copy shows it', () => {
    expect(serviceNameProblems(nodes)).toEqual([]);
  });

  it('is named by its own page: the title, the banner and the content', () => {
    const whatWeDo = publishedDocuments().get('whatWeDo') as Record<string, { heroSection: { title: string } }>;
    for (const service of SERVICES) {
      const file = manifestFiles.find((name) => (readJson(name) as { route: string }).route === service.route)!;
      const manifest = readJson(file) as { title: string; sections: { type: string; props?: { title?: string } }[] };
      const hero = manifest.sections.find((section) => section.type === 'hero');
      expect([manifest.title, hero?.props?.title], file).toEqual([service.name, service.name]);
      if (service.content) expect(whatWeDo[service.content]?.heroSection.title, service.content).toBe(service.name);
    }
  });

  it('catches a second name or a second icon for a service, and lets the spec’s tiles keep theirs', () => {
    const problems = serviceNameProblems(
      read(
        planted({
          panel: { items: [{ title: 'Strategic Consulting', icon: 'PieChart', href: '/services/consulting' }] },
          items: [
            { title: 'Learning & Development', icon: 'BookOpen' },
            { title: 'Organisational Consulting', icon: 'Briefcase' },
            { title: 'Strategic Consulting', icon: 'PieChart' },
            { title: 'Quality assured', icon: 'ShieldCheck', href: '/services/quality-assurance' },
          ],
        }),
      ).nodes,
    ).filter((problem) => problem.startsWith('planted'));
    expect(problems).toEqual([
      'planted.items.0: "Learning & Development" names Learning and development',
      'planted.items.1: "Organisational Consulting" names Consulting',
      'planted.items.1: Briefcase for Consulting, whose icon is PieChart',
      'planted.items.2: "Strategic Consulting" names Consulting',
      'planted.items.3: ShieldCheck for Quality assurance, whose icon is Shield',
    ]);
  });
});

// ---------------------------------------------------------------------------------------------------
// Rule: figures that agree.

interface Quantity {
  /** What is counted. */
  name: string;
  /** A counter's, an engagement metric's or a key fact's label that gives it. */
  label?: RegExp;
  /** Where such a label counts (a course's "Duration" is that course's). */
  where?: RegExp;
  /** Prose that gives it; the figure is the first group. Read only where `context` matches the text. */
  prose?: RegExp;
  context?: RegExp;
  /** The one value it has (two for the spec's years, which the spec gives as they appear), as `normalise` writes it. */
  values: string[];
  /** Where the figure comes from: the spec, or the record the firm keeps. */
  source: string;
}

/**
 * Every figure our copy gives about the firm and its courses. A quantity has one value; a counter or an
 * engagement metric that is not here is a figure nobody can source, and fails.
 */
const QUANTITIES: Quantity[] = [
  {
    name: 'notice of a material change to the terms',
    label: /^changes$/i,
    where: /terms-of-service/,
    prose: /\b(\d+) days' notice\b/gi,
    values: ['30'],
    source: "spec: terms of service, 30 days' notice for material changes",
  },
  {
    name: 'years of experience',
    // Each page's label says whose years it counts (review 7: one label carried two numbers).
    label: /^years(?: of)? experience(?: as a firm|, each director)?$/i,
    prose:
      /\b((?:over |more than )?(?:\d+\+?|two|twenty|twenty-five)) (?:years|decades)'? (?:of )?(?:\w+ (?:and \w+ )?)?experience\b/gi,
    values: ['25+', '20+'],
    source: 'spec: the home counters give 25+ years, at a glance 20+ (both as they appear)',
  },
  {
    name: 'clients served',
    label: /^(?:clients served|organisations (?:supported|served))$/i,
    prose: /\b(\d[\d,]*\+?) (?:clients|organisations)\b/gi,
    values: ['500+'],
    source: 'spec: at a glance, 500+ clients served',
  },
  {
    name: 'projects completed',
    label: /^projects completed$/i,
    prose: /\b(\d[\d,]*\+?) projects\b/gi,
    values: ['500+'],
    source: 'spec: home counters, 500+ projects completed',
  },
  {
    name: 'client satisfaction',
    label: /^client satisfaction$/i,
    prose: /\b(\d+%) (?:client )?satisfaction\b/gi,
    values: ['98%'],
    source: 'spec: home counters, 98% client satisfaction',
  },
  {
    name: 'expert consultants',
    label: /^(?:expert )?consultants$/i,
    prose: /\b(\d+\+?) (?:expert )?consultants\b/gi,
    values: ['50+'],
    source: 'spec: at a glance, 50+ expert consultants',
  },
  {
    name: 'locations',
    label: /^(?:global )?locations$|^offices$/i,
    prose: /\b(\d+|two|three|four|five) (?:global )?(?:offices|locations)\b/gi,
    values: ['3'],
    source: 'spec: at a glance, 3 global locations (London, New York, Accra)',
  },
  {
    name: 'practices',
    label: /^practices$/i,
    values: ['6'],
    source: "the six service pages under What We Do (the footer's and the menu's list)",
  },
  {
    name: 'independent reviews completed',
    label: /^independent reviews completed since 2010$/i,
    values: ['180+'],
    source: 'the review register of our ISO 9001 quality system',
  },
  {
    name: 'review recommendations accepted',
    label: /^review recommendations accepted by clients, 2020 to 2024$/i,
    values: ['96%'],
    source: 'the management responses to our review reports, 2020 to 2024',
  },
  {
    name: 'training providers audited',
    label: /^training providers audited since 2015$/i,
    values: ['40+'],
    source: 'the review register of our ISO 9001 quality system',
  },
  {
    name: 'diagnostic recommendations put into effect',
    label: /^diagnostic recommendations clients had put into effect a year on, 2020 to 2024$/i,
    values: ['84%'],
    source: 'the twelve-month follow-up call after every diagnostic, 2020 to 2024',
  },
  {
    name: 'culture programmes with rising staff survey scores',
    label: /^culture programmes after which staff survey scores rose within 18 months, 2020 to 2024$/i,
    values: ['78%'],
    source: 'the staff survey results our culture-change clients shared with us, 2020 to 2024',
  },
  {
    name: 'participants applying new skills',
    label: /^programme participants applying new skills 90 days on, 2024$/i,
    values: ['87%'],
    source: 'the 90-day follow-up survey of every 2024 programme',
  },
  {
    name: 'typical consulting engagement',
    label: /^typical consulting engagement$/i,
    prose: /\btypically (?:over|lasting|takes) (\d+ to \d+ weeks)\b/gi,
    values: ['8 to 12 weeks'],
    source: 'our engagement records',
  },
  // The buy page's insurance, as the schedule gives it (spec point 2 names the cover, not its level).
  {
    name: 'professional indemnity cover',
    label: /^professional indemnity$/i,
    values: ['£5m'],
    source: 'our insurance schedule, renewed each April',
  },
  { name: 'public liability cover', label: /^public liability$/i, values: ['£10m'], source: 'our insurance schedule' },
  {
    name: "employer's liability cover",
    label: /^employer's liability$/i,
    values: ['£10m'],
    source: 'our insurance schedule',
  },
  // The privacy policy's counters (spec point 2).
  { name: 'data protection', label: /^data protection$/i, values: ['100%'], source: 'spec: privacy counters' },
  { name: 'security monitoring', label: /^security monitoring$/i, values: ['24/7'], source: 'spec: privacy counters' },
  { name: 'data breaches', label: /^data breaches$/i, values: ['0'], source: 'spec: privacy counters' },
  // The courses' facts (spec points 2 and 9), in their key facts and wherever prose names the course.
  {
    name: 'Essential Leadership Programme: length',
    label: /^duration$/i,
    where: /essential-leadership|key-facts/,
    prose: /\b(\d+|twelve)[- ]weeks?\b/gi,
    context: /essential leadership/i,
    values: ['12'],
    source: 'spec: 12 weeks',
  },
  {
    name: 'Essential Leadership Programme: modules',
    label: /^modules$/i,
    where: /essential-leadership|key-facts/,
    prose: /\b(\d+|six) modules\b/gi,
    context: /essential leadership/i,
    values: ['6'],
    source: 'spec: 6 modules',
  },
  {
    name: 'Ten Talent Mindset programmes: length',
    label: /^duration$/i,
    where: /ten-talent-mindset/,
    prose: /\b(\d+|six)[- ]months?\b/gi,
    context: /ten talent mindset/i,
    values: ['6'],
    source: 'spec: 6 months',
  },
  {
    name: 'Ten Talent Mindset programmes: mindsets',
    label: /^mindsets$/i,
    where: /ten-talent-mindset/,
    prose: /\b(\d+|ten) (?:core |talent )?mindsets\b/gi,
    context: /ten talent mindset/i,
    values: ['10'],
    source: 'spec: ten mindsets',
  },
  {
    name: 'bootcamps: length',
    label: /^duration$/i,
    where: /mr-bootcamps/,
    prose: /\b((?:\d+|two)(?:- to |-| to |–)(?:\d+|three))[- ]days?\b/gi,
    context: /bootcamp/i,
    values: ['2-3'],
    source: 'spec: 2-3 days',
  },
  {
    name: 'bootcamps: group size',
    label: /^group size$/i,
    where: /mr-bootcamps/,
    prose: /\b(\d+(?:-| to |–)\d+) participants\b/gi,
    context: /bootcamp/i,
    values: ['12-15'],
    source: 'spec: 12-15 participants',
  },
];

const NUMBER_WORDS: Record<string, string> = {
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  ten: '10',
  twelve: '12',
  twenty: '20',
  'twenty-five': '25',
};

/** A figure as the registry writes it: "over 20" and "two decades" are "20+", "two to three" is "2-3". */
function normalise(figure: string, wording: string): string {
  let value = figure.toLowerCase().replace(/^(over|more than) /, '+');
  value = value.replace(/[a-z]+(?:-[a-z]+)*/g, (word) => NUMBER_WORDS[word] ?? word);
  if (/decades/i.test(wording)) value = value.replace(/\d+/, (number) => String(Number(number) * 10));
  if (value.startsWith('+')) value = `${value.slice(1)}+`;
  return value.replace(/^(\d+)\s*(?:-|to|–|- to)\s*(\d+)$/, '$1-$2').replace(/\s+/g, ' ');
}

/** A counter's or a metric's figure as shown: 25 with "+" is "25+". */
const shown = (object: Json) => `${String(object.value)}${typeof object.suffix === 'string' ? object.suffix : ''}`;

const MONTHS = 'January|February|March|April|May|June|July|August|September|October|November|December';
/**
 * A standard's, a register's or a certificate's number names something, and a year or a date names a
 * time; none counts anything ("ISO/IEC 27001:2022", "number 04012735", "QMS 604218", "MCF-21-0417",
 * "Lot 2", "14 June 2027", "2021"). A figure beside one ("ISO 9001 across 12 sites") is still a figure.
 */
const IDENTIFIER = new RegExp(
  [
    String.raw`\bISO(?:\/IEC)? \d+(?::\d{4})?\b`,
    String.raw`\bnumber \d{6,}\b`,
    String.raw`\b[A-Z]{2,}(?:-\d[\d-]{3,}| \d{6,})\b`,
    String.raw`\bLot \d+\b`,
    String.raw`\b\d{1,2} (?:${MONTHS}) \d{4}\b`,
    String.raw`\b(?:19|20)\d\d\b(?![+%])`,
  ].join('|'),
  'g',
);

/** Counters, engagement metrics and key facts: a figure with a label, not a case study's result (its own client's). */
function isLabelledFigure({ where, object }: Node): boolean {
  if (!('value' in object) || typeof object.label !== 'string' || /\.results\.\d+$/.test(where)) return false;
  return /\d/.test(String(object.value).replace(IDENTIFIER, '')) && !('href' in object);
}

/** A labelled figure as the registry writes it: a course's "12 weeks" is read as its prose would be. */
function labelledValue(quantity: Quantity, shownValue: string): string {
  const prose = quantity.prose && new RegExp(quantity.prose.source, 'i').exec(shownValue);
  return prose ? normalise(prose[1]!, prose[0]) : shownValue;
}

/** Every figure the copy gives, by quantity, and every disagreement. */
function readFigures({ entries, nodes }: { entries: Entry[]; nodes: Node[] }): {
  problems: string[];
  seen: Set<string>;
} {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const node of nodes.filter(isLabelledFigure)) {
    const label = node.object.label as string;
    const quantity = QUANTITIES.find(
      (candidate) => candidate.label?.test(label) && (!candidate.where || candidate.where.test(node.where)),
    );
    const value = shown(node.object);
    if (quantity) seen.add(quantity.name);
    if (!quantity) problems.push(`${node.where}: "${value} ${label}" is no figure the spec gives or our records hold`);
    else if (!quantity.values.includes(labelledValue(quantity, value)))
      problems.push(`${node.where}: ${quantity.name} is ${quantity.values.join(' or ')}, not ${value}`);
    // A progress bar beside a percentage shows that percentage.
    const percent = /^(\d+)%$/.exec(value);
    if (percent && 'progress' in node.object && node.object.progress !== Number(percent[1]))
      problems.push(`${node.where}: a bar of ${String(node.object.progress)}% beside ${value}`);
  }
  for (const { where, key, text } of entries) {
    if (key === 'bio') continue; // a person's own years are not the firm's
    for (const quantity of QUANTITIES) {
      if (!quantity.prose || (quantity.context && !quantity.context.test(text))) continue;
      for (const match of text.matchAll(quantity.prose)) {
        seen.add(quantity.name);
        const value = normalise(match[1]!, match[0]);
        const allowed = quantity.values.map((figure) => figure.replace(/\s+/g, ' '));
        if (!allowed.includes(value))
          problems.push(`${where}: "${match[0]}" gives ${quantity.name} as ${value}, not ${allowed.join(' or ')}`);
      }
    }
  }
  return { problems, seen };
}

const figureProblems = (copyRead: { entries: Entry[]; nodes: Node[] }) => readFigures(copyRead).problems;

describe('figures', () => {
  it('each repeat one the spec gives or one our records hold, and give every quantity one value', () => {
    expect(figureProblems({ entries: copy, nodes })).toEqual([]);
  });

  it('are all read: every quantity in the register is one our copy gives', () => {
    const { seen } = readFigures({ entries: copy, nodes });
    expect(QUANTITIES.map((quantity) => quantity.name).filter((name) => !seen.has(name))).toEqual([]);
  });

  it('are shown where the spec asks for figures', () => {
    const who = documentOf<{ overview: { stats: unknown[] } }>('whoWeAre');
    const what = documentOf<{
      qualityAssurance: { statsSection: { stats: unknown[] } };
      servicesOverview: { tabs: { engagementMetrics?: { value?: string; progress?: number } }[] };
    }>('whatWeDo');
    expect(who.overview.stats.length).toBeGreaterThanOrEqual(3);
    expect(what.qualityAssurance.statsSection.stats.length).toBeGreaterThanOrEqual(3);
    for (const tab of what.servicesOverview.tabs) {
      expect(tab.engagementMetrics?.value).toMatch(/\d/);
      expect(tab.engagementMetrics?.progress).toBeTypeOf('number');
    }
  });

  it('catch a figure given two values, a figure nobody can source, and a bar that disagrees', () => {
    const problems = figureProblems(
      read(
        planted({
          stats: [
            { value: 96, suffix: '%', label: 'Client satisfaction' },
            { value: 9000, suffix: '+', label: 'Programme participants' },
            // A standard's number names it: no figure. A count beside it still is one.
            { value: 'ISO 9001 certified', label: 'Quality management' },
            { value: 'ISO 9001 across 12 sites', label: 'Certified sites' },
            // A certificate's number, a supplier reference, a lot, a renewal date and a year name things.
            { value: 'ISO/IEC 27001:2022, certificate ISMS 711935', label: 'Information security' },
            { value: 'MCF-21-0417', label: 'Supplier reference' },
            { value: 'Lot 2: strategy and policy', label: 'Lot' },
            { value: '14 June 2027', label: 'Valid to' },
            { value: '2021', label: 'Appointed' },
            // A year-like count is still a count.
            { value: '2000+', label: 'Programme participants' },
          ],
          tabs: [{ engagementMetrics: { label: 'Client satisfaction', value: '98%', progress: 60 } }],
          text: 'Over 30 years of experience across 750 clients. Our 10-week Essential Leadership Programme.',
          bio: 'She has more than thirty years of experience.',
        }),
      ),
    ).filter((problem) => problem.startsWith('planted'));
    expect(problems).toEqual([
      'planted.stats.0: client satisfaction is 98%, not 96%',
      'planted.stats.1: "9000+ Programme participants" is no figure the spec gives or our records hold',
      'planted.stats.3: "ISO 9001 across 12 sites Certified sites" is no figure the spec gives or our records hold',
      'planted.stats.9: "2000+ Programme participants" is no figure the spec gives or our records hold',
      'planted.tabs.0.engagementMetrics: a bar of 60% beside 98%',
      'planted.text: "Over 30 years of experience" gives years of experience as 30+, not 25+ or 20+',
      'planted.text: "750 clients" gives clients served as 750, not 500+',
      'planted.text: "10-week" gives Essential Leadership Programme: length as 10, not 12',
    ]);
    expect(normalise('two', 'Over two decades of consulting and training experience')).toBe('20');
    expect(normalise('over two', 'Over two decades of experience')).toBe('20+');
    expect(normalise('two to three', 'two to three-day')).toBe('2-3');
  });
});

// ---------------------------------------------------------------------------------------------------
// Rule: proof of work that is anonymised, measured and ours to claim.

/** Real bodies a firm's copy is tempted to name as the source of an award, a certificate or a framework. */
const REAL_ORGANISATIONS =
  /\b(?:Management Consultancies Association|British Standards Institution|BSI|Crown Commercial Service|UKAS|Chartered Management Institute|CIPD|Institute of Consulting|Investors in People|ESPO|YPO|NHS England|Ofsted|Care Quality Commission|World Bank|USAID|McKinsey|Deloitte|PwC|KPMG|Accenture)\b/;

function caseStudiesIn(nodes: Node[]): Node[] {
  return nodes.filter(({ object }) => 'challenge' in object && 'outcome' in object && 'results' in object);
}

function proofProblems(nodes: Node[], entries: Entry[]): string[] {
  const problems: string[] = [];
  const slugs = new Map<string, string>();
  for (const { where, object } of caseStudiesIn(nodes)) {
    const study = object as {
      slug?: string;
      year?: unknown;
      client?: string;
      results?: { value?: string; label?: string }[];
      quote?: { text?: string; role?: string };
    };
    const copyOfStudy = JSON.stringify({
      ...study,
      _key: undefined,
      results: study.results?.map(({ value, label }) => ({ value, label })),
    });
    if (!study.slug) problems.push(`${where}: no slug, so nothing can link to it`);
    else if (slugs.has(study.slug) && slugs.get(study.slug) !== copyOfStudy)
      problems.push(`${where}: "${study.slug}" is another case study told differently`);
    else slugs.set(study.slug, copyOfStudy);
    if (!/^An? /.test(study.client ?? ''))
      problems.push(`${where}: client "${study.client}" is not anonymised ("A …")`);
    if (typeof study.year !== 'number' || !Number.isInteger(study.year))
      problems.push(`${where}: no year, so a reader cannot tell how recent it is`);
    else if (study.year > CONTENT_YEAR)
      problems.push(`${where}: dated ${study.year}, after the copy was last published (${CONTENT_DATE})`);
    const results = study.results ?? [];
    if (results.length === 0) problems.push(`${where}: no measured result`);
    for (const result of results)
      if (
        !/\d/.test(result.value ?? '') ||
        !/\b(?:years?|months?|weeks?|days?|go-live|launch)\b/.test(`${result.value} ${result.label}`)
      )
        problems.push(`${where}: "${result.value} ${result.label}" does not say what it measures over what period`);
    if (study.quote && !study.quote.role) problems.push(`${where}: a quote without its speaker's role`);
  }
  // Recognition: a body described, never named; a milestone of our own names nobody (our name would
  // only repeat the page's), and every milestone gives one line of fact a reader can check.
  for (const { where, object } of nodes) {
    if (!('year' in object) || 'results' in object) continue;
    if (typeof object.organization === 'string' && !/^An? /.test(object.organization))
      problems.push(
        /^Mindrise\b/.test(object.organization)
          ? `${where}: "${object.organization}" repeats our name where a fact about the milestone belongs`
          : `${where}: "${object.organization}" names the body behind a milestone`,
      );
    if ('title' in object && typeof object.detail !== 'string')
      problems.push(`${where}: a milestone with no detail a reader can check`);
  }
  for (const { where, key, text } of entries) {
    // A person's qualifications name the body that awards them: that is how a reader checks one.
    if (key === 'credentials') continue;
    const real = REAL_ORGANISATIONS.exec(text);
    if (real) problems.push(`${where}: names ${real[0]}`);
  }
  return problems;
}

/** A page's case studies, newest first, the newest from this year or last: proof that looks current. */
function recencyProblems(studies: { slug: string; year: number }[]): string[] {
  const problems: string[] = [];
  const years = studies.map((study) => study.year);
  if (years.some((year, index) => index > 0 && year > years[index - 1]!))
    problems.push(`not newest first: ${years.join(', ')}`);
  if (Math.max(...years) < CONTENT_YEAR - 1)
    problems.push(`the newest is from ${Math.max(...years)}, more than a year before ${CONTENT_YEAR}`);
  return problems;
}

/** Where each case study is shown: the route of the page whose content (or manifest) holds it. */
function caseStudyRoutes(): Map<string, string> {
  type Studies = { caseStudiesSection?: { caseStudies: { slug: string }[] } };
  const routes = new Map<string, string>();
  const what = documentOf<Record<string, Studies>>('whatWeDo');
  for (const service of SERVICES)
    for (const study of service.content ? (what[service.content]?.caseStudiesSection?.caseStudies ?? []) : [])
      routes.set(study.slug, service.route);
  const { reputation } = documentOf<{ reputation: Studies }>('whoWeAre');
  for (const study of reputation.caseStudiesSection?.caseStudies ?? []) routes.set(study.slug, '/about/reputation');
  // Fixed copy: the case studies a manifest holds itself (learning and development, resourcing).
  const fixedCopy: [file: string, route: string][] = [
    ['page-manifests/services-learning-development.json', '/services/learning-development'],
    ['page-manifests/resourcing.json', '/resourcing'],
  ];
  for (const [file, route] of fixedCopy) {
    const manifest = readJson(file) as { sections: { type: string; props?: { items?: { slug: string }[] } }[] };
    for (const section of manifest.sections.filter((candidate) => candidate.type === 'caseStudies'))
      for (const study of section.props?.items ?? []) routes.set(study.slug, route);
  }
  return routes;
}

/**
 * A result featured away from its case study (the home page's band): the figure and its measure word
 * for word as the case study gives them, and a link to the page and the anchor that show it.
 */
function featuredResultProblems(nodes: Node[], routes: Map<string, string>): string[] {
  const studies = new Map(
    caseStudiesIn(nodes).map(({ object }) => [
      object.slug,
      object as { results?: { value?: string; label?: string }[] },
    ]),
  );
  const problems: string[] = [];
  for (const { where, object } of nodes) {
    if (!('value' in object && 'label' in object && typeof object.href === 'string')) continue;
    const [path, slug] = [object.href.split('#')[0], /#case-([a-z0-9-]+)$/.exec(object.href)?.[1]];
    const study = slug === undefined ? undefined : studies.get(slug);
    if (!slug || !study) {
      problems.push(`${where}: "${object.href}" leads to no case study`);
      continue;
    }
    if (!study.results?.some((result) => result.value === object.value && result.label === object.label))
      problems.push(`${where}: "${String(object.value)} ${String(object.label)}" is not a result "${slug}" gives`);
    if (routes.get(slug) !== path) problems.push(`${where}: "${slug}" is shown on ${routes.get(slug)}, not ${path}`);
  }
  return problems;
}

describe('proof of work', () => {
  it('is anonymised, measured over a period, dated, and claims nothing from a named body', () => {
    expect(proofProblems(nodes, copy)).toEqual([]);
  });

  it('shows case studies on every service page and three on the reputation page', () => {
    const what =
      documentOf<
        Record<string, { caseStudiesSection?: { caseStudies: { slug: string; sector: string; year: number }[] } }>
      >('whatWeDo');
    const { reputation } = documentOf<{
      reputation: {
        caseStudiesSection: { caseStudies: { slug: string; sector: string; year: number }[] };
        industryImpact: { sections: { title: string; link?: string }[] };
      };
    }>('whoWeAre');
    const servicePageSlugs = SERVICES.flatMap((service) => {
      const studies = service.content
        ? (what[service.content]?.caseStudiesSection?.caseStudies ?? [])
        : ((
            readJson('page-manifests/services-learning-development.json') as {
              sections: { type: string; props?: { items?: { slug: string; year: number }[] } }[];
            }
          ).sections.find((section) => section.type === 'caseStudies')?.props?.items ?? []);
      expect(studies.length, service.name).toBeGreaterThanOrEqual(1);
      expect(recencyProblems(studies), service.name).toEqual([]);
      return studies.map((study) => study.slug);
    });
    const ours = reputation.caseStudiesSection.caseStudies;
    expect(ours).toHaveLength(3);
    expect(recencyProblems(ours), 'reputation').toEqual([]);
    const sectors = reputation.industryImpact.sections.map((section) => section.title);
    for (const study of ours) {
      expect(servicePageSlugs).not.toContain(study.slug);
      expect(sectors).toContain(study.sector);
    }
    // Every sector card leads to a case study.
    for (const section of reputation.industryImpact.sections)
      expect(section.link, section.title).toMatch(/#case-[a-z0-9-]+$/);
  });

  it('catches case studies out of date order, and a page whose newest is old', () => {
    const old = [CONTENT_YEAR - 3, CONTENT_YEAR - 2].map((year) => ({ slug: String(year), year }));
    expect(recencyProblems(old)).toEqual([
      `not newest first: ${CONTENT_YEAR - 3}, ${CONTENT_YEAR - 2}`,
      `the newest is from ${CONTENT_YEAR - 2}, more than a year before ${CONTENT_YEAR}`,
    ]);
  });

  it('featured away from its case study, repeats it word for word and links to it', () => {
    const featured = nodes.filter(({ object }) => 'value' in object && 'label' in object && 'href' in object);
    // The home page's band and the section's fixture, at least.
    expect(featured.length).toBeGreaterThanOrEqual(6);
    expect(featuredResultProblems(nodes, caseStudyRoutes())).toEqual([]);
  });

  it('catches a featured result that rounds its figure, rewords its measure or links to the wrong page', () => {
    const result = {
      value: '£6.1m',
      label: 'recurring savings delivered by the end of year two',
      href: '/services/consulting#case-unitary-council-savings-plan',
    };
    const planted: Node[] = [
      { where: 'planted.0', object: { ...result, value: '£6m' } },
      { where: 'planted.1', object: { ...result, label: 'savings delivered' } },
      { where: 'planted.2', object: { ...result, href: '/about/reputation#case-unitary-council-savings-plan' } },
      { where: 'planted.3', object: { ...result, href: '/services/consulting#case-no-such-study' } },
    ];
    expect(
      featuredResultProblems([...nodes, ...planted], caseStudyRoutes()).filter((p) => p.startsWith('planted')),
    ).toEqual([
      'planted.0: "£6m recurring savings delivered by the end of year two" is not a result "unitary-council-savings-plan" gives',
      'planted.1: "£6.1m savings delivered" is not a result "unitary-council-savings-plan" gives',
      'planted.2: "unitary-council-savings-plan" is shown on /services/consulting, not /about/reputation',
      'planted.3: "/services/consulting#case-no-such-study" leads to no case study',
    ]);
  });

  it('catches a named client, a result with no period or year, a duplicate told differently and a named award body', () => {
    const study = {
      slug: 'sample',
      year: 2025,
      client: 'A regional housing association',
      challenge: 'c',
      outcome: 'o',
      results: [{ value: '38%', label: 'fewer repeat visits in the first year' }],
    };
    const { nodes: plantedNodes, entries } = read(
      planted([
        { ...study, client: 'Northfield Homes' },
        { ...study, results: [{ value: '38%', label: 'fewer repeat visits' }] },
        { year: '2019', title: 'Framework supplier', organization: 'Crown Commercial Service', detail: 'd' },
        { ...study, slug: 'undated', year: undefined },
        { ...study, slug: 'ahead', year: CONTENT_YEAR + 1 },
        { year: '2007', title: 'New York office opened', organization: 'Mindrise Consulting' },
        // A person's membership names its body, and passes.
        { name: 'Adwoa Mensah', credentials: 'Chartered Fellow of the CIPD' },
      ]),
    );
    const problems = proofProblems(plantedNodes, entries).filter((problem) => problem.startsWith('planted'));
    expect(problems).toEqual([
      'planted.0: client "Northfield Homes" is not anonymised ("A …")',
      'planted.1: "sample" is another case study told differently',
      'planted.1: "38% fewer repeat visits" does not say what it measures over what period',
      'planted.3: no year, so a reader cannot tell how recent it is',
      `planted.4: dated ${CONTENT_YEAR + 1}, after the copy was last published (${CONTENT_DATE})`,
      'planted.2: "Crown Commercial Service" names the body behind a milestone',
      'planted.5: "Mindrise Consulting" repeats our name where a fact about the milestone belongs',
      'planted.5: a milestone with no detail a reader can check',
      'planted.2.organization: names Crown Commercial Service',
    ]);
  });
});

// ---------------------------------------------------------------------------------------------------
// Rule: an exhibit says where its figures come from, and shows no figure its source does not give.

interface ExhibitUse {
  where: string;
  route: string;
  props: Json;
}

/** Every exhibit our manifests show, with the route it is on. */
function exhibitsIn(files: string[]): ExhibitUse[] {
  return files.flatMap((file) => {
    const manifest = readJson(file) as { route?: string; sections?: { type: string; props?: Json }[] };
    return (manifest.sections ?? []).flatMap((section, index) =>
      section.type === 'exhibit' && section.props
        ? [{ where: `${file}.sections.${index}`, route: manifest.route ?? '', props: section.props }]
        : [],
    );
  });
}

/** The figures in a piece of copy, as written less their thousands commas: "3,800 staff" gives "3800". */
const figuresIn = (value: unknown): string[] =>
  [...JSON.stringify(value).matchAll(/\d[\d,]*(?:\.\d+)?/g)].map(([figure]) => figure.replaceAll(',', ''));

/** A graphic whose data the register holds as a labelled figure (a share's value and label). */
const REGISTERED_GRAPHICS = new Set(['share']);

/**
 * An exhibit names its source, and either says it is illustrative (a typical shape, not a client's data),
 * cites a case study shown on its own page, or draws only a figure the register holds. A case study's
 * exhibit shows only figures that case study gives: every number in its copy and data, and every count
 * it draws (a structure's layers).
 */
function exhibitProblems(
  exhibits: ExhibitUse[],
  studyTexts: Map<string, string>,
  routes: Map<string, string>,
): string[] {
  const problems: string[] = [];
  for (const { where, route, props } of exhibits) {
    const graphics = GRAPHICS.filter((key) => isObject(props[key]));
    if (typeof props.source !== 'string' || !props.source.trim()) problems.push(`${where}: names no source`);
    const study = isObject(props.caseStudy) ? String(props.caseStudy.href ?? '') : undefined;
    if (study === undefined) {
      if (props.illustrative !== true && graphics.some((key) => !REGISTERED_GRAPHICS.has(key)))
        problems.push(`${where}: draws data no case study or register holds, and does not say it is illustrative`);
      continue;
    }
    const slug = /#case-([a-z0-9-]+)$/.exec(study)?.[1];
    const text = slug === undefined ? undefined : studyTexts.get(slug);
    if (!slug || text === undefined || routes.get(slug) !== route || !study.startsWith(`${route}#`)) {
      problems.push(`${where}: "${study}" is no case study shown on ${route}`);
      continue;
    }
    const given = new Set(figuresIn(text));
    const structure = isObject(props.structure) ? props.structure : {};
    const counts = ['before', 'after'].flatMap((state) => {
      const layers = isObject(structure[state]) ? structure[state].layers : undefined;
      return Array.isArray(layers) ? [String(layers.length)] : [];
    });
    const { heading: _heading, description: _description, ...shown } = props;
    for (const figure of new Set([...figuresIn(shown), ...counts]))
      if (!given.has(figure)) problems.push(`${where}: shows ${figure}, which "${slug}" does not give`);
  }
  return problems;
}

const caseStudyTexts = (from: Node[]) =>
  new Map(
    caseStudiesIn(from).map(({ object }) => [String(object.slug), JSON.stringify({ ...object, _key: undefined })]),
  );

describe('exhibits', () => {
  const exhibits = exhibitsIn(manifestFiles);

  it('name their source, say when they are illustrative, and show only the figures of the case study they cite', () => {
    expect(exhibits.length).toBeGreaterThanOrEqual(6);
    expect(exhibits.filter(({ props }) => isObject(props.caseStudy)).length).toBeGreaterThanOrEqual(1);
    expect(exhibitProblems(exhibits, caseStudyTexts(nodes), caseStudyRoutes())).toEqual([]);
    const fixture = readJson('section-registry/exhibit/fixture.json') as Json;
    expect(exhibitProblems([{ where: 'fixture', route: '/', props: fixture }], new Map(), new Map())).toEqual([]);
  });

  it('catch an unsourced curve, a case study from another page and a layer its case study never counted', () => {
    const layers = (count: number) =>
      Array.from({ length: count }, (_, index) => `Layer ${String.fromCharCode(65 + index)}`);
    const citing = (href: string, before: number) => ({
      source: 'the council’s own organisation charts',
      structure: { before: { layers: layers(before) }, after: { layers: layers(5) } },
      caseStudy: { label: 'A London borough council with 3,800 staff', href },
    });
    const route = '/services/organizational-design';
    const planted: ExhibitUse[] = [
      { where: 'planted.0', route, props: { curve: { series: [] } } },
      { where: 'planted.1', route, props: citing('/services/consulting#case-unitary-council-savings-plan', 7) },
      { where: 'planted.2', route, props: citing(`${route}#case-london-borough-restructure`, 8) },
      { where: 'planted.3', route, props: { source: 'our survey', share: { value: 87, label: 'x' } } },
    ];
    expect(exhibitProblems(planted, caseStudyTexts(nodes), caseStudyRoutes())).toEqual([
      'planted.0: names no source',
      'planted.0: draws data no case study or register holds, and does not say it is illustrative',
      `planted.1: "/services/consulting#case-unitary-council-savings-plan" is no case study shown on ${route}`,
      'planted.2: shows 8, which "london-borough-restructure" does not give',
    ]);
  });
});

// ---------------------------------------------------------------------------------------------------
// Rule: a course's indicative price reads one way wherever it is given (ours, not the spec's).

const COURSE_PRICE = /^From £\d{1,3}(?:,\d{3})* \+ VAT per delegate$/;
const priceProblems = (entries: Entry[]) =>
  entries
    .filter(({ key, text }) => key === 'price' && !COURSE_PRICE.test(text))
    .map(({ where, text }) => `${where}: "${text}"`);

describe('course prices', () => {
  it('read "From £N + VAT per delegate" wherever our copy gives one', () => {
    expect(copy.filter(({ key }) => key === 'price').length).toBeGreaterThanOrEqual(3);
    expect(priceProblems(copy)).toEqual([]);
  });

  it('catch a price that leaves out VAT or what it is for', () => {
    const { entries } = read(planted({ price: '£1,195' }));
    expect(priceProblems(entries)).toEqual(['planted.price: "£1,195"']);
  });
});

// ---------------------------------------------------------------------------------------------------
// Rule: certificates and framework places, given the same way wherever they are named.

interface CredentialRecord {
  name: string;
  /** The certificate's number or our supplier reference. */
  reference: string;
  /** When it lapses: the certificate's expiry or its renewal date. */
  until?: string;
  lot?: string;
}

/** The firm's certificates and framework places, as the certificates and appointment letters give them. */
const CREDENTIAL_RECORDS: CredentialRecord[] = [
  { name: 'ISO 9001:2015', reference: 'QMS 604218', until: '14 June 2027' },
  { name: 'ISO/IEC 27001:2022', reference: 'ISMS 711935', until: '2 September 2028' },
  { name: 'Cyber Essentials Plus', reference: 'CEP-2026-048213', until: '9 March 2027' },
  { name: 'National management consultancy framework', reference: 'MCF-21-0417', lot: 'Lot 2: strategy and policy' },
  {
    name: 'Learning and development framework',
    reference: 'LDF-24-1186',
    lot: 'Lot 1: leadership and management development',
  },
  {
    name: 'Regional consultancy framework for local government',
    reference: 'RCF-23-0652',
    lot: 'Lot 4: organisational development and workforce',
  },
  { name: 'Dynamic market for specialist professional services', reference: 'DM-25-3309' },
];

/** A certificate's number or a supplier reference: "QMS 604218", "CEP-2026-048213", "MCF-21-0417". */
const REFERENCE = /\b[A-Z]{2,}(?:-\d[\d-]{3,}| \d{6,})\b/g;
const DATE = new RegExp(String.raw`\b\d{1,2} (?:${MONTHS}) \d{4}\b`, 'g');
const LOT = /\bLot \d+: [^;.,\n]+/g;

/**
 * Every reference our copy gives is on the register; where a line or a register entry gives one
 * beside a date or a lot, they are that reference's; and nothing on the register lapses before the
 * copy was last published.
 */
function credentialProblems(entries: Entry[], nodes: Node[]): string[] {
  const problems: string[] = [];
  const byReference = new Map(CREDENTIAL_RECORDS.map((record) => [record.reference, record]));
  const disagreements = (where: string, text: string, record: CredentialRecord) => {
    for (const [date] of text.matchAll(DATE))
      if (date !== record.until) problems.push(`${where}: ${record.reference} with ${date}, not ${record.until}`);
    for (const [lot] of text.matchAll(LOT))
      if (lot !== record.lot) problems.push(`${where}: ${record.reference} with "${lot}", not "${record.lot}"`);
  };
  for (const { where, text } of entries)
    for (const [reference] of text.matchAll(REFERENCE)) {
      const record = byReference.get(reference);
      if (!record) problems.push(`${where}: ${reference} is no certificate or supplier reference we hold`);
      else disagreements(where, text, record);
    }
  // A register entry gives its number, dates and lot as separate facts.
  for (const { where, object } of nodes) {
    if (!Array.isArray(object.facts)) continue;
    const facts = (object.facts as Json[]).map((fact) => String(fact.value ?? '')).join('\n');
    const record = [...facts.matchAll(REFERENCE)].map(([reference]) => byReference.get(reference)).find(Boolean);
    if (record) disagreements(where, facts, record);
  }
  for (const record of CREDENTIAL_RECORDS)
    if (record.until && new Date(record.until) <= new Date(CONTENT_DATE))
      problems.push(`${record.reference}: lapsed on ${record.until}, before the copy was last published`);
  return problems;
}

describe('certificates and framework places', () => {
  it('give the same number, lot and renewal date wherever they are named, and none has lapsed', () => {
    expect(credentialProblems(copy, nodes)).toEqual([]);
  });

  it('are named, with their number, on the governance and buy pages, and on the reputation timeline', () => {
    const text = (file: string) => JSON.stringify(readJson(file));
    for (const record of CREDENTIAL_RECORDS)
      expect(text('page-manifests/buy.json'), record.name).toContain(record.reference);
    for (const record of CREDENTIAL_RECORDS.filter((candidate) => candidate.until))
      expect(text('page-manifests/about-governance.json'), record.name).toContain(record.reference);
    const { reputation } = documentOf<{ reputation: { achievements: { detail?: string }[] } }>('whoWeAre');
    const details = reputation.achievements.map((achievement) => achievement.detail ?? '').join('\n');
    for (const reference of ['QMS 604218', 'ISMS 711935', 'CEP-2026-048213', 'MCF-21-0417'])
      expect(details).toContain(reference);
  });

  it('catch a number nobody holds, a renewal given two ways and a lot given two ways', () => {
    const { entries, nodes: plantedNodes } = read(
      planted([
        { year: '2014', title: 'Certified', detail: 'ISO 9001:2015 certificate QMS 604219' },
        { year: '2014', title: 'Certified', detail: 'Certificate QMS 604218, valid to 14 June 2026' },
        {
          facts: [
            { label: 'Certificate', value: 'CEP-2026-048213' },
            { label: 'Renewal due', value: '9 March 2028' },
          ],
        },
        {
          facts: [
            { label: 'Lot', value: 'Lot 3: transformation' },
            { label: 'Reference', value: 'MCF-21-0417' },
          ],
        },
      ]),
    );
    expect(credentialProblems(entries, plantedNodes).filter((problem) => problem.startsWith('planted'))).toEqual([
      'planted.0.detail: QMS 604219 is no certificate or supplier reference we hold',
      'planted.1.detail: QMS 604218 with 14 June 2026, not 14 June 2027',
      'planted.2: CEP-2026-048213 with 9 March 2028, not 9 March 2027',
      'planted.3: MCF-21-0417 with "Lot 3: transformation", not "Lot 2: strategy and policy"',
    ]);
  });
});

// ---------------------------------------------------------------------------------------------------
// Rule: a named person is the same person wherever they are named, and can be reached at the firm.

interface Person {
  name: string;
  role?: string;
  credentials?: string;
  office?: string;
  email?: string;
}

/** The firm's own addresses are at the domain the contact page gives. */
const firmDomain = () => {
  const { contactDetails } = documentOf<{ contactDetails: { content: string }[] }>('contactPage');
  return /@([\w.-]+\.[a-z]{2,})/.exec(contactDetails.map((detail) => detail.content).join('\n'))![1]!;
};

function personProblems(nodes: Node[], team: Person[], domain: string): string[] {
  const problems: string[] = [];
  const byName = new Map(team.map((person) => [person.name, person]));
  for (const { where, object } of nodes) {
    // A named lead beside a page's introduction ("Who leads this work").
    if (object.kind === 'contact' && typeof object.name === 'string') {
      const member = byName.get(object.name);
      if (!member) problems.push(`${where}: ${object.name} is not on /about/our-people`);
      else
        for (const field of ['role', 'credentials', 'office', 'email'] as const)
          if (object[field] !== member[field])
            problems.push(`${where}: ${object.name}'s ${field} is "${String(object[field])}", not "${member[field]}"`);
    }
    if (typeof object.email === 'string' && !object.email.endsWith(`@${domain}`))
      problems.push(`${where}: ${object.email} is not an address at ${domain}`);
  }
  return problems;
}

/** A person shown twice on one page read as padding (review 22): a page introduces each person once. */
function peopleShownTwice(nodes: Node[]): string[] {
  const firstShown = new Map<string, string>();
  const problems: string[] = [];
  for (const { where, object } of nodes) {
    if (object.kind !== 'contact' || typeof object.name !== 'string') continue;
    const page = where.replace(/\.sections\..*$/, '');
    const key = `${page}: ${object.name}`;
    const first = firstShown.get(key);
    if (first) problems.push(`${where}: ${object.name} again (first at ${first})`);
    else firstShown.set(key, where);
  }
  return problems;
}

describe('people', () => {
  const team = () => documentOf<{ ourPeople: { teamMembers: Person[] } }>('whoWeAre').ourPeople.teamMembers;

  it('a named lead is on our people page, with the same role, credentials, office and address', () => {
    const leads = nodes.filter(({ object }) => object.kind === 'contact');
    expect(leads.length).toBeGreaterThanOrEqual(6);
    expect(personProblems(nodes, team(), firmDomain())).toEqual([]);
  });

  it('a page shows each person once, and catches one shown twice', () => {
    expect(peopleShownTwice(nodes)).toEqual([]);
    const lead = { kind: 'contact', name: 'Kwame Asante' };
    const twice = read(planted({ sections: [{ props: { aside: lead } }, { props: { contact: lead } }] })).nodes;
    expect(peopleShownTwice(twice)).toEqual([
      'planted.sections.1.props.contact: Kwame Asante again (first at planted.sections.0.props.aside)',
    ]);
  });

  it('every team member and associate gives credentials, an office and an address at the firm', () => {
    const { associates } = documentOf<{ associates: Person[] }>('ourAssociates');
    for (const person of [...team(), ...associates]) {
      expect(person.credentials, person.name).toMatch(/\w/);
      expect(
        OFFICES.map((office) => office.city),
        person.name,
      ).toContain(person.office);
      expect(person.email, person.name).toMatch(new RegExp(`^[a-z.]+@${firmDomain().replaceAll('.', '\\.')}$`));
    }
  });

  it('catch a lead told differently and an address elsewhere', () => {
    const member = { name: 'Kwame Asante', role: 'Head', credentials: 'MBA', office: 'Accra', email: 'k@firm.example' };
    const plantedNodes = read(
      planted([
        { kind: 'contact', ...member, office: 'London' },
        { kind: 'contact', name: 'Nobody Here' },
        { name: 'Efua Boateng', email: 'efua@gmail.com' },
      ]),
    ).nodes;
    expect(personProblems(plantedNodes, [member], 'firm.example').filter((p) => p.startsWith('planted'))).toEqual([
      `planted.0: Kwame Asante's office is "London", not "Accra"`,
      'planted.1: Nobody Here is not on /about/our-people',
      'planted.2: efua@gmail.com is not an address at firm.example',
    ]);
  });
});

// ---------------------------------------------------------------------------------------------------
// Rule: the case-study index on /about/reputation lists every case study on the site, each under its own
// headline and linked to its own anchor.

/** Every case study in our copy (content and fixed copy), by its slug. */
const caseStudies = () =>
  new Map(
    nodes
      .filter(({ object }) => typeof object.slug === 'string' && typeof object.challenge === 'string')
      .map(({ object }) => [String(object.slug), String(object.title)]),
  );

function indexProblems(entries: { title?: string; href?: string }[], studies: Map<string, string>): string[] {
  const problems: string[] = [];
  const listed = new Set<string>();
  for (const { title, href } of entries) {
    const slug = /#case-(.+)$/.exec(href ?? '')?.[1] ?? '';
    listed.add(slug);
    if (!studies.has(slug)) problems.push(`${href}: no case study "${slug}"`);
    else if (studies.get(slug) !== title)
      problems.push(`${href}: the headline is "${studies.get(slug)}", not "${title}"`);
  }
  for (const slug of studies.keys()) if (!listed.has(slug)) problems.push(`${slug}: not in the index`);
  return problems;
}

describe('the case-study index', () => {
  const index = () => {
    const { sections } = readJson('page-manifests/about-reputation.json') as {
      sections: { id?: string; props?: { items?: { title?: string; href?: string }[] } }[];
    };
    return sections.find((section) => section.id === 'case-index')?.props?.items ?? [];
  };

  it('lists every case study once, under its own headline, linked to it', () => {
    expect(caseStudies().size).toBeGreaterThanOrEqual(14);
    expect(index()).toHaveLength(caseStudies().size);
    expect(indexProblems(index(), caseStudies())).toEqual([]);
  });

  it('catches a headline told differently, a study left out and a link to none', () => {
    const [first, ...rest] = index();
    const planted = [{ ...first, title: 'Something else' }, ...rest.slice(1), { title: 'X', href: '/#case-none' }];
    const left = /#case-(.+)$/.exec(rest[0]!.href!)![1]!;
    expect(indexProblems(planted, caseStudies())).toEqual([
      `${first!.href}: the headline is "${first!.title}", not "Something else"`,
      '/#case-none: no case study "none"',
      `${left}: not in the index`,
    ]);
  });
});

// ---------------------------------------------------------------------------------------------------
// Rule: an office is described alike wherever it is: its address as the contact page gives it, and its
// lead a person our people page places there.

/** Each office card ("Where we work"): its city, and the address and lead its words give. */
function officeProblems(
  cards: { title?: string; body?: string }[],
  addresses: Map<string, string>,
  team: Person[],
): string[] {
  const problems: string[] = [];
  for (const card of cards) {
    const city = card.title ?? '';
    const address = addresses.get(city);
    if (!address) problems.push(`${city}: no office there on the contact page`);
    else if (!card.body?.includes(address)) problems.push(`${city}: the address is not "${address}"`);
    const lead = /^Led by ([^,]+),/.exec(card.body ?? '')?.[1];
    const person = team.find((member) => member.name === lead);
    if (!person) problems.push(`${city}: the lead "${lead}" is not on /about/our-people`);
    else if (person.office !== city) problems.push(`${city}: ${lead} works in ${person.office}`);
  }
  return problems;
}

describe('offices', () => {
  const addresses = () => {
    const { contactDetails } = documentOf<{ contactDetails: { title: string; content: string }[] }>('contactPage');
    const offices = contactDetails.find((detail) => detail.title === 'Offices')?.content ?? '';
    return new Map(
      offices.split('\n').map((line) => {
        const [city = '', ...rest] = line.split(': ');
        return [city, rest.join(': ')] as const;
      }),
    );
  };
  const team = () => documentOf<{ ourPeople: { teamMembers: Person[] } }>('whoWeAre').ourPeople.teamMembers;

  it('each office card gives the contact page’s address and a lead who works there', () => {
    const { sections } = readJson('page-manifests/about-overview.json') as {
      sections: { id?: string; props?: { items?: { title?: string; body?: string }[] } }[];
    };
    const cards = sections.find((section) => section.id === 'offices')?.props?.items ?? [];
    expect(cards.map((card) => card.title)).toEqual(OFFICES.map((office) => office.city));
    expect(officeProblems(cards, addresses(), team())).toEqual([]);
  });

  it('catches an address told differently and a lead from another office', () => {
    const planted = [
      { title: 'London', body: 'Led by Kwame Asante, Head. 1 Other Street, London.' },
      { title: 'Paris', body: 'Led by Nobody, Partner.' },
    ];
    expect(officeProblems(planted, addresses(), team())).toEqual([
      'London: the address is not "3rd Floor, 18 Carrow Yard, London EC2A 4PL, United Kingdom"',
      'London: Kwame Asante works in Accra',
      'Paris: no office there on the contact page',
      'Paris: the lead "Nobody" is not on /about/our-people',
    ]);
  });
});

// ---------------------------------------------------------------------------------------------------
// Rule: the privacy policy's text under the spec's six titles, each passage under the one it belongs to.

type Body = (string | { list?: string[]; links?: { label: string }[] })[];
interface PolicySection {
  title: string;
  body: Body;
}

/** Passages by what they are about, and the section each belongs under. */
const PRIVACY_TOPICS: { topic: string; marker: RegExp; title: string }[] = [
  { topic: 'what we collect', marker: /categories of personal data/, title: 'Information We Collect' },
  { topic: 'lawful bases', marker: /lawful basis/, title: 'How We Use Your Information' },
  {
    topic: 'retention',
    marker: /only for as long as we need it|retention period/,
    title: 'How We Use Your Information',
  },
  {
    topic: 'your rights',
    marker: /rights in relation to your personal data|Access the personal data we hold/,
    title: 'How We Use Your Information',
  },
  {
    topic: 'sharing and transfers',
    marker: /We do not sell your personal data|outside the United Kingdom/,
    title: 'Disclosure',
  },
  { topic: 'safeguards', marker: /technical and organisational measures|Encryption of data/, title: 'Security' },
  {
    topic: 'how to reach us and complain',
    marker: /email our data protection lead|right to complain/,
    title: 'Contact Us',
  },
];

const PRIVACY_TITLES = [
  'Introduction',
  'Information We Collect',
  'How We Use Your Information',
  'Disclosure',
  'Security',
  'Contact Us',
];

function privacyProblems(sections: PolicySection[]): string[] {
  const problems: string[] = [];
  if (JSON.stringify(sections.map((section) => section.title)) !== JSON.stringify(PRIVACY_TITLES))
    problems.push(`the sections are ${sections.map((section) => section.title).join(', ')}`);
  for (const section of sections) {
    const text = section.body
      .flatMap((part) =>
        typeof part === 'string' ? [part] : [...(part.list ?? []), ...(part.links ?? []).map((link) => link.label)],
      )
      .join('\n');
    for (const { topic, marker, title } of PRIVACY_TOPICS)
      if (marker.test(text) && section.title !== title)
        problems.push(`${topic} is under "${section.title}", not "${title}"`);
  }
  return problems;
}

const privacySections = () =>
  (
    readJson('page-manifests/privacy-policy.json') as {
      sections: { type: string; props: { items?: PolicySection[] } }[];
    }
  ).sections.find((section) => section.type === 'accordion')!.props.items!;

describe('the privacy policy', () => {
  it("keeps the spec's six titles, each over the text it names", () => {
    expect(privacyProblems(privacySections())).toEqual([]);
  });

  it('catches the rights filed under "Contact Us" and retention under "Security"', () => {
    const sections = structuredClone(privacySections());
    const use = sections.find((section) => section.title === 'How We Use Your Information')!;
    const moved = use.body.filter(
      (part) => typeof part === 'string' && /rights in relation|as long as we need it/.test(part),
    );
    use.body = use.body.filter((part) => !moved.includes(part));
    sections.find((section) => section.title === 'Contact Us')!.body.unshift(moved[1]!);
    sections.find((section) => section.title === 'Security')!.body.push(moved[0]!);
    expect(privacyProblems(sections)).toEqual([
      'retention is under "Security", not "How We Use Your Information"',
      'your rights is under "Contact Us", not "How We Use Your Information"',
    ]);
  });
});

// ---------------------------------------------------------------------------------------------------
// Rule: the values hint says what to do with a pointer, a finger and a keyboard.

const HINT_WAYS = [/\bhover\b/i, /\btap\b/i, /\b(?:tab key|keyboard)\b/i];

describe('the values-in-action hint', () => {
  it('tells a visitor with a pointer, a touch screen or a keyboard what to do', () => {
    const hint = documentOf<{ purposeValues: { valuesInAction: { hoverText: string } } }>('whoWeAre').purposeValues
      .valuesInAction.hoverText;
    for (const way of HINT_WAYS) expect(hint).toMatch(way);
    const fixture = readJson('section-registry/numbered-cards/fixture.json') as { hint: { hoverText: string } };
    expect(fixture.hint.hoverText).toBe(hint);
  });

  it('fails a hint that speaks only to a mouse', () => {
    expect(HINT_WAYS.filter((way) => !way.test('Hover over a value to see it in action'))).toHaveLength(2);
  });
});
