/**
 * The browser half of the property tests (tests/sections.property.test.tsx
 * has the server half and the link and markup checks): fewer inputs, each
 * rendered in jsdom with effects running, as after hydration. React reports
 * what only a client render sees (two list items with the same key, effects
 * that throw) through console.error, so any call fails the input.
 */
import { act, cleanup } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { SECTION_TYPES, sectionRegistry } from '../section-registry';
import { sectionSchemas } from '../section-registry/schemas';
import { renderUi } from './render';
import { propertyRuns } from './support/property-runs';
import { sectionInputFor } from './support/schema-arbitrary';

/** A DOM render costs about ten server renders; these many per section keep the file near 15 s. */
const CLIENT_RUNS = 25;
const { parameters, timeoutMs } = propertyRuns(CLIENT_RUNS, 500);

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

describe.each(SECTION_TYPES)('section "%s" in the browser', (type) => {
  const definition = sectionRegistry[type];
  beforeAll(() => definition.preload());

  it(
    `renders ${parameters.numRuns} generated inputs with their effects, logging no error`,
    {
      timeout: timeoutMs,
    },
    async () => {
      await fc.assert(
        fc.asyncProperty(sectionInputFor(sectionSchemas[type]), async (input) => {
          consoleError.mockClear();
          const prepared = definition.prepare(input, { title: 'Page' });
          if (prepared) {
            renderUi(prepared.element);
            await act(() => Promise.resolve()); // let effects and their state updates run
            cleanup();
          }
          expect(consoleError.mock.calls.map((call) => call.map(String).join(' ').slice(0, 300))).toEqual([]);
        }),
        parameters,
      );
    },
  );
});
