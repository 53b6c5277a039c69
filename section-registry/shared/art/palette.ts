/**
 * The drawings' colours, by role rather than by value. Every shape names a role (`paint('deep')`);
 * art.module.css maps each role to a token (`--art-deep: var(--mantine-color-brand-7)`) and maps them
 * again for dark panels, so one drawing serves both, and forced colours and print can restyle it.
 */
export const TINTS = {
  /** A backdrop: barely there on white or on the hero's brand-0 wash. */
  mist: 'brand-1',
  /** The lightest layer. */
  pale: 'brand-2',
  /** A middle layer. */
  mid: 'brand-4',
  /** A strong layer, and lines. */
  deep: 'brand-7',
  /** The base: the heaviest layer. */
  navy: 'brand-9',
  /** The rise: the top layer, once per drawing. */
  rise: 'accent-5',
  /** Evidence: a measured outcome or progress, never decoration. */
  proof: 'evidence-6',
  /** The page's own white: a lens's glass, a ring that lifts a node off what lies behind it. */
  glass: 'white',
} as const;

export type Tint = keyof typeof TINTS;

/** The fill or stroke value for a role: a custom property, never a literal colour. */
export const paint = (tint: Tint) => `var(--art-${tint})`;

/** The default ramp of a stack, from its base up: heavy at the foundation, amber at the top. */
export const RAMP: readonly Tint[] = ['navy', 'deep', 'mid', 'pale'];
