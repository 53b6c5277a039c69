/**
 * The shape of a page manifest. Section props are checked per section type by
 * `registry-schema.ts` (at build time); at run time they are parsed leniently by
 * the section itself, so this file stays small enough for the browser.
 */
import { z } from '../lib/zod';
import { DOCUMENT_TYPES } from '../content/documents';

import { MANIFEST_SCHEMA_REF, NOT_FOUND_ROUTE } from './manifest-constants';

export { MANIFEST_SCHEMA_REF, NOT_FOUND_ROUTE };

const ROUTE_PATTERN = /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/;
export const route = z
  .string()
  .regex(ROUTE_PATTERN, { message: 'Routes are lowercase paths such as "/about/overview"' });

/** A dotted path into the page's content, e.g. "servicesSection.services". */
export const contentPath = z.string().regex(/^[A-Za-z][A-Za-z0-9_]*(?:\.[A-Za-z][A-Za-z0-9_]*)*$/, {
  message: 'Content paths are dotted field names such as "heroSection.title"',
});

/** A list bound from content, with its items' fields renamed: { description: "cardDescription" }. */
const listBinding = z.strictObject({
  path: contentPath,
  fields: z.record(z.string(), z.string()).describe('Item field renames: { "<prop field>": "<content field>" }'),
});
export const binding = z.union([contentPath, listBinding]);
export type Binding = z.output<typeof binding>;

/**
 * Where a section's props come from: one content object whose fields are the
 * props ("heroSection"), or a map from prop path to content path.
 */
export const sectionSource = z.union([contentPath, z.record(z.string(), binding)]);
export type SectionSource = z.output<typeof sectionSource>;

export const sectionOptions = {
  id: z
    .string()
    .regex(/^[a-z][a-z0-9-]*$/)
    .optional()
    .describe('Anchor id, so other pages can link to #id'),
  from: sectionSource.optional().describe('Content binding; fixed props act as fallbacks'),
  ifMissing: z
    .enum(['hide', 'fallback'])
    .optional()
    .describe('When the bound content is absent: hide the section (default) or render the fixed props'),
  whileLoading: z
    .enum(['text', 'fallback'])
    .optional()
    .describe('Pages with per-section states only: show the loading text (default) or the fixed props'),
};

export const contentSource = z.strictObject({
  document: z.enum(DOCUMENT_TYPES),
  path: z.string().optional().describe('Field of the document this page reads, e.g. "governance"'),
  states: z
    .enum(['page', 'section'])
    .optional()
    .describe('"page": one loading/empty state for the page (default); "section": each bound section has its own'),
});
export type ContentSource = z.output<typeof contentSource>;

/** A link-preview image: a PNG or JPEG in public/images, with its size (a test checks the file matches). */
export const shareImage = z.strictObject({
  src: z.string().regex(/^\/images\/[a-z0-9]+(?:[-/][a-z0-9]+)*\.(?:png|jpg)$/, {
    message: 'An image is a PNG or JPEG under /images/, such as "/images/share/courses.png"',
  }),
  width: z.int().min(200).max(4096).describe('Pixels; 1200 suits every network'),
  height: z.int().min(200).max(4096).describe('Pixels; 630 suits every network'),
  alt: z.string().min(1, { message: 'Describe the image for people who cannot see it' }),
});

export const pageFields = {
  $schema: z.literal(MANIFEST_SCHEMA_REF),
  route: z.union([route, z.literal(NOT_FOUND_ROUTE)]),
  title: z.string().min(1, { message: 'A page needs a title' }),
  description: z.string().min(1, { message: 'A page needs a meta description' }).max(200),
  image: shareImage
    .optional()
    .describe("The picture a shared link shows (Open Graph, X), ideally 1200×630; defaults to the site's share image"),
  content: contentSource.optional(),
  loadingText: z.string().min(1).optional(),
  emptyText: z.string().min(1).optional(),
};

/** Run-time shape: sections are type + untyped props, validated per type elsewhere. */
export const manifestSection = z.strictObject({
  type: z.string(),
  props: z.record(z.string(), z.unknown()).optional(),
  ...sectionOptions,
});
export type ManifestSection = z.output<typeof manifestSection>;

export const pageManifest = z.strictObject({
  ...pageFields,
  sections: z.array(manifestSection).min(1, { message: 'A page needs at least one section' }),
});
export type PageManifest = z.output<typeof pageManifest>;

export const redirectManifest = z.strictObject({
  $schema: pageFields.$schema,
  route,
  redirect: route,
});
export type RedirectManifest = z.output<typeof redirectManifest>;

export type Manifest = PageManifest | RedirectManifest;

export { isRedirect } from './manifest-types';

/** Pick the schema by shape first, so errors speak about the right kind of file. */
export function manifestSchemaFor(raw: unknown): typeof pageManifest | typeof redirectManifest {
  return typeof raw === 'object' && raw !== null && 'redirect' in raw ? redirectManifest : pageManifest;
}
