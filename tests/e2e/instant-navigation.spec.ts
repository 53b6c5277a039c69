/**
 * Navigation is the browser's, made instant by Speculation Rules: a link the visitor rests on (or
 * presses) has its page fetched ahead and prerendered. Chromium reports what it does through its
 * Preload protocol: the page's rules parse, a hovered link gets a prefetch and a prerender attempt,
 * and the click is answered from the prefetch. (Chromium never prerenders while a debugger such as
 * this test's is attached, so the attempt ends there, reported as PrerenderingDisabledByDevTools;
 * for visitors it goes on. The time from click to paint is a figure of `npm run bench`.)
 */
import { addLinkOverPage, expect, test } from './support';

interface PreloadEvent {
  kind: 'ruleSet' | 'prefetch' | 'prerender';
  url?: string;
  status?: string;
  detail?: string;
}

test('a hovered link is prefetched and prerendered ahead, and the click is answered from that', async ({ page }) => {
  const session = await page.context().newCDPSession(page);
  const events: PreloadEvent[] = [];
  session.on('Preload.ruleSetUpdated', (event) =>
    events.push({ kind: 'ruleSet', detail: event.ruleSet.errorType ?? 'ok' }),
  );
  session.on('Preload.prefetchStatusUpdated', (event) =>
    events.push({ kind: 'prefetch', url: event.key.url, status: event.status, detail: event.prefetchStatus }),
  );
  session.on('Preload.prerenderStatusUpdated', (event) =>
    events.push({ kind: 'prerender', url: event.key.url, status: event.status, detail: event.prerenderStatus }),
  );
  await session.send('Preload.enable');
  await page.goto('/');
  await expect
    .poll(() => events.filter((event) => event.kind === 'ruleSet').map((event) => event.detail))
    .toContain('ok');

  const link = page.getByRole('banner').getByRole('link', { name: 'Resourcing' });
  await link.hover();
  const target = new URL('/resourcing', page.url()).href;
  await expect
    .poll(() => events.some((event) => event.kind === 'prefetch' && event.url === target && event.status === 'Ready'))
    .toBe(true);
  const prerender = events.filter((event) => event.kind === 'prerender' && event.url === target);
  expect(prerender.length, 'a prerender was attempted').toBeGreaterThan(0);
  // Its only failure is this test's debugger's.
  for (const failure of prerender.filter((event) => event.status === 'Failure'))
    expect(failure.detail).toBe('PrerenderingDisabledByDevTools');

  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resourcing');
  const delivery = await page.evaluate(
    () =>
      (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType: string })
        .deliveryType,
  );
  expect(delivery).toBe('navigational-prefetch');
});

test('the preview API is never fetched ahead: its links change the session', async ({ page }) => {
  const session = await page.context().newCDPSession(page);
  const prefetched: string[] = [];
  session.on('Preload.prefetchStatusUpdated', (event) => prefetched.push(event.key.url));
  await session.send('Preload.enable');
  await page.goto('/buy');
  await (await addLinkOverPage(page, '/api/preview/exit', 'an API link')).hover();
  await page.getByRole('banner').getByRole('link', { name: 'Resourcing' }).hover();
  await expect.poll(() => prefetched.some((url) => url.endsWith('/resourcing'))).toBe(true);
  expect(prefetched.filter((url) => url.includes('/api/'))).toEqual([]);
});
