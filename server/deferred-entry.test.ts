import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferEntryScripts, deferredEntryScript } from './deferred-entry';
import { inlineScripts, withoutScripts } from './html-document';

const BUILT =
  '<html><head><title>T</title><script type="module" crossorigin src="/assets/index-abc.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/style.css"></head><body><div id="root"></div></body></html>';

describe('deferEntryScripts', () => {
  it('replaces the entry <script src> with an inline module the CSP can hash, and the limit still removes', () => {
    const html = deferEntryScripts(BUILT);
    expect(html).not.toContain('src="/assets/index-abc.js"');
    expect(inlineScripts(html)).toHaveLength(1);
    expect(inlineScripts(html)[0]).toContain('"/assets/index-abc.js"');
    expect(html).toContain('<link rel="stylesheet"');
    expect(withoutScripts(html)).not.toContain('index-abc');
  });

  it('fails the build when the template names no entry, or more than one', () => {
    expect(() => deferEntryScripts('<head></head>')).toThrow(/one entry script; the build found 0/);
    const twice = BUILT.replace('</head>', '<script type="module" src="/assets/other.js"></script></head>');
    expect(() => deferEntryScripts(twice)).toThrow(/found 2/);
  });
});

/** Runs the inline script as the browser would: its text alone, with nothing from this module in scope. */
function runInline(entry: string): void {
  const code = /<script type="module">([\s\S]*)<\/script>/.exec(deferredEntryScript(entry))?.[1] ?? '';
  new Function(code)();
}

describe('the inline script, in a page', () => {
  let paintObserver: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;

  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
    vi.useRealTimers();
    paintObserver = undefined;
  });

  function stubPaintTimeline(): void {
    class FakeObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: typeof paintObserver) {
        paintObserver = callback;
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
  }

  const requested = () => ({
    scripts: [...document.head.querySelectorAll('script[type="module"][src]')].map((s) => s.getAttribute('src')),
    preloads: [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href')),
  });

  it('asks for nothing before the first contentful paint, then for the runtime and the page’s enhancements', () => {
    vi.useFakeTimers();
    stubPaintTimeline();
    document.body.innerHTML =
      '<script type="application/json" id="page-scripts">{"enhancements":["/assets/enhance-hero.js"]}</script>';
    runInline('/assets/index-abc.js');
    paintObserver?.({ getEntriesByName: () => [] });
    vi.advanceTimersByTime(100);
    expect(requested()).toEqual({ scripts: [], preloads: [] });
    paintObserver?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
    vi.advanceTimersByTime(0);
    expect(requested()).toEqual({ scripts: ['/assets/index-abc.js'], preloads: ['/assets/enhance-hero.js'] });
    // Once only, even when the safety timer fires later.
    vi.advanceTimersByTime(5000);
    expect(requested().scripts).toHaveLength(1);
  });

  it('starts anyway when no paint is ever reported, and survives unreadable page data', () => {
    vi.useFakeTimers();
    stubPaintTimeline();
    document.body.innerHTML = '<script type="application/json" id="page-scripts">{not json</script>';
    runInline('/assets/index-abc.js');
    vi.advanceTimersByTime(3000);
    expect(requested()).toEqual({ scripts: ['/assets/index-abc.js'], preloads: [] });
  });

  it('loads at once in a page being prerendered, which paints nothing until it is shown', () => {
    stubPaintTimeline();
    Object.defineProperty(document, 'prerendering', { value: true, configurable: true });
    try {
      runInline('/assets/index-abc.js');
      expect(requested().scripts).toEqual(['/assets/index-abc.js']);
    } finally {
      Reflect.deleteProperty(document, 'prerendering');
    }
  });
});
