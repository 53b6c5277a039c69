import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SECTION_TYPES } from '../../section-registry';
import { renderUi } from '../../tests/render';
import { SectionGallery } from './SectionGallery';

describe('the section gallery', () => {
  // Plain selectors, not role queries: the page holds every section, and role queries over it take seconds.
  it('renders every registered section type from its fixture, under its type name, with the props it accepts', async () => {
    const { container } = renderUi(<SectionGallery />);
    await waitFor(() => expect(screen.queryByText('Loading the sections…')).not.toBeInTheDocument(), {
      timeout: 12_000,
    });
    for (const type of SECTION_TYPES) {
      const item = container.querySelector(`[data-section-type="${type}"]`);
      expect(item?.querySelector('h2')?.textContent, type).toBe(type);
      expect(item?.querySelectorAll('tbody tr').length, type).toBeGreaterThan(0);
      expect(item?.lastElementChild?.textContent, type).not.toBe('The fixture is missing or renders nothing.');
      expect(item?.lastElementChild?.textContent?.length, type).toBeGreaterThan(20);
    }
    expect(container.querySelector('[data-section-type="contactForm"]')?.textContent).toContain('"Send Message"');
  }, 30_000);
});
