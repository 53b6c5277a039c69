/**
 * Where a preview session's requests go (server/preview-api.ts): entering
 * (with the secret), leaving, and the drafts API the session's pages read
 * through, under PREVIEW_API_PATH: /v<apiVersion>/data/query/<dataset> and
 * /v<apiVersion>/data/live/events/<dataset>, as Sanity's API has them.
 */
export const PREVIEW_API_PATH = '/api/preview';
export const PREVIEW_EXIT_PATH = '/api/preview/exit';
/** The preview banner's link to PREVIEW_EXIT_PATH (src/shell/PreviewBanner.tsx). */
export const PREVIEW_EXIT_SELECTOR = 'a[data-preview-exit]';
