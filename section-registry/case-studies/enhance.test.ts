import { afterEach, describe, expect, it } from 'vitest';
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

const stories = (root: HTMLElement) => [...root.querySelectorAll('details')].map((story) => story.open);

afterEach(() => {
  document.body.innerHTML = '';
  history.replaceState(null, '', '/');
});

describe('case studies in the browser', () => {
  it('folds every story, at every width', () => {
    const root = page();
    enhance(root);
    expect(stories(root)).toEqual([false, false]);
  });

  it('keeps open the story a link points into, or at', () => {
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

  it('opens the story a link within the page goes to', () => {
    const root = page();
    enhance(root);
    history.replaceState(null, '', '/services/consulting#case-two');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(stories(root)).toEqual([false, true]);
  });

  it('folds a story once, not again when the page runs its enhancements a second time', () => {
    const root = page();
    enhance(root);
    root.querySelector('details')!.open = true;
    enhance(root);
    expect(stories(root)).toEqual([true, false]);
  });
});
