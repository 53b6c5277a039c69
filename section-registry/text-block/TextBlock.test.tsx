import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSection } from '../../tests/render';
import fixture from './fixture.json';
import definition from './index';

describe('text block section', () => {
  it('shows the heading and paragraphs given as strings or { text } objects', async () => {
    await renderSection(definition, fixture);
    expect(screen.getByRole('heading', { level: 2, name: 'Our purpose' })).toBeInTheDocument();
    expect(screen.getByText(/change how they think/)).toBeInTheDocument();
    expect(screen.getByText(/twenty-five years/)).toBeInTheDocument();
  });

  it('accepts a single string (introText) as one paragraph', async () => {
    await renderSection(definition, { paragraphs: 'We are a team of practitioners.' });
    expect(screen.getByText('We are a team of practitioners.')).toBeInTheDocument();
  });

  it('renders nothing when empty', async () => {
    const { container } = await renderSection(definition, { paragraphs: [] });
    expect(container).toBeEmptyDOMElement();
  });
});
