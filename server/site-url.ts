/**
 * The site's public origin: the one setting behind canonical URLs, link
 * previews, structured data, the sitemap and robots.txt. Read from SITE_URL by
 * the build (sitemap, robots.txt, prerendered pages) and by `npm start` (pages
 * rendered on request), so both must see the same value.
 */

/** Where `npm start` serves by default, so a local build links to itself. */
export const DEFAULT_SITE_URL = 'http://localhost:4173';

/** An origin such as https://www.example.co.uk; a path, query or non-HTTP scheme is refused, not guessed at. */
export function parseSiteUrl(value: string | undefined): string {
  if (!value) return DEFAULT_SITE_URL;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`SITE_URL must be an absolute URL such as https://www.example.co.uk (got "${value}")`);
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.pathname !== '/' || url.search || url.hash) {
    throw new Error(`SITE_URL must be an origin only, such as https://www.example.co.uk (got "${value}")`);
  }
  return url.origin;
}

export function siteUrlFromEnvironment(): string {
  return parseSiteUrl(process.env.SITE_URL);
}
