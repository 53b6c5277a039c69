/**
 * The portrait frame's tints: a background and the initials' colour on it, as the custom properties
 * of the theme (`--mantine-color-*`) and of the site (`--surface-muted`, the warm paper). Each pair is
 * at least 4.5:1 (art.test.tsx measures them from the token values). Evergreen and amber keep their
 * own jobs, so neither is a portrait's tint.
 */
export const PORTRAIT_TINTS = [
  { name: 'navy', background: '--mantine-color-brand-9', ink: '--mantine-color-white' },
  { name: 'brand', background: '--mantine-color-brand-7', ink: '--mantine-color-white' },
  { name: 'sky', background: '--mantine-color-brand-2', ink: '--mantine-color-brand-9' },
  { name: 'paper', background: '--surface-muted', ink: '--mantine-color-brand-9' },
] as const;

export type PortraitTint = (typeof PORTRAIT_TINTS)[number];

/**
 * A name's tint: the same name always gets the same one, and names spread over all of them.
 * FNV-1a over the name's code points, then a final mix (MurmurHash3's), since FNV's lowest bits,
 * which choose among a handful of tints, vary too little on their own. Integer arithmetic only, so
 * the server and every browser choose alike.
 */
export function portraitTint(name: string): PortraitTint {
  let hash = 0x811c9dc5;
  for (const character of name.trim().toLowerCase()) {
    hash ^= character.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  hash = (hash ^ (hash >>> 16)) >>> 0;
  return PORTRAIT_TINTS[hash % PORTRAIT_TINTS.length] ?? PORTRAIT_TINTS[0];
}
