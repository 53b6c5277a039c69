import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseSiteRoutes, ROUTES_FILE } from '../../server/site-manifest';
import { checkerUnavailableReason, checkHtmlFiles, type CheckedDocument } from './nu-checker';
import { expect, test } from './support';

const CLIENT = resolve(import.meta.dirname, '../../dist/client');
const { pages } = parseSiteRoutes(readFileSync(join(CLIENT, ROUTES_FILE), 'utf8'));
const UNKNOWN_PATH = '/no-such-page';
/** A document with a known error: proves the checker ran and reports, so a silent pass is impossible. */
const CONTROL = {
  label: 'control document',
  html: '<!doctype html><html lang="en"><title>x</title><span><h1>Heading</h1></span>',
};

const prerenderedFile = (route: string) => join(CLIENT, route.slice(1), 'index.html');
const fileNameFor = (route: string) => (route === '/' ? 'home' : route.slice(1).replaceAll('/', '--')) + '.html';

test('every page and the not-found page, as served and as prerendered, are valid HTML to the W3C Nu HTML Checker', async ({
  request,
}, testInfo) => {
  const unavailable = checkerUnavailableReason();
  // The list reporter shows no skip reasons: say it out loud, never pass silently.
  if (unavailable) console.warn(`HTML validity test skipped: ${unavailable}`);
  test.skip(unavailable !== undefined, `Skipped: ${unavailable}`);
  // One JVM checks about fifty pages: allow for a busy machine.
  test.setTimeout(120_000);

  const servedDir = testInfo.outputPath('served');
  mkdirSync(servedDir, { recursive: true });
  const documents: CheckedDocument[] = [];
  for (const route of [...pages, UNKNOWN_PATH]) {
    const response = await request.get(route);
    expect(response.status(), route).toBe(route === UNKNOWN_PATH ? 404 : 200);
    const file = join(servedDir, fileNameFor(route));
    writeFileSync(file, await response.text());
    documents.push({ label: `served ${route}`, file });
  }
  for (const route of pages) documents.push({ label: `prerendered ${route}`, file: prerenderedFile(route) });
  documents.push({ label: 'prerendered 404.html', file: join(CLIENT, '404.html') });
  const controlFile = testInfo.outputPath('control.html');
  writeFileSync(controlFile, CONTROL.html);

  const { errors, warnings } = checkHtmlFiles([...documents, { label: CONTROL.label, file: controlFile }]);

  expect(errors.get(CONTROL.label)?.join('\n')).toContain('Element “h1” not allowed as child of element “span”');
  errors.delete(CONTROL.label);
  // Warnings do not fail the test; they are listed with its result.
  for (const [label, messages] of warnings) {
    for (const message of messages)
      testInfo.annotations.push({ type: 'HTML warning', description: `${label}: ${message}` });
  }
  expect(Object.fromEntries(errors)).toEqual({});
});
