import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSection } from '../../tests/render';
import fixture from './fixture.json';
import definition from './index';

/** The facts as a screen reader pairs them: each term with its definition. */
function readFacts(container: HTMLElement): string[] {
  return Array.from(container.querySelectorAll('dl > div')).map(
    (group) => `${group.querySelector('dt')?.textContent}: ${group.querySelector('dd')?.textContent}`,
  );
}

describe('keyFacts section', () => {
  it('pairs each label with its value in a description list', async () => {
    const { container } = await renderSection(definition, fixture);
    expect(screen.getByRole('heading', { level: 2, name: 'Programme at a glance' })).toBeInTheDocument();
    expect(screen.getAllByRole('term')).toHaveLength(5);
    expect(screen.getAllByRole('definition')).toHaveLength(5);
    expect(readFacts(container)).toEqual([
      'Duration: 12 weeks',
      'Modules: 6 modules',
      'Delivery: Blended',
      'For: Mid to senior leaders',
      'Certification: Mindrise Certificate in Essential Leadership',
    ]);
  });

  it('keeps icons decorative, out of what a screen reader announces', async () => {
    const { container } = await renderSection(definition, fixture);
    const icons = container.querySelectorAll('svg');
    expect(icons).toHaveLength(5);
    for (const icon of icons) expect(icon).toHaveAttribute('aria-hidden', 'true');
  });

  it('renders nothing without facts', async () => {
    const { container } = await renderSection(definition, {});
    expect(container).toBeEmptyDOMElement();
  });

  it('renders nothing when no fact has both a label and a value', async () => {
    const { container } = await renderSection(definition, {
      heading: 'Bootcamp facts',
      items: [{ label: 'Duration' }, { value: '2-3 days' }],
    });
    expect(container).toBeEmptyDOMElement();
  });

  it('keeps the facts that fit when content sends broken ones', async () => {
    const { container } = await renderSection(definition, {
      items: [
        { icon: 'Clock', label: 'Duration', value: '2-3 days' },
        { icon: 'NotAnIcon', label: 'Participants', value: '12-15' },
        { label: 'Locations', value: { city: 'London' } },
        'not a fact',
      ],
    });
    expect(readFacts(container)).toEqual(['Duration: 2-3 days', 'Participants: 12-15']);
    // The unknown icon is dropped; its fact still shows, without an icon.
    expect(container.querySelectorAll('svg')).toHaveLength(1);
  });
});
