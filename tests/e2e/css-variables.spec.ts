/**
 * The stylesheet leaves out Mantine's variables the site never names (server/vite-plugins.ts,
 * NEVER_NAMED): read from the build, every Mantine variable a rule, a script or a page names is still
 * defined, so a value never falls back to nothing.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { DEFAULT_THEME, defaultCssVariablesResolver, mergeMantineTheme } from '@mantine/core';
import { NEVER_NAMED } from '../../server/vite-plugins';
import { theme } from '../../src/theme';

const CLIENT = resolve(import.meta.dirname, '../../dist/client');

function* builtFiles(directory: string): Generator<string> {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) yield* builtFiles(path);
    else if (/\.(css|js|html)$/.test(entry.name)) yield path;
  }
}

const files = [...builtFiles(CLIENT)].map((path) => ({ path, text: readFileSync(path, 'utf8') }));
const stylesheet = files.filter(({ path }) => path.endsWith('.css'));
const defined = new Set(
  stylesheet.flatMap(({ text }) => [...text.matchAll(/(--mantine-[\w-]+)\s*:/g)].map((m) => m[1])),
);

/** Every variable Mantine's theme would define for the site's theme, before any is left out. */
function themeVariables(): Set<string> {
  const { variables, light } = defaultCssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, theme));
  return new Set(Object.keys({ ...variables, ...light }));
}

test('every theme variable the built site names is defined in its stylesheet', () => {
  expect(stylesheet).toHaveLength(1);
  const all = themeVariables();
  // Whole names only: Mantine's scripts also hold the stems of names they build ("--mantine-color-").
  const named = new Set(
    files
      .flatMap(({ text }) => [...text.matchAll(/var\((--mantine-[\w-]+)/g)].map((m) => m[1]!))
      .filter((name) => all.has(name)),
  );
  expect(named.size).toBeGreaterThan(20);
  expect([...named].filter((name) => !defined.has(name))).toEqual([]);
});

test('no script or page names a variable the stylesheet leaves out', () => {
  const scriptsAndPages = files.filter(({ path }) => !path.endsWith('.css'));
  const named = new Set(
    scriptsAndPages.flatMap(({ text }) => [...text.matchAll(/--mantine-[\w-]+/g)].map((m) => m[0])),
  );
  expect([...named].filter((name) => NEVER_NAMED.some((pattern) => pattern.test(name)))).toEqual([]);
  // And the stylesheet defines none of them: the pruning is in force.
  expect([...defined].filter((name) => NEVER_NAMED.some((pattern) => pattern.test(name!)))).toEqual([]);
});
