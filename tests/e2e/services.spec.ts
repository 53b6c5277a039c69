import { contrastOnItsGround } from './contrast';
import { countContentReads, expect, islandOf, recordCounterTexts, test } from './support';
import type { Page } from '@playwright/test';

const selectedTab = (page: Page) => page.getByRole('tab', { selected: true });

test.describe('services overview', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
    await page.goto('/services/overview');
    await expect(page.getByRole('tab')).toHaveCount(4);
    // The tabs and the cards work once their islands have woken (a click before then does nothing).
    await islandOf(page, 'hoverCards');
    await islandOf(page, 'tabs');
    // The installed clock runs in real time until paused; from here on the test moves it.
    await page.clock.pauseAt(Date.now() + 1000);
  });

  test('tabs rotate every 5 seconds and wrap from the last to the first', async ({ page }) => {
    const titles = await page.getByRole('tab').allInnerTexts();
    // The pointer rests away from the tabs (resting on them pauses the rotation).
    await page.mouse.move(5, 5);
    // The interval started when the page became interactive: find its next step, then time from there.
    const start = await selectedTab(page).innerText();
    for (let waited = 0; waited < 5000 && (await selectedTab(page).innerText()) === start; waited += 100) {
      await page.clock.runFor(100);
    }
    const index = (titles.indexOf(start) + 1) % titles.length;
    await expect(selectedTab(page)).toHaveText(titles[index]!);
    await page.clock.runFor(4800);
    await expect(selectedTab(page)).toHaveText(titles[index]!);
    // Every 5 s from here, round the four tabs and back to where it was: the last wraps to the first.
    for (let step = 1; step <= titles.length; step += 1) {
      await page.clock.runFor(step === 1 ? 200 : 5000);
      await expect(selectedTab(page)).toHaveText(titles[(index + step) % titles.length]!);
    }
  });

  test('nothing below the tabs moves as they rotate', async ({ page }) => {
    await page.mouse.move(5, 5);
    const below = page.getByRole('heading', { name: 'Service categories' });
    const tops: number[] = [];
    for (let turn = 0; turn < 4; turn += 1) {
      tops.push((await below.boundingBox())!.y);
      await page.clock.runFor(5000);
    }
    expect(Math.max(...tops) - Math.min(...tops)).toBeLessThanOrEqual(2);
  });

  test('the rotation pauses while the pointer rests on the tabs', async ({ page }) => {
    const first = await selectedTab(page).innerText();
    await selectedTab(page).hover();
    await page.clock.runFor(15000);
    await expect(selectedTab(page)).toHaveText(first);
    await page.mouse.move(5, 5);
    await page.clock.runFor(5100);
    await expect(selectedTab(page)).not.toHaveText(first);
  });

  test('choosing a tab stops the rotation; Resume starts it again, wrapping from the last to the first', async ({
    page,
  }) => {
    const titles = await page.getByRole('tab').allInnerTexts();
    await page.getByRole('tab').last().click();
    await page.mouse.move(5, 5);
    await page.clock.runFor(15000);
    await expect(selectedTab(page)).toHaveText(titles[3]!);
    await page.getByRole('button', { name: 'Resume rotation' }).click();
    await page.mouse.move(5, 5);
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
    // Each tab's button leads to its service (a tab without one in content shows none: Tabs.test.tsx).
    await expect(panel.getByRole('link')).toHaveText('Explore quality assurance');
    await expect(panel.getByRole('link')).toHaveAttribute('href', '/services/quality-assurance');
    await tabs.nth(0).click();
    await expect(page.getByRole('tabpanel').getByRole('link')).toHaveText('Explore Consulting');
  });

  test("a metric's icon stands out from the navy band it sits on", async ({ page }) => {
    // Review 35: once the cards' icons lost their pale tiles, the metric's brand-blue icon vanished into the band.
    const icon = page.getByRole('tabpanel').locator('li svg').first();
    // WCAG's 3:1 for the parts of a graphic a reader needs to see.
    expect(await contrastOnItsGround(icon)).toBeGreaterThanOrEqual(3);
  });

  test('the rotation can be paused and resumed', async ({ page }) => {
    await page.mouse.move(5, 5);
    const first = await selectedTab(page).innerText();
    await page.getByRole('button', { name: 'Pause rotation' }).click();
    await page.mouse.move(5, 5);
    await page.clock.runFor(15000);
    await expect(selectedTab(page)).toHaveText(first);
    await page.getByRole('button', { name: 'Resume rotation' }).click();
    await page.mouse.move(5, 5);
    await page.clock.runFor(5100);
    await expect(selectedTab(page)).not.toHaveText(first);
  });

  test('service category hover cards add the typical work, open 200 ms after the pointer enters and close 100 ms after it leaves', async ({
    page,
  }) => {
    // No fade transition, so what is visible depends on the delays alone.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const categories = page.getByRole('region', { name: 'Service categories' }).getByRole('listitem');
    await expect(categories).toHaveCount(6);
    const card = categories.first().getByRole('article');
    const description = await card.getByRole('paragraph').last().innerText();
    await card.hover();
    await page.clock.runFor(150);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await page.clock.runFor(100);
    const preview = page.getByRole('tooltip');
    await expect(preview).toContainText('Typical work');
    await expect(preview).not.toContainText(description);
    // Below the card, never over the section's heading.
    const heading = await page.getByRole('heading', { name: 'Service categories' }).boundingBox();
    expect((await preview.boundingBox())!.y).toBeGreaterThan(heading!.y + heading!.height);
    await page.mouse.move(5, 5);
    await page.clock.runFor(50);
    await expect(preview).toBeVisible();
    await page.clock.runFor(400);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
  });

  test('a category card is a link to its service page, and opens its preview for keyboard focus too', async ({
    page,
  }) => {
    const link = page.getByRole('region', { name: 'Service categories' }).getByRole('link').first();
    await expect(link).toHaveAttribute('href', '/services/consulting');
    await link.focus();
    await page.clock.runFor(250);
    await expect(page.getByRole('tooltip')).toBeVisible();
    await expect(link).toHaveAccessibleDescription(/Typical work/);
  });
});

