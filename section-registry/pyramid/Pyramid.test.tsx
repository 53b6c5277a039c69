import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderSection } from '../../tests/render';
import fixture from './fixture.json';
import definition from './index';

const detail = () => screen.getByText(/Step \d of \d/).parentElement!;

describe('pyramid section', () => {
  it('starts on the first step and shows its description', async () => {
    await renderSection(definition, fixture);
    expect(detail()).toHaveTextContent('Step 1 of 6');
    expect(detail()).toHaveTextContent('Embed new habits');
    expect(screen.getByRole('button', { name: 'Sustain' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('chooses a step by clicking its layer', async () => {
    await renderSection(definition, fixture);
    await userEvent.click(screen.getByRole('button', { name: 'Design' }));
    expect(detail()).toHaveTextContent('Step 3 of 6');
    expect(detail()).toHaveTextContent('Co-design structures');
    expect(screen.getByRole('button', { name: 'Sustain' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('chooses a step by clicking its dot', async () => {
    await renderSection(definition, fixture);
    await userEvent.click(screen.getByRole('button', { name: 'Step 4: Diagnose' }));
    expect(detail()).toHaveTextContent('Step 4 of 6');
    expect(screen.getByRole('button', { name: 'Diagnose' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('colours at most five steps', async () => {
    await renderSection(definition, fixture);
    const colours = screen
      .getAllByRole('button', { name: /^(Sustain|Deliver|Design|Diagnose|Listen|Agree)$/ })
      .map((layer) => layer.style.background);
    expect(new Set(colours.slice(0, 5)).size).toBe(5);
    expect(colours[5]).toContain('gray');
  });

  it('shows both questions and the benefits box', async () => {
    await renderSection(definition, fixture);
    expect(screen.getByText('Where are you now?')).toBeInTheDocument();
    expect(screen.getByText('Where do you want to be?')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What you gain' })).toBeInTheDocument();
    expect(screen.getByText('Measurable results')).toBeInTheDocument();
  });

  it('renders nothing without steps', async () => {
    const { container } = await renderSection(definition, { heading: 'Method', leftQuestion: 'Why?' });
    expect(container).toBeEmptyDOMElement();
  });
});
