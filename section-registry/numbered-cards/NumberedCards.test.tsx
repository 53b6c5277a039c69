import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderSection } from '../../tests/render';
import fixture from './fixture.json';
import { enhance } from './enhance';
import definition from './index';

function card(title: string): HTMLElement {
  return screen.getByRole('heading', { level: 3, name: title }).closest('li')!;
}

describe('numbered cards section', () => {
  it('shows the values as an ordered list of numbered cards', async () => {
    await renderSection(definition, fixture);
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(within(items[0]!).getByText('1')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('heading', { level: 3, name: 'Integrity' })).toBeInTheDocument();
    expect(within(items[3]!).getByText('4')).toBeInTheDocument();
    expect(within(items[3]!).getByText(/change that lasts/)).toBeInTheDocument();
  });

  it('shows the values-in-action panel with its default hint', async () => {
    await renderSection(definition, fixture);
    expect(screen.getByRole('heading', { level: 3, name: 'Values in action' })).toBeInTheDocument();
    expect(screen.getByText(/not posters on a wall/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Hover over a value, tap it or move to it with the Tab key to see it in practice.',
    );
  });

  it('names the hovered value in the hint line, and restores the hint when the pointer leaves', async () => {
    const user = userEvent.setup();
    const { container } = await renderSection(definition, fixture);
    enhance(container);
    await user.hover(card('Curiosity'));
    expect(screen.getByRole('status')).toHaveTextContent(/^Curiosity$/);
    // Under the hint line, the value at work; in the card too, where a phone and a screen reader find it.
    expect(
      screen.getByText('Every engagement starts with interviews and observation before any recommendation.', {
        selector: '[data-values-example]',
      }),
    ).toBeInTheDocument();
    expect(card('Curiosity')).toHaveTextContent('In practice: Every engagement starts with interviews');
    expect(card('Curiosity').querySelector('[data-active]')).not.toBeNull();
    await user.unhover(card('Curiosity'));
    // With no value chosen, the panel shows the first value's example, named.
    expect(container.querySelector('[data-values-example]')).toHaveTextContent(/^For example, integrity: /);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Hover over a value, tap it or move to it with the Tab key to see it in practice.',
    );
    expect(card('Curiosity').querySelector('[data-active]')).toBeNull();
  });

  it('does the same for keyboard focus, and so for a tap, which focuses the card', async () => {
    const user = userEvent.setup();
    const { container } = await renderSection(definition, fixture);
    enhance(container);
    await user.tab();
    expect(screen.getByRole('status')).toHaveTextContent(/^Integrity$/);
    await user.tab();
    expect(screen.getByRole('status')).toHaveTextContent(/^Curiosity$/);
    // The pointer passing over and away does not lose the keyboard's place.
    fireEvent.mouseEnter(card('Impact'));
    expect(screen.getByRole('status')).toHaveTextContent(/^Impact$/);
    fireEvent.mouseLeave(card('Impact'));
    expect(screen.getByRole('status')).toHaveTextContent(/^Curiosity$/);
  });

  it('has no panel and no tab stops on the cards without a hint', async () => {
    const user = userEvent.setup();
    await renderSection(definition, { items: fixture.items });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await user.tab();
    expect(document.body).toHaveFocus();
  });

  it('renders nothing without cards', async () => {
    const { container } = await renderSection(definition, {});
    expect(container).toBeEmptyDOMElement();
  });

  it('keeps the cards that fit when content sends a broken one', async () => {
    await renderSection(definition, {
      items: [{ title: 'Integrity' }, 7, { title: ['wrong'], description: 'Candid advice.' }],
      hint: { title: 'Values in action', hoverText: false },
    });
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Candid advice.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Values in action' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
