/**
 * The page on paper, and under the system's forced colours (Windows High Contrast and the like).
 * Paper: the content in full and none of the chrome. Forced colours: every control keeps an edge.
 */
import { expect, islandOf, test } from './support';

test.describe('printed', () => {
  test('/privacy-policy prints every section, open, and no navigation or call to action', async ({ page }) => {
    await page.goto('/privacy-policy');
    const sections = page.getByRole('main').locator('details');
    await expect(sections).toHaveCount(6);
    await page.emulateMedia({ media: 'print' });
    for (const section of await sections.all()) {
      // Each closed section's body, as the printer sees it (its text, after the title and the contents' target).
      await expect(section.locator(':scope > div')).toBeVisible();
    }
    await expect(page.getByText(/Cyber Essentials Plus/).first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
    const footerNavigation = page.getByRole('contentinfo').locator('nav');
    await expect(footerNavigation).toHaveCount(3);
    for (const nav of await footerNavigation.all()) await expect(nav).toBeHidden();
    // Who publishes the page still prints.
    await expect(page.getByRole('contentinfo').getByText(/Registered in England and Wales/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Still have questions?' })).toBeHidden();
  });

  test("a page's key facts print as words in ink on the paper's white, not as a navy panel", async ({ page }) => {
    // Review 31: printed, the navy panel kept its colour and lost its padding, its words against its edges.
    await page.goto('/privacy-policy');
    const facts = page.getByRole('complementary', { name: 'In short' });
    await expect(facts).toContainText('Who holds your data');
    await page.emulateMedia({ media: 'print' });
    const look = () =>
      facts.evaluate((element) => {
        const style = getComputedStyle(element);
        return { image: style.backgroundImage, colour: style.color };
      });
    await expect.poll(look).toEqual({ image: 'none', colour: expect.not.stringMatching(/255, 255, 255/) });
  });

  test('a page printed after scrolling has its letterhead above the content: no bar, no shadow, nothing under it', async ({
    page,
  }) => {
    await page.goto('/privacy-policy');
    // Scrolled past 50 px, the header is solid on screen (and had kept its shadow on paper).
    await page.mouse.wheel(0, 400);
    await expect(page.locator('[data-site-header]')).toHaveAttribute('data-solid', '');
    await page.emulateMedia({ media: 'print' });
    const header = page.locator('[data-site-header]');
    expect(await header.evaluate((element) => getComputedStyle(element).boxShadow)).toBe('none');
    const headerBottom = await header.evaluate((element) => element.getBoundingClientRect().bottom);
    const breadcrumbTop = await page
      .getByRole('navigation', { name: /breadcrumb/i })
      .evaluate((element) => element.getBoundingClientRect().top);
    expect(breadcrumbTop).toBeGreaterThanOrEqual(headerBottom);
  });

  test('the home page prints its figures final, 25+, 500+ and 98 %, not a count half done', async ({ page }) => {
    await page.goto('/');
    await page.emulateMedia({ media: 'print' });
    // Whatever the count on screen has reached (it starts at once on the fold), paper shows the final
    // figure, once: the counting digits are left out.
    for (const figure of ['25+', '500+', '98%']) {
      await expect(page.getByRole('main').getByText(figure, { exact: true }).filter({ visible: true })).toHaveCount(1);
    }
  });

  test("on paper every heading and introduction of the home page is dark ink, the navy band's too", async ({
    page,
  }) => {
    await page.goto('/');
    await page.emulateMedia({ media: 'print' });
    const colours = await page
      .getByRole('main')
      .locator('h2, h2 + p')
      .evaluateAll((elements) =>
        elements
          .filter((element) => element.checkVisibility())
          .map((element) => [element.textContent, getComputedStyle(element).color] as const),
      );
    expect(colours.length).toBeGreaterThan(3);
    // Paper is white: no word may print lighter than a mid grey.
    const light = colours.filter(([, colour]) =>
      colour
        .match(/\d+/g)!
        .slice(0, 3)
        .some((channel) => Number(channel) > 128),
    );
    expect(light).toEqual([]);
  });

  test('every h2 prints at 14 pt, on the home page and on a policy alike', async ({ page }) => {
    for (const route of ['/', '/privacy-policy']) {
      await page.goto(route);
      await page.emulateMedia({ media: 'print' });
      const sizes = await page
        .getByRole('main')
        .locator('h2')
        .evaluateAll((headings) =>
          headings
            .filter((heading) => heading.checkVisibility())
            .map((heading) => ({
              text: heading.textContent,
              pt: (parseFloat(getComputedStyle(heading).fontSize) * 3) / 4,
            })),
        );
      expect(sizes.length, route).toBeGreaterThan(3);
      expect(sizes.filter(({ pt }) => Math.abs(pt - 14) > 0.1)).toEqual([]);
    }
  });

  test('a card, a tinted panel or a row of figures on the home page never splits across two pages', async ({
    page,
  }) => {
    await page.goto('/');
    await page.emulateMedia({ media: 'print' });
    const splittable = await page.getByRole('main').evaluate((main) => {
      const alpha = (colour: string) => {
        const parts = /rgba?\(([^)]+)\)/.exec(colour)?.[1]?.split(/[\s,/]+/) ?? [];
        return parts.length > 3 ? Number(parts[3]) : parts.length === 3 ? 1 : 0;
      };
      // A box the reader sees as one: a tint of its own, or an edge all round (a rule above is not a box).
      const boxed = (element: Element) => {
        const style = getComputedStyle(element);
        const edged = ['top', 'right', 'bottom', 'left'].every(
          (side) =>
            parseFloat(style.getPropertyValue(`border-${side}-width`)) >= 1 &&
            style.getPropertyValue(`border-${side}-style`) !== 'none',
        );
        return alpha(style.backgroundColor) > 0 || edged;
      };
      const keptWhole = (element: Element) => {
        for (let box: Element | null = element; box && box !== main; box = box.parentElement)
          if (getComputedStyle(box).breakInside.startsWith('avoid')) return true;
        return false;
      };
      const figures = [...main.querySelectorAll('ul:has([data-counter])')];
      const boxes = [...main.querySelectorAll('*')].filter(
        (element) => element.checkVisibility() && element.getBoundingClientRect().height > 64 && boxed(element),
      );
      return {
        boxes: boxes.length,
        split: [...boxes, ...figures]
          .filter((element) => !keptWhole(element))
          .map((element) => `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 40) ?? ''}"`),
      };
    });
    // The hero's services, three results, the service cards, the help panel, the steps, the gains.
    expect(splittable.boxes).toBeGreaterThan(10);
    expect(splittable.split).toEqual([]);
  });

  test("a policy prints as one document: its sections run on, and a section's title stays with its text", async ({
    page,
  }) => {
    await page.goto('/privacy-policy');
    await page.emulateMedia({ media: 'print' });
    const sections = page.getByRole('main').locator('details');
    await expect(sections).toHaveCount(6);
    // A section kept whole went to a new page whenever it did not fit the rest of the last one.
    expect(await sections.evaluateAll((items) => items.map((item) => getComputedStyle(item).breakInside))).toEqual(
      Array(6).fill('auto'),
    );
    expect(
      await sections.evaluateAll((items) =>
        items.map((item) => getComputedStyle(item.querySelector('summary')!).breakAfter),
      ),
    ).toEqual(Array(6).fill('avoid'));
  });

  test('a link in the content prints where it leads', async ({ page }) => {
    await page.goto('/privacy-policy');
    await page.emulateMedia({ media: 'print' });
    const printed = await page
      .getByRole('main')
      .locator('a[href="/contact"]')
      .first()
      .evaluate((link) => getComputedStyle(link, '::after').content);
    expect(printed).toMatch(/\/contact/);
  });

  test("a person's 'Email' link prints their address after its words", async ({ page }) => {
    await page.goto('/about/our-people');
    // James is in the leadership grid and, as who will reply, in the closing panel: the grid's link.
    const email = page.getByRole('link', { name: /^Email James Whitfield/ }).first();
    await expect(email).toHaveText('Email James');
    const onScreen = await email.evaluate((link) => getComputedStyle(link, '::after').content);
    expect(onScreen).toBe('none');
    await page.emulateMedia({ media: 'print' });
    const printed = await email.evaluate((link) => getComputedStyle(link, '::after').content);
    expect(printed).toBe('": james.whitfield@mindrise-consulting.co.uk"');
  });

  test('a card or a tile prints its words only: no address over or after its text', async ({ page }) => {
    await page.goto('/');
    await page.emulateMedia({ media: 'print' });
    const main = page.getByRole('main');
    // A result card's link (an overlay over the card), a hero tile, a service card's "Learn more".
    for (const link of [
      main.getByRole('link', { name: /Read the case study/ }).first(),
      main.getByRole('link', { name: /Strategic Consulting/ }),
      main.locator('a[href="/services/organizational-design"]').last(),
    ]) {
      const printed = await link.evaluate((element) => getComputedStyle(element, '::after').content);
      expect(printed).not.toMatch(/\/(services|about)/);
    }
  });
});

test('under forced colours every control on the home page, pyramid layers included, keeps a visible edge', async ({
  page,
}) => {
  await page.goto('/');
  // The controls a visitor sees as buttons, found in normal colours.
  const count = await page.evaluate(() => {
    const alpha = (colour: string) => {
      const parts = /rgba?\(([^)]+)\)/.exec(colour)?.[1]?.split(/[\s,/]+/) ?? [];
      return parts.length > 3 ? Number(parts[3]) : parts.length === 3 ? 1 : 0;
    };
    let marked = 0;
    for (const element of document.querySelectorAll('main a, main button')) {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      if (!box.width || !element.checkVisibility({ visibilityProperty: true })) continue;
      // A pyramid layer's colour is drawn by a ::before laid over the whole layer, cut to its slope (a
      // methodology dot's ::before is the dot alone, inside its hit area, and has a test of its own).
      const before = getComputedStyle(element, '::before');
      const cover = before.position === 'absolute' && before.inset === '0px' ? [before] : [];
      const filled = [style, ...cover].some((box) => alpha(box.backgroundColor) > 0.5);
      const edged = parseFloat(style.borderTopWidth) >= 1 && alpha(style.borderTopColor) > 0.5;
      if (filled || edged) {
        element.setAttribute('data-button-like', '');
        marked += 1;
      }
    }
    return marked;
  });
  // Twelve on the home page today. The four about bubbles were boxes until review 14 and are tabs on a
  // rule now, so they are not counted; under forced colours their rule is drawn in the text colour.
  expect(count).toBeGreaterThanOrEqual(12);
  await page.emulateMedia({ forcedColors: 'active' });
  const edgeless = await page.evaluate(() =>
    [...document.querySelectorAll('[data-button-like]')]
      .filter((element) => {
        const style = getComputedStyle(element);
        return ['Top', 'Right', 'Bottom', 'Left'].some(
          (side) =>
            parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) < 1 ||
            style.getPropertyValue(`border-${side.toLowerCase()}-style`) === 'none',
        );
      })
      .map((element) => `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 40) ?? ''}"`),
  );
  expect(edgeless).toEqual([]);
});

test('under forced colours the selected methodology dot stands out from the page and from the other dots', async ({
  page,
}) => {
  await page.goto('/');
  await page.emulateMedia({ forcedColors: 'active' });
  const dots = (await islandOf(page, 'pyramid')).getByRole('list', { name: 'Choose a step' }).getByRole('button');
  await dots.nth(2).click();
  await expect(dots.nth(2)).toHaveAttribute('aria-pressed', 'true');
  const colours = await dots.evaluateAll((buttons) =>
    buttons.map((button) => ({
      pressed: button.getAttribute('aria-pressed') === 'true',
      fill: getComputedStyle(button, '::before').backgroundColor,
    })),
  );
  const canvas = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const selected = colours.find((dot) => dot.pressed)!;
  expect(selected.fill).not.toBe(canvas);
  for (const dot of colours.filter((other) => !other.pressed)) {
    expect(dot.fill).not.toBe(canvas);
    expect(dot.fill).not.toBe(selected.fill);
  }
});
