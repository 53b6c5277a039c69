import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSection } from '../../tests/render';
import fixture from './fixture.json';
import definition from './index';

// jsdom has no layout, so nothing scrolls here: these tests cover the
// structure and labels; moving between slides belongs to browser tests.
describe('carousel section', () => {
  it('shows every approach step as a numbered slide, labelled "n of N"', async () => {
    await renderSection(definition, fixture);
    const slides = screen.getAllByRole('group', { name: /^\d+ of 6$/ });
    expect(slides).toHaveLength(6);
    expect(slides[0]).toHaveAccessibleName('1 of 6');
    expect(slides[0]).toHaveAttribute('aria-roledescription', 'slide');
    expect(within(slides[0]!).getByText('01')).toBeInTheDocument();
    expect(within(slides[0]!).getByRole('heading', { level: 3, name: 'Listen first' })).toBeInTheDocument();
    expect(within(slides[5]!).getByText('06')).toBeInTheDocument();
    expect(within(slides[5]!).getByText(/build your capability/)).toBeInTheDocument();
  });

  it('is a carousel region named after the heading, holding its own controls', async () => {
    await renderSection(definition, fixture);
    const carousel = screen.getByRole('region', { name: 'Our approach, 6 slides' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(within(carousel).getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
    expect(within(carousel).getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    // Only one carousel region.
    expect(document.querySelectorAll('[aria-roledescription="carousel"]')).toHaveLength(1);
  });

  it('marks the previous button disabled on the first slide, and keeps it focusable', async () => {
    await renderSection(definition, fixture);
    const previous = screen.getByRole('button', { name: 'Previous slide' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    // A disabled button would drop keyboard focus to the page when a press reached the end.
    expect(previous).not.toBeDisabled();
  });

  it('claims the arrow keys whether focus is on a control or inside a slide', async () => {
    await renderSection(definition, fixture);
    // fireEvent returns false when the handler prevented the default (page scrolling).
    expect(fireEvent.keyDown(screen.getByRole('button', { name: 'Next slide' }), { key: 'ArrowRight' })).toBe(false);
    expect(fireEvent.keyDown(screen.getByRole('group', { name: '2 of 6' }), { key: 'ArrowLeft' })).toBe(false);
    // Alt+Left is the browser's Back and other keys are left alone.
    expect(fireEvent.keyDown(screen.getByRole('group', { name: '2 of 6' }), { key: 'ArrowLeft', altKey: true })).toBe(
      true,
    );
    expect(fireEvent.keyDown(screen.getByRole('group', { name: '2 of 6' }), { key: 'Enter' })).toBe(true);
  });

  it('renders nothing without slides', async () => {
    const { container } = await renderSection(definition, {});
    expect(container).toBeEmptyDOMElement();
  });

  it('keeps the slides that fit when content sends a broken one', async () => {
    await renderSection(definition, {
      heading: 'Our approach',
      items: [{ title: 'Listen first' }, 'not a slide', { title: 42, description: 'Evidence before opinion.' }],
    });
    const slides = screen.getAllByRole('group', { name: /^\d+ of 2$/ });
    expect(slides).toHaveLength(2);
    expect(screen.getByText('Listen first')).toBeInTheDocument();
    expect(screen.getByText('Evidence before opinion.')).toBeInTheDocument();
    expect(screen.queryByText('not a slide')).not.toBeInTheDocument();
  });
});
