/**
 * The built server as an orchestrator and an operator meet it: probes while
 * it serves, SIGTERM with clients behind a balancer (none loses a request),
 * with a client that will not let go, and with one that trickles its headers,
 * what it says at start, and what it never serves.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { Agent } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { startKeepAliveClients } from '../support/keep-alive-clients';
import { get, startBuiltServer, type Answer, type BuiltServer } from './built-server';

/** A public query that runs until its 1 s deadline stops it. */
const SLOW_QUERY = `/v2025-05-18/data/query/production?${new URLSearchParams({
  query: 'count($a[count($a[count($a[count($a[@>=0])>0])>0])>0])',
  $a: JSON.stringify(Array.from({ length: 230 }, () => 0)),
})}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let server: BuiltServer | undefined;

test.afterEach(async () => {
  await server?.kill();
  server = undefined;
});

test('answers /healthz and /readyz with 200 while serving, never cached', async () => {
  server = await startBuiltServer({ SITE_URL: 'https://www.example.co.uk' });
  for (const path of ['/healthz', '/readyz']) {
    const answer = await get(server.port, path);
    expect(answer).toMatchObject({ status: 200, cacheControl: 'no-store' });
  }
  expect((await get(server.port, '/about/overview')).status).toBe(200);
});

test('two back-to-back keep-alive clients behind a balancer lose no request through a SIGTERM: /readyz fails at once, the server answers through its grace', async () => {
  server = await startBuiltServer({ SITE_URL: 'https://www.example.co.uk', SHUTDOWN_GRACE_SECONDS: '2' });
  const clients = startKeepAliveClients(server.port, {
    clients: 2,
    path: '/about/overview',
    untilNotReady: { probeMs: 250 },
  });
  await sleep(1000);
  const signalledAt = performance.now();
  server.process.kill('SIGTERM');
  await clients.notReady;
  // The balancer's probe met a 503 (the server still answering), not a refused connection.
  const stoppedSendingAt = performance.now();
  const exitedAt = await Promise.race([server.exited, sleep(20_000).then(() => Number.NaN)]);
  const tally = await clients.stop();
  test.info().annotations.push({ type: 'through a SIGTERM', description: JSON.stringify(tally) });
  expect(tally).toMatchObject({ lost: 0, losses: [], refused: 0, probeSaw: '503' });
  expect(tally.served).toBeGreaterThan(20);
  // Answers after the signal told their clients to close (each next request on a new connection).
  expect(tally.toldToClose).toBeGreaterThan(0);
  // Still listening for its 2 s grace after the balancer had stopped sending, then gone within grace + 10 s.
  expect(exitedAt - stoppedSendingAt).toBeGreaterThanOrEqual(1000);
  expect(exitedAt - signalledAt).toBeGreaterThanOrEqual(2000);
  expect(exitedAt - signalledAt).toBeLessThan(12_000);
  expect(server.process.exitCode).toBe(0);
});

test('exits within grace + 10 s of SIGTERM while a keep-alive client sends every 150 ms, cutting no response', async () => {
  server = await startBuiltServer({ SITE_URL: 'https://www.example.co.uk', SHUTDOWN_GRACE_SECONDS: '1' });
  const { port } = server;
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const answers: Answer[] = [];
  let signalledAt = 0;
  let stop = false;
  const client = (async () => {
    for (let count = 1; !stop; count += 1) {
      // The eighth request is a slow query: SIGTERM arrives while it is being answered on the kept-alive socket.
      const answer = get(port, count === 8 ? SLOW_QUERY : '/about/overview', agent);
      if (count === 8) {
        await sleep(100);
        signalledAt = performance.now();
        server?.process.kill('SIGTERM');
      }
      try {
        answers.push(await answer);
      } catch {
        // Refused or closed before a response began: the server is no longer taking requests.
      }
      await sleep(150);
    }
  })();
  const exitedAt = await Promise.race([server.exited, sleep(15_000).then(() => Number.NaN)]);
  stop = true;
  await client;
  agent.destroy();
  expect(exitedAt - signalledAt).toBeLessThan(11_000);
  expect(server.process.exitCode).toBe(0);
  expect(answers.length).toBeGreaterThanOrEqual(8);
  for (const answer of answers) expect(answer.complete).toBe(true);
  // The query in flight at SIGTERM was answered in full, and told the client to close.
  expect(answers[7]).toMatchObject({ status: 400, connection: 'close', complete: true });
});

test('exits within grace + 10 s of SIGTERM while a client trickles one header line a second', async () => {
  server = await startBuiltServer({ SITE_URL: 'https://www.example.co.uk', SHUTDOWN_GRACE_SECONDS: '1' });
  const socket = connect(server.port, '127.0.0.1');
  socket.on('error', () => undefined);
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n');
  const trickle = setInterval(() => socket.write(`X-Line-${Date.now()}: y\r\n`), 1000);
  await sleep(300);
  const signalledAt = performance.now();
  server.process.kill('SIGTERM');
  const exitedAt = await Promise.race([server.exited, sleep(15_000).then(() => Number.NaN)]);
  clearInterval(trickle);
  socket.destroy();
  expect(exitedAt - signalledAt).toBeLessThan(11_000);
});

test('says once, at start, that SITE_URL is not set', async () => {
  server = await startBuiltServer({ SITE_URL: '' });
  await get(server.port, '/');
  const warnings = server.output().match(/SITE_URL is not set/g) ?? [];
  expect(warnings).toHaveLength(1);
});

test('refuses to start on a CONTENT_FILE that names no file, saying which and why (a typo never serves "Loading...")', async () => {
  await expect(startBuiltServer({ CONTENT_FILE: 'content/prodution.ndjson' })).rejects.toThrow(
    /Cannot start: CONTENT_FILE is "content\/prodution\.ndjson", and \S+\/content\/prodution\.ndjson does not exist/,
  );
});

test('has no module of the server build that imports start.js (importing it starts a server)', () => {
  // Rolldown may place code start.js shares with the pages' chunks in start.js itself; the prerender would then listen on 4173.
  const directory = join('dist', 'server');
  const modules = [
    ...readdirSync(directory).filter((file) => file.endsWith('.js') && file !== 'start.js'),
    ...readdirSync(join(directory, 'assets')).map((file) => join('assets', file)),
  ].filter((file) => file.endsWith('.js'));
  const importers = modules.filter((file) =>
    /from "(?:\.|\.\.)\/start\.js"/.test(readFileSync(join(directory, file), 'utf8')),
  );
  expect(modules.length).toBeGreaterThan(10);
  expect(importers).toEqual([]);
});

test('serves no source maps: none is built into dist/client, and none is answered', async () => {
  const assets = readdirSync(join('dist', 'client', 'assets'));
  expect(assets.filter((file) => file.endsWith('.map'))).toEqual([]);
  server = await startBuiltServer({ SITE_URL: 'https://www.example.co.uk' });
  const script = assets.find((file) => file.endsWith('.js'));
  expect(script).toBeDefined();
  expect((await get(server.port, `/assets/${script}.map`)).status).toBe(404);
  expect((await get(server.port, `/assets/${script}`)).body).not.toContain('sourceMappingURL');
});
