import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSection } from '../../tests/render';
import fixture from './fixture.json';
import definition from './index';

describe('card grid section', () => {
  it('renders every card with its title, description and points', async () => {
    await renderSection(definition, fixture);
    expect(screen.getByRole('heading', { level: 2, name: 'Governance areas' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(screen.getByText('Client sign-off on deliverables')).toBeInTheDocument();
  });

  it('makes a card with a page link one link named by its title', async () => {
    await renderSection(definition, fixture);
    expect(screen.getByRole('link', { name: 'Meet our people' })).toHaveAttribute('href', '/about/our-people');
  });

  it('shows a badge and a button on cards that have them', async () => {
    await renderSection(definition, fixture);
    const card = screen.getByRole('heading', { name: 'Procurement routes' }).closest('li')!;
    expect(within(card).getByText('Most Popular')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Talk to our team' })).toHaveAttribute('href', '/contact');
  });

  it('uses the fallback icon for an unknown icon name from content', async () => {
    const { container } = await renderSection(definition, {
      fallbackIcon: 'Shield',
      items: [
        { icon: 'NoSuchIcon', title: 'Oversight' },
        { icon: 'Eye', title: 'Transparency' },
      ],
    });
    expect(screen.getByText('Oversight')).toBeInTheDocument();
    const icons = [...container.querySelectorAll('svg')].map((svg) => svg.getAttribute('class'));
    expect(icons[0]).toContain('tabler-icon-shield');
    expect(icons[1]).toContain('tabler-icon-eye');
  });

  it('numbers the cards instead of showing icons when asked', async () => {
    await renderSection(definition, { numbered: true, items: [{ title: 'Listen' }, { title: 'Design' }] });
    expect(screen.getByText('1')).toBeInTheDocument();
    expect(screen.getByText('2')).toBeInTheDocument();
  });

  it('renders nothing without cards', async () => {
    const { container } = await renderSection(definition, { heading: 'Nothing here' });
    expect(container).toBeEmptyDOMElement();
  });
});
