import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSection } from '../../tests/render';
import fixture from './fixture.json';
import definition from './index';

describe('credentials section', () => {
  it('names each certificate and gives the facts a buyer checks: number, scope and renewal', async () => {
    await renderSection(definition, fixture);
    const entries = screen.getAllByRole('listitem');
    expect(entries).toHaveLength(2);
    const iso = entries[0]!;
    expect(within(iso).getByRole('heading', { level: 3, name: 'ISO 9001:2015' })).toBeInTheDocument();
    expect(within(iso).getByText('Quality management')).toBeInTheDocument();
    // Each fact reads as a term and its value.
    const number = within(iso).getByText('QMS 604218');
    expect(number.tagName).toBe('DD');
    expect(number.previousElementSibling).toHaveTextContent('Certificate');
    expect(within(iso).getByText('14 June 2027').previousElementSibling).toHaveTextContent('Valid to');
    expect(within(entries[1]!).getByText(/government-backed scheme/)).toBeInTheDocument();
  });

  it('leaves out a fact without its label or value, and an entry without a name', async () => {
    await renderSection(definition, {
      items: [
        { title: 'Cyber Essentials Plus', facts: [{ label: 'Certificate' }, { value: '9 March 2027' }] },
        { kind: 'Quality management', facts: [{ label: 'Certificate', value: 'QMS 604218' }] },
      ],
    });
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByRole('term')).not.toBeInTheDocument();
    expect(screen.queryByText('QMS 604218')).not.toBeInTheDocument();
  });

  it('renders nothing without a named entry', async () => {
    const { container } = await renderSection(definition, { heading: 'Our credentials', items: [{ kind: 'x' }] });
    expect(container).toBeEmptyDOMElement();
  });
});
