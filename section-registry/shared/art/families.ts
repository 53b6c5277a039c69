/** The Who We Are pages' pictures: rendered (renders.ts), in panels edged like a card (PAPER_FAMILIES, below). */
const WHO_WE_ARE_FAMILIES = [
  'about-overview',
  'purpose-values',
  'our-people',
  'governance',
  'reputation',
  'at-a-glance',
] as const;

/** The six services' drawings, each a specimen of its page's chart (ServiceArt). */
const SERVICE_FAMILIES = [
  'consulting',
  'organisational-design',
  'mindset-culture-change',
  'transformation-change',
  'quality-assurance',
  'learning-development',
] as const;

/** The three offices' cities, at the head of an office's card. */
const OFFICE_FAMILIES = ['london', 'new-york', 'accra'] as const;

/**
 * The pictures a manifest can name: a page family's, for its hero, and an office's, for a card (kept apart
 * from the drawings, so schemas need no React).
 */
export const ART_FAMILIES = [
  'home',
  ...WHO_WE_ARE_FAMILIES,
  'services',
  ...SERVICE_FAMILIES,
  'courses',
  'essential-leadership',
  'ten-talent-mindset',
  'bootcamps',
  'resourcing',
  'associates',
  'buy',
  'contact',
  ...OFFICE_FAMILIES,
] as const;

export type ArtFamily = (typeof ART_FAMILIES)[number];

/**
 * The families drawn in SVG (FamilyArt): the services, whose drawings are specimens of their charts, the
 * services overview's tiles of the same, and the offices' cities. Every other family is shown by a rendered
 * picture (renders.ts) and has no drawing, so nothing is drawn that is never shown.
 */
export const DRAWN_FAMILIES = ['services', ...SERVICE_FAMILIES, ...OFFICE_FAMILIES] as const;
export type DrawnFamily = (typeof DRAWN_FAMILIES)[number];
export type RenderedFamily = Exclude<ArtFamily, DrawnFamily>;

export const isRendered = (family: ArtFamily): family is RenderedFamily =>
  !(DRAWN_FAMILIES as readonly ArtFamily[]).includes(family);

/**
 * The families whose hero panel is sand edged like a card, not navy: the pages where the firm describes
 * itself (Who We Are) read as its own papers, not one more navy panel among the services' (review 22: "one
 * illustration formula, repeated about 25 times"). Their pictures are rendered on the same sand.
 */
export const PAPER_FAMILIES: ReadonlySet<ArtFamily> = new Set<ArtFamily>(WHO_WE_ARE_FAMILIES);

/** The six services' drawings, which a panel pointing at a service's page shows (ServiceArt). */
export type ServiceFamily = (typeof SERVICE_FAMILIES)[number];

/**
 * The drawing of the page a link goes to, for a panel that points at a service (the services overview's
 * tabs): it shows that service's picture, as the service's own page does. tests/manifests.contract.test.ts
 * holds each entry to the page's hero.
 */
export const PAGE_ART: Readonly<Record<string, ServiceFamily>> = {
  '/services/consulting': 'consulting',
  '/services/organizational-design': 'organisational-design',
  '/services/mindset-culture-change': 'mindset-culture-change',
  '/services/transformation-change': 'transformation-change',
  '/services/quality-assurance': 'quality-assurance',
  '/services/learning-development': 'learning-development',
};
