/**
 * The entry (src/main.tsx, about a kilobyte gzipped, importing nothing) written into
 * each page's HTML as an inline module script, in place of a <script src>.
 *
 * Why: a script file named in the HTML is one more request before the page is
 * whole, and Lighthouse's model of a slow phone counts it against the first
 * paint. The preload scanner asks for it during the navigation's first,
 * longest task (about 250 ms there), so in the model it starts only after that
 * task, on a new connection, and ends after the paint it has nothing to do
 * with: LCP 1.16-1.24 × that of the same page without scripts, on the routes
 * measured. Inline, there is nothing to fetch: the entry waits for the paint
 * (after-first-paint.ts), then loads the app's chunks, as before.
 *
 * The strict CSP stays: the server allows this script by its SHA-256
 * (Template.scriptHashes), never by 'unsafe-inline'.
 */
import type { Plugin } from 'vite';

const ENTRY_TAG = /[ \t]*<script type="module"[^>]*\ssrc="\/([^"]+)"[^>]*><\/script>\n?/g;
/** Text that would end the element early, or change how the HTML parser reads the rest of it. */
const UNSAFE_IN_SCRIPT = /<\/script|<!--|<script/i;
const SOURCE_MAP_COMMENT = /\n?\/\/# sourceMappingURL=(\S+)\s*$/;

export interface BuiltChunk {
  code: string;
  /** The chunks it imports statically, as the bundle names them. */
  imports: string[];
}

/**
 * Each entry <script src> in the built HTML, replaced by its code inline, after the
 * stylesheet (the stylesheet's request is the one the paint waits for). `chunkOf` gives a
 * built chunk by its path, as the bundle names it ("assets/index-abc.js").
 */
export function inlineEntryScripts(html: string, chunkOf: (file: string) => BuiltChunk | undefined): string {
  const inlined: string[] = [];
  const withoutEntries = html.replace(ENTRY_TAG, (_tag, file: string) => {
    const chunk = chunkOf(file);
    if (chunk === undefined) throw new Error(`The entry ${file} is not in the build: it cannot be inlined`);
    // Its imports would be relative URLs ("./react-abc.js"), which an inline script resolves
    // against the page's address: /about/react-abc.js. (Imports by absolute URL, at run time, are fine.)
    if (chunk.imports.length > 0) {
      throw new Error(
        `The entry ${file} imports ${chunk.imports.join(', ')}: an inline entry must import nothing statically (see src/main.tsx)`,
      );
    }
    const { code } = chunk;
    if (UNSAFE_IN_SCRIPT.test(code)) {
      throw new Error(`The entry ${file} contains "</script", "<script" or "<!--": it cannot be inlined safely`);
    }
    inlined.push(`<script type="module">${withSourceMap(code, file)}</script>`);
    return '';
  });
  return withoutEntries.replace('</head>', inlined.map((tag) => `  ${tag}\n`).join('') + '  </head>');
}

/** An inline script resolves its source map's URL against the page's: point it at the map by its absolute path. */
function withSourceMap(code: string, file: string): string {
  const mapFile = SOURCE_MAP_COMMENT.exec(code)?.[1];
  const body = code.replace(SOURCE_MAP_COMMENT, '');
  const directory = file.slice(0, file.lastIndexOf('/') + 1);
  return mapFile ? `${body}\n//# sourceMappingURL=/${directory}${mapFile}` : body;
}

/** The build only: the dev server keeps index.html's <script src>, which Vite serves from source. */
export function inlineEntryPlugin(): Plugin {
  return {
    name: 'inline-entry',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) =>
        inlineEntryScripts(html, (file) => {
          const output = bundle?.[file];
          return output?.type === 'chunk' ? { code: output.code, imports: output.imports } : undefined;
        }),
    },
  };
}
