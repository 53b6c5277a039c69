import { expect, test } from './support';

/**
 * The offices' map (review 33: three offices on two continents, with "no sense of place"): in the contact
 * page's hero from a tablet up, and under the home page's ways to reach us. Each city's name lies on the map,
 * on its own side of its pin, whatever the width.
 */
const PLACES = [
  { route: '/', width: 1440 },
  { route: '/contact', width: 1440 },
  { route: '/contact', width: 768 },
];

for (const { route, width } of PLACES) {
  test(`${route} at ${width} px: the offices' map arrives, with each office named on it`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(route);
    const picture = page.locator('main img[src*="office-map"]');
    await picture.scrollIntoViewIfNeeded();
    // Lazy: fetched once it comes near the screen, and drawn at its own proportions.
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    const map = (await picture.locator('xpath=..').boundingBox())!;
    expect(map.width / map.height).toBeCloseTo(1.6, 1);
    for (const city of ['London', 'New York', 'Accra']) {
      const name = (await picture.locator('xpath=..').getByText(city, { exact: true }).boundingBox())!;
      expect(name.x).toBeGreaterThanOrEqual(map.x);
      expect(name.x + name.width).toBeLessThanOrEqual(map.x + map.width);
      expect(name.y).toBeGreaterThanOrEqual(map.y);
      expect(name.y + name.height).toBeLessThanOrEqual(map.y + map.height);
    }
  });
}

for (const route of ['/contact', '/']) {
  test(`${route} on a phone: the way to the form holds no map, and none is fetched`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const maps: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('office-map')) maps.push(request.url());
    });
    await page.goto(route);
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.scrollIntoViewIfNeeded();
    await expect(page.locator('main img[src*="office-map"]')).toBeHidden();
    await page.waitForLoadState('load');
    expect(maps).toEqual([]);
  });
}
