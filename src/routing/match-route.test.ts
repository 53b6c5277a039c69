import { describe, expect, it } from 'vitest';
import { medianMs, SLASH_RUN_PATH } from '../../tests/support/timing';
import { canonicalPathname, createRouteTable } from './match-route';

const table = createRouteTable({
  '/page-manifests/home.json': { route: '/' },
  '/page-manifests/about-overview.json': { route: '/about/overview', document: 'whoWeAre' },
  '/page-manifests/services-redirect.json': { route: '/services', redirect: '/services/overview' },
  '/page-manifests/services-overview.json': { route: '/services/overview' },
  '/page-manifests/not-found.json': { route: '*' },
});

describe('route matching (shared by the server and the browser)', () => {
  it('finds a page, with the content document it reads', () => {
    expect(table.match('/about/overview')).toEqual({
      kind: 'page',
      route: '/about/overview',
      file: '/page-manifests/about-overview.json',
      document: 'whoWeAre',
    });
  });

  it('follows redirect manifests', () => {
    expect(table.match('/services')).toEqual({ kind: 'redirect', location: '/services/overview' });
  });

  it('sends other spellings of a page to its one canonical spelling', () => {
    for (const spelling of [
      '/About/Overview',
      '/about/overview/',
      '/about/overview/index',
      '/about/overview/index.html',
    ]) {
      expect(table.match(spelling)).toEqual({ kind: 'redirect', location: '/about/overview' });
    }
    expect(table.match('/Services/')).toEqual({ kind: 'redirect', location: '/services/overview' });
    expect(table.match('/index')).toEqual({ kind: 'redirect', location: '/' });
  });

  it('gives anything else the not-found page, misspelt or not', () => {
    for (const path of ['/404', '/nope', '/Nope/', '/about', '/about/overview/extra']) {
      expect(table.match(path)).toEqual({ kind: 'notFound', file: '/page-manifests/not-found.json' });
    }
  });

  it('lists the page routes (for the sitemap and the prerender)', () => {
    expect(table.pages).toEqual(['/', '/about/overview', '/services/overview']);
  });

  it('canonicalises paths', () => {
    expect(canonicalPathname('/')).toBe('/');
    expect(canonicalPathname('//')).toBe('/');
    expect(canonicalPathname('/A/B//')).toBe('/a/b');
  });

  it('costs linear time on a long run of slashes (the server and the browser both match every path)', async () => {
    expect(canonicalPathname(`${SLASH_RUN_PATH}//`)).toBe(SLASH_RUN_PATH.toLowerCase());
    expect(await medianMs(5, () => table.match(SLASH_RUN_PATH))).toBeLessThan(50);
    expect(table.match(SLASH_RUN_PATH)).toEqual({ kind: 'notFound', file: '/page-manifests/not-found.json' });
  });
});
