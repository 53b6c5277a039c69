// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { pageScriptsElement } from '../src/page-scripts';
import { inlineScripts, parseTemplate, withoutScripts } from './html-document';

const TEMPLATE =
  '<!doctype html><html><head><title>Template</title><script type="module" crossorigin src="/assets/index.js"></script><link rel="modulepreload" href="/assets/x.js"></head><body><div id="root"></div></body></html>';
const ENTRY = 'import("/assets/app.js");\n//# sourceMappingURL=/assets/index.js.map';
const INLINE_TEMPLATE = `<!doctype html><html><head><title>Template</title><link rel="stylesheet" href="/assets/style.css"><script type="module">${ENTRY}</script><script>start()</script></head><body><div id="root"></div></body></html>`;
const afterRoot = pageScriptsElement({ enhancements: ['/assets/enhance-stats.js'] });

describe('the HTML document', () => {
  it('pours head, body and the scripts list into the template', () => {
    const html = parseTemplate(TEMPLATE).compose({ head: '<title>Page</title>', body: '<h1>Hi</h1>', afterRoot });
    expect(html).toContain('<head><title>Page</title><script');
    expect(html).toContain('<div id="root"><h1>Hi</h1></div><script type="application/json" id="page-scripts">');
    expect(html).not.toContain('Template');
  });

  it('takes any text literally: "$&" and "$1" in a title are not replacement patterns', () => {
    const html = parseTemplate(TEMPLATE).compose({ head: '<title>Fees $& terms $1</title>', body: '$`', afterRoot });
    expect(html).toContain('<title>Fees $& terms $1</title>');
    expect(html).toContain('<div id="root">$`</div>');
  });

  it('keeps the scripts list from ending its element, whatever it holds', () => {
    const hostile = { enhancements: ['</script><script>alert(1)</script>'] };
    const html = parseTemplate(TEMPLATE).compose({ head: '', body: '', afterRoot: pageScriptsElement(hostile) });
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    const json = /<script type="application\/json" id="page-scripts">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect((JSON.parse(json) as typeof hostile).enhancements[0]).toBe('</script><script>alert(1)</script>');
  });

  it('refuses a template without a title or an empty #root', () => {
    expect(() => parseTemplate('<html><body></body></html>')).toThrow(/title/);
  });

  it('can strip every script and module preload (the benchmark limit), keeping data', () => {
    const page = parseTemplate(INLINE_TEMPLATE).compose({
      head: '<title>Page</title>',
      body: '<h1>Hi</h1>',
      afterRoot,
    });
    for (const html of [withoutScripts(TEMPLATE), withoutScripts(page)]) {
      expect(html).not.toContain('<script type="module"');
      expect(html).not.toContain('modulepreload');
    }
    expect(withoutScripts(page)).toContain('<h1>Hi</h1></div><script type="application/json" id="page-scripts">');
  });

  it('hashes the inline scripts the browser would run, for the CSP, and no other', () => {
    const template = parseTemplate(INLINE_TEMPLATE);
    const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
    expect(template.scriptHashes).toEqual([sha256(ENTRY), sha256('start()')]);
    // A script file, JSON data and structured data run nothing inline: nothing to allow.
    expect(inlineScripts(TEMPLATE)).toEqual([]);
    expect(inlineScripts('<script type="application/ld+json">{"@type":"Organization"}</script>')).toEqual([]);
    // Speculation rules run nothing, but with a hash in the policy Chromium applies them only by theirs.
    expect(inlineScripts('<script type="speculationrules">{"prerender":[]}</script>')).toEqual(['{"prerender":[]}']);
  });
});
