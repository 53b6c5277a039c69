import { describe, expect, it } from 'vitest';
import { contentPathOf } from './contract-paths';

describe('contentPathOf', () => {
  it('prefixes the bound object for a whole-object binding', () => {
    expect(contentPathOf('heroSection', ['title'])).toEqual(['heroSection', 'title']);
  });

  it('follows the closest prop binding, renaming list item fields back', () => {
    const from = {
      heading: 'optionsSection.title',
      items: { path: 'optionsSection.options', fields: { points: 'items', 'action.label': 'buttonText' } },
      'primaryAction.href': 'finalCta.link',
    };
    expect(contentPathOf(from, ['heading'])).toEqual(['optionsSection', 'title']);
    expect(contentPathOf(from, ['items', 2, 'points', 0])).toEqual(['optionsSection', 'options', 2, 'items', 0]);
    expect(contentPathOf(from, ['items', 1, 'action', 'label'])).toEqual([
      'optionsSection',
      'options',
      1,
      'buttonText',
    ]);
    expect(contentPathOf(from, ['items', 1, 'title'])).toEqual(['optionsSection', 'options', 1, 'title']);
    expect(contentPathOf(from, ['primaryAction', 'href'])).toEqual(['finalCta', 'link']);
  });

  it('gives up on a prop no binding covers (it came from the fixed props)', () => {
    expect(contentPathOf({ heading: 'title' }, ['tone'])).toBeUndefined();
  });
});
