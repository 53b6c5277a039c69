/**
 * A section's introduction on a wide screen: when its description sits beside its heading (the heading at
 * the left, the words at the right), the words end about where the heading does, so no hole opens under a
 * one-line heading beside five lines of text (the home page's "Who we are" did, at 1440 px). A longer
 * description sits under its heading instead.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from './support';

const { pages } = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../dist/client/routes.json'), 'utf8')) as {
  pages: string[];
};

/** How far the words beside a heading may run below it: about two lines of lead text. */
const MAX_OVERHANG_PX = 72;

test.use({ viewport: { width: 1440, height: 900 } });

for (const route of pages) {
  test(`${route}: at 1440 px, a description beside its heading ends about where the heading does`, async ({ page }) => {
    await page.goto(route);
    const overhangs = await page.locator('main h2').evaluateAll((headings) =>
      headings.flatMap((heading) => {
        const description = heading.nextElementSibling;
        if (!(description instanceof HTMLParagraphElement)) return [];
        const [h, d] = [heading.getBoundingClientRect(), description.getBoundingClientRect()];
        const beside = d.left >= h.right - 1 || d.top < h.bottom;
        const overhang = Math.round(d.bottom - h.bottom);
        return beside && d.height > 0 ? [{ heading: heading.textContent ?? '', overhang }] : [];
      }),
    );
    expect(overhangs.filter(({ overhang }) => overhang > MAX_OVERHANG_PX)).toEqual([]);
  });
}
