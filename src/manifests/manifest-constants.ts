/**
 * Manifest constants the browser needs. Kept apart from manifest-schema.ts so
 * pages never download zod's manifest schema: the build has already validated
 * every manifest.
 */
export const MANIFEST_SCHEMA_REF = './manifest.schema.json';
export const DEFAULT_LOADING_TEXT = 'Loading...';
export const DEFAULT_EMPTY_TEXT = 'No data available.';
/** The route of the not-found page's manifest. */
export const NOT_FOUND_ROUTE = '*';
