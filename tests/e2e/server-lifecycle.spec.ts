/**
 * The built server as an orchestrator and an operator meet it: probes while
 * it serves, SIGTERM with a client that will not let go, a client that
 * trickles its headers, what it says at start, and what it never serves.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { Agent } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
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

test('exits within 10 s of SIGTERM while a keep-alive client sends every 150 ms, cutting no response', async () => {
  server = await startBuiltServer({ SITE_URL: 'https://www.example.co.uk' });
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
  expect(exitedAt - signalledAt).toBeLessThan(10_000);
  expect(server.process.exitCode).toBe(0);
  expect(answers.length).toBeGreaterThanOrEqual(8);
  for (const answer of answers) expect(answer.complete).toBe(true);
  // The query in flight at SIGTERM was answered in full, and told the client to close.
  expect(answers[7]).toMatchObject({ status: 400, connection: 'close', complete: true });
});

test('exits within 10 s of SIGTERM while a client trickles one header line a second', async () => {
  server = await startBuiltServer({ SITE_URL: 'https://www.example.co.uk' });
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
  expect(exitedAt - signalledAt).toBeLessThan(10_000);
});

test('says once, at start, that SITE_URL is not set', async () => {
  server = await startBuiltServer({ SITE_URL: '' });
  await get(server.port, '/');
  const warnings = server.output().match(/SITE_URL is not set/g) ?? [];
  expect(warnings).toHaveLength(1);
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
