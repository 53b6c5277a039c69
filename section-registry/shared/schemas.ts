/**
 * Building blocks for section schemas. Every field is optional or defaulted:
 * content may be partial, and `{}` must always parse (the contract tests check).
 * Strictness is for manifests: unknown keys and wrong types fail the build.
 */
import { ICON_NAMES, isKnownIcon } from '../../src/lib/icons';
import { IMAGE_ORIGIN, isAllowedImageSource, isSafeHref } from '../../src/lib/safe-href';
import { z } from '../../src/lib/zod-mini';

export const text = z.string();

/** A link: a site path (/…), https:, mailto: or tel:. */
export const href = z
  .string()
  .check(z.refine(isSafeHref, { message: 'Links must be a site path (/…), https:, mailto: or tel:' }))
  .check(z.meta({ examples: ['/contact', '/services/overview', 'https://example.org'] }));

export const iconName = z
  .string()
  .check(z.refine(isKnownIcon, { message: `Unknown icon; known icons: ${ICON_NAMES.join(', ')}` }))
  .check(z.meta({ examples: ICON_NAMES }));

export const action = z.strictObject({
  label: z.optional(text),
  href: z.optional(href),
});
export type Action = z.output<typeof action>;

/** Sanity lists come as ["a", "b"] or [{ text: "a" }]; both read as strings. */
export const textList = z.pipe(
  z.array(z.union([text, z.strictObject({ text: z.optional(text) })])),
  z.transform((items) => items.map((item) => (typeof item === 'string' ? item : (item.text ?? ''))).filter(Boolean)),
);

/** A picture's address: a site path or Sanity's image CDN, the only image origins the CSP allows. */
const imageSource = z
  .string()
  .check(z.refine(isAllowedImageSource, { message: `Pictures must be a site path (/…) or on ${IMAGE_ORIGIN}` }))
  .check(
    z.meta({ examples: ['/images/people/amara-mensah.svg', `${IMAGE_ORIGIN}/images/project/production/photo.jpg`] }),
  );

/** Sanity images come as a URL or as { asset: { url } }. */
export const imageUrl = z.pipe(
  z.union([imageSource, z.strictObject({ asset: z.optional(z.strictObject({ url: z.optional(imageSource) })) })]),
  z.transform((image) => (typeof image === 'string' ? image : image.asset?.url)),
);

/** A counter: numeric values animate from zero; anything else ("24/7") shows as text. */
export const statItem = z.strictObject({
  value: z.optional(z.union([z.number(), text])),
  prefix: z.optional(text),
  suffix: z.optional(text),
  label: z.optional(text),
});
export type StatItem = z.output<typeof statItem>;

/** A titled entry: steps, values, commitments, philosophy points. */
export const titledText = z.strictObject({
  title: z.optional(text),
  description: z.optional(text),
});
export type TitledText = z.output<typeof titledText>;

/**
 * Long-form fixed copy (policies, course modules): paragraphs, bullet lists and
 * link lists. Rendered as text and elements; never as HTML.
 */
export const richBlock = z.union([
  text,
  z.strictObject({ list: z.array(text) }),
  z.strictObject({ links: z.array(z.strictObject({ label: text, href })) }),
]);
export const richBody = z.array(richBlock);
export type RichBlock = z.output<typeof richBlock>;

/** The heading most sections open with. */
export const sectionIntro = {
  heading: z.optional(text),
  description: z.optional(text),
};

/** Paragraphs as content sends them: one string, a list of strings, or a list of { text }. */
export const paragraphs = z.pipe(
  z.union([
    z.pipe(
      text,
      z.transform((single) => [single]),
    ),
    textList,
  ]),
  z.transform((items) => items.filter((item) => item.trim() !== '')),
);
