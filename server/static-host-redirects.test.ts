import { describe, expect, it } from 'vitest';
import { routeTable } from '../src/routing/route-table';
import { redirectPage, staticHostRedirects } from './static-host-redirects';

describe('redirects for a static host', () => {
  it('lists each redirect route the manifests declare, as the server answers it', () => {
    expect(routeTable.redirects).toEqual({ '/services': '/services/overview' });
    expect(routeTable.match('/services')).toEqual({ kind: 'redirect', location: '/services/overview' });
  });

  it('writes a _redirects line per route, a permanent redirect as `npm start` sends', () => {
    const lines = staticHostRedirects(routeTable.redirects).split('\n');
    expect(lines).toContain('/services /services/overview 301');
    expect(lines.filter((line) => line && !line.startsWith('#'))).toHaveLength(1);
  });

  it('writes a page that sends the browser on at once, names the target as canonical, and links to it', () => {
    const html = redirectPage('/services/overview', 'https://www.example.co.uk');
    const document = new DOMParser().parseFromString(html, 'text/html');
    expect(document.querySelector('meta[http-equiv="refresh"]')?.getAttribute('content')).toBe(
      '0; url=/services/overview',
    );
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://www.example.co.uk/services/overview',
    );
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.querySelector('main a')?.getAttribute('href')).toBe('/services/overview');
  });

  it('escapes a target, so no manifest can write markup into the page', () => {
    const html = redirectPage('/a"><script>alert(1)</script>', 'https://www.example.co.uk');
    expect(html).not.toContain('<script>');
  });
});
