import { countContentReads, expect, holdContent, openInApp, recordCounterTexts, test } from './support';
import type { Page } from '@playwright/test';

const selectedTab = (page: Page) => page.getByRole('tab', { selected: true });

test.describe('services overview', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
    await page.goto('/services/overview');
    await expect(page.getByRole('tab')).toHaveCount(4);
    // The installed clock runs in real time until paused; from here on the test moves it.
    await page.clock.pauseAt(Date.now() + 1000);
  });

  test('tabs rotate every 5 seconds and wrap from the last to the first', async ({ page }) => {
    const titles = await page.getByRole('tab').allInnerTexts();
    // A click restarts the 5-second interval, so the timing below is measured from it.
    await page.getByRole('tab').first().click();
    await expect(selectedTab(page)).toHaveText(titles[0]!);
    await page.clock.runFor(4900);
    await expect(selectedTab(page)).toHaveText(titles[0]!);
    await page.clock.runFor(200);
    await expect(selectedTab(page)).toHaveText(titles[1]!);
    await page.clock.runFor(5000);
    await expect(selectedTab(page)).toHaveText(titles[2]!);
    await page.clock.runFor(5000);
    await expect(selectedTab(page)).toHaveText(titles[3]!);
    await page.clock.runFor(5000);
    await expect(selectedTab(page)).toHaveText(titles[0]!);
  });

  test('after a click on the last tab, the rotation wraps to the first', async ({ page }) => {
    const titles = await page.getByRole('tab').allInnerTexts();
    await page.getByRole('tab').last().click();
    await expect(selectedTab(page)).toHaveText(titles[3]!);
    await page.clock.runFor(5100);
    await expect(selectedTab(page)).toHaveText(titles[0]!);
  });

  test('a click selects a tab; its panel shows features, metrics with a progress bar, and the button when given', async ({
    page,
  }) => {
    const tabs = page.getByRole('tab');
    await tabs.nth(2).click();
    await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('list').first().getByRole('listitem')).toHaveCount(4);
    await expect(panel.getByRole('progressbar')).toHaveAttribute('aria-valuenow', /\d+/);
    await expect(panel.getByRole('link')).toHaveCount(0); // The third tab has no button in content.
    await tabs.nth(0).click();
    await expect(page.getByRole('tabpanel').getByRole('link')).toHaveCount(1);
  });

  test('the rotation can be paused and resumed', async ({ page }) => {
    const first = await selectedTab(page).innerText();
    await page.getByRole('button', { name: 'Pause rotation' }).click();
    await page.clock.runFor(15000);
    await expect(selectedTab(page)).toHaveText(first);
    await page.getByRole('button', { name: 'Resume rotation' }).click();
    await page.clock.runFor(5100);
    await expect(selectedTab(page)).not.toHaveText(first);
  });

  test('service category hover cards open 200 ms after the pointer enters and close 100 ms after it leaves', async ({
    page,
  }) => {
    // No fade transition, so what is visible depends on the delays alone.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const categories = page.getByRole('region', { name: 'Service Categories' }).getByRole('listitem');
    await expect(categories).toHaveCount(6);
    const title = await categories.first().getByRole('heading', { level: 3 }).innerText();
    await categories.first().hover();
    await page.clock.runFor(150);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await page.clock.runFor(100);
    await expect(page.getByRole('tooltip')).toContainText(title);
    await page.mouse.move(5, 5);
    await page.clock.runFor(50);
    await expect(page.getByRole('tooltip')).toBeVisible();
    await page.clock.runFor(400);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
  });
});

test('the six service pages share one whatWeDo read', async ({ page }) => {
  const reads = countContentReads(page);
  await openInApp(page, '/services/overview');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const name of [
    'Consulting',
    'Organisational Design',
    'Mindset & Culture Change',
    'Transformation & Change',
    'Quality Assurance',
  ]) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'What We Do' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  // Other documents may be prefetched for links that scroll into view; whatWeDo is read once.
  expect(reads.get('"whatWeDo"')).toBe(1);
});

for (const [route, extra] of [
  ['/services/consulting', 0],
  ['/services/organizational-design', 0],
  ['/services/mindset-culture-change', 0],
  ['/services/transformation-change', 1],
] as const) {
  test(`${route}: intro, icon cards with benefits, numbered steps and a call to action to /contact`, async ({
    page,
  }) => {
    await page.goto(route);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    // Area cards are the items that carry their own list of benefits or items.
    const cards = main
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }) })
      .filter({ has: page.getByRole('list') });
    await expect(cards).toHaveCount(4);
    await expect(cards.first().getByRole('list').getByRole('listitem')).not.toHaveCount(0);
    await expect(page.getByRole('img', { name: /Common failure|Success factor/ })).toHaveCount(extra * 6);
    const steps = main.getByRole('list').filter({ has: page.getByRole('heading', { name: /^Step 1/ }) });
    await expect(steps.getByRole('listitem')).toHaveCount(5);
    await expect(main.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });
}

test('transformation: failure points carry a cross and success points a tick', async ({ page }) => {
  await page.goto('/services/transformation-change');
  await expect(page.getByRole('img', { name: 'Common failure' })).toHaveCount(3);
  await expect(page.getByRole('img', { name: 'Success factor' })).toHaveCount(3);
});

test('quality assurance: feature tiles, large cards, and stats counting up over 2000 ms', async ({ page }) => {
  const frames = await recordCounterTexts(page);
  await page.goto('/services/quality-assurance');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  const cardsIn = (index: number) =>
    main
      .getByRole('region')
      .nth(index)
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(cardsIn(0)).toHaveCount(6);
  await expect(cardsIn(1)).toHaveCount(3);
  const counters = main.locator('[data-counter]');
  await expect(counters).toHaveCount(4);
  const finals = await main.locator('[data-counter] + *').allTextContents();
  await counters.first().scrollIntoViewIfNeeded();
  const counting = (frame: { counter: number; text: string }) => frame.text !== finals[frame.counter];
  // Started: a counter shows something other than its final value...
  await expect.poll(async () => (await frames()).some(counting)).toBe(true);
  // ...and ends on every final value, no sooner than the spec's 2000 ms (less a frame) after it started.
  await expect(counters).toHaveText(finals, { timeout: 10_000 });
  const seen = await frames();
  const startedAt = seen.find(counting)?.at ?? 0;
  const lastChangeAt = Math.max(...seen.map((frame) => frame.at));
  expect(lastChangeAt - startedAt).toBeGreaterThanOrEqual(1900);
});

test('learning and development: four services, four philosophy points, buttons to /contact and /courses', async ({
  page,
}) => {
  await page.goto('/services/learning-development');
  const main = page.getByRole('main');
  await expect(
    main
      .getByRole('region', { name: 'What we offer' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }) }),
  ).toHaveCount(4);
  await expect(main.getByRole('region', { name: /philosophy/i }).getByRole('heading', { level: 3 })).toHaveCount(4);
  await expect(main.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  await expect(main.getByRole('link', { name: 'View Our Courses' })).toHaveAttribute('href', '/courses');
});

test("services overview says 'Loading...' while content loads", async ({ page }) => {
  const content = await holdContent(page);
  await openInApp(page, '/services/overview');
  await expect(page.getByRole('status')).toHaveText('Loading...');
  content.release();
  await expect(page.getByRole('tab')).toHaveCount(4);
});
