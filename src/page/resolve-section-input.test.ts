import { describe, expect, it } from 'vitest';
import { resolveSectionInput } from './resolve-section-input';

const content = {
  heroSection: { _type: 'hero', title: 'Governance', subtitle: '' },
  interactiveCards: [
    { _key: 'a1', title: 'Strategy', buttonText: 'Talk to us', buttonLink: '/contact' },
    { _key: 'a2', title: 'Delivery' },
  ],
};

describe('resolveSectionInput', () => {
  it('passes fixed props through for a fixed-copy section', () => {
    expect(resolveSectionInput({ type: 'hero', props: { title: 'Fixed' } }, undefined)).toEqual({
      input: { title: 'Fixed' },
      hasContent: true,
    });
  });

  it('takes a whole object as props, over the fixed props, ignoring empty strings and Sanity keys', () => {
    const { input, hasContent } = resolveSectionInput(
      { type: 'hero', from: 'heroSection', props: { title: 'Fallback', subtitle: 'Fallback subtitle' } },
      content,
    );
    expect(hasContent).toBe(true);
    expect(input).toEqual({ title: 'Governance', subtitle: 'Fallback subtitle' });
  });

  it('maps prop paths to content paths and renames list item fields', () => {
    const { input } = resolveSectionInput(
      {
        type: 'cardGrid',
        props: { columns: 2 },
        from: {
          items: { path: 'interactiveCards', fields: { 'action.label': 'buttonText', 'action.href': 'buttonLink' } },
        },
      },
      content,
    );
    expect(input).toEqual({
      columns: 2,
      items: [{ title: 'Strategy', action: { label: 'Talk to us', href: '/contact' } }, { title: 'Delivery' }],
    });
  });

  it('reports missing content so the page can hide the section or use its fallback', () => {
    expect(resolveSectionInput({ type: 'hero', from: 'nowhere' }, content).hasContent).toBe(false);
    expect(resolveSectionInput({ type: 'hero', from: { title: 'missing.title' } }, undefined).hasContent).toBe(false);
  });

  it('merges nested objects so a fixed link survives content that only sets the label', () => {
    const { input } = resolveSectionInput(
      {
        type: 'cta',
        props: { primaryAction: { label: 'Contact Us', href: '/contact' } },
        from: { 'primaryAction.label': 'heroSection.title' },
      },
      content,
    );
    expect(input).toEqual({ primaryAction: { label: 'Governance', href: '/contact' } });
  });
});
