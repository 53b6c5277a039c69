/**
 * WCAG contrast between an element's own colour and the first solid background behind it, read in the
 * browser: what a reader sees, whatever the stylesheet meant.
 */
import type { Locator } from '@playwright/test';

/** Relative luminance (WCAG 2.2) of a computed `rgb(...)` colour. */
function luminance(colour: string): number {
  const [r, g, b] = (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((part) => {
    const channel = Number(part) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The contrast ratio of the element's `color` against the nearest ancestor with a background colour. */
export async function contrastOnItsGround(element: Locator): Promise<number> {
  const [ink, ground] = await element.evaluate((node) => {
    let band: Element | null = node;
    while (band && getComputedStyle(band).backgroundColor === 'rgba(0, 0, 0, 0)') band = band.parentElement;
    return [getComputedStyle(node).color, band ? getComputedStyle(band).backgroundColor : 'rgb(255, 255, 255)'];
  });
  const [light, dark] = [luminance(ink), luminance(ground)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}
