import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { theme } from '../../../src/theme';
import { Initials, PortraitFrame } from './PortraitFrame';
import { PORTRAIT_TINT } from './portrait-tint';

/** A token's value, as the page defines it: the theme's colours, or the site's own properties in global.css. */
function tokenValue(property: string): string {
  if (property === '--mantine-color-white') return '#ffffff';
  const shade = /^--mantine-color-(\w+)-(\d)$/.exec(property);
  if (shade) {
    const [, colour = '', index = ''] = shade;
    const value = theme.colors?.[colour]?.[Number(index)];
    if (value) return value;
  }
  const globalCss = readFileSync(resolve(import.meta.dirname, '../../../src/shell/global.css'), 'utf8');
  const declared = new RegExp(`${property}:\\s*(#[0-9a-f]{6})`, 'i').exec(globalCss)?.[1];
  if (declared) return declared;
  throw new Error(`No value for ${property}`);
}

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(first: string, second: string): number {
  const luminance = (hex: string) => {
    const [red = 0, green = 0, blue = 0] = [1, 3, 5].map((start) => {
      const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
  };
  const [one, other] = [luminance(first), luminance(second)];
  return (Math.max(one, other) + 0.05) / (Math.min(one, other) + 0.05);
}

const render = (markup: string) => {
  const holder = document.createElement('div');
  holder.innerHTML = markup;
  // React may put a <link rel="preload"> for a photograph ahead of the frame.
  const portrait = holder.querySelector('.portrait');
  if (!(portrait instanceof HTMLElement)) throw new Error('No portrait');
  return portrait;
};

/** The frame's own elements (tags and classes), leaving out whatever it holds. */
function structureOf(element: Element): string {
  const inside = element.classList.contains('frame') ? '' : [...element.children].map(structureOf).join('');
  return `<${element.tagName.toLowerCase()} ${element.getAttribute('class') ?? ''}>${inside}</>`;
}

describe('the portrait tint', () => {
  it('keeps the initials at 4.5:1 or more', () => {
    expect(contrast(tokenValue(PORTRAIT_TINT.background), tokenValue(PORTRAIT_TINT.ink))).toBeGreaterThanOrEqual(4.5);
  });
});

describe('the portrait frame', () => {
  const withInitials = render(
    renderToStaticMarkup(
      <PortraitFrame>
        <Initials>JO</Initials>
      </PortraitFrame>,
    ),
  );
  const withPhoto = render(
    renderToStaticMarkup(
      <PortraitFrame>
        <img src="/images/people/jane.jpg" alt="" />
      </PortraitFrame>,
    ),
  );

  it('is the same frame whether it holds a photograph or initials', () => {
    expect(structureOf(withPhoto)).toBe(structureOf(withInitials));
    expect(withPhoto.getAttribute('style')).toBe(withInitials.getAttribute('style'));
    expect(withPhoto.querySelector('.frame > img')).not.toBeNull();
    expect(withInitials.querySelector('.frame > .initials')).toHaveTextContent('JO');
  });

  it('is decorative: the name beside it says who it is', () => {
    expect(withInitials).toHaveAttribute('aria-hidden', 'true');
  });

  it('is the same for every person: one team, one tint, through the tokens', () => {
    const other = render(
      renderToStaticMarkup(
        <PortraitFrame>
          <Initials>KM</Initials>
        </PortraitFrame>,
      ),
    );
    expect(other.getAttribute('style')).toBe(withInitials.getAttribute('style'));
    expect(withInitials.getAttribute('style')).toContain(`--portrait-bg:var(${PORTRAIT_TINT.background})`);
    expect(withInitials.getAttribute('style')).toContain(`--portrait-ink:var(${PORTRAIT_TINT.ink})`);
  });

  it('comes in two sizes', () => {
    const large = render(renderToStaticMarkup(<PortraitFrame size="lg">{null}</PortraitFrame>));
    expect(large).toHaveClass('lg');
    expect(withInitials).toHaveClass('md');
  });
});
