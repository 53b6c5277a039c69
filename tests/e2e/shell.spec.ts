import type { Page } from '@playwright/test';
import { expect, test } from './support';

const headerBackground = (page: Page) =>
  page.locator('header').evaluate((header) => getComputedStyle(header).backgroundColor);

test.describe('header on a wide screen (xl and up)', () => {
  test('is transparent at the top and solid once scrolled beyond 50px', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await headerBackground(page)).toBe('rgba(0, 0, 0, 0)');
    await page.mouse.wheel(0, 40);
    // eslint-disable-next-line playwright/no-wait-for-timeout -- proving the header did not change needs the scroll handler to have had its chance
    await page.waitForTimeout(250);
    expect(await headerBackground(page)).toBe('rgba(0, 0, 0, 0)');
    await page.mouse.wheel(0, 200);
    await expect.poll(() => headerBackground(page)).toBe('rgb(255, 255, 255)');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => headerBackground(page)).toBe('rgba(0, 0, 0, 0)');
  });

  test('shows the desktop menu with its groups, and no menu toggle', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
    for (const label of ['Home', 'Courses', 'Resourcing', 'Associates', 'Buy With Us', 'Contact']) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('button', { name: 'Who We Are' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'What We Do' })).toBeVisible();
  });

  test('marks the section of a page the menu does not list', async ({ page }) => {
    // Review 19: on a course page or /at-a-glance nothing in the menu bar said where the reader was.
    const ruleUnder = (entry: ReturnType<Page['locator']>) =>
      entry.evaluate((element) => getComputedStyle(element, '::after').height);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [path, marked] of [
      ['/courses/mr-bootcamps', nav.getByRole('link', { name: 'Courses', exact: true })],
      ['/at-a-glance', nav.getByRole('button', { name: 'Who We Are' })],
      ['/services/learning-development', nav.getByRole('button', { name: 'What We Do' })],
    ] as const) {
      await page.goto(path);
      await expect(marked).toHaveAttribute('data-active', 'true');
      expect(await ruleUnder(marked)).toBe('2px');
      // Only the one section: the page is not named current anywhere in the bar (it is not listed).
      await expect(nav.locator('[data-active]')).toHaveCount(1);
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(0);
    }
  });

  test('opens a group on hover after its delay, and navigates from it', async ({ page }) => {
    await page.goto('/');
    const about = page.getByRole('button', { name: 'Who We Are' });
    const aboutLinks = page.locator(`#${await about.getAttribute('aria-controls')}`).getByRole('link');
    // Spec: 200 ms before it opens. Timed inside the page: on a busy machine the test's own round
    // trips can outlast the delay, so looking for "still closed" from outside would be a race.
    await about.evaluate((button) => {
      let enteredAt = 0;
      // On the window, in the capture phase: ahead of React's own listener, which starts the delay.
      const item = button.closest('li');
      const onOver = (event: PointerEvent) => {
        if (!(event.target instanceof Node) || !item?.contains(event.target)) return;
        enteredAt = performance.now();
        window.removeEventListener('pointerover', onOver, { capture: true });
      };
      window.addEventListener('pointerover', onOver, { capture: true });
      const observer = new MutationObserver(() => {
        if (button.getAttribute('aria-expanded') !== 'true') return;
        observer.disconnect();
        button.dataset.openedAfterMs = String(performance.now() - enteredAt);
      });
      observer.observe(button, { attributeFilter: ['aria-expanded'] });
    });
    await about.hover();
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    expect(Number(await about.getAttribute('data-opened-after-ms'))).toBeGreaterThanOrEqual(195);
    // Named by the spec's labels; each described by a line that says what the page is for.
    const aboutPages = ['Overview', 'Purpose and values', 'Our people', 'Governance', 'Reputation'];
    await expect(aboutLinks).toHaveCount(aboutPages.length);
    for (const [index, name] of aboutPages.entries()) {
      await expect(aboutLinks.nth(index)).toHaveAccessibleName(name);
      await expect(aboutLinks.nth(index)).toHaveAccessibleDescription(/\w{3,}.*\w{3,}/);
    }
    await expect(aboutLinks.nth(4)).toHaveAccessibleDescription('What clients say, and the results they measured');
    const services = page.getByRole('button', { name: 'What We Do' });
    await services.hover();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    const servicesLinks = page.locator(`#${await services.getAttribute('aria-controls')}`).getByRole('link');
    await expect(servicesLinks).toHaveCount(6);
    await servicesLinks.getByText('Services overview').click();
    await expect(page).toHaveURL('/services/overview');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
  });

  test('a click on a group the pointer has opened keeps it open; a second click closes it', async ({ page }) => {
    await page.goto('/');
    const services = page.getByRole('button', { name: 'What We Do' });
    await services.hover();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await services.click();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await services.click();
    await expect(services).toHaveAttribute('aria-expanded', 'false');
  });

  test('opens a group with the keyboard; Escape closes it and leaves focus on its button', async ({ page }) => {
    await page.goto('/at-a-glance');
    const about = page.getByRole('button', { name: 'Who We Are' });
    await about.focus();
    await page.keyboard.press('Enter');
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Overview', exact: true }),
    ).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    await expect(about).toBeFocused();
  });

  test('the footer links the services redirect, the three policies, and the contact page with the offices', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const expected: [string, string][] = [
      ['Services', '/services'],
      ['Privacy Policy', '/privacy-policy'],
      ['Terms of Service', '/terms-of-service'],
      ['Cookies Policy', '/cookies-policy'],
      ['Contact us', '/contact'],
    ];
    for (const [name, href] of expected) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    // Not filed under the legal pages.
    await expect(footer.getByRole('navigation', { name: 'Footer: Legal' }).getByRole('link')).toHaveCount(3);
  });
});

