/**
 * Contract over the whole registry: a section's calls to action and headings that come from its
 * own settings (not from a list) do not depend on an unrelated list. Each optional list of each
 * fixture is emptied in turn; every button or link the full fixture shows from a single prop
 * (the home About section's "Learn more about us", say, with its default link) must still show.
 * A section may render nothing when the list it exists to show is empty: those cases are listed
 * below, each a reviewed decision, so a new one fails until someone decides it too.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SECTION_TYPES, sectionRegistry, type SectionType } from '../section-registry';
import { sectionFolderOf } from '../server/page-assets';
import { TestProviders } from './providers';

const fixtures = import.meta.glob<unknown>('../section-registry/*/fixture.json', { import: 'default', eager: true });

/** (section, list) pairs where an empty list leaves the section nothing to show, so it renders nothing. */
const NOTHING_WITHOUT = new Set([
  'accordion items',
  'cardGrid items',
  'caseStudies items',
  'chips items',
  // Courses and where each stands: with no course there is nothing to say, and no next step.
  'courseOffers items',
  'carousel items',
  'credentials items',
  'eventList items',
  // An exhibit of a curve with no line to draw is no exhibit (docs/design.md).
  'exhibit curve.series',
  'hoverCards items',
  'keyFacts items',
  'milestones items',
  'numberedCards items',
  'outcomes items',
  // A contents list with no entry has nothing to offer.
  'pageContents items',
  'results items',
  // With an emptyText (the associates page's) it says there is no one instead; the fixture has none.
  'people items',
  'pyramid steps',
  'stats items',
  'steps items',
  'tabs items',
  'testimonials items',
]);

type Json = Record<string, unknown>;

/** Paths of the non-empty lists in a value, not counting lists inside list items. */
function listPaths(value: unknown, path: string[] = []): string[][] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([key, item]) => {
    if (Array.isArray(item)) return item.length > 0 ? [[...path, key]] : [];
    return listPaths(item, [...path, key]);
  });
}

function withEmptied(value: Json, path: string[]): Json {
  const [key, ...rest] = path;
  if (key === undefined) return value;
  return { ...value, [key]: rest.length === 0 ? [] : withEmptied(value[key] as Json, rest) };
}

/** The texts of a value's single props (outside any list). */
function singleTexts(value: unknown): Set<string> {
  const texts = new Set<string>();
  const walk = (item: unknown) => {
    if (typeof item === 'string' && item.trim()) texts.add(item.trim());
    else if (typeof item === 'object' && item !== null && !Array.isArray(item)) Object.values(item).forEach(walk);
  };
  walk(value);
  return texts;
}

function render(type: SectionType, input: unknown): Document | null {
  const prepared = sectionRegistry[type].prepare(input, { title: 'Fixture page' });
  if (!prepared) return null;
  const html = renderToStaticMarkup(<TestProviders>{prepared.element}</TestProviders>);
  return html.trim() ? new DOMParser().parseFromString(html, 'text/html') : null;
}

/** Each link and button as "label → where it leads", for those whose label is one of `labels`. */
function actions(document: Document, labels: Set<string>): string[] {
  return [...document.querySelectorAll('a[href], button')]
    .map((element) => ({ label: element.textContent?.trim() ?? '', href: element.getAttribute('href') ?? 'button' }))
    .filter(({ label }) => labels.has(label))
    .map(({ label, href }) => `${label} → ${href}`);
}

describe.each(SECTION_TYPES)('section "%s" with a list emptied', (type) => {
  it('still shows the calls to action that do not come from that list, or nothing when the list is its point', async () => {
    await sectionRegistry[type].preload();
    const fixture = fixtures[`../section-registry/${sectionFolderOf(type)}/fixture.json`] as Json;
    const full = render(type, fixture);
    if (!full) throw new Error(`${type} renders nothing from its fixture`);
    const always = actions(full, singleTexts(fixture));

    const problems: string[] = [];
    for (const path of listPaths(fixture)) {
      const list = path.join('.');
      const emptied = render(type, withEmptied(fixture, path));
      if (!emptied) {
        if (!NOTHING_WITHOUT.has(`${type} ${list}`)) problems.push(`without ${list} it renders nothing`);
        continue;
      }
      if (NOTHING_WITHOUT.has(`${type} ${list}`)) problems.push(`without ${list} it still renders (update the list)`);
      const left = new Set(actions(emptied, singleTexts(fixture)));
      for (const action of always) if (!left.has(action)) problems.push(`without ${list}, "${action}" is gone`);
    }
    expect(problems).toEqual([]);
  });
});
