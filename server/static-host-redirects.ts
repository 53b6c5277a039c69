/**
 * Redirects on a static host. `npm start` answers a redirect route (/services) with a 301; a static
 * host has no routes, only files, so the build writes two things for each:
 * - a page at the route (dist/client/services/index.html) that sends the browser on at once, for any
 *   host: a refresh with no delay, the target as canonical (search engines fold the two together),
 *   and a plain link for a browser that ignores the refresh;
 * - a line in dist/client/_redirects, the file Netlify and Cloudflare Pages read, where the host
 *   answers a real 301 before the page is ever sent.
 */
export const STATIC_HOST_REDIRECTS_FILE = '_redirects';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The page a static host sends for a redirect route: on to `location` (a path of this site). */
export function redirectPage(location: string, siteUrl: string): string {
  const path = escapeHtml(location);
  const canonical = escapeHtml(new URL(location, siteUrl).href);
  return [
    '<!doctype html>',
    '<html lang="en-GB">',
    '<head>',
    '<meta charset="utf-8">',
    `<title>Moved to ${path}</title>`,
    `<meta http-equiv="refresh" content="0; url=${path}">`,
    `<link rel="canonical" href="${canonical}">`,
    '<meta name="robots" content="noindex">',
    '</head>',
    '<body>',
    `<main><p>This page has moved to <a href="${path}">${path}</a>.</p></main>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** The _redirects file: one permanent redirect per line, as `npm start` sends them. */
export function staticHostRedirects(redirects: Record<string, string>): string {
  return [
    '# Written by `npm run build` (scripts/prerender.ts): the redirects `npm start` answers, for a static host.',
    ...Object.entries(redirects).map(([from, to]) => `${from} ${to} 301`),
    '',
  ].join('\n');
}
