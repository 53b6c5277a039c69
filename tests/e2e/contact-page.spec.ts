/**
 * The contact page as a buyer meets it: the form in the first screen of a laptop, every email address
 * whole, each office's number under its name, and both forms, here and on the home page, saying beside
 * their button when a reply comes and where the privacy policy is.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, islandOf, test } from './support';

test('at 1440 × 900 the form starts in the first screen, its first field whole', async ({ page }) => {
  await page.goto('/contact');
  const form = page.getByRole('main').locator('form');
  await expect(form.getByRole('heading', { name: 'Send us a message' })).toBeInViewport({ ratio: 1 });
  const firstField = (await form.getByLabel(/^Full Name/).boundingBox())!;
  expect(firstField.y + firstField.height).toBeLessThanOrEqual(900);
});

test('the form sits beside the heading on a laptop; on a phone the ways to reach us come first, as the spec lists them', async ({
  page,
}) => {
  await page.goto('/contact');
  const main = page.getByRole('main');
  const heading = main.getByRole('heading', { level: 2 }).first();
  const form = main.locator('form');
  const firstAddress = main.locator('a[href^="mailto:"]').first();
  const top = async (locator: Locator) => (await locator.boundingBox())!.y;
  // Level with the heading block: it starts between the heading's marker and the heading's last line.
  const headingBox = (await heading.boundingBox())!;
  expect(await top(form)).toBeGreaterThanOrEqual(headingBox.y - 48);
  expect(await top(form)).toBeLessThan(headingBox.y + headingBox.height);
  expect((await form.boundingBox())!.x).toBeGreaterThan((await firstAddress.boundingBox())!.x + 200);
  await page.setViewportSize({ width: 390, height: 844 });
  // A caller finds the number and the addresses without scrolling past the form.
  expect(await top(firstAddress)).toBeGreaterThan(await top(heading));
  expect(await top(form)).toBeGreaterThan(await top(firstAddress));
});

test('on a phone a button under the title jumps to the form; on a laptop, with the form in view, there is none', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/contact');
  const jump = page.getByRole('main').getByRole('link', { name: 'Send us a message' });
  await expect(jump).toBeInViewport({ ratio: 1 });
  await jump.click();
  await expect(page).toHaveURL(/\/contact#enquiry-form$/);
  await expect(page.locator('form').getByRole('heading', { name: 'Send us a message' })).toBeInViewport();
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(jump).toBeHidden();
});

/** How many lines each email address link is set on. */
const linesOfEmails = (page: Page) =>
  page
    .getByRole('main')
    .locator('a[href^="mailto:"]')
    .evaluateAll((links) =>
      links.map((link) => {
        const tops = new Set([...link.getClientRects()].map((rect) => Math.round(rect.top)));
        return `${link.textContent ?? ''}: ${tops.size}`;
      }),
    );

test('email addresses never break at 1440 or 768 px, and at 320 px they stay on the page', async ({ page }) => {
  await page.goto('/contact');
  for (const width of [1440, 768]) {
    await page.setViewportSize({ width, height: 900 });
    const lines = await linesOfEmails(page);
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(
      lines.filter((line) => !line.endsWith(': 1')),
      `${width} px`,
    ).toEqual([]);
  }
  await page.setViewportSize({ width: 320, height: 700 });
  const overflow = await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const rights = await page
    .getByRole('main')
    .locator('a[href^="mailto:"]')
    .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().right));
  for (const right of rights) expect(right).toBeLessThanOrEqual(320);
});

test('each office is named beside its phone number and its opening hours', async ({ page }) => {
  await page.goto('/contact');
  const section = page.getByRole('region', { name: 'Get in touch' });
  const phone = section.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Phone' }) });
  await expect(phone.getByRole('term')).toHaveText(['London', 'New York', 'Accra']);
  await expect(phone.getByRole('definition').nth(2).getByRole('link')).toHaveAttribute('href', 'tel:+233302741580');
  // At 1440 px a number sits on its office's line.
  const [office, number] = [phone.getByRole('term').first(), phone.getByRole('definition').first()];
  expect((await number.boundingBox())!.y).toBeCloseTo((await office.boundingBox())!.y, 0);
  await expect(section.getByText('Office hours')).toBeVisible();
  await expect(section.getByRole('term').filter({ hasText: 'Accra' })).toHaveCount(3);
});

test("on a tablet every office's address starts on its name's line, however long it is", async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 900 });
  await page.goto('/contact');
  const section = page.getByRole('region', { name: 'Get in touch' });
  const offices = section.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Offices' }) });
  const [names, addresses] = [offices.getByRole('term'), offices.getByRole('definition')];
  await expect(names).toHaveText(['London', 'New York', 'Accra']);
  for (let index = 0; index < 3; index += 1) {
    const [name, address] = [(await names.nth(index).boundingBox())!, (await addresses.nth(index).boundingBox())!];
    expect(address.y, await names.nth(index).innerText()).toBeCloseTo(name.y, 0);
    expect(address.x).toBeGreaterThan(name.x + name.width);
  }
});

const formOf = async (page: Page, route: string): Promise<Locator> => {
  await page.goto(route);
  return (await islandOf(page, 'contactForm')).locator('form');
};

for (const route of ['/', '/contact']) {
  test(`${route}: beside the submit button, when a reply comes and a link to the privacy policy`, async ({ page }) => {
    const form = await formOf(page, route);
    const submit = form.getByRole('button', { name: 'Send Message' });
    await expect(submit).toHaveAccessibleDescription(/We reply within one working day\..*Privacy policy/);
    const privacy = form.getByRole('link', { name: 'Privacy policy' });
    await expect(privacy).toHaveAttribute('href', '/privacy-policy');
    const button = (await submit.boundingBox())!;
    const note = (await form.getByText('We reply within one working day.').boundingBox())!;
    // Next to the button: beside it, or straight under it.
    expect(note.y - (button.y + button.height)).toBeLessThan(32);
    expect(note.y + note.height).toBeGreaterThan(button.y);
  });
}

test('the home and contact forms look like one component: labels, spacing and intro line alike', async ({ page }) => {
  const look = (form: Locator) =>
    form.evaluate((element) => {
      const label = getComputedStyle(element.querySelector('label')!);
      const intro = element.querySelector('h2 + p, h3 + p');
      const fields = element.querySelectorAll('label');
      const gap = fields[1]!.getBoundingClientRect().top - fields[0]!.getBoundingClientRect().bottom;
      return {
        label: `${label.fontSize} ${label.fontWeight} ${label.color}`,
        intro: intro ? `${intro.textContent} ${getComputedStyle(intro).fontSize}` : 'none',
        gapBetweenFields: Math.round(gap),
      };
    });
  const home = await look(await formOf(page, '/'));
  const contact = await look(await formOf(page, '/contact'));
  expect(contact.label).toBe(home.label);
  expect(contact.intro).toBe(home.intro);
  expect(contact.intro).not.toBe('none');
  // The gap from one label to the next field's label differs only by the field between them.
  expect(Math.abs(contact.gapBetweenFields - home.gapBetweenFields)).toBeLessThan(4);
});
