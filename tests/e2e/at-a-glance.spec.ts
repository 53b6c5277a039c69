import { expect, test } from './support';

test('at a glance: fixed figures count up to 20+, 500+, 50+ and 3', async ({ page }) => {
  await page.goto('/at-a-glance');
  await expect(page.locator('[data-counter]')).toHaveText(['20+', '500+', '50+', '3'], { timeout: 5000 });
  for (const label of [
    'Years of experience, each director',
    'Clients served',
    'Expert consultants',
    'Global locations',
  ]) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }
  // What the figures count and as at when, under them, so 20+ years here and 25+ on the home page
  // read as two true counts of the same span since 2000.
  const figures = page.getByRole('figure', { name: /more than 20 years in practice.*March 2026/ });
  await expect(figures.locator('[data-counter]')).toHaveCount(4);
});

test('at a glance: four cards link onward, and two buttons close the page', async ({ page }) => {
  await page.goto('/at-a-glance');
  const cards = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(cards).toHaveCount(4);
  const hrefs = await cards.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs).toEqual(['/services/quality-assurance', '/about/our-people', '/about/reputation', '/contact']);
  await expect(page.getByRole('link', { name: 'Contact Us' }).last()).toHaveAttribute('href', '/contact');
  await expect(page.getByRole('link', { name: 'Explore Our Services' })).toHaveAttribute('href', '/services/overview');
  await cards.nth(1).click();
  await expect(page).toHaveURL('/about/our-people');
});
