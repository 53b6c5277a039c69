import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderSection } from '../../tests/render';
import fixture from './fixture.json';
import definition from './index';

/**
 * The step on show. Every step's text is in the document (without JavaScript all of them show);
 * the stylesheet shows only the chosen one ([data-active]), which jsdom does not apply.
 */
const detail = () => {
  const shown = screen
    .getAllByText(/Step \d of \d/)
    .filter((label) => label.parentElement?.dataset.active !== undefined);
  expect(shown).toHaveLength(1);
  return shown[0]!.parentElement!;
};

describe('pyramid section', () => {
  it('starts on the first step, the base, and shows its description', async () => {
    await renderSection(definition, fixture);
    expect(detail()).toHaveTextContent('Step 1 of 6');
    expect(detail()).toHaveTextContent('Hear from people at every level');
    expect(screen.getByRole('button', { name: 'Listen' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('builds from the base up: step 1 is the widest layer, the last the narrowest', async () => {
    await renderSection(definition, fixture);
    // How far up each layer sits (the stylesheet narrows a layer by it): 0 at step 1, rising to 1 at the summit.
    const rises = screen
      .getAllByRole('listitem')
      .filter((item) => item.style.getPropertyValue('--layer-rise'))
      .map((item) => Number.parseFloat(item.style.getPropertyValue('--layer-rise')));
    expect(rises).toHaveLength(fixture.steps.length);
    expect(rises).toEqual([...rises].sort((a, b) => a - b));
    expect(rises[0]).toBe(0);
    expect(rises.at(-1)).toBe(1);
  });

  it('chooses a step by clicking its layer', async () => {
    await renderSection(definition, fixture);
    await userEvent.click(screen.getByRole('button', { name: 'Design' }));
    expect(detail()).toHaveTextContent('Step 4 of 6');
    expect(detail()).toHaveTextContent('Co-design structures');
    expect(screen.getByRole('button', { name: 'Listen' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('chooses a step by clicking its dot', async () => {
    await renderSection(definition, fixture);
    await userEvent.click(screen.getByRole('button', { name: 'Step 3: Diagnose' }));
    expect(detail()).toHaveTextContent('Step 3 of 6');
    expect(screen.getByRole('button', { name: 'Diagnose' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("colours at most five steps, from the summit down, in the rising layers' colours", async () => {
    await renderSection(definition, fixture);
    const colours = screen
      .getAllByRole('button', { name: /^(Sustain|Deliver|Design|Diagnose|Listen|Agree)$/ })
      .map((layer) => layer.style.getPropertyValue('--layer-colour'));
    // Six steps: the base is the one left grey; the summit (the last step) is amber.
    expect(colours[0]).toContain('gray');
    expect(new Set(colours.slice(1)).size).toBe(5);
    expect(colours[5]).toContain('accent');
  });

  it("has every step's text in the document, each controlled by its layer", async () => {
    await renderSection(definition, fixture);
    expect(screen.getAllByText(/Step \d of 6/)).toHaveLength(6);
    const design = screen.getByRole('button', { name: 'Design' });
    expect(document.getElementById(design.getAttribute('aria-controls')!)).toHaveTextContent('Co-design structures');
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
