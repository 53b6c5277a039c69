import type { PageManifest } from '../manifests/manifest-types';
import { NOT_FOUND_ROUTE } from '../manifests/manifest-constants';
import { SITE_NAME } from '../site';
import { DEFAULT_SHARE_IMAGE } from './share-image';
import { absoluteUrl, useSiteUrl } from './site-url';

/**
 * The page's head: title, description, canonical URL and link-preview tags
 * (Open Graph, X). React 19 hoists them into <head>, on the server and on every
 * navigation. The not-found page is kept out of search results instead: it has
 * no address of its own to call canonical.
 */
export function PageHead({ manifest }: { manifest: PageManifest }) {
  const siteUrl = useSiteUrl();
  const title = `${manifest.title} | ${SITE_NAME}`;
  const notFound = manifest.route === NOT_FOUND_ROUTE;
  const image = manifest.image ?? DEFAULT_SHARE_IMAGE;
  const pageUrl = siteUrl && !notFound ? absoluteUrl(siteUrl, manifest.route) : undefined;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={manifest.description} />
      {notFound && <meta name="robots" content="noindex" />}
      {pageUrl && <link rel="canonical" href={pageUrl} />}
      {siteUrl && (
        <>
          <meta property="og:type" content="website" />
          <meta property="og:site_name" content={SITE_NAME} />
          <meta property="og:locale" content="en_GB" />
          <meta property="og:title" content={title} />
          <meta property="og:description" content={manifest.description} />
          {pageUrl && <meta property="og:url" content={pageUrl} />}
          <meta property="og:image" content={absoluteUrl(siteUrl, image.src)} />
          <meta property="og:image:width" content={String(image.width)} />
          <meta property="og:image:height" content={String(image.height)} />
          <meta property="og:image:alt" content={image.alt} />
          <meta name="twitter:card" content="summary_large_image" />
        </>
      )}
    </>
  );
}
