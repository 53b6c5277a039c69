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

/** The map of the three offices and the routes between them (OfficeMap), for the contact page's hero. */
const MAP_FAMILIES = ['offices'] as const;

/**
 * The pictures a manifest can name: a page family's, for its hero, and an office's, for a card (kept apart
 * from the drawings, so schemas need no React). Only pages with something of their own to show have one: the
 * home page's mark, the services' charts, the offices' cities, and the contact page's map of the offices
 * (review 33 found it gave three offices on two continents "no sense of place"). The other pages open on
 * their key facts (the hero's aside), where a picture of blocks said nothing about the page (review 30:
 * "generic 3D renders on every hero").
 */
export const ART_FAMILIES = ['home', 'services', ...SERVICE_FAMILIES, ...OFFICE_FAMILIES, ...MAP_FAMILIES] as const;

export type ArtFamily = (typeof ART_FAMILIES)[number];

/**
 * The families drawn in SVG (FamilyArt): the home page's mark (the methodology's pyramid), the services,
 * whose drawings are specimens of their charts, the services overview's tiles of the same, and the
 * offices' cities. Every picture is drawn but the offices' map, which is a file (OfficeMap).
 */
export const DRAWN_FAMILIES = ['home', 'services', ...SERVICE_FAMILIES, ...OFFICE_FAMILIES] as const;
export type DrawnFamily = (typeof DRAWN_FAMILIES)[number];
export type MapFamily = (typeof MAP_FAMILIES)[number];

export const isMap = (family: ArtFamily): family is MapFamily =>
  (MAP_FAMILIES as readonly ArtFamily[]).includes(family);

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
