/**
 * A real CDN in front of the built server: Debian's Varnish (tests/support/varnish.ts,
 * with tests/support/varnish/cdn.vcl), on loopback. Through it:
 * - a page unchanged for 5 minutes (by the server's own clock, moved forward by
 *   tests/support/shifted-clock.ts) is a hit for at least 19 of 20 requests: the
 *   origin's headers let a cache keep a quiet page (a growing Age did not: 0 of 20);
 * - a publish shows within s-maxage plus a second;
 * - with the origin stopped, a copy past its s-maxage and stale-while-revalidate
 *   is still served (stale-if-error), and a page never cached is not.
 * One test in steps: they share the cache, and the last needs a copy kept for a minute.
 */
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { startVarnish, type Varnish } from '../support/varnish';
import { get, startBuiltServer, type BuiltServer } from './built-server';
import { copyDataset, withOverviewTitle, type DatasetCopy } from './support-dataset';

const SHIFTED_CLOCK = resolve(import.meta.dirname, '../support/shifted-clock.ts');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let origin: BuiltServer | undefined;
let varnish: Varnish | undefined;
let dataset: DatasetCopy | undefined;

test.afterEach(async () => {
  await varnish?.stop();
  await origin?.kill();
  dataset?.remove();
});

test('a CDN keeps quiet pages, shows a publish within s-maxage + 1 s, and serves its copy when the origin is down', async () => {
  test.setTimeout(150_000);
  dataset = copyDataset();
  origin = await startBuiltServer(
    { CONTENT_FILE: dataset.file, SITE_URL: 'http://localhost:4173', SHUTDOWN_GRACE_SECONDS: '1' },
    { nodeArgs: ['--import', SHIFTED_CLOCK] },
  );
  await expect.poll(() => origin?.output() ?? '', { timeout: 10_000 }).toContain('following live events');
  varnish = await startVarnish(origin.port);
  const cdn = varnish;
  const server = origin;

  // Cached now, and not asked for again until the origin is down, a minute or more later.
  const keptPath = '/cookies-policy';
  const kept = await cdn.get(keptPath);
  expect(kept).toMatchObject({ status: 200, hit: false });
  const keptAt = performance.now();

  await test.step('a page unchanged for 5 minutes is a hit for at least 19 of 20 requests', async () => {
    const path = '/privacy-policy';
    expect((await get(server.port, path)).status).toBe(200);
    server.process.kill('SIGUSR2');
    await expect.poll(() => server.output()).toContain('[shifted-clock] Date.now is now 300 s ahead');
    // The server's clock moved: a page rendered now says so against the true Date header.
    const fresh = await fetch(`http://127.0.0.1:${server.port}/terms-of-service`);
    const ahead = Date.parse(fresh.headers.get('last-modified') ?? '') - Date.parse(fresh.headers.get('date') ?? '');
    expect(ahead).toBeGreaterThanOrEqual(290_000);
    let hits = 0;
    for (let request = 0; request < 20; request++) {
      const answer = await cdn.get(path);
      expect(answer.status).toBe(200);
      if (answer.hit) hits += 1;
      await sleep(100);
    }
    test.info().annotations.push({ type: 'hits through Varnish', description: `${hits} of 20` });
    expect(hits).toBeGreaterThanOrEqual(19);
  });

  await test.step('a publish shows through it within s-maxage + 1 s', async () => {
    const path = '/about/overview';
    const cached = await cdn.get(path);
    expect(cached.status).toBe(200);
    const sMaxAge = Number(/s-maxage=(\d+)/.exec(cached.cacheControl)?.[1]);
    expect(sMaxAge).toBeGreaterThan(0);
    const title = 'Who we are, published through the CDN';
    const published = performance.now();
    dataset?.write(withOverviewTitle(dataset.read('whoWeAre'), title));
    while (!(await cdn.get(path)).body.includes(title)) {
      expect(performance.now() - published).toBeLessThan((sMaxAge + 1) * 1000);
      await sleep(100);
    }
    const took = performance.now() - published;
    test.info().annotations.push({ type: 'publish through Varnish', description: `${Math.round(took)} ms` });
    expect(took).toBeLessThan((sMaxAge + 1) * 1000);
  });

  await test.step('with the origin stopped, it serves a copy past s-maxage and stale-while-revalidate', async () => {
    // s-maxage (10 s) and stale-while-revalidate (50 s) are over: only stale-if-error keeps this copy.
    await sleep(Math.max(0, 61_000 - (performance.now() - keptAt)));
    server.process.kill('SIGTERM');
    await server.exited;
    await expect.poll(() => cdn.health(), { timeout: 10_000 }).toBe('sick');
    const stale = await cdn.get(keptPath);
    expect(stale.status).toBe(200);
    expect(stale.body).toBe(kept.body);
    expect(stale.age).toBeGreaterThanOrEqual(60);
    // A page it never kept: the origin is really gone.
    expect((await cdn.get('/contact')).status).toBe(503);
  });
});
