// @vitest-environment node
/**
 * Contract over the whole registry, for visitors without JavaScript (and for crawlers,
 * printers and readers who arrive before the scripts): a section's server HTML holds every
 * item of its fixture. Sections that show one item at a time (tabs, bubbles, pyramid steps,
 * selected cards) must keep the others in the markup too; JavaScript only decides which shows.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SECTION_TYPES, sectionRegistry } from '../section-registry';
import { sectionFolderOf } from '../server/page-assets';
import { TestProviders } from './providers';

const fixtures = import.meta.glob<unknown>('../section-registry/*/fixture.json', { import: 'default', eager: true });

/**
 * Props that are settings, not words a visitor reads: addresses, icon and tone names, and
 * texts a section shows only in another state (an empty list's message when the list is full).
 */
const NOT_SHOWN_AS_TEXT = new Set([
  'href',
  'icon',
  'fallbackIcon',
  'tone',
  'layout',
  'describes',
  'image',
  'emptyText',
  // An anchor id (#case-…), not words.
  'slug',
  // The id of the section a contents link jumps to.
  'target',
]);

/** Every string a visitor should be able to read, with where it sits in the fixture. */
function readableTexts(value: unknown, path = ''): { path: string; text: string }[] {
  if (typeof value === 'string') return value.trim() ? [{ path, text: value }] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => readableTexts(item, `${path}[${index}]`));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) =>
    NOT_SHOWN_AS_TEXT.has(key) ? [] : readableTexts(item, path ? `${path}.${key}` : key),
  );
}

/** The text a browser would show for the markup, and the attributes it reads out or sends (labels, placeholders, field names). */
function textOf(html: string): string {
  const decode = (text: string) =>
    text
      .replace(/&amp;/g, '&')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&nbsp;/g, ' ');
  const attributes = [...html.matchAll(/\s(?:placeholder|aria-label|alt|value|name)="([^"]*)"/g)].map(
    (match) => match[1],
  );
  // A line-break opportunity (<wbr>) joins the words either side of it; every other tag parts them.
  const text = html.replace(/<wbr\s*\/?>/g, '').replace(/<[^>]+>/g, ' ');
  return decode(`${text} ${attributes.join(' ')}`).replace(/\s+/g, ' ');
}

describe.each(SECTION_TYPES)('section "%s" without JavaScript', (type) => {
  it('has every text of its fixture in its server HTML', async () => {
    const definition = sectionRegistry[type];
    await definition.preload();
    const prepared = definition.prepare(fixtures[`../section-registry/${sectionFolderOf(type)}/fixture.json`], {
      title: 'Fixture page',
    });
    if (!prepared) throw new Error(`${type} rejected its fixture`);
    const shown = textOf(renderToStaticMarkup(<TestProviders>{prepared.element}</TestProviders>));
    const missing = readableTexts(prepared.props).filter(({ text }) => !shown.includes(text.replace(/\s+/g, ' ')));
    expect(missing).toEqual([]);
  });
});
