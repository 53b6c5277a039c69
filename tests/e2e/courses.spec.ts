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
  await expect(categories.nth(0).getByRole('list').getByRole('listitem')).toHaveCount(4);
  // One set of cards: each category is the way to its programme's page.
  const programmes = page.getByRole('region', { name: 'Course categories' }).getByRole('link');
  expect(await programmes.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
    '/courses/essential-leadership',
    '/courses/ten-talent-mindset',
    '/courses/mr-bootcamps',
  ]);
  await expect(page.getByRole('link', { name: 'Contact Our Training Team' })).toHaveAttribute('href', '/contact');
});

test('essential leadership: the programme facts, six modules one open at a time, and its two buttons', async ({
  page,
}) => {
  await page.goto('/courses/essential-leadership');
  const facts = page.locator('dl');
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
  await expect(page.locator('dl')).toContainText('6 months');
  await expect(page.locator('dl')).toContainText('Modular');
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

test.describe('bootcamps', () => {
  test('facts, and four bootcamps with spaces, levels and Register links to the contact form', async ({ page }) => {
    await page.goto('/courses/mr-bootcamps');
    const facts = page.locator('dl');
    for (const fact of ['2-3 days', '12-15 participants', 'London', 'New York', 'Accra', 'Virtual'])
      await expect(facts).toContainText(fact);
    const entries = page
      .getByRole('region', { name: 'Bootcamp dates' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(entries).toHaveCount(4);
    const expected = [
      ['September 2023', 'London', '2 spaces left'],
      ['October 2023', 'New York', '5 spaces left'],
      ['November 2023', 'Accra', '7 spaces left'],
      ['December 2023', 'Virtual', '10 spaces left'],
    ];
    for (const [index, texts] of expected.entries()) {
      for (const text of texts) await expect(entries.nth(index)).toContainText(text);
      await expect(entries.nth(index).getByRole('link', { name: /^Register/ })).toHaveAttribute(
        'href',
        /^\/contact\?subject=[^#]+#message$/,
      );
    }
  });

  test('dates that have passed are said to have passed, and Register starts an enquiry about that bootcamp', async ({
    page,
  }) => {
    await page.goto('/courses/mr-bootcamps');
    // The spec's dates are in 2023: the page says so rather than offering them as upcoming.
    const list = page.getByRole('region', { name: 'Bootcamp dates' });
    await expect(list.getByText(/These dates have passed/)).toBeVisible();
    await list.getByRole('link', { name: 'Register for Design Thinking Bootcamp' }).click();
    await expect(page).toHaveURL(/\/contact\?subject=[^#]+#message$/);
    // It lands on the form, not the top of the page: the form is in view at once, its subject filled.
    const form = page.locator('#message form');
    await expect(form).toBeInViewport();
    await islandOf(page, 'contactForm');
    await expect(form.getByLabel(/^Subject/)).toHaveValue('Design Thinking Bootcamp, 10-12 October 2023, New York');
    // Its places are no longer urged: the past bootcamps' badges are grey, not the brand's blue.
    await page.goBack();
    const badge = list.getByText('2 spaces left');
    await expect(badge).toHaveCSS('color', 'rgb(73, 80, 87)'); // Mantine's gray.7
  });

  test('each past bootcamp reads as a past cohort, and on a phone the notice comes before the first card', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/courses/mr-bootcamps');
    const list = page.getByRole('region', { name: 'Bootcamp dates' });
    const entries = list.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(entries).toHaveCount(4);
    // The notice is a box of its own, its first sentence leading, above the cards.
    const note = list.getByRole('note');
    await expect(note.locator('strong')).toHaveText('These dates have passed.');
    const noteBox = (await note.boundingBox())!;
    expect(noteBox.y + noteBox.height).toBeLessThan((await entries.first().boundingBox())!.y);
    expect(noteBox.width).toBeGreaterThan(340);
    for (const entry of await entries.all()) {
      // "Past" stands on the date's line.
      const past = entry.getByText('Past', { exact: true });
      await expect(past).toBeVisible();
      const date = (await entry.getByText(/\d{4}$/).boundingBox())!;
      const tag = (await past.boundingBox())!;
      expect(Math.abs(tag.y + tag.height / 2 - (date.y + date.height / 2))).toBeLessThan(6);
      // Register is the secondary tier: an outline, no fill.
      const register = entry.getByRole('link', { name: /^Register for / });
      await expect(register).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
      await expect(register).toHaveCSS('border-top-color', 'rgb(17, 107, 152)'); // brand.7
      await expect(register).toHaveAttribute('href', /^\/contact\?subject=[^#]+#message$/);
    }
  });

  test('level badges: Advanced destructive, Intermediate secondary, Beginner default', async ({ page }) => {
    await page.goto('/courses/mr-bootcamps');
    const background = (level: string) =>
      page
        .locator(`[data-level="${level}"]`)
        .first()
        .evaluate((badge) => getComputedStyle(badge).backgroundColor);
    const backgrounds = () => Promise.all([background('Advanced'), background('Intermediate'), background('Beginner')]);
    // Read once the page has settled: three levels, three different styles.
    await expect.poll(async () => new Set(await backgrounds()).size).toBe(3);
    const [advanced, intermediate, beginner] = await backgrounds();
    const rgb = (colour: string) => colour.match(/\d+/g)!.slice(0, 3).map(Number);
    const [red, green, blue] = rgb(advanced);
    expect(red).toBeGreaterThan(green! + 80);
    expect(red).toBeGreaterThan(blue! + 80);
    expect(beginner).not.toBe(advanced);
    const [r, g, b] = rgb(intermediate);
    expect(Math.max(r!, g!, b!) - Math.min(r!, g!, b!)).toBeLessThan(30); // A neutral grey.
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
