/**
 * @sanity/client, configured from the environment. With no project id it talks
 * to the embedded content service on the site's own origin (same API, same
 * client); with VITE_SANITY_PROJECT_ID set it talks to that Sanity project.
 */
import { createClient, type SanityClient } from '@sanity/client';

export const DEFAULT_API_VERSION = '2025-05-18';
export const DEFAULT_DATASET = 'production';

export interface ContentEnvironment {
  projectId?: string | undefined;
  dataset?: string | undefined;
  apiVersion?: string | undefined;
  useCdn?: string | undefined;
}

/** Retries (429, 502, 503 and network errors) live here and only here: TanStack Query does not retry. */
const MAX_RETRIES = 3;
/** Per request. Sanity's default is five minutes; a visitor will not wait that long. */
export const REQUEST_TIMEOUT_MS = 8000;

/** How the server reads a Sanity project (never the browser: a token must not reach it). */
export interface ServerAccess {
  /** Drafts over published documents (a preview session): needs the token, and never reads the API CDN. */
  drafts?: boolean;
  /** SANITY_API_READ_TOKEN. */
  token?: string | undefined;
  /** false: the API itself, never its CDN (a build a publish webhook started may otherwise read the edit before). */
  useCdn?: boolean;
}

export function createContentClient(env: ContentEnvironment, origin: string, access: ServerAccess = {}): SanityClient {
  const shared = {
    dataset: env.dataset || DEFAULT_DATASET,
    apiVersion: env.apiVersion || DEFAULT_API_VERSION,
    useCdn: access.drafts ? false : (access.useCdn ?? env.useCdn !== 'false'),
    perspective: access.drafts ? ('drafts' as const) : ('published' as const),
    timeout: REQUEST_TIMEOUT_MS,
    maxRetries: MAX_RETRIES,
    withCredentials: false,
  };
  if (env.projectId) return createClient({ ...shared, projectId: env.projectId, token: access.token });
  // The embedded service answers Sanity's API at /v<apiVersion>/data/query/<dataset> on this origin.
  return createClient({ ...shared, apiHost: origin, useProjectHostname: false, useCdn: false });
}

/** The settings the build was made with (VITE_SANITY_*), the same for the browser and the server. */
export function configuredContentEnvironment(): ContentEnvironment {
  return {
    projectId: import.meta.env.VITE_SANITY_PROJECT_ID,
    dataset: import.meta.env.VITE_SANITY_DATASET,
    apiVersion: import.meta.env.VITE_SANITY_API_VERSION,
    useCdn: import.meta.env.VITE_SANITY_USE_CDN,
  };
}

let browserClient: SanityClient | undefined;

/** The browser's client, created on first use (render code must stay SSR-safe). */
export function getContentClient(): SanityClient {
  browserClient ??= createContentClient(configuredContentEnvironment(), window.location.origin);
  return browserClient;
}

/** A preview session reads drafts through the server (src/preview/follow-drafts.ts), for every page it opens. */
export function setContentClient(client: SanityClient): void {
  browserClient = client;
}
