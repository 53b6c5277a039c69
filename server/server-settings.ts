/**
 * What `npm start` reads from its environment, checked at start: a setting
 * that is wrong stops the server with a message that says which and why,
 * rather than serving with a guess.
 */
import { closeSync, openSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEFAULT_SITE_URL, parseSiteUrl } from './site-url.ts';

/** The content freshness window when CONTENT_MAX_AGE_SECONDS is unset: 5 minutes, as the browser's own cache. */
export const DEFAULT_CONTENT_MAX_AGE_SECONDS = 300;
/**
 * How long the server keeps accepting after SIGTERM, with /readyz failing, when SHUTDOWN_GRACE_SECONDS is
 * unset: enough for a load balancer probing every few seconds to see it and stop sending (draining.ts).
 */
export const DEFAULT_SHUTDOWN_GRACE_SECONDS = 5;
/** A grace longer than this would outlast any orchestrator's patience (Kubernetes kills after 30 s by default). */
const MAX_SHUTDOWN_GRACE_SECONDS = 600;
/** A preview secret shorter than this is refused: it is all that stands between the public and the drafts. */
export const MIN_PREVIEW_SECRET_LENGTH = 16;

export interface ServerSettings {
  port: number;
  host: string;
  /** How long a page, once rendered with its content, is served before it is rendered again (while live events are not followed). */
  contentMaxAgeMs: number;
  siteUrl: string;
  /** After SIGTERM, how long the server keeps accepting (readiness failing) before it stops listening. */
  shutdownGraceMs: number;
  /** PREVIEW_SECRET: draft preview is on when it is set. */
  previewSecret: string | undefined;
  /** SANITY_API_READ_TOKEN: how the server reads a Sanity project's drafts (never sent to a browser). */
  sanityReadToken: string | undefined;
  /** CONTENT_FILE, as an absolute path: the embedded dataset, a file that exists and can be read. */
  contentFile: string;
  /** Said once at start: settings that work, but are probably not what a deployment wants. */
  warnings: string[];
}

type Environment = Record<string, string | undefined>;

export interface SettingsDefaults {
  /** The embedded dataset when CONTENT_FILE is unset (start.ts: the project's content/production.ndjson). */
  contentFile?: string;
  /**
   * Whether pages read the embedded dataset (true, the default) or a Sanity project the build names. With
   * a project the default file is unused and need not exist; a CONTENT_FILE that is set must, either way.
   */
  embeddedContent?: boolean;
}

export function readServerSettings(env: Environment, defaults: SettingsDefaults = {}): ServerSettings {
  const warnings: string[] = [];
  if (!env.SITE_URL) {
    warnings.push(
      `SITE_URL is not set: canonical URLs, link previews and the sitemap point at ${DEFAULT_SITE_URL}. ` +
        'Set it to the public origin (https://www.example.co.uk), for the build and the server alike.',
    );
  }
  return {
    port: wholeNumber(env, 'PORT', 4173, { min: 0, max: 65535 }),
    host: env.HOST || '127.0.0.1',
    contentMaxAgeMs: wholeNumber(env, 'CONTENT_MAX_AGE_SECONDS', DEFAULT_CONTENT_MAX_AGE_SECONDS, { min: 1 }) * 1000,
    siteUrl: parseSiteUrl(env.SITE_URL),
    shutdownGraceMs:
      wholeNumber(env, 'SHUTDOWN_GRACE_SECONDS', DEFAULT_SHUTDOWN_GRACE_SECONDS, {
        min: 0,
        max: MAX_SHUTDOWN_GRACE_SECONDS,
      }) * 1000,
    previewSecret: previewSecret(env.PREVIEW_SECRET),
    sanityReadToken: env.SANITY_API_READ_TOKEN || undefined,
    contentFile: contentFileSetting(env.CONTENT_FILE, defaults),
    warnings,
  };
}

/**
 * The dataset the server answers from (and the build renders from, scripts/prerender.ts): CONTENT_FILE,
 * as an absolute path. A path that names nothing (a typo, a volume not mounted) is refused: the server
 * would otherwise run with no content, every page in its loading state, and the build would write them so.
 * (A file that exists but is empty or half written is another matter: the server starts, says so, and
 * takes the file's first good version as soon as there is one; see dataset-file.ts.)
 */
export function contentFileSetting(raw: string | undefined, defaults: SettingsDefaults = {}): string {
  const fallback = resolve(defaults.contentFile ?? 'content/production.ndjson');
  if (raw === undefined || raw === '') {
    const problem = defaults.embeddedContent === false ? undefined : unreadable(fallback);
    if (problem) throw new Error(`the embedded dataset ${fallback} ${problem} (set CONTENT_FILE to name another)`);
    return fallback;
  }
  const file = resolve(raw);
  const problem = unreadable(file);
  if (problem) throw new Error(`CONTENT_FILE is "${raw}", and ${file} ${problem}`);
  return file;
}

/** Why the file cannot be read, or undefined when it can. */
function unreadable(file: string): string | undefined {
  try {
    if (statSync(file).isDirectory()) return 'is a directory, not a file';
    closeSync(openSync(file, 'r'));
    return undefined;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return 'does not exist';
    if (code === 'EACCES') return 'cannot be read (permission denied)';
    return `cannot be read (${error instanceof Error ? error.message : String(error)})`;
  }
}

function previewSecret(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (raw.length < MIN_PREVIEW_SECRET_LENGTH || /\s/.test(raw)) {
    throw new Error(
      `PREVIEW_SECRET must be at least ${MIN_PREVIEW_SECRET_LENGTH} characters, with no spaces (openssl rand -base64 32 makes one)`,
    );
  }
  return raw;
}

function wholeNumber(env: Environment, name: string, fallback: number, range: { min: number; max?: number }): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  const max = range.max ?? Number.MAX_SAFE_INTEGER;
  if (!/^\d+$/.test(raw.trim()) || value < range.min || value > max) {
    throw new Error(
      `${name} must be a whole number from ${range.min}${range.max ? ` to ${range.max}` : ' up'} (got "${raw}")`,
    );
  }
  return value;
}
