/**
 * Validates every manifest in page-manifests/: each file on its own, then the
 * set (unique routes, redirects to real pages, exactly one not-found page).
 * Used by the Vite plugin (so build, dev and start refuse a broken manifest),
 * by `npm run manifests`, and by tests.
 */
import { parseTree } from 'jsonc-parser';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { isRedirect, NOT_FOUND_ROUTE, type Manifest } from './manifest-schema';
import { locate, type ManifestProblem } from './problems';
import { validateManifestText } from './validate-manifest';

export const SCHEMA_FILE = 'manifest.schema.json';

export interface ManifestEntry {
  file: string;
  manifest: Manifest;
}

export interface ManifestSet {
  entries: ManifestEntry[];
  problems: ManifestProblem[];
}

export function readManifestDirectory(directory: string, root = process.cwd()): ManifestSet {
  const files = readdirSync(directory)
    .filter((name) => name.endsWith('.json') && name !== SCHEMA_FILE)
    .sort();
  return validateManifestSources(
    files.map((name) => ({
      file: relative(root, join(directory, name)),
      text: readFileSync(join(directory, name), 'utf8'),
    })),
  );
}

export function validateManifestSources(sources: { file: string; text: string }[]): ManifestSet {
  const entries: ManifestEntry[] = [];
  const problems: ManifestProblem[] = [];
  for (const { file, text } of sources) {
    const result = validateManifestText(file, text);
    problems.push(...result.problems);
    if (result.manifest) entries.push({ file, manifest: result.manifest });
  }
  const texts = new Map(sources.map(({ file, text }) => [file, text]));
  for (const problem of checkSet(entries)) {
    const text = texts.get(problem.file);
    problems.push(text === undefined ? problem : { ...problem, ...locate(text, parseTree(text), problem.path) });
  }
  return { entries, problems };
}

function checkSet(entries: ManifestEntry[]): ManifestProblem[] {
  const problems: ManifestProblem[] = [];
  const byRoute = new Map<string, ManifestEntry>();
  for (const entry of entries) {
    const other = byRoute.get(entry.manifest.route);
    if (other) {
      problems.push({
        file: entry.file,
        path: ['route'],
        message: `Route "${entry.manifest.route}" is also declared by ${other.file}`,
      });
    } else {
      byRoute.set(entry.manifest.route, entry);
    }
  }
  for (const entry of entries) {
    if (!isRedirect(entry.manifest)) continue;
    const target = byRoute.get(entry.manifest.redirect);
    if (!target || isRedirect(target.manifest) || target.manifest.route === NOT_FOUND_ROUTE) {
      problems.push({
        file: entry.file,
        path: ['redirect'],
        message: `Redirect target "${entry.manifest.redirect}" is not a page route of any manifest`,
      });
    }
  }
  if (entries.length > 0 && !byRoute.has(NOT_FOUND_ROUTE)) {
    problems.push({
      file: 'page-manifests',
      path: [],
      message: `No manifest has "route": "${NOT_FOUND_ROUTE}" (the not-found page)`,
    });
  }
  return problems;
}
