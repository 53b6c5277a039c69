/**
 * Pages in a preview session: drafts over published content, rendered for
 * each request and kept by no one. Never in the page cache (page-cache.ts),
 * which serves everyone else; sent `private, no-store` (no browser history
 * cache, no CDN, no proxy keeps them) and `noindex`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { RenderedPage } from '../src/entry-server.tsx';
import { COMPRESSED_FIRST, encodingFor, sendNotAcceptable } from './accept-encoding.ts';
import { PRIVATE_HEADERS } from './content-service.ts';
import type { Template } from './html-document.ts';
import { sendRedirect, type PageTarget } from './page-responder.ts';

export interface PreviewResponderOptions {
  template: Template;
  /** Renders the page with drafts, the preview banner and what the open page needs to follow edits. */
  render: (pathname: string) => Promise<RenderedPage>;
}

export type PreviewResponder = (
  request: IncomingMessage,
  response: ServerResponse,
  target: PageTarget,
) => Promise<void>;

export function createPreviewResponder(options: PreviewResponderOptions): PreviewResponder {
  return async (request, response, target) => {
    const rendered = await options.render(target.pathname);
    if (rendered.kind === 'redirect') return sendRedirect(response, `${rendered.location}${target.search}`);
    const html = Buffer.from(options.template.compose(rendered));
    const encoding = encodingFor(request, COMPRESSED_FIRST);
    if (!encoding) return sendNotAcceptable(response);
    // Compressed per request (an editor's, rarely): quality 5 keeps brotli to a few milliseconds.
    const body =
      encoding === 'br'
        ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : encoding === 'gzip'
          ? gzipSync(html)
          : html;
    response.writeHead(rendered.status, {
      ...PRIVATE_HEADERS,
      'content-type': 'text/html; charset=utf-8',
      'content-length': body.length,
      vary: 'accept-encoding, cookie',
      ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  };
}
