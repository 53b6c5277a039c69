// @vitest-environment node
/**
 * What search engines and link previews read from every server-rendered page,
 * without JavaScript: a canonical URL and preview tags on the public origin
 * (SITE_URL), and structured data that says what the page visibly shows.
 */
import { describe, expect, it } from 'vitest';
import { parseDateRange } from '../section-registry/event-list/event-dates';
import { renderPage, type ContentReader } from '../src/entry-server';
import { routeTable } from '../src/routing/route-table';
import { jsonLdElements } from '../src/seo/page-structured-data';
import { COMPANY, OFFICES } from '../src/site';
import { readHead, type HeadTags } from './support/head-tags';
import { publishedDocuments } from './support/dataset';
import { testScriptSources } from './support/script-sources';

const documents = publishedDocuments();
const readContent: ContentReader = (type) => Promise.resolve({ document: documents.get(type) ?? null, syncTags: [] });
const siteUrl = 'https://www.mindrise.example';
const options = { readContent, siteUrl, scripts: testScriptSources() };

/**
 * The page at a path: its head read as a browser reads it, and its body as text a visitor reads;
 * rendered now, or on the day `now` names (ms since the epoch).
 */
async function rendered(path: string, now?: number): Promise<{ head: HeadTags; body: string; trail?: string }> {
  const page = await renderPage(path, now === undefined ? options : { ...options, now });
  if (page.kind !== 'page') throw new Error(`${path} redirected`);
  const textOf = (html: string) =>
    html
      .replace(/<[^>]+>/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/\s+/g, ' ')
      .trim();
  // The trail the page shows: its steps, in order (the separators between them are drawn, not written).
  const nav = /<nav aria-label="Breadcrumb"[^>]*>(.*?)<\/nav>/s.exec(page.body)?.[1];
  const trail = nav && [...nav.matchAll(/<li[^>]*>(.*?)<\/li>/gs)].map(([, step]) => textOf(step ?? '')).join(' › ');
  return { head: readHead(page.head), body: textOf(page.body), trail };
}

/** Google's required properties for each type the site describes (Search Central, structured data). */
const REQUIRED: Record<string, string[]> = {
  WebSite: ['name', 'url'],
  Organization: ['name', 'url', 'logo'],
  Event: ['name', 'startDate', 'location'],
  Course: ['name', 'description', 'provider'],
  BreadcrumbList: ['itemListElement'],
};

const ofType = (head: HeadTags, type: string) => head.jsonLd.filter((block) => block['@type'] === type);
type Entity = Record<string, unknown>;
const entity = (value: unknown): Entity => value as Entity;

describe.each(routeTable.pages)('the head of %s', (route) => {
  it('names its canonical URL and a full link preview, all on the public origin', async () => {
    const { head } = await rendered(route);
    const url = `${siteUrl}${route === '/' ? '/' : route}`;
    expect(head.links.filter((link) => link.rel === 'canonical')).toEqual([{ rel: 'canonical', href: url }]);
    expect(head.meta.get('og:url')).toBe(url);
    expect(head.meta.get('og:title')).toBe(head.title);
    expect(head.meta.get('og:description')).toBe(head.meta.get('description'));
    expect(head.meta.get('og:type')).toBe('website');
    expect(head.meta.get('og:site_name')).toBe('Mindrise Consulting');
    expect(head.meta.get('og:locale')).toBe('en_GB');
    expect(head.meta.get('og:image')).toMatch(new RegExp(`^${siteUrl}/images/.+\\.(png|jpg)$`));
    expect(head.meta.get('og:image:width')).toMatch(/^\d+$/);
    expect(head.meta.get('og:image:height')).toMatch(/^\d+$/);
    expect(head.meta.get('twitter:card')).toBe('summary_large_image');
    expect(head.meta.has('robots')).toBe(false);
  });

  it('carries structured data that parses, on schema.org, with the properties its type requires', async () => {
    const { head, trail } = await rendered(route);
    for (const block of head.jsonLd) {
      expect(block['@context']).toBe('https://schema.org');
      const required = REQUIRED[String(block['@type'])];
      expect(required, `a ${String(block['@type'])} block`).toBeDefined();
      for (const property of required ?? []) expect(block[property], property).toBeTruthy();
    }
    // A breadcrumb trail on the page, and only then, is described as one.
    expect(ofType(head, 'BreadcrumbList').length).toBe(trail ? 1 : 0);
  });
});

describe('the not-found page', () => {
  it('asks not to be indexed, and claims no canonical address', async () => {
    const { head } = await rendered('/no/such/page');
    expect(head.meta.get('robots')).toBe('noindex');
    expect(head.links.some((link) => link.rel === 'canonical')).toBe(false);
    expect(head.meta.has('og:url')).toBe(false);
    expect(head.jsonLd).toEqual([]);
  });
});

