/**
 * A rendered page poured into the client build's index.html: its head tags in
 * place of the template's <title>, its markup in #root, its state after it.
 * Built by splitting the template, never by String.replace: no text a page
 * carries (a "$&" in a title, say) can be read as a replacement pattern.
 */
import { pageStateElement, type PageState } from '../src/page-state.ts';

export interface DocumentParts {
  head: string;
  body: string;
  state: PageState;
}

const ROOT = '<div id="root"></div>';
const TITLE = /<title>[^<]*<\/title>/;

export interface Template {
  compose(parts: DocumentParts): string;
}

export function parseTemplate(html: string): Template {
  const title = TITLE.exec(html);
  const rootAt = html.indexOf(ROOT);
  if (!title || rootAt === -1) throw new Error(`index.html needs a <title> and an empty ${ROOT}`);
  const beforeTitle = html.slice(0, title.index);
  const betweenTitleAndRoot = html.slice(title.index + title[0].length, rootAt);
  const afterRoot = html.slice(rootAt + ROOT.length);
  return {
    compose: ({ head, body, state }) =>
      [
        beforeTitle,
        head,
        betweenTitleAndRoot,
        '<div id="root">',
        body,
        '</div>',
        pageStateElement(state),
        afterRoot,
      ].join(''),
  };
}

/** The same page without its JavaScript: the benchmark's limit, what the HTML and CSS alone achieve. */
export function withoutScripts(html: string): string {
  return html.replace(/<script type="module"[^>]*><\/script>/g, '').replace(/<link rel="modulepreload"[^>]*>/g, '');
}