test('the six service pages are reached from the menu, each arriving with its content and no content request', async ({
  page,
}) => {
  const reads = countContentReads(page);
  await page.goto('/services/overview');
  for (const name of [
    'Consulting',
    'Organisational design',
    'Mindset and culture change',
    'Transformation and change',
    'Quality assurance',
  ]) {
    const nav = page.getByRole('navigation', { name: 'Main' });
    const menu = nav.getByRole('button', { name: 'What We Do' });
    // Each page is a new document: its menu starts closed.
    await menu.click();
    await nav.getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  }
  expect([...reads.keys()]).toEqual([]);
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

test('transformation: each failure sits in one row with its success at 1440 px, and directly above it at 390 px', async ({
  page,
}) => {
  await page.goto('/services/transformation-change');
  const section = page.getByRole('region', { name: /^Why transformations fail/ });
  const card = (mark: string) =>
    section.locator('.mantine-Card-root').filter({ has: page.getByRole('img', { name: mark }) });
  const failures = card('Common failure');
  const successes = card('Success factor');
  await expect(failures).toHaveCount(3);
  await expect(successes).toHaveCount(3);
  const boxes = async (cards: typeof failures) =>
    Promise.all((await cards.all()).map(async (each) => (await each.boundingBox())!));

  // Wide: a row a pair, the failure at the left, both cells as tall as each other.
  const [wideFailures, wideSuccesses] = [await boxes(failures), await boxes(successes)];
  for (const [index, failure] of wideFailures.entries()) {
    const success = wideSuccesses[index]!;
    expect(success.y).toBeCloseTo(failure.y, 0);
    expect(success.height).toBeCloseTo(failure.height, 0);
    expect(success.x).toBeGreaterThan(failure.x + failure.width);
  }
  // Each pair is one list item, its cards read as which is which: the labels over the columns for the eye.
  await expect(section.getByText('Where they go wrong', { exact: true }).first()).toBeVisible();
  await expect(section.getByRole('listitem').first()).toContainText(/Where they go wrong.*What successful ones do/);

  // Phone: each failure directly above its own success, the next pair below both.
  await page.setViewportSize({ width: 390, height: 844 });
  const [narrowFailures, narrowSuccesses] = [await boxes(failures), await boxes(successes)];
  for (const [index, failure] of narrowFailures.entries()) {
    const success = narrowSuccesses[index]!;
    const gap = success.y - (failure.y + failure.height);
    expect(gap).toBeGreaterThanOrEqual(0);
    expect(gap).toBeLessThan(24);
  }
  for (const [index, success] of narrowSuccesses.slice(0, -1).entries())
    expect(narrowFailures[index + 1]!.y).toBeGreaterThan(success.y + success.height);
  // Without the columns, each card says which it is.
  await expect(failures.first().getByText('Where they go wrong')).toBeVisible();
  await expect(successes.first().getByText('What successful ones do')).toBeVisible();
});

test('quality assurance: feature tiles, large cards, and stats counting up over 2000 ms', async ({ page }) => {
  const frames = await recordCounterTexts(page);
  await page.goto('/services/quality-assurance');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  const cardsIn = (name: string) =>
    main
      .getByRole('region', { name })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(cardsIn('What our quality assurance offers')).toHaveCount(6);
  await expect(cardsIn('Our quality assurance services')).toHaveCount(3);
  const counters = main.locator('[data-counter]');
  await expect(counters).toHaveCount(3);
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
  await expect(main.getByRole('link', { name: 'View our courses' })).toHaveAttribute('href', '/courses');
});

test('each service page shows one exhibit: its graphic for the width, whole in the column, labels of 14 px or more, and its data as a table', async ({
  page,
}) => {
  const routes = [
    '/services/consulting',
    '/services/organizational-design',
    '/services/mindset-culture-change',
    '/services/transformation-change',
    '/services/quality-assurance',
    '/services/learning-development',
  ];
  const widths = [390, 1024, 1440];
  // Eighteen pages in one sweep: a timeout that fits a busy machine (5 s a page), not the default 30 s.
  test.setTimeout(routes.length * widths.length * 5_000);
  const names = new Set<string>();
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    for (const route of routes) {
      await page.goto(route);
      const figure = page
        .getByRole('main')
        .getByRole('figure')
        .filter({ has: page.getByRole('table') });
      await expect(figure, route).toHaveCount(1);
      // One layout shows at a width; the others are hidden from every reader. A layout is drawn (SVG) or,
      // the graded table on a phone, set as text.
      const image = figure.locator('[role="img"]:visible');
      await expect(image, `${route} at ${width}`).toHaveCount(1);
      const name = (await image.getAttribute('aria-label')) ?? '';
      names.add(name.split(':')[0]!);
      const drawn = await image.evaluate((layout) => {
        const box = layout.getBoundingClientRect();
        const texts = [...layout.querySelectorAll('text, p')].filter((text) => text.getBoundingClientRect().width > 0);
        return {
          fits: box.left >= 0 && box.right <= document.documentElement.clientWidth,
          outside: texts
            .filter((text) => {
              const own = text.getBoundingClientRect();
              return own.left < box.left - 1 || own.right > box.right + 1;
            })
            .map((text) => text.textContent),
          smallest: Math.min(...texts.map((text) => parseFloat(getComputedStyle(text).fontSize))),
        };
      });
      expect(drawn, `${route} at ${width}`).toEqual({ fits: true, outside: [], smallest: drawn.smallest });
      expect(drawn.smallest, `${route} at ${width}`).toBeGreaterThanOrEqual(14);
      // The data for a screen reader: a table, named like the image.
      await expect(figure.getByRole('table', { name })).toBeAttached();
    }
  }
  // Six kinds of graphic: the pages differ at a glance.
  expect(names.size).toBe(6);
});

/** The transformation page's two case studies, and the first of them. */
async function transformationStudies(page: Page) {
  await page.goto('/services/transformation-change');
  const studies = page.locator('article[id^="case-"]');
  await expect(studies).toHaveCount(2);
  return { studies, first: studies.first() };
}

test.describe('case studies on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("each story folds under 'Read the full case study', its headline and figures shown, and opens on a tap", async ({
    page,
  }) => {
    const { studies, first } = await transformationStudies(page);
    await expect(first.getByText('The challenge')).toBeHidden();
    await expect(first.getByRole('heading', { level: 3 })).toBeVisible();
    await expect(first.locator('dl').first().locator('dd').first()).toBeVisible();
    const more = first.locator('summary');
    await expect(more).toHaveText(/^Read the full case study/);
    expect((await more.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    // The client's words come before the way into the story: after it, they read as its content (review 24).
    const quote = (await first.locator('blockquote').boundingBox())!;
    expect(quote.y + quote.height).toBeLessThan((await more.boundingBox())!.y);
    await more.click();
    await expect(first.getByText('The challenge')).toBeVisible();
    await expect(studies.nth(1).getByText('The challenge')).toBeHidden();
  });

  test('arriving from another page at a case study shows it whole: nothing folds under the reader', async ({
    page,
  }) => {
    await page.goto('/services/transformation-change');
    const href = await page
      .locator('[data-hero]')
      .getByRole('link', { name: /Read the case study/ })
      .getAttribute('href');
    const address = new URL(href!, page.url()).toString();
    // A new arrival (from the home page), not a jump within the page.
    await page.goto('/');
    await page.goto(address);
    const target = page.locator('article:target');
    await expect(target.getByText('The challenge')).toBeVisible();
    // The other study folds as usual.
    await expect(page.locator('article[id^="case-"]:not(:target)').getByText('The challenge')).toBeHidden();
  });

  test('a link to a case study from the hero lands on its headline and figures', async ({ page }) => {
    await page.goto('/services/transformation-change');
    await page
      .locator('[data-hero]')
      .getByRole('link', { name: /Read the case study/ })
      .click();
    const target = page.locator('article:target');
    await expect(target).toBeInViewport();
    await expect(target.getByRole('heading', { level: 3 })).toBeInViewport();
  });
});

test('case studies on a laptop are summaries: headline, figures and quote, the story a click away in three columns', async ({
  page,
}) => {
  // Review 19: every study written out in full made the service pages 6,000 to 7,000 px long.
  const { studies, first } = await transformationStudies(page);
  await expect(first.getByRole('heading', { level: 3 })).toBeVisible();
  await expect(first.locator('figure blockquote')).toBeVisible();
  await expect(first.getByText('The challenge')).toBeHidden();
  expect((await first.boundingBox())!.height).toBeLessThan(400);
  await first.locator('summary').click();
  // The story's three parts side by side under the summary, each at a reading width.
  const parts = await first
    .locator('dt')
    .filter({ hasText: /^(The challenge|What we did|The outcome)$/ })
    .evaluateAll((labels) => labels.map((label) => label.getBoundingClientRect()));
  expect(parts).toHaveLength(3);
  expect(new Set(parts.map((part) => Math.round(part.top))).size).toBe(1);
  await expect(studies.nth(1).getByText('The challenge')).toBeHidden();
});
