/**
 * A rendered page poured into the client build's index.html: its head tags in
 * place of the template's <title>, its markup in #root, its scripts' data after it.
 * Built by splitting the template, never by String.replace: no text a page
 * carries (a "$&" in a title, say) can be read as a replacement pattern.
 */
import { scriptHash } from './security-headers.ts';

export interface DocumentParts {
  head: string;
  body: string;
  /** Markup after #root: the page's scripts as data, the app's state, the preview banner. */
  afterRoot?: string;
}

const ROOT = '<div id="root"></div>';
const TITLE = /<title>[^<]*<\/title>/;

export interface Template {
  compose(parts: DocumentParts): string;
  /** The CSP hashes of the template's inline scripts: what script-src must allow, and nothing more. */
  scriptHashes: string[];
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
/**
 * A script the browser runs, or acts on (speculation rules): not data such as the page state's
 * application/json. Each needs the CSP's leave: once the policy names a hash, Chromium ignores
 * 'inline-speculation-rules' as it ignores 'unsafe-inline', so the rules are allowed by theirs.
 */
const RUNNABLE_TYPE = /^(|module|text\/javascript|speculationrules)$/i;

/** The text of each inline script the CSP must allow (see RUNNABLE_TYPE), in document order. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(SCRIPT)]
    .filter(([, attributes = '']) => {
      if (/\ssrc\s*=/i.test(attributes)) return false;
      const type = /\stype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1] ?? '';
      return RUNNABLE_TYPE.test(type.trim());
    })
    .map(([, , text = '']) => text);
}

export function parseTemplate(html: string): Template {
  const title = TITLE.exec(html);
  const rootAt = html.indexOf(ROOT);
  if (!title || rootAt === -1) throw new Error(`index.html needs a <title> and an empty ${ROOT}`);
  const beforeTitle = html.slice(0, title.index);
  const betweenTitleAndRoot = html.slice(title.index + title[0].length, rootAt);
  const templateTail = html.slice(rootAt + ROOT.length);
  return {
    scriptHashes: inlineScripts(html).map(scriptHash),
    compose: ({ head, body, afterRoot = '' }) =>
      [beforeTitle, head, betweenTitleAndRoot, '<div id="root">', body, '</div>', afterRoot, templateTail].join(''),
  };
}

/**
 * The same page without its JavaScript (its module scripts and module preloads): the benchmark's
 * limit, what the HTML and CSS alone achieve. Data elements (the page's scripts list) stay.
 */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script type="module"[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '');
}
