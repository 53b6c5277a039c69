/**
 * Precompresses the client build (brotli and gzip) so the server sends small
 * files without compressing on every request. Part of `npm run build`.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.svg', '.json', '.xml', '.txt']);
const MIN_BYTES = 1024;

function* files(directory: string): Generator<string> {
  for (const name of readdirSync(directory)) {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

let count = 0;
for (const file of files('dist/client')) {
  if (!COMPRESSIBLE.has(extname(file)) || statSync(file).size < MIN_BYTES) continue;
  const source = readFileSync(file);
  writeFileSync(`${file}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
  count += 1;
}
console.log(`Precompressed ${count} files in dist/client (brotli and gzip).`);
