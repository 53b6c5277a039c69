import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderSection } from '../../tests/render';
import fixture from './fixture.json';
import definition from './index';

describe('highlights section', () => {
  it('shows the first bubble at first, then the one under the pointer', async () => {
    await renderSection(definition, fixture);
    const detail = screen.getByText(fixture.bubbles[0]!.text).closest('[aria-live]') as HTMLElement;
    expect(screen.getByRole('button', { name: 'Mindset first' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.hover(screen.getByRole('button', { name: 'Evidence-led' }));
    expect(within(detail).getByText(fixture.bubbles[1]!.text)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Evidence-led' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Mindset first' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('follows keyboard focus as well as the pointer', async () => {
    await renderSection(definition, fixture);
    const second = screen.getByRole('button', { name: 'Evidence-led' });
    // The selling points and their button come first in reading order; the bubbles after them.
    for (let presses = 0; presses < 5 && document.activeElement !== second; presses += 1) await userEvent.tab();
    expect(second).toHaveFocus();
    expect(second).toHaveAttribute('aria-pressed', 'true');
  });

  it('lists the selling points and links the button (default /about/overview)', async () => {
    await renderSection(definition, { ...fixture, action: { label: 'Learn more about us' } });
    expect(screen.getByText('Focused outcomes')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Learn more about us/ })).toHaveAttribute('href', '/about/overview');
  });

  it('falls back to the Target icon for an unknown selling-point icon', async () => {
    const { container } = await renderSection(definition, { points: [{ icon: 'Sparkle', title: 'Reach' }] });
    expect(container.querySelector('svg')?.getAttribute('class')).toContain('tabler-icon-target');
  });

  it('renders nothing with no content', async () => {
    const { container } = await renderSection(definition, {});
    expect(container).toBeEmptyDOMElement();
  });
});
