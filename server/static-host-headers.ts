/**
 * The headers `npm start` sends, for a static host: written by the build to
 * dist/client/_headers, the format Netlify and Cloudflare Pages read as is
 * (other hosts: copy the values into their header settings). It has to come
 * from the build, not be typed in once: the CSP would name any inline script of
 * the build's template by its hash, which changes whenever the script does.
 */
import { securityHeaders } from './security-headers.ts';

export const STATIC_HOST_HEADERS_FILE = '_headers';

/** Header names as browsers and hosts spell them: "content-security-policy" → "Content-Security-Policy". */
const titleCase = (name: string) =>
  name.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => dash + letter.toUpperCase());

/** The file's text: the security headers for every path (HSTS too when `siteUrl` is https), and the assets' lifetime. */
export function staticHostHeaders(scriptHashes: readonly string[], siteUrl: string): string {
  const every = Object.entries(securityHeaders(scriptHashes, siteUrl)).map(
    ([name, value]) => `  ${titleCase(name)}: ${value}`,
  );
  return [
    '# Written by `npm run build` (scripts/prerender.ts): the headers `npm start` sends, for a static host.',
    '/*',
    ...every,
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '',
  ].join('\n');
}
