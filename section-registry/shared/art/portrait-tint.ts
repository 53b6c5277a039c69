/**
 * The portrait frame's one tint: navy, with the initials in white, as the theme's custom properties.
 * The same for every person: a team whose frames were tinted by name read as a random set of colours,
 * not as one team (docs/design.md). At least 4.5:1 (art tests measure it from the token values).
 * Evergreen and amber keep their own jobs, so neither is a portrait's tint.
 */
export const PORTRAIT_TINT = { background: '--mantine-color-brand-9', ink: '--mantine-color-white' } as const;
