/**
 * The portrait frame's one tint: warm sand, a shade deeper than the site's quiet sections, with the initials
 * in navy, as the theme's custom properties. Neutral, like a photographer's backdrop, so a frame reads
 * as a portrait still to come rather than a placeholder tile (review 8 found the navy blocks read as
 * placeholders). The same for every person: a team whose frames were tinted by name read as a random
 * set of colours, not as one team (docs/design.md). At least 4.5:1 (art tests measure it from the token
 * values). Evergreen and amber keep their own jobs, so neither is a portrait's tint.
 */
export const PORTRAIT_TINT = { background: '--portrait-backdrop', ink: '--mantine-color-brand-9' } as const;
