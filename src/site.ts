/** Firm-wide facts used by the shell (not page content: that lives in manifests and the CMS). */
export const SITE_NAME = 'Mindrise Consulting';
export const SITE_TAGLINE = 'Making an impact where it matters most: on organisational mindsets';

export interface NavLink {
  label: string;
  href: string;
  /** One line under the label in the desktop menu's dropdown: what the page is for, at a glance. */
  summary?: string;
  /** Drawn as a button: the one way to reach the firm from every page (Contact). */
  prominent?: boolean;
}

export interface NavGroup {
  label: string;
  links: NavLink[];
  /**
   * Pages of this section the menu does not list (the spec's menu leaves them out): the group is
   * still marked as the reader's place when one is on screen, as the breadcrumb already says.
   */
  alsoHolds?: string[];
}

export type NavEntry = NavLink | NavGroup;

export function isNavGroup(entry: NavEntry): entry is NavGroup {
  return 'links' in entry;
}

/** The header menu, in the spec's order. */
export const MAIN_NAV: NavEntry[] = [
  { label: 'Home', href: '/' },
  {
    label: 'Who We Are',
    alsoHolds: ['/at-a-glance'],
    links: [
      { label: 'Overview', href: '/about/overview', summary: 'Who we are, where we work, how we work' },
      {
        label: 'Purpose and values',
        href: '/about/purpose-values',
        summary: 'What we are for, and the values behind our work',
      },
      { label: 'Our people', href: '/about/our-people', summary: 'The leaders and consultants you would work with' },
      { label: 'Governance', href: '/about/governance', summary: 'How the firm is owned, run and held to account' },
      { label: 'Reputation', href: '/about/reputation', summary: 'What clients say, and the results they measured' },
    ],
  },
  {
    label: 'What We Do',
    alsoHolds: ['/services/learning-development'],
    links: [
      { label: 'Services overview', href: '/services/overview', summary: 'Every service, and how they fit together' },
      {
        label: 'Consulting',
        href: '/services/consulting',
        summary: 'Clear strategy, practical plans, measurable results',
      },
      {
        label: 'Organisational design',
        href: '/services/organizational-design',
        summary: 'Structures and roles built for purpose',
      },
      {
        label: 'Mindset and culture change',
        href: '/services/mindset-culture-change',
        summary: 'Shifting the beliefs and behaviours behind performance',
      },
      {
        label: 'Transformation and change',
        href: '/services/transformation-change',
        summary: 'Complex change, planned and led until it lasts',
      },
      {
        label: 'Quality assurance',
        href: '/services/quality-assurance',
        summary: 'Consistent standards across services and programmes',
      },
    ],
  },
  { label: 'Courses', href: '/courses' },
  { label: 'Resourcing', href: '/resourcing' },
  { label: 'Associates', href: '/associates' },
  { label: 'Buy With Us', href: '/buy' },
  { label: 'Contact', href: '/contact', prominent: true },
];

export const FOOTER_NAV: NavGroup[] = [
  {
    label: 'Who We Are',
    links: [
      { label: 'At a glance', href: '/at-a-glance' },
      { label: 'Overview', href: '/about/overview' },
      { label: 'Purpose and values', href: '/about/purpose-values' },
      { label: 'Our people', href: '/about/our-people' },
      { label: 'Governance', href: '/about/governance' },
      { label: 'Reputation', href: '/about/reputation' },
    ],
  },
  {
    label: 'What We Do',
    links: [
      { label: 'Services', href: '/services' },
      { label: 'Learning and development', href: '/services/learning-development' },
      { label: 'Courses and programmes', href: '/courses' },
      { label: 'Resourcing', href: '/resourcing' },
      { label: 'Associates', href: '/associates' },
      { label: 'Buy With Us', href: '/buy' },
    ],
  },
  {
    label: 'Legal',
    links: [
      { label: 'Privacy Policy', href: '/privacy-policy' },
      { label: 'Terms of Service', href: '/terms-of-service' },
      { label: 'Cookies Policy', href: '/cookies-policy' },
    ],
  },
];

export interface Office {
  city: string;
  country: string;
  /** ISO 3166-1 alpha-2, as schema.org's addressCountry prefers. */
  countryCode: string;
}

/** Shown in every page's footer, and the Organization's addresses in structured data. */
export const OFFICES: Office[] = [
  { city: 'London', country: 'United Kingdom', countryCode: 'GB' },
  { city: 'New York', country: 'United States', countryCode: 'US' },
  { city: 'Accra', country: 'Ghana', countryCode: 'GH' },
];

export interface Certification {
  /** The standard, as its certificate names it. */
  title: string;
  /** What it certifies, in two or three words. */
  kind: string;
}

/**
 * The firm's certificates, shown in every page's footer so a buyer sees them before the contact form
 * (review 8: they sat only on /about/governance). The governance page's "certificates" section holds
 * their detail; tests/copy-agreement.test.ts keeps the two in step.
 */
export const CERTIFICATIONS: Certification[] = [
  { title: 'ISO 9001:2015', kind: 'Quality management' },
  { title: 'ISO/IEC 27001:2022', kind: 'Information security' },
  { title: 'Cyber Essentials Plus', kind: 'Cyber security' },
];

/** Where the certificates' numbers, scopes and dates are given. */
export const CERTIFICATIONS_HREF = '/about/governance#certificates';

/** The company's registered name, as the footer's copyright line gives it. */
export const LEGAL_NAME = `${SITE_NAME} Ltd`;

/**
 * The firm as a registered UK company: what a buyer checks at Companies House and what the law
 * asks a company's website to show. Kept here only: the footer and the structured data read it.
 */
export const COMPANY = {
  legalName: LEGAL_NAME,
  registeredIn: 'England and Wales',
  companyNumber: '04012735',
  registeredOffice: {
    streetAddress: '3rd Floor, 18 Carrow Yard',
    /** The office city in OFFICES that is also the registered office. */
    city: 'London',
    postalCode: 'EC2A 4PL',
  },
} as const;

/** The footer's statement of who runs the site, e.g. "Registered in England and Wales, company number …". */
export const COMPANY_REGISTRATION = [
  `Registered in ${COMPANY.registeredIn}, company number ${COMPANY.companyNumber}.`,
  `Registered office: ${COMPANY.registeredOffice.streetAddress}, ${COMPANY.registeredOffice.city} ${COMPANY.registeredOffice.postalCode}.`,
].join(' ');
