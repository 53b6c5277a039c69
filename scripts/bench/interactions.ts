/**
 * What the INP measure uses on each page: the things the issue names (#29), used as a visitor
 * would, with real clicks, pointer moves and key presses (Playwright's mouse and keyboard, through
 * Chromium's input pipeline; never element.click()). Selectors are plain CSS that both builds
 * share, so one script measures before and after alike; a locator waits for its element to be
 * visible, still and the one that would receive the click, as a visitor would.
 */
import type { Page } from 'playwright';

export interface Scenario {
  /** As the report names it. */
  name: string;
  route: string;
  /** The section the visitor uses: scrolled into view first, and, after load, left to settle. */
  region: string;
  act: (page: Page) => Promise<void>;
}

const click = (page: Page, selector: string) => page.locator(selector).first().click();

/**
 * A brisk typist's pace between keys. Keys sent back to back arrive faster than anyone types, so
 * each would wait behind the last and INP would measure the queue.
 */
const TYPING_DELAY_MS = 120;

/**
 * The header's two menus, on any route. A hover opens a menu, but a pointer moving is no
 * interaction for INP: the clicks that open and close them, and the keys (Escape closes, Enter on
 * the focused button opens) are.
 */
export function headerMenus(route: string): Scenario {
  return {
    name: 'header menus',
    route,
    region: 'nav[aria-label="Main"]',
    act: async (page) => {
      for (const menu of ['Who We Are', 'What We Do']) {
        const button = page.locator('nav[aria-label="Main"] button', { hasText: menu }).first();
        await button.hover();
        await button.click();
        await page.keyboard.press('Escape');
        await page.keyboard.press('Enter');
        await page.keyboard.press('Escape');
      }
    },
  };
}

const accordion = (route: string): Scenario => ({
  name: 'accordion',
  route,
  region: 'main details',
  act: async (page) => {
    for (const item of [2, 3, 2]) await click(page, `main details:nth-of-type(${item}) > summary`);
  },
});

const contactForm = (route: string): Scenario => ({
  name: 'contact form (typing)',
  route,
  region: 'main form',
  act: async (page) => {
    await click(page, 'main form input[name="name"]');
    await page.keyboard.type('Ada Lovelace', { delay: TYPING_DELAY_MS });
    await click(page, 'main form input[name="email"]');
    await page.keyboard.type('ada@example.org', { delay: TYPING_DELAY_MS });
  },
});

/** How a control scenario's name starts: it gives the machine's floor, and no target applies to it. */
export const CONTROL = 'control:';

export const SCENARIOS: Scenario[] = [
  {
    // The control: a click that nothing answers and that changes nothing on screen. Its latency is
    // this machine's floor (input delay plus a frame at 4x slowdown), whatever the page's scripts.
    name: `${CONTROL} a click on the heading`,
    route: '/privacy-policy',
    region: 'main h1',
    act: async (page) => {
      for (let count = 0; count < 3; count++) await click(page, 'main h1');
    },
  },
  headerMenus('/'),
  {
    name: 'services tabs',
    route: '/services/overview',
    region: '[role="tablist"]',
    act: async (page) => {
      for (const tab of [2, 3, 4, 1]) await click(page, `[role="tab"]:nth-child(${tab} of [role="tab"])`);
    },
  },
  {
    name: 'pyramid (steps and dots)',
    route: '/',
    region: 'ol[aria-label="Methodology steps"]',
    act: async (page) => {
      // Until its island wakes, the new build's layers are links to their steps' text.
      await click(page, 'ol[aria-label="Methodology steps"] > li:nth-child(3) > :is(a, button)');
      await click(page, 'ul[aria-label="Choose a step"] > li:nth-child(5) > button');
      await click(page, 'ol[aria-label="Methodology steps"] > li:nth-child(2) > :is(a, button)');
    },
  },
  {
    name: 'service cards',
    route: '/',
    region: '#services',
    act: async (page) => {
      for (const card of [4, 2, 6]) await click(page, `#services li:nth-child(${card}) button[aria-pressed]`);
    },
  },
  {
    name: 'carousel buttons',
    route: '/about/overview',
    region: '[aria-roledescription="carousel"]',
    act: async (page) => {
      for (const button of ['Next', 'Next', 'Previous'])
        await click(page, `[aria-roledescription="carousel"] button[aria-label="${button} slide"]`);
    },
  },
  accordion('/privacy-policy'),
  accordion('/courses/essential-leadership'),
  contactForm('/contact'),
  contactForm('/'),
];
