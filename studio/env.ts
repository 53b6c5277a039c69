/**
 * Which Sanity project and dataset the Studio edits. Sanity hands the Studio
 * only SANITY_STUDIO_* variables; `npm run studio` (scripts/studio.ts) fills
 * them from the site's VITE_SANITY_* ones when they are not set.
 */

/**
 * With no project configured the Studio still builds (offline, in CI), pointed
 * at this id. It is a valid project id that names no project, so a Studio built
 * without one says plainly, when opened, that the project is missing.
 */
export const PLACEHOLDER_PROJECT_ID = 'missing-project-id';

export const projectId = process.env.SANITY_STUDIO_PROJECT_ID || PLACEHOLDER_PROJECT_ID;
export const dataset = process.env.SANITY_STUDIO_DATASET || 'production';
