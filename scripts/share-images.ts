/**
 * `npm run share-images`: the link-preview pictures (1200×630) and the square
 * logo for structured data, drawn from HTML in the brand's colours
 * (src/theme.ts) and screenshotted with Chromium into public/images/share/.
 * Run it after changing the brand or the copy below, and commit the files.
 */
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { theme } from '../src/theme';
import { OFFICES, SITE_NAME, SITE_TAGLINE } from '../src/site';
import { DEFAULT_SHARE_IMAGE, LOGO } from '../src/seo/share-image';

const OUT = resolve('public/images/share');
const brand = theme.colors?.brand ?? [];
const accent = theme.colors?.accent ?? [];
const [deep, mid, light, amber] = [brand[9], brand[7], brand[0], accent[4]];
// Single quotes only: the templates put this inside double-quoted style attributes.
const FONT = "system-ui, 'DejaVu Sans', sans-serif";

interface Card {
  file: string;
  eyebrow: string;
  heading: string;
  line: string;
}

/** One card per picture: the default, and the courses pages' own. */
const CARDS: Card[] = [
  {
    file: DEFAULT_SHARE_IMAGE.src.split('/').pop() ?? 'default.png',
    eyebrow: 'Consulting · Culture change · Leadership training',
    heading: `${SITE_TAGLINE}.`,
    line: OFFICES.map((office) => office.city).join('  ·  '),
  },
  {
    file: 'courses.png',
    eyebrow: 'Courses and programmes',
    heading: 'Leadership programmes and intensive bootcamps, open or in-house.',
    line: 'London  ·  New York  ·  Accra  ·  Online',
  },
];

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function mark(size: number): string {
  return `<div style="width:${size}px;height:${size}px;border-radius:${size / 4}px;background:${mid};display:flex;
    align-items:center;justify-content:center;color:#fff;font:800 ${size * 0.42}px ${FONT}">MR</div>`;
}

function cardHtml(card: Card): string {
  return `<body style="margin:0;width:1200px;height:630px;background:${deep};color:#fff;font-family:${FONT};
    display:flex;flex-direction:column;justify-content:space-between;padding:72px 80px;box-sizing:border-box;
    border-bottom:16px solid ${amber}">
    <div style="display:flex;align-items:center;gap:24px">${mark(72)}
      <span style="font-size:36px;font-weight:700">${escape(SITE_NAME)}</span></div>
    <div><p style="margin:0 0 20px;color:${amber};font-size:26px;font-weight:600">${escape(card.eyebrow)}</p>
      <p style="margin:0;font-size:56px;line-height:1.15;font-weight:700;max-width:1000px">${escape(card.heading)}</p></div>
    <p style="margin:0;color:${light};font-size:28px">${escape(card.line)}</p></body>`;
}

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  // Greyscale text smoothing: fewer colours, so a smaller PNG.
  args: ['--no-sandbox', '--disable-gpu', '--disable-lcd-text', '--force-color-profile=srgb'],
});
try {
  const page = await browser.newPage({
    viewport: { width: DEFAULT_SHARE_IMAGE.width, height: DEFAULT_SHARE_IMAGE.height },
  });
  for (const card of CARDS) {
    await page.setContent(cardHtml(card));
    await page.screenshot({ path: resolve(OUT, card.file) });
    console.log(`Wrote public/images/share/${card.file}`);
  }
  await page.setViewportSize({ width: LOGO.width, height: LOGO.height });
  await page.setContent(`<body style="margin:0;background:#fff">${mark(LOGO.width)}</body>`);
  await page.screenshot({ path: resolve(OUT, LOGO.src.split('/').pop() ?? 'logo.png') });
  console.log(`Wrote ${LOGO.src}`);
} finally {
  await browser.close();
}
