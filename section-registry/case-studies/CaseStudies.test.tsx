import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSection } from '../../tests/render';
import fixture from './fixture.json';
import definition from './index';

describe('case studies section', () => {
  it('shows each study with its sector, client, headline, story, measured results and quote', async () => {
    await renderSection(definition, fixture);
    const study = screen.getByRole('article', { name: 'Repairs reorganised around the tenant, not the trade' });
    expect(study).toHaveAttribute('id', 'case-regional-housing-association');
    expect(within(study).getByText('Housing')).toBeInTheDocument();
    expect(within(study).getByText('A regional housing association with 1,400 staff')).toBeInTheDocument();
    expect(
      within(study).getByRole('heading', { level: 3, name: 'Repairs reorganised around the tenant, not the trade' }),
    ).toBeInTheDocument();
    for (const label of ['The challenge', 'What we did', 'The outcome'])
      expect(within(study).getByText(label)).toBeInTheDocument();
    // A measured result reads as a term and its figure: "fewer repeat visits in the first year: 38%".
    const figure = within(study).getByText('38%');
    expect(figure.tagName).toBe('DD');
    expect(figure.previousElementSibling).toHaveTextContent('fewer repeat visits in the first year');
    expect(within(study).getByText('Director of Property Services')).toBeInTheDocument();
  });

  it('leaves out the parts a study does not have, and a result with no figure', async () => {
    await renderSection(definition, {
      items: [
        { title: 'A service redesigned', outcome: 'Waiting times fell.', results: [{ label: 'no figure given' }] },
      ],
    });
    const study = screen.getByRole('article');
    expect(within(study).queryByText('The challenge')).not.toBeInTheDocument();
    expect(within(study).getByText('The outcome')).toBeInTheDocument();
    expect(within(study).queryByText('no figure given')).not.toBeInTheDocument();
    expect(within(study).queryByRole('figure')).not.toBeInTheDocument();
  });

  it('renders nothing without a study worth showing', async () => {
    const { container } = await renderSection(definition, { heading: 'Recent work', items: [{ sector: 'Housing' }] });
    expect(container).toBeEmptyDOMElement();
  });
});
