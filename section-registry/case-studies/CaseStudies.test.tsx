import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSection } from '../../tests/render';
import fixture from './fixture.json';
import definition from './index';

describe('case studies section', () => {
  it('shows each study with its sector, year, client, headline, measured results, story and quote', async () => {
    await renderSection(definition, fixture);
    const study = screen.getByRole('article', { name: 'Repairs reorganised around the tenant, not the trade' });
    expect(study).toHaveAttribute('id', 'case-regional-housing-association');
    // Year and sector on the line above the headline, so a reader sees how recent and what kind of work.
    const year = within(study).getByText('2025');
    expect(year.tagName).toBe('TIME');
    expect(year).toHaveAttribute('datetime', '2025');
    expect(year.nextElementSibling).toHaveTextContent('Housing');
    const title = within(study).getByRole('heading', { level: 3 });
    expect(year.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(study).getByText('A regional housing association with 1,400 staff')).toBeInTheDocument();
    expect(
      within(study).getByRole('heading', { level: 3, name: 'Repairs reorganised around the tenant, not the trade' }),
    ).toBeInTheDocument();
    // The measured results come before the story, so the outcome reads without the whole case.
    expect(
      within(study).getByText('38%').compareDocumentPosition(within(study).getByText('The challenge')) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    for (const label of ['The challenge', 'What we did', 'The outcome'])
      expect(within(study).getByText(label)).toBeInTheDocument();
    // A measured result reads as a term and its figure: "fewer repeat visits in the first year: 38%".
    const figure = within(study).getByText('38%');
    expect(figure.tagName).toBe('DD');
    expect(figure.previousElementSibling).toHaveTextContent('fewer repeat visits in the first year');
    expect(within(study).getByText('Director of Property Services')).toBeInTheDocument();
  });

  it('puts each story in a disclosure, open as the server sends it, named for its study', async () => {
    await renderSection(definition, fixture);
    const study = screen.getByRole('article', { name: 'Repairs reorganised around the tenant, not the trade' });
    const story = within(study).getByText('The challenge').closest('details')!;
    // Open without JavaScript; enhance.ts folds it on a phone.
    expect(story).toHaveAttribute('open');
    expect(story.querySelector('summary')).toHaveTextContent(
      'Read the full case study: Repairs reorganised around the tenant, not the trade',
    );
    // The headline, the figures and the quote stay outside the fold.
    expect(story).not.toContainElement(within(study).getByText('38%'));
    expect(story).not.toContainElement(within(study).getByText('Director of Property Services'));
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
