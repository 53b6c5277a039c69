/**
 * Structured data (schema.org, as JSON-LD) that sections describe themselves
 * with. A section may declare a builder beside its schema (defineSection's
 * `structuredData`): from the props it was rendered with, it says which
 * entities it shows. The server collects them after rendering the page, so the
 * data always matches what a visitor sees. Shared by the sections and the app.
 */

export type JsonValue = string | number | boolean | null | JsonValue[] | JsonObject;
export interface JsonObject {
  [property: string]: JsonValue;
}

/** A schema.org entity, e.g. { "@type": "Event", "name": … }. */
export interface JsonLdNode extends JsonObject {
  '@type': string;
}

/** What the page gives each builder: the firm, and how to turn site paths into absolute URLs. */
export interface StructuredDataContext {
  /** The page's canonical URL. */
  pageUrl: string;
  /** A site path ("/contact") or URL as an absolute URL on the site's public origin. */
  absoluteUrl: (href: string) => string;
  /** The firm, as organiser or provider: { "@type": "Organization", name, url }. */
  organization: JsonLdNode;
  /** The page's share image, absolute: the picture for entities that want one. */
  image: string;
  /** The postal address of one of the firm's office cities ("London"), if the name is one. */
  officeAddress: (city: string) => JsonLdNode | undefined;
  /** The day the page was rendered (YYYY-MM-DD, UTC): what is past, say a course date, is past by it. */
  today: string;
}

/** What a section shows, in schema.org terms. */
export interface StructuredData {
  /** Entities in their own right: each becomes one JSON-LD block (Event, Course, BreadcrumbList). */
  entities?: JsonLdNode[];
  /** Ways to reach the firm (ContactPoint): they join the Organization on the home page. */
  contactPoints?: JsonLdNode[];
}

export type StructuredDataBuilder<Props> = (props: Props, context: StructuredDataContext) => StructuredData;
