import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSection } from '../../tests/render';
import fixture from './fixture.json';
import definition from './index';

describe('chips section', () => {
  it('lists every label, plain strings and { text } items alike', async () => {
    await renderSection(definition, fixture);
    expect(screen.getByRole('heading', { level: 2, name: 'Our expertise' })).toBeInTheDocument();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Organisational design',
      'Leadership development',
      'Culture and mindset change',
      'Transformation and change management',
      'Quality assurance',
      'Public sector procurement',
      'Coaching and facilitation',
    ]);
  });

  it('shows the labels as text in a list, not as controls', async () => {
    await renderSection(definition, fixture);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('renders nothing without labels', async () => {
    const { container } = await renderSection(definition, { heading: 'Our expertise' });
    expect(container).toBeEmptyDOMElement();
  });

  it('renders nothing when the labels arrive as one string instead of a list', async () => {
    const { container } = await renderSection(definition, { heading: 'Ten mindsets', items: 'Growth, Purpose' });
    expect(container).toBeEmptyDOMElement();
  });

  it('keeps the labels that fit when content sends a broken one', async () => {
    await renderSection(definition, { items: ['Growth', 3, { text: 'Purpose' }, { label: 'Resilience' }, ''] });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Growth', 'Purpose']);
  });
});
