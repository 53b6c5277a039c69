import type { Page } from '@playwright/test';
import { expect, islandOf, test } from './support';
import { startOwnSite } from './support-site';

test.describe('resourcing', () => {
  test('options, virtual solutions, numbered how-it-works steps and a call to action', async ({ page }) => {
    await page.goto('/resourcing');
    const main = page.getByRole('main');
    const cards = (index: number) =>
      main
        .getByRole('region')
        .nth(index)
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(cards(0)).toHaveCount(3);
    await expect(cards(0).first().getByRole('list').getByRole('listitem')).toHaveCount(3);
    await expect(cards(1)).toHaveCount(3);
    await expect(main.getByRole('heading', { name: /^Step 4/ })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });
});

test.describe('associates', () => {
  test('cards in two columns with initials when there is no photo and comma-joined expertise', async ({ page }) => {
    await page.goto('/associates');
    const cards = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Expertise:' });
    await expect(cards).toHaveCount(6);
    const [first, second, third] = await Promise.all([0, 1, 2].map((index) => cards.nth(index).boundingBox()));
    expect(first!.y).toBe(second!.y);
    expect(third!.y).toBeGreaterThan(first!.y);
    await expect(cards.nth(0)).toContainText(/Expertise: [^,]+, [^,]+, [^,]+/);
    await expect(cards.nth(4).locator('img')).toHaveCount(0);
    await expect(cards.nth(4).getByText(/^[A-Z]{2}$/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get in Touch' })).toHaveAttribute('href', '/contact');
  });

  test('missing fields fall back to the spec texts, and "N/A" replaces missing initials', async ({ page }) => {
    const site = await startOwnSite({
      edit: {
        ourAssociates: (document) => {
          document.associates = [{ _key: 'x', _type: 'associate' }];
        },
      },
    });
    try {
      await page.goto(site.url('/associates'));
      const card = page.getByRole('main').getByRole('listitem').filter({ hasText: 'No name provided' });
      for (const text of [
        'No name provided',
        'No role provided',
        'No bio provided',
        'No expertise areas provided',
        'N/A',
      ]) {
        await expect(card.getByText(text)).toBeVisible();
      }
    } finally {
      await site.stop();
    }
  });

  test('an empty list says so; a missing hero and intro use their defaults; the join button defaults to Get in Touch', async ({
    page,
  }) => {
    const site = await startOwnSite({
      edit: {
        ourAssociates: (document) => {
          document.associates = [];
          delete document.heroSection;
          delete document.introText;
          delete document.joinUs;
        },
      },
    });
    try {
      await page.goto(site.url('/associates'));
      await expect(page.getByText('No associates data available at this time.')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Associates');
      await expect(page.getByText('Meet the experts in our network')).toBeVisible();
      await expect(page.getByText(/Our associates are experienced consultants/)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Get in Touch' })).toHaveAttribute('href', '/contact');
    } finally {
      await site.stop();
    }
  });
});

test('buy with us: three options to /contact, Framework Agreements most popular, five steps, credentials, frameworks', async ({
  page,
}) => {
  await page.goto('/buy');
  const options = page
    .getByRole('region', { name: 'Ways to buy' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(options.getByRole('heading', { level: 3 })).toHaveText([
    'Direct Engagement',
    'Framework Agreements',
    'Subscription Services',
  ]);
  for (const index of [0, 1, 2]) await expect(options.nth(index).getByRole('link')).toHaveAttribute('href', '/contact');
  await expect(options.nth(1)).toContainText('Most Popular');
  await expect(options.nth(0)).not.toContainText('Most Popular');
  // The most popular option's button is the primary (solid) tier; the other two are outlines, not pale fills.
  await expect(options.nth(1).getByRole('link')).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  for (const index of [0, 2])
    await expect(options.nth(index).getByRole('link')).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  const steps = page.getByRole('region', { name: 'Our five-step process' }).getByRole('heading', { level: 3 });
  await expect(steps).toHaveText([
    /Initial Consultation/,
    /Proposal Development/,
    /Contract Finalization/,
    /Service Delivery/,
    /Evaluation & Next Steps/,
  ]);
  const credentials = page.getByRole('region', { name: 'Our credentials' });
  for (const credential of [/ISO 9001/, /Cyber Essentials Plus/, /GDPR/, /indemnity insurance/i])
    await expect(credentials).toContainText(credential);
  // Each named with what a procurement team checks: a certificate's number and renewal, a lot and our reference.
  await expect(credentials.getByRole('listitem').filter({ hasText: 'ISO 9001:2015' })).toContainText(
    /Certificate\s*QMS 604218.*Valid to\s*14 June 2027/s,
  );
  const routes = page.getByRole('region', { name: 'Public-sector buying routes' }).getByRole('listitem');
  await expect(routes).toHaveCount(4);
  await expect(routes.first()).toContainText(/Lot\s*Lot 2: strategy and policy.*Supplier reference\s*MCF-21-0417/s);
  await expect(page.getByRole('main').getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
});

test.describe('contact page', () => {
  test('detail cards with multi-line content beside the form, highlighted while hovered, and office hours', async ({
    page,
  }) => {
    await page.goto('/contact');
    const section = page.getByRole('region', { name: 'Get in touch' });
    const cards = section.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(cards).toHaveCount(3);
    await expect(cards.nth(1).getByRole('link')).toHaveCount(3);
    const highlight = () => cards.nth(0).evaluate((card) => getComputedStyle(card).backgroundColor);
    const before = await highlight();
    await cards.nth(0).hover();
    await expect.poll(highlight).not.toBe(before);
    await expect(page.getByText('Office hours')).toBeVisible();
    // The form sits beside the details on a wide screen: nothing between a buyer and a reply.
    const details = await cards.nth(0).boundingBox();
    const form = await section.getByRole('button', { name: /Send Message/ }).boundingBox();
    expect(form!.x).toBeGreaterThan(details!.x + details!.width);
  });

  test('form: labelled fields, ticks as fields fill, message tick only beyond 10 characters', async ({ page }) => {
    await page.goto('/contact');
    const form = (await islandOf(page, 'contactForm')).locator('form');
    const tick = (field: string) => form.locator(`svg[data-tick="${field}"]`);
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    await expect(form.locator('svg[data-tick]')).toHaveCount(0);
    await form.getByLabel(/^Full Name/).fill('Kofi Mensah');
    await expect(tick('name')).toBeVisible();
    await form.getByLabel(/^Message/).fill('Ten chars!');
    await expect(tick('message')).toHaveCount(0);
    await form.getByLabel(/^Message/).fill('Eleven char');
    await expect(tick('message')).toBeVisible();
    await expect(form.getByLabel(/^Message/)).toHaveAttribute('rows', '6');
    await expect(form.getByLabel(/^Company/)).not.toHaveAttribute('required');
  });

  test('form: the browser checks required fields and the email, then submit alerts and clears', async ({
    page,
    consoleEntries,
  }) => {
    await page.goto('/contact');
    const form = (await islandOf(page, 'contactForm')).locator('form');
    const messages: string[] = [];
    page.on('dialog', (dialog) => {
      messages.push(dialog.message());
      void dialog.accept();
    });
    await form.getByRole('button', { name: 'Send Message' }).click();
    expect(messages).toEqual([]);
    await form.getByLabel(/^Full Name/).fill('Kofi Mensah');
    await form.getByLabel(/^Email Address/).fill('kofi@');
    await form.getByLabel(/^Subject/).fill('Bootcamps');
    await form.getByLabel(/^Message/).fill('Do you run bootcamps in Kumasi as well as Accra?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    expect(messages).toEqual([]);
    await form.getByLabel(/^Email Address/).fill('kofi@example.org');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect
      .poll(() => messages)
      .toEqual(['Form submitted (email functionality removed). Check console for data.']);
    await expect(form.getByLabel(/^Full Name/)).toHaveValue('');
    await expect(form.getByLabel(/^Message/)).toHaveValue('');
    await expect(form.locator('svg[data-tick]')).toHaveCount(0);
    expect(consoleEntries.some((entry) => entry.text.includes('Contact form submitted'))).toBe(true);
  });

  test("the submit label comes from content, defaulting to 'Send Message'", async ({ page }) => {
    const site = await startOwnSite({
      edit: {
        contactPage: (document) => {
          document.formSubmitButtonText = 'Send Enquiry';
        },
      },
    });
    try {
      await page.goto(site.url('/contact'));
      await expect(page.getByRole('button', { name: 'Send Enquiry' })).toBeVisible();
      site.dataset.write({ ...site.dataset.read('contactPage'), formSubmitButtonText: undefined });
      // The server follows the edit (a live event), and renders the page again with the default.
      await expect(async () => {
        await page.goto(site.url('/contact'));
        await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible({ timeout: 500 });
      }).toPass({ timeout: 10_000 });
    } finally {
      await site.stop();
    }
  });
});

test('a page reached from another of the site’s fades its content in from its first paint, the header still; not on a first visit, nor under reduced motion', async ({
  browser,
}) => {
  // The style that animates, not a running animation: 300 ms may be over by the time it is read.
  const fades = (page: Page) =>
    page.locator('main').evaluate((main) => getComputedStyle(main).animationName === 'page-fade-in');
  const headerFades = (page: Page) =>
    page.locator('[data-site-header]').evaluate((header) => getComputedStyle(header).animationName !== 'none');

  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    const context = await browser.newContext({ reducedMotion, baseURL: test.info().project.use.baseURL });
    const page = await context.newPage();
    await page.goto('/buy');
    // A first visit paints at once: nothing to fade from.
    expect(await fades(page)).toBe(false);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    expect(await fades(page), `fades under ${reducedMotion}`).toBe(reducedMotion === 'no-preference');
    expect(await headerFades(page)).toBe(false);
    await context.close();
  }
});
