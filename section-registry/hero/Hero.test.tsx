import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSection } from '../../tests/render';
import definition from './index';

const homeHero = {
  layout: 'home',
  title: 'Making an impact where it matters most',
  subtitle: 'Helping organisations since 2000.',
  primaryAction: { label: 'Explore Our Services', href: '/services/overview' },
  secondaryAction: { label: 'Contact Us', href: '/contact' },
  panel: {
    title: 'Our Core Services',
    items: [
      { icon: 'PieChart', title: 'Strategic Consulting', href: '/services/consulting' },
      { icon: 'Layers', title: 'Organizational Design' },
    ],
  },
  quote: {
    text: 'There is nothing either good or bad, but thinking makes it so.',
    attribution: 'William Shakespeare, Hamlet',
  },
  stats: [{ value: 25, suffix: '+', label: 'Years Experience' }],
};

describe('hero section', () => {
  it("shows a measured result in the drawing's panel, linked to the case study that gives it", async () => {
    await renderSection(definition, {
      title: 'Transformation and change',
      art: 'transformation-change',
      highlight: {
        value: '38%',
        label: 'fewer repeat visits in the first year',
        client: 'A regional housing association',
        href: '/services/transformation-change#case-regional-housing-association',
      },
    });
    const link = screen.getByRole('link', { name: /^38% fewer repeat visits in the first year/ });
    expect(link).toHaveAttribute('href', '/services/transformation-change#case-regional-housing-association');
    expect(link).toHaveTextContent('A regional housing association');
    expect(link).toHaveTextContent(/Read the case study$/);
  });

  it('leaves the panel to its drawing when the result lacks its figure or its measure', async () => {
    await renderSection(definition, {
      title: 'Consulting',
      art: 'consulting',
      highlight: { label: 'recurring savings', href: '/services/consulting#case-x' },
    });
    expect(screen.queryByRole('link', { name: /recurring savings/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Consulting');
  });

  it('draws a service’s chart specimen in its panel, and shows no rendered picture there', async () => {
    const service = await renderSection(definition, { title: 'Consulting', art: 'consulting' });
    expect(service.container.querySelector('svg[viewBox="0 0 400 320"]')).not.toBeNull();
    expect(service.container.querySelector('img')).toBeNull();
  });

  it('gives a result with no drawing the whole panel, figure first, linked to its case study', async () => {
    const { container } = await renderSection(definition, {
      title: 'Resourcing',
      highlight: { value: '9', label: 'working days to a first day in post', href: '/resourcing#case-x' },
    });
    const link = screen.getByRole('link', { name: /^9 working days to a first day in post/ });
    expect(link.closest('[data-result]')).not.toBeNull();
    expect(container.querySelector('img, svg[viewBox="0 0 400 320"]')).toBeNull();
  });

  it('sets the few facts a reader came for beside the title of a page without a drawing', async () => {
    await renderSection(definition, {
      title: 'Privacy Policy',
      aside: { kind: 'facts', title: 'In short', items: [{ label: 'Who holds your data', value: 'Mindrise' }] },
    });
    const facts = screen.getByRole('complementary', { name: 'In short' });
    expect(facts).toHaveTextContent('Who holds your dataMindrise');
    // After the title in reading order.
    expect(
      screen.getByRole('heading', { level: 1 }).compareDocumentPosition(facts) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it("renders the page's only h1 with the subtitle and both calls to action", async () => {
    await renderSection(definition, homeHero);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Making an impact where it matters most');
    expect(screen.getByRole('link', { name: /Explore Our Services/ })).toHaveAttribute('href', '/services/overview');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });

  it('shows the core services as a list, one row a service, linking those that have a page', async () => {
    await renderSection(definition, homeHero);
    const panel = screen.getByRole('heading', { name: 'Our Core Services' }).closest('div')!;
    const rows = within(panel).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: /Strategic Consulting/ })).toHaveAttribute(
      'href',
      '/services/consulting',
    );
    expect(within(panel).getByText('Organizational Design').closest('a')).toBeNull();
  });

  it('sets the quote after the calls to action, so it never outranks the title and its proposition', async () => {
    await renderSection(definition, homeHero);
    const quote = screen.getByText(/thinking makes it so/).closest('blockquote')!;
    expect(quote).toHaveTextContent('William Shakespeare, Hamlet');
    const title = screen.getByRole('heading', { level: 1 });
    const button = screen.getByRole('link', { name: 'Contact Us' });
    expect(title.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(button.compareDocumentPosition(quote) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says under the counters what they count, as the caption of the figures', async () => {
    await renderSection(definition, {
      ...homeHero,
      statsNote: 'Years since our founding in 2000; projects completed to March 2026.',
    });
    const figures = screen.getByRole('figure', { name: /since our founding in 2000/ });
    expect(within(figures).getByText('Years Experience')).toBeInTheDocument();
  });

  it('shows the counters without a caption when content gives no note', async () => {
    await renderSection(definition, homeHero);
    expect(screen.getByText('Years Experience')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  it('falls back to the page title when content has no title, and shows no buttons without labels', async () => {
    await renderSection(definition, {}, { pageTitle: 'Governance' });
    expect(screen.getByRole('heading', { level: 1, name: 'Governance' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('sends a call to action without a link to the contact page', async () => {
    await renderSection(definition, { title: 'Join us', primaryAction: { label: 'Get in Touch' } });
    expect(screen.getByRole('link', { name: /Get in Touch/ })).toHaveAttribute('href', '/contact');
  });

  it('drops an unsafe link from content and keeps the rest', async () => {
    await renderSection(definition, { title: 'Safe', primaryAction: { label: 'Go', href: 'javascript:alert(1)' } });
    expect(screen.getByRole('link', { name: /Go/ })).toHaveAttribute('href', '/contact');
  });

  it('shows a breadcrumb trail and the last-updated note', async () => {
    await renderSection(definition, {
      title: 'Privacy Policy',
      breadcrumbs: [{ label: 'Home', href: '/' }, { label: 'Privacy Policy' }],
      note: 'Last updated May 18, 2025',
    });
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(trail).getByText('Privacy Policy')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Last updated May 18, 2025')).toBeInTheDocument();
  });
});
