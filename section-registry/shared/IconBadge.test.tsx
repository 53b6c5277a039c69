import { describe, expect, it } from 'vitest';
import { renderUi } from '../../tests/render';
import { IconBadge } from './IconBadge';

describe('IconBadge', () => {
  it('shows the radius and colour it is given, without putting them on the element as invalid attributes', () => {
    const { getByTestId } = renderUi(
      <IconBadge data-testid="badge" radius="xl" color="red.8" size={40}>
        ×
      </IconBadge>,
    );
    const badge = getByTestId('badge');
    expect(badge).not.toHaveAttribute('radius');
    expect(badge).not.toHaveAttribute('color');
    expect(badge.style.getPropertyValue('--ti-radius')).toBe('var(--mantine-radius-xl)');
    expect(badge.style.getPropertyValue('--ti-bg')).toBe('var(--mantine-color-red-8)');
  });

  it('keeps the theme colour of its variant when no colour is given', () => {
    const { getByTestId } = renderUi(
      <IconBadge data-testid="badge" variant="light" radius="md">
        ×
      </IconBadge>,
    );
    expect(getByTestId('badge').style.getPropertyValue('--ti-bg')).toBe('var(--mantine-color-brand-light)');
  });
});
