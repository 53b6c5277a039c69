import { createContext, useContext } from 'react';

/**
 * The site's public origin (SITE_URL, see server/site-url.ts), for absolute
 * URLs in the head. The server renders with it and sends it with the page, so
 * the browser keeps the same tags. Null where no page told us (component tests).
 */
export const SiteUrlContext = createContext<string | null>(null);

export function useSiteUrl(): string | null {
  return useContext(SiteUrlContext);
}

/** A site path or URL, absolute on the given origin. */
export function absoluteUrl(siteUrl: string, href: string): string {
  return new URL(href, siteUrl).href;
}
