/** The picture a link preview shows (Open Graph, X): a file in public/, with its size in pixels. */
export interface ShareImage {
  src: string;
  width: number;
  height: number;
  alt: string;
}

/**
 * Every page's preview unless its manifest names an image of its own. Made by
 * `npm run share-images` (scripts/share-images.ts) in the brand's colours.
 */
export const DEFAULT_SHARE_IMAGE: ShareImage = {
  src: '/images/share/default.png',
  width: 1200,
  height: 630,
  alt: 'Mindrise Consulting: making an impact where it matters most, on organisational mindsets',
};

/** The firm's logo for structured data: a square raster, as Google asks (at least 112 px). */
export const LOGO = { src: '/images/share/logo.png', width: 512, height: 512 };