describe('structured data matches the page', () => {
  it('home: the website and the firm, with its three offices and the phone and email the page shows', async () => {
    const { head, body } = await rendered('/');
    const [site] = ofType(head, 'WebSite');
    expect(site).toMatchObject({ name: 'Mindrise Consulting', url: `${siteUrl}/` });
    const [firm] = ofType(head, 'Organization');
    expect(firm).toMatchObject({ name: 'Mindrise Consulting', url: `${siteUrl}/` });
    expect(entity(firm?.logo).url).toBe(`${siteUrl}/images/share/logo.png`);
    const addresses = (firm?.address ?? []) as Entity[];
    expect(addresses.map((address) => [address['@type'], address.addressLocality])).toEqual(
      OFFICES.map((office) => ['PostalAddress', office.city]),
    );
    // The body is read tag by tag, so "London" and ", United Kingdom" (a span of its own) may read apart.
    for (const office of OFFICES) expect(body).toMatch(new RegExp(`${office.city}\\s*, ${office.country}`));
    // The registered company the footer names: its legal name, number and registered office.
    expect(firm).toMatchObject({ legalName: COMPANY.legalName, identifier: { value: COMPANY.companyNumber } });
    const registered = addresses.find((address) => address.streetAddress);
    expect(registered).toMatchObject({ addressLocality: 'London', postalCode: COMPANY.registeredOffice.postalCode });
    expect(body).toContain(`company number ${COMPANY.companyNumber}`);
    expect(body).toContain(`${String(registered?.streetAddress)}, London ${String(registered?.postalCode)}`);
    const [contact] = (firm?.contactPoint ?? []) as Entity[];
    expect(contact?.['@type']).toBe('ContactPoint');
    expect(body).toContain(contact?.telephone);
    expect(body).toContain(contact?.email);
  });

  it("bootcamps: before the spec's 2023 dates, one Event per bootcamp, with the dates, places and spaces on its card", async () => {
    // The first of August 2023: every bootcamp is still to come.
    const { head, body } = await rendered('/courses/mr-bootcamps', Date.UTC(2023, 7, 1));
    const events = ofType(head, 'Event');
    expect(events.map((event) => event.name)).toEqual([
      'Agile Leadership Bootcamp',
      'Design Thinking Bootcamp',
      'Innovation Sprint Bootcamp',
      'Change Management Essentials Bootcamp',
    ]);
    const shownDates = [...body.matchAll(/\d{1,2}(?:[-–]\d{1,2})? [A-Z][a-z]+ \d{4}/g)].map(([text]) =>
      parseDateRange(text),
    );
    for (const event of events) {
      expect(body).toContain(event.name);
      expect(shownDates).toContainEqual({ start: event.startDate, end: event.endDate });
      expect(body).toContain(`${String(event.remainingAttendeeCapacity)} spaces left`);
      expect(event.eventStatus).toBe('https://schema.org/EventScheduled');
      expect(entity(event.offers)).toMatchObject({ availability: 'https://schema.org/InStock' });
      expect(entity(event.organizer)).toMatchObject({ name: 'Mindrise Consulting', url: `${siteUrl}/` });
      const location = entity(event.location);
      if (location['@type'] === 'VirtualLocation') {
        expect(event.eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode');
        expect(location.url).toMatch(new RegExp(`^${siteUrl}/`));
        expect(body).toContain('Virtual');
      } else {
        expect(location['@type']).toBe('Place');
        expect(event.eventAttendanceMode).toBe('https://schema.org/OfflineEventAttendanceMode');
        expect(body).toContain(location.name);
        expect(entity(location.address)).toMatchObject({ '@type': 'PostalAddress', addressLocality: location.name });
      }
    }
    expect(events.map((event) => entity(event.location).name ?? 'Virtual')).toEqual([
      'London',
      'New York',
      'Accra',
      'Virtual',
    ]);
  });

  it('bootcamps: a bootcamp whose last day is over is shown, but no longer described as an Event on sale', async () => {
    // 20 October 2023: London (12-14 September) and New York (10-12 October) have run.
    const autumn = await rendered('/courses/mr-bootcamps', Date.UTC(2023, 9, 20));
    expect(ofType(autumn.head, 'Event').map((event) => event.name)).toEqual([
      'Innovation Sprint Bootcamp',
      'Change Management Essentials Bootcamp',
    ]);
    expect(autumn.body).toContain('Agile Leadership Bootcamp');
    // Today every 2023 date is past: the cohorts are on the page, and nothing scheduled or in stock is claimed.
    const { head, body } = await rendered('/courses/mr-bootcamps');
    for (const name of ['Agile Leadership Bootcamp', 'Change Management Essentials Bootcamp'])
      expect(body).toContain(name);
    expect(ofType(head, 'Event')).toEqual([]);
    expect(JSON.stringify(head.jsonLd)).not.toMatch(/EventScheduled|InStock|2023-/);
  });

  it.each(['/courses/essential-leadership', '/courses/ten-talent-mindset', '/courses/mr-bootcamps'])(
    '%s: a Course named by its heading, described by its subtitle, provided by the firm',
    async (route) => {
      const page = await renderPage(route, options);
      if (page.kind !== 'page') throw new Error('redirected');
      const [course] = ofType(readHead(page.head), 'Course');
      expect(page.body).toContain(`>${String(course?.name)}</h1>`);
      expect(course?.description).toEqual(expect.any(String));
      expect(entity(course?.provider)).toMatchObject({ '@type': 'Organization', name: 'Mindrise Consulting' });
    },
  );

  it.each(['/privacy-policy', '/terms-of-service', '/cookies-policy'])(
    '%s: the breadcrumb trail the page shows, ending at the page itself',
    async (route) => {
      const { head, trail } = await rendered(route);
      const [list] = ofType(head, 'BreadcrumbList');
      const items = (list?.itemListElement ?? []) as Entity[];
      expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
      expect(trail).toBe(items.map((item) => item.name).join(' › '));
      expect(items[0]?.item).toBe(`${siteUrl}/`);
      expect(items.at(-1)?.item).toBe(`${siteUrl}${route}`);
    },
  );
});

describe('JSON-LD blocks', () => {
  it('keep content as data: a "</script>" in a name cannot end the block or start a script', () => {
    const name = '</script><script>alert("gotcha")</script>';
    const head = readHead(jsonLdElements([{ '@type': 'Event', name }]));
    expect(head.jsonLd).toEqual([{ '@context': 'https://schema.org', '@type': 'Event', name }]);
  });
});
