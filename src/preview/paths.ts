/**
 * Where a preview session's requests go (server/preview-api.ts): entering
 * (a GET with the secret), leaving (a POST from the banner's form,
 * src/shell/PreviewBanner.tsx), and the drafts API the session's pages read
 * through, under PREVIEW_API_PATH: /v<apiVersion>/data/query/<dataset> and
 * /v<apiVersion>/data/live/events/<dataset>, as Sanity's API has them.
 * docs/publishing-and-preview.md describes a session as an editor meets it.
 */
export const PREVIEW_API_PATH = '/api/preview';
export const PREVIEW_EXIT_PATH = '/api/preview/exit';
