/**
 * Content may list the same entry twice. Found by the property tests: lists
 * keyed by their text made React warn about duplicate keys, and on an update
 * it may drop or duplicate entries. Every entry must show, with no warning.
 */
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../tests/render';
import { RichText } from './RichText';
import { TickList } from './TickList';

afterEach(() => vi.restoreAllMocks());

describe('lists with a repeated entry', () => {
  it('TickList shows both entries without a key warning', () => {
    const errors = vi.spyOn(console, 'error');
    renderUi(<TickList items={['Coaching', 'Coaching']} />);
    expect(screen.getAllByText('Coaching')).toHaveLength(2);
    expect(errors).not.toHaveBeenCalled();
  });

  it('RichText shows repeated list entries and links without a key warning', () => {
    const errors = vi.spyOn(console, 'error');
    const link = { label: 'Contact', href: '/contact' };
    renderUi(<RichText blocks={[{ list: ['Security', 'Security'] }, { links: [link, link] }]} />);
    expect(screen.getAllByText('Security')).toHaveLength(2);
    expect(screen.getAllByRole('link', { name: 'Contact' })).toHaveLength(2);
    expect(errors).not.toHaveBeenCalled();
  });
});
