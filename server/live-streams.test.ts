// @vitest-environment node
/**
 * What keeps one client from holding the live event streams: a bound per
 * client address, a lifetime that ends in a spread reconnection, and an end
 * for a stream its client stopped reading; and ids that only go forward on a
 * resumed stream. Over real sockets on loopback (127.0.0.2 is another client).
 */
import { createServer, request, type Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { close, listen } from '../tests/support/http';
import { createLiveEventLog, type LiveEventLog } from './live-event-log';
import { createLiveStreams, type LiveStreamOptions, type LiveStreams } from './live-event-streams';

let server: Server | undefined;
let streams: LiveStreams;
let log: LiveEventLog;
let port: number;
const sockets: Socket[] = [];

async function start(options: LiveStreamOptions) {
  log = createLiveEventLog();
  streams = createLiveStreams(options);
  server = createServer((req, res) => streams.serve(req, res, log));
  port = await listen(server);
}

afterEach(async () => {
  streams.closeAll('test over');
  for (const socket of sockets.splice(0)) socket.destroy();
  server?.closeAllConnections();
  if (server) await close(server);
  server = undefined;
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A stream read for `ms` (or to its end), from a client address. */
function readStream(ms: number, { from = '127.0.0.1', headers = {} as Record<string, string> } = {}) {
  return new Promise<{ text: string; ended: boolean; endedAfterMs: number }>((resolve, reject) => {
    const started = performance.now();
    const req = request({ host: '127.0.0.1', port, localAddress: from, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      const timer = setTimeout(() => {
        req.destroy();
        resolve({ text, ended: false, endedAfterMs: Number.NaN });
      }, ms);
      res.on('end', () => {
        clearTimeout(timer);
        resolve({ text, ended: true, endedAfterMs: performance.now() - started });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** The ids on the wire, in order, as an EventSource reads them. */
const idsIn = (text: string) => [...text.matchAll(/^id: (\S+)$/gm)].map((match) => match[1] ?? '');
const sequenceOf = (id: string) => Number(id.split('.').at(-1));

describe('live event streams', () => {
  it('bounds the streams of one client address, and turns the next away with a goaway while another address is welcome', async () => {
    await start({ maxStreamsPerAddress: 2, reservedKey: 'the-server-itself' });
    const holding = [readStream(600), readStream(600)];
    await sleep(100);
    const third = await readStream(300);
    expect(third.text).toContain('event: goaway\ndata: {"reason":"Too many open streams from this address"}');
    expect(Number(/^retry: (\d+)/.exec(third.text)?.[1])).toBeGreaterThanOrEqual(15_000);
    const elsewhere = await readStream(200, { from: '127.0.0.2' });
    expect(elsewhere.text).toContain('event: welcome');
    // The server's own subscription, from the same address, is never turned away.
    const reserved = await readStream(200, { headers: { 'x-live-reserved': 'the-server-itself' } });
    expect(reserved.text).toContain('event: welcome');
    expect(reserved.text).not.toContain('goaway');
    await Promise.all(holding);
    // Their places come free when they close.
    expect((await readStream(200)).text).toContain('event: welcome');
  });

  it('ends a stream after its lifetime (spread) with a retry of 1-5 s and no goaway, but never the server’s own', async () => {
    await start({ lifetimeMs: 500, reservedKey: 'the-server-itself' });
    const ends = await Promise.all(Array.from({ length: 4 }, () => readStream(3000)));
    const reserved = readStream(1000, { headers: { 'x-live-reserved': 'the-server-itself' } });
    for (const { text, ended, endedAfterMs } of ends) {
      expect(ended).toBe(true);
      expect(endedAfterMs).toBeGreaterThanOrEqual(390);
      expect(endedAfterMs).toBeLessThan(2000);
      const retry = Number(/\nretry: (\d+)\n\n$/.exec(text)?.[1]);
      expect(retry).toBeGreaterThanOrEqual(1000);
      expect(retry).toBeLessThanOrEqual(5000);
      expect(text).not.toContain('goaway');
    }
    expect((await reserved).ended).toBe(false);
  });

  it('ends a stream whose client stopped reading once its unsent output passes the bound, and keeps one that reads', async () => {
    await start({ maxBufferedBytes: 64 * 1024, lifetimeMs: 60_000 });
    const stalled = connect(port, '127.0.0.1');
    sockets.push(stalled);
    stalled.on('error', () => undefined);
    stalled.write('GET / HTTP/1.1\r\nHost: localhost\r\n\r\n');
    // Reads nothing at all: what the server sends piles up in the kernel, then in the server.
    stalled.pause();
    let received = 0;
    const reader = request({ host: '127.0.0.1', port, localAddress: '127.0.0.2' }, (res) =>
      res.on('data', (chunk: Buffer) => (received += chunk.length)),
    );
    reader.end();
    await sleep(100);
    expect(streams.count()).toBe(2);
    // 40 kB events, a few milliseconds apart, until the server lets the stalled one go (or 64 MB went).
    const tags = Array.from({ length: 2000 }, (_, index) => `s1:${String(index).padStart(16, '0')}` as const);
    let sent = 0;
    for (; sent < 1600 && streams.count() > 1; sent++) {
      log.append(tags);
      await sleep(2);
    }
    // Ended by the server (its client never read a byte, so never saw the end): the reader's stream stays.
    expect(sent).toBeLessThan(1600);
    expect(streams.count()).toBe(1);
    const before = received;
    log.append(tags);
    await expect.poll(() => received).toBeGreaterThan(before);
    reader.destroy();
  });

  it('resumes with ids that only go forward: the welcome carries the id it resumes from, then the missed messages', async () => {
    await start({});
    const first = await readStream(100);
    const [welcomeId = ''] = idsIn(first.text);
    for (let change = 0; change < 3; change++) log.append([`s1:change-${change}`]);
    const resumed = await readStream(100, { headers: { 'Last-Event-ID': welcomeId } });
    const ids = idsIn(resumed.text);
    expect(ids[0]).toBe(welcomeId);
    expect(resumed.text.match(/event: message/g)).toHaveLength(3);
    const sequences = ids.map(sequenceOf);
    expect(sequences).toEqual([...sequences].sort((a, b) => a - b));
    // Cut right after that welcome, an EventSource comes back with its id, and misses nothing.
    const again = await readStream(100, { headers: { 'Last-Event-ID': ids[0] ?? '' } });
    expect(again.text.match(/event: message/g)).toHaveLength(3);
  });
});
