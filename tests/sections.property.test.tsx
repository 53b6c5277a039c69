// @vitest-environment node
/**
 * Property tests over the whole registry: every section gets hundreds of
 * inputs generated from its schema (keys left out, nulls, wrong types, empty
 * and very long strings, deep nesting, hostile links, HTML-looking text) and
 * goes through the path a page takes: `prepare` (lenient parsing), then a
 * server render, as the prerender does. Each input must render without
 * throwing or logging an error, with no link a browser would follow off the
 * site or into script, and with its text as text.
 *
 * Runs in Node on purpose: render code must be SSR-safe, so touching `window`
 * or `document` while rendering fails here. A failure prints its seed and path
 * (see tests/support/property-runs.ts to replay one).
 */
import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { SECTION_TYPES, sectionRegistry } from '../section-registry';
import { sectionSchemas } from '../section-registry/schemas';
import type { SectionDefinition } from '../section-registry/define-section';
import { sectionFolderOf } from '../server/page-assets';
import { TestProviders } from './providers';
import { HTML_LOOKING } from './support/hostile-values';
import { inspectMarkup, type InspectedMarkup } from './support/markup-checks';
import { propertyRuns } from './support/property-runs';
import { sectionInputFor } from './support/schema-arbitrary';

const fixtures = import.meta.glob<unknown>('../section-registry/*/fixture.json', { import: 'default', eager: true });
const PAGE = { title: 'Page' };
/** Inputs per section; a server render takes about 5 ms, so the 25 sections take about 25 s. */
const RUNS = 200;
const { parameters, timeoutMs } = propertyRuns(RUNS, 50);

/** What a visitor would get for this input, or null when the section shows nothing. */
function renderAsPage(definition: SectionDefinition, input: unknown): InspectedMarkup | null {
  const prepared = definition.prepare(input, PAGE);
  if (!prepared) return null;
  return inspectMarkup(renderToStaticMarkup(<TestProviders>{prepared.element}</TestProviders>));
}

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

describe.each(SECTION_TYPES)('section "%s"', (type) => {
  const definition = sectionRegistry[type];
  beforeAll(() => definition.preload());

  it(`renders ${parameters.numRuns} generated inputs safely, their text as text`, { timeout: timeoutMs }, () => {
    fc.assert(
      fc.property(sectionInputFor(sectionSchemas[type]), (input) => {
        consoleError.mockClear();
        const page = renderAsPage(definition, input);
        expect(consoleError.mock.calls.map((call) => call.map(String).join(' '))).toEqual([]);
        expect(page?.problems ?? []).toEqual([]);
        expect(Object.prototype).not.toHaveProperty('polluted');
      }),
      parameters,
    );
  });

  it('shows HTML-looking content as text, never as markup', () => {
    // The fixture with every string replaced by markup: what survives parsing must show literally.
    const payload = HTML_LOOKING[0];
    const fixture = fixtures[`../section-registry/${sectionFolderOf(type)}/fixture.json`];
    const page = renderAsPage(definition, replaceStrings(fixture, payload));
    expect(page?.problems ?? []).toEqual([]);
    expect(page?.text).toContain(payload);
  });
});

function replaceStrings(value: unknown, replacement: string): unknown {
  if (typeof value === 'string') return replacement;
  if (Array.isArray(value)) return value.map((item) => replaceStrings(item, replacement));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, replaceStrings(item, replacement)]));
  }
  return value;
}
