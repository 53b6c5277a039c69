/**
 * A plain static host over a folder, as a newcomer's first deploy would be (a bucket, GitHub Pages, a
 * CDN with no functions): GET and HEAD only; `/a/b` answers `a/b`, `a/b/index.html` or `a/b.html`;
 * anything else answers the folder's 404.html with status 404. Like any file server it sends each
 * file's Last-Modified and answers a matching If-Modified-Since with 304. No API, no rewrites, no
 * headers file: whatever the site needs beyond files, it does not get here.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
};

export interface StaticHost {
  url: (path: string) => string;
  /** Every path asked for, in order, with the status it got (304 for a copy the browser may keep). */
  requests: { path: string; status: number }[];
  stop: () => Promise<void>;
}

/** The file a path names inside root, or undefined (outside root, or no such file). */
function fileFor(root: string, pathname: string): string | undefined {
  const base = resolve(root, `.${decodeURIComponent(pathname)}`);
  if (base !== root && !base.startsWith(root + sep)) return undefined;
  return [base, join(base, 'index.html'), `${base}.html`].find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
}

export async function startStaticHost(folder: string): Promise<StaticHost> {
  const root = resolve(folder);
  const requests: StaticHost['requests'] = [];
  const server: Server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://static.invalid');
    const file = request.method === 'GET' || request.method === 'HEAD' ? fileFor(root, pathname) : undefined;
    const served = file ?? join(root, '404.html');
    const status = file ? 200 : request.method === 'GET' || request.method === 'HEAD' ? 404 : 405;
    const modified = statSync(served).mtime.toUTCString();
    const unchanged = status === 200 && request.headers['if-modified-since'] === modified;
    requests.push({ path: pathname, status: unchanged ? 304 : status });
    response.writeHead(unchanged ? 304 : status, {
      'Content-Type': TYPES[extname(served)] ?? 'application/octet-stream',
      'Last-Modified': modified,
    });
    if (request.method === 'HEAD' || status === 405 || unchanged) response.end();
    else createReadStream(served).pipe(response);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    requests,
    stop: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
