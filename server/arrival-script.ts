/**
 * The classic inline script that marks a page reached from another of the site's pages, so that
 * its content fades in (src/browser/mark-arrival.ts says why it is a script and not a View
 * Transition). Written into the head just after the charset, ahead of the stylesheets: a classic
 * script after a stylesheet would wait for it, and this one must listen before the first frame.
 * The CSP allows it by its SHA-256 (Template.scriptHashes), like every inline script. Both the
 * build and the dev server write it, so a developer sees the fade they ship.
 */
import type { Plugin } from 'vite';
import { markArrival } from '../src/browser/mark-arrival.ts';
import { inlineScriptCalling } from './inline-script.ts';

/** The attribute on `<html>` that global.css's page fade waits for. */
export const ARRIVED_ATTRIBUTE = 'data-arrived';

const CHARSET = /<meta charset="UTF-8"\s*\/?>/i;

export function arrivalScript(): string {
  return inlineScriptCalling(markArrival, [ARRIVED_ATTRIBUTE], 'classic');
}

export function withArrivalScript(html: string): string {
  if (!CHARSET.test(html))
    throw new Error('index.html has no <meta charset="UTF-8">: the arrival script goes after it');
  return html.replace(CHARSET, (charset) => `${charset}${arrivalScript()}`);
}

export function arrivalScriptPlugin(): Plugin {
  return {
    name: 'arrival-script',
    transformIndexHtml: { order: 'post', handler: (html) => withArrivalScript(html) },
  };
}
