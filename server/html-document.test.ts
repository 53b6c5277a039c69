// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseTemplate, withoutScripts } from './html-document';

const TEMPLATE =
  '<!doctype html><html><head><title>Template</title><script type="module" crossorigin src="/assets/index.js"></script><link rel="modulepreload" href="/assets/x.js"></head><body><div id="root"></div></body></html>';
const state = { renderedAt: 1, queries: { queries: [], mutations: [] }, modules: [], entries: [] };

describe('the HTML document', () => {
  it('pours head, body and state into the template', () => {
    const html = parseTemplate(TEMPLATE).compose({ head: '<title>Page</title>', body: '<h1>Hi</h1>', state });
    expect(html).toContain('<head><title>Page</title><script');
    expect(html).toContain('<div id="root"><h1>Hi</h1></div><script type="application/json" id="page-state">');
    expect(html).not.toContain('Template');
  });

  it('takes any text literally: "$&" and "$1" in a title are not replacement patterns', () => {
    const html = parseTemplate(TEMPLATE).compose({ head: '<title>Fees $& terms $1</title>', body: '$`', state });
    expect(html).toContain('<title>Fees $& terms $1</title>');
    expect(html).toContain('<div id="root">$`</div>');
  });

  it('keeps the page state from ending its element, whatever the content holds', () => {
    const hostile = { ...state, modules: ['</script><script>alert(1)</script>'] };
    const html = parseTemplate(TEMPLATE).compose({ head: '', body: '', state: hostile });
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    const json = /<script type="application\/json" id="page-state">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect((JSON.parse(json) as typeof hostile).modules[0]).toBe('</script><script>alert(1)</script>');
  });

  it('refuses a template without a title or an empty #root', () => {
    expect(() => parseTemplate('<html><body></body></html>')).toThrow(/title/);
  });

  it('can strip every script and module preload (the benchmark limit)', () => {
    const html = withoutScripts(TEMPLATE);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<div id="root"></div>');
  });
});
