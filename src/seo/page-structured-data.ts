/**
 * A page's structured data, as <script type="application/ld+json"> blocks for
 * its head: what its sections say they show (from the props they were rendered
 * with), and on the home page the website and the firm. Data blocks are not run,
 * so the Content-Security-Policy (no inline scripts) stays as it is.
 */
import { isSectionType, sectionRegistry } from '../../section-registry';
import { jsonForScriptElement } from '../lib/json-in-html';
import type { JsonLdNode, StructuredDataContext } from '../lib/structured-data';
import type { PageManifest } from '../manifests/manifest-types';
import type { SectionsByIndex } from '../page/prepared-sections';
import { DEFAULT_SHARE_IMAGE } from './share-image';
import { officeAddress, organization, organizationReference, website } from './site-entities';
import { absoluteUrl } from './site-url';

export const SCHEMA_ORG_CONTEXT = 'https://schema.org';

interface PageData {
  manifest: PageManifest;
  /** The props each section rendered with, by index (null: not shown). */
  sections: SectionsByIndex;
  siteUrl: string;
  /** When the page was rendered (ms since the epoch): the sections read "today" from the same clock. */
  renderedAt: number;
}

export async function pageStructuredData({ manifest, sections, siteUrl, renderedAt }: PageData): Promise<JsonLdNode[]> {
  const context: StructuredDataContext = {
    pageUrl: absoluteUrl(siteUrl, manifest.route),
    absoluteUrl: (href) => absoluteUrl(siteUrl, href),
    organization: organizationReference(siteUrl),
    image: absoluteUrl(siteUrl, (manifest.image ?? DEFAULT_SHARE_IMAGE).src),
    officeAddress,
    today: new Date(renderedAt).toISOString().slice(0, 10),
  };
  const described = await Promise.all(
    manifest.sections.map(async (section, index) => {
      const props = sections[index];
      if (!props || !isSectionType(section.type)) return {};
      const load = sectionRegistry[section.type].loadStructuredData;
      return load ? (await load())(props, context) : {};
    }),
  );
  const entities = described.flatMap((data) => data.entities ?? []);
  if (manifest.route !== '/') return entities;
  const contactPoints = described.flatMap((data) => data.contactPoints ?? []);
  return [website(siteUrl), organization(siteUrl, contactPoints), ...entities];
}

/** One block per entity, each with its own @context: the form Google's tools read most simply. */
export function jsonLdElements(entities: JsonLdNode[]): string {
  return entities
    .map(
      (entity) =>
        `<script type="application/ld+json">${jsonForScriptElement({ '@context': SCHEMA_ORG_CONTEXT, ...entity })}</script>`,
    )
    .join('');
}
