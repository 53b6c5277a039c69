/**
 * Which content coding to send, as the request's Accept-Encoding asks
 * (RFC 9110, section 12.5.3): every coding named with its weight (`q`, 1 when
 * not given), `*` standing for any coding not named, and `q=0` meaning "not
 * acceptable". `identity` (no coding) is acceptable unless refused, by name or
 * by `*;q=0`. Of the codings the server has for a response, the one the client
 * weighs highest is sent; ties go to the server's order (smallest first, for
 * anything worth compressing). Identity the header does not
 * name is acceptable, but weighs less than any coding it does name.
 *
 * Pages, query answers and files all choose here: a client that says
 * `br;q=0` never gets brotli, and one that refuses identity and every coding
 * the server has gets 406 rather than bytes it said it cannot read.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

export type ContentCoding = 'br' | 'gzip' | 'identity';

/** The server's order for a response worth compressing. */
export const COMPRESSED_FIRST: readonly ContentCoding[] = ['br', 'gzip', 'identity'];
/**
 * The weight of identity when the header does not name it (nor `*`): acceptable, but below any coding the
 * client names (the smallest qvalue a client can write is 0.001).
 */
const UNNAMED_IDENTITY = 0.0005;

/** Spellings a request may use for the codings the server has. */
const ALIASES: Record<string, ContentCoding | '*'> = {
  br: 'br',
  gzip: 'gzip',
  'x-gzip': 'gzip',
  identity: 'identity',
  '*': '*',
};

/** The weight of each coding the header names (unknown codings are left out: the server has none of them). */
function weights(header: string): Map<ContentCoding | '*', number> {
  const named = new Map<ContentCoding | '*', number>();
  for (const entry of header.split(',')) {
    const [token = '', ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase());
    const coding = ALIASES[token];
    if (!coding) continue;
    let weight = 1;
    for (const parameter of parameters) {
      const q = /^q=([01](?:\.\d{0,3})?)$/.exec(parameter);
      if (parameter.startsWith('q=')) weight = q ? Math.min(1, Number(q[1])) : Number.NaN;
    }
    // A malformed weight says nothing usable: the entry is ignored, as if it were not there.
    if (!Number.isNaN(weight)) named.set(coding, weight);
  }
  return named;
}

/**
 * The coding to send, of `available` (in the server's order of preference), or undefined when the
 * request accepts none of them. No header at all: identity, which every client reads.
 */
export function chooseEncoding(
  header: string | string[] | undefined,
  available: readonly ContentCoding[],
): ContentCoding | undefined {
  if (header === undefined) return available.includes('identity') ? 'identity' : available[0];
  const weightOf = weigher(header);
  let chosen: ContentCoding | undefined;
  let best = 0;
  for (const coding of available) {
    const weight = weightOf(coding);
    if (weight > best) [chosen, best] = [coding, weight];
  }
  return chosen;
}

/** Whether the request accepts a response with no coding (a small one is not worth compressing). */
export function acceptsIdentity(header: string | string[] | undefined): boolean {
  return header === undefined || weigher(header)('identity') > 0;
}

function weigher(header: string | string[]): (coding: ContentCoding) => number {
  const named = weights(Array.isArray(header) ? header.join(',') : header);
  return (coding) => named.get(coding) ?? named.get('*') ?? (coding === 'identity' ? UNNAMED_IDENTITY : 0);
}

/** The request's choice among `available`, or undefined (the caller answers 406: see sendNotAcceptable). */
export function encodingFor(request: IncomingMessage, available: readonly ContentCoding[]): ContentCoding | undefined {
  return chooseEncoding(request.headers['accept-encoding'], available);
}

/** Nothing the server has is acceptable: said in plain text, the one thing left to say it in. */
export function sendNotAcceptable(response: ServerResponse): void {
  const text = 'None of the content codings this server has (br, gzip, identity) is acceptable to this request.';
  response.writeHead(406, {
    'content-type': 'text/plain; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
    vary: 'accept-encoding',
  });
  response.end(text);
}
