import { expect, islandOf, test } from './support';
import type { Locator, Page } from '@playwright/test';

/** Spec: at most one item open; clicking the open one closes it; clicking another switches. */
/** Accordion items are native disclosures: a summary to click, open while its details element is. */
async function expectOneOpenAtATime(page: Page, controls: Locator) {
  const open = page.getByRole('main').locator('details[open]');
  const item = (index: number) => controls.nth(index).locator('xpath=..');
  await expect(open).toHaveCount(0);
  await controls.nth(0).click();
  await expect(item(0)).toHaveAttribute('open', '');
  await controls.nth(1).click();
  await expect(item(1)).toHaveAttribute('open', '');
  await expect(item(0)).not.toHaveAttribute('open');
  await expect(open).toHaveCount(1);
  await controls.nth(1).click();
  await expect(open).toHaveCount(0);
}

const accordionControls = (page: Page) => page.getByRole('main').locator('details > summary');

test('courses: category cards with their icons and items, each leading to its programme, and a call to action', async ({
  page,
}) => {
  await page.goto('/courses');
  const categories = page
    .getByRole('region', { name: 'Course categories' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(categories).toHaveCount(3);
  await expect(categories.nth(0).locator('svg.tabler-icon-book')).toHaveCount(1);
  await expect(categories.nth(1).locator('svg.tabler-icon-bulb')).toHaveCount(1);
  await expect(categories.nth(2).locator('svg.tabler-icon-bolt')).toHaveCount(1);
  await expect(categories.nth(0).getByRole('list').getByRole('listitem')).toHaveCount(3);
  // Each says where it stands now: its next cohort, an indicative price and where it runs.
  for (const category of await categories.all()) {
    const status = category.locator('dl');
    await expect(status.locator('dt')).toHaveText(['Next cohort', 'Price', 'Where']);
    await expect(status).toContainText(/From £[\d,]+ \+ VAT per delegate/);
  }
  await expect(categories.nth(2).locator('dl')).toContainText('2027 dates published in January');
  // One set of cards: each category is the way to its programme's page.
  const programmes = page.getByRole('region', { name: 'Course categories' }).getByRole('link');
  expect(await programmes.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
    '/courses/essential-leadership',
    '/courses/ten-talent-mindset',
    '/courses/mr-bootcamps',
  ]);
  await expect(page.getByRole('link', { name: 'Contact our training team' })).toHaveAttribute('href', '/contact');
});

test('essential leadership: the programme facts, six modules one open at a time, and its two buttons', async ({
  page,
}) => {
  await page.goto('/courses/essential-leadership');
  const facts = page.locator('dl').first();
  for (const fact of ['12 weeks', '6 modules', 'Mid to senior leaders']) await expect(facts).toContainText(fact);
  await expect(facts).toContainText(/Blended/);
  await expect(facts).toContainText(/Certif/i);
  const controls = accordionControls(page);
  await expect(controls).toHaveCount(6);
  await expectOneOpenAtATime(page, controls);
  await expect(page.getByRole('link', { name: 'Enroll Now' })).toHaveAttribute(
    'href',
    '/contact?subject=Enrolment:+Essential+Leadership+Programme#message',
  );
  await expect(page.getByRole('link', { name: 'View All Courses' })).toHaveAttribute('href', '/courses');
});

test('ten talent mindset: six months, modular, the ten mindsets by name, four programmes and features', async ({
  page,
}) => {
  await page.goto('/courses/ten-talent-mindset');
  await expect(page.locator('dl').first()).toContainText('6 months');
  await expect(page.locator('dl').first()).toContainText('Modular');
  const mindsets = page.getByRole('region', { name: 'The ten core mindsets' }).getByRole('heading', { level: 3 });
  await expect(mindsets).toHaveText([
    'Growth',
    'Purpose',
    'Resilience',
    'Curiosity',
    'Adaptability',
    'Systems',
    'Empathy',
    'Innovation',
    'Abundance',
    'Ownership',
  ]);
  const controls = accordionControls(page);
  await expect(controls).toHaveCount(4);
  await expectOneOpenAtATime(page, controls);
  await expect(page.getByRole('link', { name: 'Enroll Now' })).toHaveAttribute(
    'href',
    '/contact?subject=Enrolment:+Ten+Talent+Mindset#message',
  );
  await expect(page.getByRole('link', { name: 'View All Courses' })).toHaveAttribute('href', '/courses');
});

for (const [route, course, subject] of [
  ['/courses/essential-leadership', 'Essential Leadership Programme', 'Essential Leadership Programme'],
  ['/courses/ten-talent-mindset', 'Ten Talent Mindset programmes', 'Ten Talent Mindset'],
  ['/courses/mr-bootcamps', 'MR Bootcamps', 'MR Bootcamps'],
] as const) {
  test(`${course}: says where the course stands now, with the same status as its card on /courses`, async ({
    page,
  }) => {
    await page.goto('/courses');
    const card = page.getByRole('listitem').filter({ has: page.locator(`a[href="${route}"]`) });
    // Read to compare with another page, so not a web-first assertion.
    const status = await card.locator('dl dd').evaluateAll((values) => values.map((value) => value.textContent ?? ''));
    expect(status).toHaveLength(3);
    await page.goto(route);
    const next = page.getByRole('region', { name: 'Join the next cohort' });
    await expect(next.locator('dd')).toHaveText(status);
    // The page's first primary button after its title: register interest, the form's subject already filled.
    const register = next.getByRole('link', { name: 'Register interest' });
    await expect(register).toHaveAttribute('data-variant', 'filled');
    await register.click();
    await expect(page).toHaveURL(/\/contact\?subject=[^#]+#message$/);
    await islandOf(page, 'contactForm');
    await expect(page.locator('#message form').getByLabel(/^Subject/)).toHaveValue(
      `Register interest: ${subject}, next cohort`,
    );
  });
}

test.describe('bootcamps', () => {
  test('says what MR means, and leads with the next cohort before the record of past ones', async ({ page }) => {
    await page.goto('/courses/mr-bootcamps');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('MR Bootcamps');
    await expect(page.getByRole('main')).toContainText('The MR is for Mindrise');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'Join the next cohort',
      'Custom In-House Bootcamps',
      'Cohorts that have run',
      'Be first to hear the next dates',
    ]);
    // The notice about the past dates agrees with the next step above it: they have run; ask for the next.
    const record = page.getByRole('region', { name: 'Cohorts that have run' });
    await expect(record.getByRole('note')).toContainText('These cohorts have run.');
    await expect(record.getByRole('note')).toContainText('next dates');
  });

  test('facts, and four past bootcamps with spaces, levels and Register links to the contact form', async ({
    page,
  }) => {
    await page.goto('/courses/mr-bootcamps');
    const facts = page.locator('dl').first();
    for (const fact of ['2-3 days', '12-15 participants', 'London', 'New York', 'Accra', 'Virtual'])
      await expect(facts).toContainText(fact);
    const entries = page
      .getByRole('region', { name: 'Cohorts that have run' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(entries).toHaveCount(4);
    const expected = [
      ['Advanced', 'September 2023', 'London', '2 spaces left'],
      ['Intermediate', 'October 2023', 'New York', '5 spaces left'],
      ['Beginner', 'November 2023', 'Accra', '7 spaces left'],
      ['Beginner', 'December 2023', 'Virtual', '10 spaces left'],
    ];
    for (const [index, texts] of expected.entries()) {
      for (const text of texts) await expect(entries.nth(index)).toContainText(text);
      await expect(entries.nth(index).getByRole('link', { name: /^Register/ })).toHaveAttribute(
        'href',
        /^\/contact\?subject=[^#]+#message$/,
      );
    }
  });

  test("a past bootcamp's Register asks about its next cohort, and its places are not urged", async ({ page }) => {
    await page.goto('/courses/mr-bootcamps');
    const record = page.getByRole('region', { name: 'Cohorts that have run' });
    await expect(record.getByText('2 spaces left at close')).toHaveCSS('color', 'rgb(73, 80, 87)'); // Mantine's gray.7
    await record.getByRole('link', { name: 'Register for the next Design Thinking Bootcamp' }).click();
    await expect(page).toHaveURL(/\/contact\?subject=[^#]+#message$/);
    // It lands on the form, not the top of the page: the form is in view at once, its subject filled.
    const form = page.locator('#message form');
    await expect(form).toBeInViewport();
    await islandOf(page, 'contactForm');
    await expect(form.getByLabel(/^Subject/)).toHaveValue('Register interest: Design Thinking Bootcamp, next cohort');
  });

  test('on a phone the record is quiet: the notice first, Register as underlined words, outlined levels', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/courses/mr-bootcamps');
    const record = page.getByRole('region', { name: 'Cohorts that have run' });
    const entries = record.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(entries).toHaveCount(4);
    const note = record.getByRole('note');
    await expect(note.locator('strong')).toHaveText('These cohorts have run.');
    const noteBox = (await note.boundingBox())!;
    expect(noteBox.y + noteBox.height).toBeLessThan((await entries.first().boundingBox())!.y);
    for (const entry of await entries.all()) {
      // Register is the third tier, words underlined with no box (review 34: outlined buttons on 2023 rows
      // read as live events), and no wider than it needs to be.
      const register = entry.getByRole('link', { name: /^Register for the next / });
      await expect(register).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
      await expect(register).toHaveCSS('border-top-color', 'rgba(0, 0, 0, 0)');
      await expect(register).toHaveCSS('text-decoration-line', 'underline');
      expect((await register.boundingBox())!.width).toBeLessThan((await entry.boundingBox())!.width / 2);
      // The level is outlined, not filled: nothing in the record outshines the next step's button.
      await expect(entry.locator('[data-level]')).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    }
    // The page's one filled button before its closing call to action is the next step's.
    const filled = page.locator('main a[data-variant="filled"]');
    await expect(filled.first()).toHaveText(/Register interest/);
  });

  test("past levels keep the spec's styles by hue: Advanced destructive red, Intermediate grey, Beginner brand", async ({
    page,
  }) => {
    await page.goto('/courses/mr-bootcamps');
    const colour = (level: string) =>
      page
        .locator(`[data-level="${level}"]`)
        .first()
        .evaluate((badge) => getComputedStyle(badge).color);
    const rgb = (value: string) => value.match(/\d+/g)!.slice(0, 3).map(Number);
    const [red, green, blue] = rgb(await colour('Advanced'));
    expect(red).toBeGreaterThan(green! + 80);
    expect(red).toBeGreaterThan(blue! + 80);
    const [r, g, b] = rgb(await colour('Intermediate'));
    expect(Math.max(r!, g!, b!) - Math.min(r!, g!, b!)).toBeLessThan(30); // A neutral grey.
    const [beginnerRed, , beginnerBlue] = rgb(await colour('Beginner'));
    expect(beginnerBlue).toBeGreaterThan(beginnerRed! + 80); // The brand's blue.
  });

  test('"Custom In-House Bootcamps" does not break at its hyphen on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/courses/mr-bootcamps');
    const heading = page.getByRole('heading', { level: 2, name: 'Custom In-House Bootcamps' });
    const word = heading.getByText('In-House', { exact: true });
    const lineHeight = await heading.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
    expect((await word.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);
  });

  test('custom in-house bootcamps and the closing call to action', async ({ page }) => {
    await page.goto('/courses/mr-bootcamps');
    const custom = page.getByRole('region', { name: 'Custom In-House Bootcamps' });
    for (const topic of [
      'Design Thinking',
      'Agile Leadership',
      'Innovation Sprints',
      'Change Management',
      'Strategic Execution',
      'Team Performance',
    ]) {
      await expect(custom.getByText(topic, { exact: true })).toBeVisible();
    }
    // On a laptop the topics run one a row beside the introduction, as long as it: two a row, they ended
    // 250 px above it (review 25).
    await page.setViewportSize({ width: 1440, height: 900 });
    const words = (await custom.getByText(/^We can deliver any bootcamp/).boundingBox())!;
    const last = (await custom.getByText('Team Performance', { exact: true }).boundingBox())!;
    expect(last.x).toBeGreaterThan(words.x + words.width);
    expect(last.y + last.height).toBeGreaterThan(words.y + words.height - 40);
    await expect(custom.getByRole('link', { name: 'Inquire About Custom Bootcamps' })).toHaveAttribute(
      'href',
      '/contact?subject=Custom+in-house+bootcamp#message',
    );
    await expect(page.getByRole('link', { name: 'Register for a Bootcamp' })).toHaveAttribute(
      'href',
      '/contact?subject=Bootcamp+registration#message',
    );
    await expect(page.getByRole('link', { name: 'View All Courses' })).toHaveAttribute('href', '/courses');
  });
});
