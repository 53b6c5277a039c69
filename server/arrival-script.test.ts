import { afterEach, describe, expect, it, vi } from 'vitest';
import { ARRIVED_ATTRIBUTE, arrivalScript, withArrivalScript } from './arrival-script';
import { inlineScripts } from './html-document';

const TEMPLATE =
  '<!doctype html><html><head><meta charset="UTF-8" /><link rel="stylesheet" href="/a.css"></head></html>';

describe('withArrivalScript', () => {
  it('writes one classic inline script straight after the charset, ahead of the stylesheet it must not wait for', () => {
    const html = withArrivalScript(TEMPLATE);
    expect(inlineScripts(html)).toHaveLength(1);
    expect(html.indexOf('<script>')).toBeGreaterThan(html.indexOf('charset'));
    expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('stylesheet'));
  });

  it('fails the build on a template with no charset to follow', () => {
    expect(() => withArrivalScript('<head></head>')).toThrow(/no <meta charset="UTF-8">/);
  });
});

describe('the arrival script, in a page', () => {
  afterEach(() => {
    document.documentElement.removeAttribute(ARRIVED_ATTRIBUTE);
    vi.unstubAllGlobals();
  });

  /** Runs the script's text alone, as the browser would, then reveals the page. */
  function reveal(activation: { from: unknown; navigationType: string } | null | undefined): boolean {
    if (activation !== undefined) vi.stubGlobal('navigation', { activation });
    const code = /<script>([\s\S]*)<\/script>/.exec(arrivalScript())?.[1] ?? '';
    new Function(code)();
    window.dispatchEvent(new Event('pagereveal'));
    return document.documentElement.hasAttribute(ARRIVED_ATTRIBUTE);
  }

  it('marks a page reached by a link from another of the site’s pages, so its content fades in', () => {
    expect(reveal({ from: { url: 'http://site/buy' }, navigationType: 'push' })).toBe(true);
  });

  it('leaves a first visit, a visit from another site and a reload to paint at once', () => {
    expect(reveal(null)).toBe(false);
    expect(reveal({ from: null, navigationType: 'push' })).toBe(false);
    expect(reveal({ from: { url: 'http://site/buy' }, navigationType: 'reload' })).toBe(false);
  });

  it('shows the page without the fade where the browser has no Navigation API', () => {
    expect(reveal(undefined)).toBe(false);
  });
});
