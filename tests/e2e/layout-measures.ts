/**
 * What the layout contracts measure, in the page: written once, run at every width. A control
 * "drawn as a button" is a link, button, tab or summary with a visible fill or a visible edge
 * all round (what a visitor takes for a button), not taller than a card.
 */
import type { Page } from '@playwright/test';

export interface LayoutFindings {
  /** How far the page reaches past the window's right edge, in px (0 when it does not scroll sideways). */
  overflow: number;
  /** Empty space below the footer, in px (a short page's footer should sit at the bottom of the window). */
  belowFooter: number;
  /** Header controls not wholly on screen. */
  headerOffScreen: string[];
  /** Button-like controls shorter than the minimum, or with no side padding around their text. */
  crampedButtons: string[];
  /** How far the cities along the footer's top edge reach down over the page's last words or boxes, in px. */
  skylineOverlap: number;
}

export function measureLayout(page: Page, minimumHeight: number): Promise<LayoutFindings> {
  return page.evaluate((minimum) => {
    const nameOf = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40) || element.getAttribute('aria-label') || ''}"`;
    const alpha = (colour: string) => {
      const parts =
        /rgba?\(([^)]+)\)/
          .exec(colour)?.[1]
          ?.split(/[\s,/]+/)
          .filter(Boolean) ?? [];
      return parts.length > 3 ? Number(parts[3]) : parts.length === 3 ? 1 : 0;
    };
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
    };
    const edgedAllRound = (style: CSSStyleDeclaration) =>
      ['Top', 'Right', 'Bottom', 'Left'].every(
        (side) =>
          parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) >= 1 &&
          alpha(style.getPropertyValue(`border-${side.toLowerCase()}-color`)) > 0.5,
      );

    const root = document.scrollingElement ?? document.documentElement;
    const headerOffScreen = [...document.querySelectorAll('header a, header button')]
      .filter(shown)
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.left < -0.5 || box.right > innerWidth + 0.5 || box.top < -0.5;
      })
      .map(nameOf);

    const crampedButtons: string[] = [];
    for (const element of document.querySelectorAll('a, button, summary, [role="tab"], input[type="submit"]')) {
      if (!shown(element) || element.closest('[popover]:not(:popover-open)')) continue;
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      const looksLikeButton = alpha(style.backgroundColor) > 0.5 || edgedAllRound(style) || element.role === 'tab';
      if (!looksLikeButton || box.height > 120) continue;
      if (box.height < minimum - 0.5) crampedButtons.push(`${nameOf(element)} is ${Math.round(box.height)} px tall`);
      const hasText = (element.textContent ?? '').trim().length > 0;
      const sides = Math.min(parseFloat(style.paddingLeft), parseFloat(style.paddingRight));
      if (hasText && sides < 8 && box.width < innerWidth * 0.9) {
        crampedButtons.push(`${nameOf(element)} has ${sides} px of side padding`);
      }
    }
    const footerBottom = (document.querySelector('#root > footer')?.getBoundingClientRect().bottom ?? 0) + scrollY;

    // The skyline rises from the footer into the page above it: it must stand clear of the last thing the
    // page shows, a line of text, a picture or a box with an edge (a section's background may run under it).
    const skyline = document.querySelector('#root > footer svg');
    let lowestContent = 0;
    // What shows of a box: nothing inside a closed disclosure but its summary, and cut off by every ancestor
    // that clips (a collapsed accordion's panel).
    const visibleBottom = (element: Element, bottom: number) => {
      const closed = element.closest('details:not([open])');
      if (closed && !element.closest('summary')) return 0;
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowY !== 'visible')
          bottom = Math.min(bottom, parent.getBoundingClientRect().bottom);
      }
      return bottom;
    };
    const main = document.querySelector('main');
    if (main) {
      const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        range.selectNodeContents(node);
        for (const rect of range.getClientRects())
          if (rect.height > 0) lowestContent = Math.max(lowestContent, visibleBottom(node.parentElement!, rect.bottom));
      }
      for (const element of main.querySelectorAll('*')) {
        if (!shown(element)) continue;
        const style = getComputedStyle(element);
        const drawn = ['svg', 'img', 'input', 'textarea', 'select'].includes(element.tagName.toLowerCase());
        if (drawn || edgedAllRound(style))
          lowestContent = Math.max(lowestContent, visibleBottom(element, element.getBoundingClientRect().bottom));
      }
    }
    const skylineTop = skyline && shown(skyline) ? skyline.getBoundingClientRect().top : Infinity;
    return {
      overflow: Math.max(0, root.scrollWidth - innerWidth),
      // Less than a pixel is rounding between the document's whole-pixel height and the footer's fractional edge.
      belowFooter: Math.max(0, Math.floor(root.scrollHeight - footerBottom - 1)),
      headerOffScreen,
      crampedButtons: [...new Set(crampedButtons)],
      skylineOverlap: Math.max(0, Math.ceil(lowestContent - skylineTop)),
    };
  }, minimumHeight);
}
