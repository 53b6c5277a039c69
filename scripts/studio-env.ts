/**
 * The Studio's env from the site's. Sanity passes only SANITY_STUDIO_* variables
 * to a Studio; the site is configured with VITE_SANITY_*. One project for both:
 * a SANITY_STUDIO_* value wins, else the site's value is used.
 */
const STUDIO_FROM_SITE = [
  ['SANITY_STUDIO_PROJECT_ID', 'VITE_SANITY_PROJECT_ID'],
  ['SANITY_STUDIO_DATASET', 'VITE_SANITY_DATASET'],
] as const;

export type StudioEnv = Partial<Record<(typeof STUDIO_FROM_SITE)[number][0], string>>;

/** `env`: the process env together with the site's .env files (as Vite's loadEnv returns them). */
export function studioEnv(env: Record<string, string | undefined>): StudioEnv {
  const result: StudioEnv = {};
  for (const [studioName, siteName] of STUDIO_FROM_SITE) {
    const value = env[studioName] || env[siteName];
    if (value) result[studioName] = value;
  }
  return result;
}

/** One line for the terminal: what the Studio will edit. */
export function describeTarget(env: StudioEnv): string {
  const dataset = env.SANITY_STUDIO_DATASET ?? 'production';
  if (env.SANITY_STUDIO_PROJECT_ID)
    return `Studio for Sanity project ${env.SANITY_STUDIO_PROJECT_ID}, dataset ${dataset}.`;
  return (
    'No Sanity project set (SANITY_STUDIO_PROJECT_ID or VITE_SANITY_PROJECT_ID): the Studio uses the placeholder ' +
    'project id "missing-project-id". It builds, but it can only be used once a real project id is set.'
  );
}
