// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { inlineEntryScripts, type BuiltChunk } from './inline-entry';

const BUILT = `<html>
  <head>
    <title>Site</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/style-def.css">
  </head>
  <body><div id="root"></div></body>
</html>`;
const CODE = 'afterFirstPaint(() => import(`/assets/app-123.js`));\n//# sourceMappingURL=index-abc.js.map';
const files: Record<string, BuiltChunk> = { 'assets/index-abc.js': { code: CODE, imports: [] } };

describe('the entry, inlined into the built HTML', () => {
  it('takes the place of its <script src>, after the stylesheet, its source map named by absolute path', () => {
    const html = inlineEntryScripts(BUILT, (file) => files[file]);
    expect(html).not.toContain('src=');
    expect(html).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/style-def.css">\n' +
        '    <script type="module">afterFirstPaint(() => import(`/assets/app-123.js`));\n' +
        '//# sourceMappingURL=/assets/index-abc.js.map</script>\n  </head>',
    );
  });

  it('fails the build when the entry is missing, rather than ship a page without it', () => {
    expect(() => inlineEntryScripts(BUILT, () => undefined)).toThrow(
      'The entry assets/index-abc.js is not in the build',
    );
  });

  it('refuses code that would end the element early or change how the page is parsed', () => {
    for (const code of ['const tag = "</script>";', 'x = "<!--"', 'y = "<SCRIPT"']) {
      expect(() => inlineEntryScripts(BUILT, () => ({ code, imports: [] }))).toThrow('cannot be inlined safely');
    }
  });

  it('refuses an entry that imports a chunk: inline, its relative import would resolve against the page', () => {
    const chunk = { code: 'import "./react-1.js";', imports: ['assets/react-1.js'] };
    expect(() => inlineEntryScripts(BUILT, () => chunk)).toThrow(
      'The entry assets/index-abc.js imports assets/react-1.js: an inline entry must import nothing statically',
    );
  });
});