test.describe('header below the xl breakpoint', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('hides the desktop menu behind a button that opens and closes the mobile menu', async ({ page }) => {
    await page.goto('/');
    // The one button that opens and closes the menu, whatever it is named at the moment.
    const toggle = page.locator('button[aria-controls="mobile-menu"]');
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAccessibleName('Menu');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('button', { name: 'Who We Are' })).toBeHidden();
    // Even closed, the button controls an element that exists.
    await expect(page.locator(`#${await toggle.getAttribute('aria-controls')}`)).toHaveCount(1);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // Open, it says what a press does now (reviews 22 and 24: an × still labelled "Menu").
    await expect(toggle).toHaveAccessibleName('Close');
    // What the eye reads too (the closed label is not drawn).
    expect((await toggle.innerText()).trim()).toBe('Close');
    const mobileMenu = page.locator('#mobile-menu');
    // Every top-level entry on the first screen; a group folded until it is opened.
    await expect(mobileMenu.getByRole('link', { name: 'Buy With Us' })).toBeInViewport();
    await expect(mobileMenu.getByRole('link', { name: 'Our people' })).toBeHidden();
    await mobileMenu.locator('summary', { hasText: 'Who We Are' }).click();
    await expect(mobileMenu.getByRole('link', { name: 'Our people' })).toBeVisible();

    await toggle.click();
    await expect(mobileMenu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAccessibleName('Menu');
  });

  test('the footer is compact: the cities on one line, the legal pages under the first group, each certificate with what it certifies', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const tops = await footer
      .getByRole('heading', { name: 'Our offices' })
      .locator('xpath=..')
      .getByRole('listitem')
      .evaluateAll((cities) => cities.map((city) => Math.round(city.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    const box = async (name: string) => (await footer.getByRole('navigation', { name }).boundingBox())!;
    const [who, what, legal] = [
      await box('Footer: Who We Are'),
      await box('Footer: What We Do'),
      await box('Footer: Legal'),
    ];
    expect(legal.x).toBeCloseTo(who.x, 0);
    expect(legal.y).toBeGreaterThan(who.y + who.height);
    // Beside the second group's longer list, not in a row of its own below it.
    expect(legal.y).toBeLessThan(what.y + what.height);
    // Each certificate shows what it certifies under its standard's name, as on a laptop: the bare codes
    // alone read as unexplained (review 34). Two short lines, not a block.
    const iso = footer.getByRole('link', { name: /ISO 9001:2015/ });
    await expect(iso).toHaveAccessibleName(/Quality management/);
    await expect(iso.getByText('Quality management')).toBeVisible();
    expect((await iso.boundingBox())!.height).toBeLessThanOrEqual(64);
  });

  test('closes the mobile menu after navigating, and on Escape with focus back on its button', async ({ page }) => {
    await page.goto('/about/governance');
    const toggle = page.locator('button[aria-controls="mobile-menu"]');
    await toggle.click();
    const menu = page.locator('#mobile-menu');
    // On a page of the "Who We Are" group that group starts open, at the page on screen; the other stays folded.
    await expect(menu.getByRole('link', { name: 'Governance' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Governance' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Consulting' })).toBeHidden();
    // The section the page is in is marked, as the desktop menu marks it, and the page behind is dimmed.
    await expect(menu.locator('details[data-current] > summary')).toHaveText('Who We Are');
    const scrim = await menu.evaluate((panel) => getComputedStyle(panel, '::backdrop').backgroundColor);
    expect(scrim).not.toBe('rgba(0, 0, 0, 0)');
    await menu.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(menu).toBeHidden();
    await toggle.click();
    await menu.getByRole('link', { name: 'Buy With Us' }).focus();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

test.describe('the mobile menu, open', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('holds the page behind it still, opens with Contact as a button, and hands focus back to its button', async ({
    page,
  }) => {
    await page.goto('/about/overview');
    await page.evaluate(() => window.scrollTo(0, 600));
    const toggle = page.locator('button[aria-controls="mobile-menu"]');
    await toggle.click();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    // The page does not scroll under the menu: the wheel over the menu's end scrolls the menu alone.
    await page.mouse.move(200, 700);
    await page.mouse.wheel(0, 2000);
    await page.mouse.wheel(0, 2000);
    expect(await page.evaluate(() => window.scrollY)).toBe(600);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    // Contact, the first link, drawn as a button, as tall as a fingertip.
    // Named as in the laptop's menu bar.
    const contact = menu.getByRole('link', { name: 'Contact', exact: true });
    await expect(contact).toBeVisible();
    await expect(menu.getByRole('link').first()).toHaveText('Contact');
    expect((await contact.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    // Closed from its own button: focus stays there, and the page scrolls again.
    await toggle.click();
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('visible');
  });
});

test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
  await page.goto('/at-a-glance');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});
