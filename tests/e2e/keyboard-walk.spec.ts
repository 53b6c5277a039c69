/**
 * A keyboard user's walk: Tab through a page from the top until focus comes round again.
 * Every stop must look different from its unfocused self (outline, box shadow or border;
 * WCAG 2.4.7) and must not sit under the fixed header (WCAG 2.4.11).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support';

const ROUTES = ['/', '/contact', '/services/overview', '/courses/essential-leadership', '/about/overview'];
const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];
/** More than any page has; a walk that reaches it is stuck in a loop. */
const MAX_STOPS = 150;

interface Stop {
  /** Tag, name and classes: enough to find the element in a report. */
  element: string;
  /** Set when the focused and unfocused looks are the same. */
  noVisibleChange: boolean;
  /** Set when the fixed header is painted over the element. */
  underHeader: boolean;
  /** Whether focus is back at the page's first stop. */
  first: boolean;
}

/**
 * Reads the focused element, then blurs it to read its unfocused look. Chromium keeps the blurred
 * element as the starting point of sequential navigation, so the next Tab still moves on from it.
 */
function inspectFocus(page: Page): Promise<Stop | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return null;
    const look = () => {
      const style = getComputedStyle(element);
      return [
        style.outlineStyle,
        style.outlineWidth,
        style.outlineColor,
        style.boxShadow,
        style.borderTopColor,
        style.borderBottomColor,
        style.borderBottomWidth,
      ].join(' | ');
    };
    const focused = look();
    // Covered when what the browser paints at the element's top edge or centre belongs to the header.
    const header = document.querySelector('header');
    const box = element.getBoundingClientRect();
    const x = Math.min(Math.max(box.left + box.width / 2, 0), window.innerWidth - 1);
    const points = [box.top + 2, box.top + box.height / 2].filter((y) => y >= 0 && y < window.innerHeight);
    const underHeader =
      header !== null &&
      !header.contains(element) &&
      points.some((y) => {
        const painted = document.elementFromPoint(x, y);
        return painted !== null && header.contains(painted) && !element.contains(painted);
      });
    const first = element.matches('.skip-link');
    element.blur();
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    return {
      element: `<${element.tagName.toLowerCase()} class="${element.className}"> "${name}"`,
      noVisibleChange: look() === focused,
      underHeader,
      first,
    };
  });
}

async function walk(page: Page): Promise<Stop[]> {
  const stops: Stop[] = [];
  for (let index = 0; index < MAX_STOPS; index++) {
    await page.keyboard.press('Tab');
    const stop = await inspectFocus(page);
    if (stop === null || (stop.first && stops.length > 0)) break;
    stops.push(stop);
  }
  return stops;
}

test.beforeEach(({ page }) => page.emulateMedia({ reducedMotion: 'reduce' }));

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const route of ROUTES) {
      test(`Tab through ${route}: every stop shows focus and none is under the header`, async ({ page }) => {
        await page.goto(route);
        const stops = await walk(page);
        expect(stops.length, 'the walk ends where it began, within the page').toBeLessThan(MAX_STOPS);
        expect(stops.length).toBeGreaterThan(5);
        expect(stops.filter((stop) => stop.noVisibleChange).map((stop) => stop.element)).toEqual([]);
        expect(stops.filter((stop) => stop.underHeader).map((stop) => stop.element)).toEqual([]);
      });
    }
  });
}
