/**
 * The built index.html's one `<script type="module" src>` (the page runtime, src/browser/page.ts),
 * replaced by an inline module that asks for it once the page has painted
 * (src/browser/start-after-paint.ts says why). The strict CSP stays: the server and the static
 * host's _headers allow the inline script by its SHA-256 (Template.scriptHashes), never by
 * 'unsafe-inline'. The benchmark's limit (withoutScripts) removes it like any module script.
 */
import type { Plugin } from 'vite';
import { startAfterPaint } from '../src/browser/start-after-paint.ts';
import { PAGE_SCRIPTS_ID } from '../src/page-scripts.ts';
import { inlineScriptCalling } from './inline-script.ts';

const ENTRY_TAG = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/g;
export function deferredEntryScript(entry: string): string {
  return inlineScriptCalling(startAfterPaint, [entry, PAGE_SCRIPTS_ID], 'module');
}

/** Each entry `<script src>` in the built HTML, loaded after the first paint instead; there must be exactly one. */
export function deferEntryScripts(html: string): string {
  let entries = 0;
  const deferred = html.replace(ENTRY_TAG, (_tag, entry: string) => {
    entries += 1;
    return deferredEntryScript(entry);
  });
  if (entries !== 1) throw new Error(`index.html should name one entry script; the build found ${entries}`);
  return deferred;
}

/** The build only: the dev server keeps index.html's `<script src>`, which Vite serves from source. */
export function deferredEntryPlugin(): Plugin {
  return {
    name: 'deferred-entry',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: (html) => deferEntryScripts(html) },
  };
}
