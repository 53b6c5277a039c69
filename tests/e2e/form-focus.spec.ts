/** WCAG 2.4.7: a focused form field looks different, by its border or its outline, on both forms. */
import type { Locator } from '@playwright/test';
import { expect, test } from './support';

const look = (field: Locator) =>
  field.evaluate((element) => {
    const style = getComputedStyle(element);
    return `${style.borderTopColor} ${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} ${style.boxShadow}`;
  });

for (const { route, form } of [
  { route: '/', form: '#contact form' },
  { route: '/contact', form: 'main form' },
]) {
  test(`the ${route} form's text fields and message box show where focus is`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(route);
    const fields = page.locator(form).locator('input, textarea');
    expect(await fields.count()).toBeGreaterThanOrEqual(5);
    for (const field of await fields.all()) {
      const unfocused = await look(field);
      await field.focus();
      expect(await look(field), (await field.getAttribute('name')) ?? '').not.toBe(unfocused);
      await field.blur();
    }
  });
}
