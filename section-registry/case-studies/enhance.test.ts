import { afterEach, describe, expect, it, vi } from 'vitest';
import { enhance } from './enhance';

/** The server's HTML for two studies: each story open, as without JavaScript. */
function page(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = ['one', 'two']
    .map(
      (name) =>
        `<article id="case-${name}"><details data-case-story open><summary>Read the full case study</summary>` +
        `<dl><dt>The challenge</dt><dd id="challenge-${name}">…</dd></dl></details></article>`,
    )
    .join('');
  document.body.append(root);
  return root;
}

/** A window of the given kind, whose width can change afterwards. */
function windowIs(phone: boolean) {
  const listeners: (() => void)[] = [];
  const query = {
    matches: phone,
    addEventListener: (_: string, listener: () => void) => listeners.push(listener),
  };
  vi.spyOn(window, 'matchMedia').mockImplementation(() => query as unknown as MediaQueryList);
  return {
    widen() {
      query.matches = false;
      for (const listener of listeners) listener();
    },
  };
}

const stories = (root: HTMLElement) => [...root.querySelectorAll('details')].map((story) => story.open);

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  history.replaceState(null, '', '/');
});

describe('case studies in the browser', () => {
  it('folds every story on a phone, and opens them all again when the window widens', () => {
    const window = windowIs(true);
    const root = page();
    enhance(root);
    expect(stories(root)).toEqual([false, false]);
    window.widen();
    expect(stories(root)).toEqual([true, true]);
  });

  it('leaves every story open from sm up', () => {
    windowIs(false);
    const root = page();
    enhance(root);
    expect(stories(root)).toEqual([true, true]);
  });

  it('keeps open the story a link points into, or at', () => {
    windowIs(true);
    history.replaceState(null, '', '/services/consulting#challenge-two');
    const root = page();
    enhance(root);
    expect(stories(root)).toEqual([false, true]);
    document.body.innerHTML = '';
    // A link to a study (from the hero, or another page) lands on it whole: nothing folds under the reader.
    history.replaceState(null, '', '/services/consulting#case-one');
    const again = page();
    enhance(again);
    expect(stories(again)).toEqual([true, false]);
  });

  it('folds a story once, not again when the page runs its enhancements a second time', () => {
    windowIs(true);
    const root = page();
    enhance(root);
    root.querySelector('details')!.open = true;
    enhance(root);
    expect(stories(root)).toEqual([true, false]);
  });
});
