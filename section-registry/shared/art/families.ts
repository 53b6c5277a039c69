/** The page families that have a drawing: a manifest's hero names one (kept apart from the drawings, so schemas need no React). */
export const ART_FAMILIES = [
  'about-overview',
  'purpose-values',
  'our-people',
  'governance',
  'reputation',
  'at-a-glance',
  'services',
  'consulting',
  'organisational-design',
  'mindset-culture-change',
  'transformation-change',
  'quality-assurance',
  'learning-development',
  'courses',
  'essential-leadership',
  'ten-talent-mindset',
  'bootcamps',
  'resourcing',
  'associates',
  'buy',
  'contact',
] as const;

export type ArtFamily = (typeof ART_FAMILIES)[number];
