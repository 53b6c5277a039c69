import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSection } from '../../tests/render';
import fixture from './fixture.json';
import definition from './index';

describe('milestones section', () => {
  it('shows each achievement in order, with its year, title, organisation and detail', async () => {
    await renderSection(definition, fixture);
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    const entries = within(list).getAllByRole('listitem');
    expect(entries).toHaveLength(4);
    expect(within(entries[0]!).getByText('2021')).toBeInTheDocument();
    expect(
      within(entries[0]!).getByRole('heading', {
        level: 3,
        name: 'Appointed to a national management consultancy framework for the public sector',
      }),
    ).toBeInTheDocument();
    expect(within(entries[0]!).getByText('A UK public-sector buying organisation')).toBeInTheDocument();
    // The fact that makes it checkable, on its own line.
    expect(
      within(entries[0]!).getByText('Lot 2: strategy and policy; supplier reference MCF-21-0417'),
    ).toBeInTheDocument();
    // A milestone of our own names no organisation (it would only repeat ours): its detail says what happened.
    expect(entries[3]).not.toHaveTextContent('Mindrise Consulting');
    expect(within(entries[3]!).getByText(/^Now at 212 Hadley Street/)).toBeInTheDocument();
    // Years may be numbers or text; both are shown as written.
    expect(within(entries[1]!).getByText('2019')).toBeInTheDocument();
    expect(within(entries[3]!).getByText('2007–2011')).toBeInTheDocument();
  });

  it('leaves out the parts an entry does not have', async () => {
    await renderSection(definition, { items: [{ title: 'Opened our New York office' }] });
    const entry = screen.getByRole('listitem');
    expect(entry).toHaveTextContent(/^Opened our New York office$/);
  });

  it('renders nothing without entries', async () => {
    const { container } = await renderSection(definition, {});
    expect(container).toBeEmptyDOMElement();
  });

  it('keeps the entries that fit when content sends a broken one', async () => {
    await renderSection(definition, {
      items: [
        { year: { from: 2019 }, title: 'Framework supplier', organization: 'A public-sector buying organisation' },
        null,
        { year: 2024 },
      ],
    });
    const entries = screen.getAllByRole('listitem');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toHaveTextContent(/^Framework supplier/);
    expect(within(entries[0]!).getByText('A public-sector buying organisation')).toBeInTheDocument();
    expect(entries[1]).toHaveTextContent('2024');
  });
});
