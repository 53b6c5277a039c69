/**
 * Building blocks for section schemas. Every field is optional or defaulted:
 * content may be partial, and `{}` must always parse (the contract tests check).
 * Strictness is for manifests: unknown keys and wrong types fail the build.
 */
import { z } from '../../src/lib/zod';
import { ICON_NAMES, isKnownIcon } from '../../src/lib/icons';
import { isSafeHref } from '../../src/lib/safe-href';

export const text = z.string();

/** A link: a site path (/…), https:, mailto: or tel:. */
export const href = z
  .string()
  .refine(isSafeHref, { message: 'Links must be a site path (/…), https:, mailto: or tel:' })
  .meta({ examples: ['/contact', '/services/overview', 'https://example.org'] });

export const iconName = z
  .string()
  .refine(isKnownIcon, { message: `Unknown icon; known icons: ${ICON_NAMES.join(', ')}` })
  .meta({ examples: ICON_NAMES });

export const action = z.strictObject({
  label: text.optional(),
  href: href.optional(),
});
export type Action = z.output<typeof action>;

/** Sanity lists come as ["a", "b"] or [{ text: "a" }]; both read as strings. */
export const textList = z
  .array(z.union([text, z.strictObject({ text: text.optional() })]))
  .transform((items) => items.map((item) => (typeof item === 'string' ? item : (item.text ?? ''))).filter(Boolean));

/** Sanity images come as a URL or as { asset: { url } }. */
export const imageUrl = z
  .union([href, z.strictObject({ asset: z.strictObject({ url: href.optional() }).optional() })])
  .transform((image) => (typeof image === 'string' ? image : image.asset?.url));

/** A counter: numeric values animate from zero; anything else ("24/7") shows as text. */
export const statItem = z.strictObject({
  value: z.union([z.number(), text]).optional(),
  prefix: text.optional(),
  suffix: text.optional(),
  label: text.optional(),
});
export type StatItem = z.output<typeof statItem>;

/** A titled entry: steps, values, commitments, philosophy points. */
export const titledText = z.strictObject({
  title: text.optional(),
  description: text.optional(),
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
  heading: text.optional(),
  description: text.optional(),
};

/** Paragraphs as content sends them: one string, a list of strings, or a list of { text }. */
export const paragraphs = z
  .union([text.transform((single) => [single]), textList])
  .transform((items) => items.filter((item) => item.trim() !== ''));
