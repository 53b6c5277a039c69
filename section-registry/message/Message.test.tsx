import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSection } from '../../tests/render';
import fixture from './fixture.json';
import definition from './index';

describe('message section', () => {
  it('shows the message as the page h1 with a way home', async () => {
    await renderSection(definition, fixture);
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to the home page' })).toHaveAttribute('href', '/');
  });

  it('uses the page title when it has no title of its own', async () => {
    await renderSection(definition, {}, { pageTitle: 'Page not found' });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
