import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../tests/render';
import { ItemTitle } from './ItemTitle';
import { SectionShell } from './SectionShell';

describe('section heading levels', () => {
  it('puts item titles at h3 under a section heading', () => {
    renderUi(
      <SectionShell heading="Our services">
        <ItemTitle>Consulting</ItemTitle>
      </SectionShell>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Our services' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Consulting' })).toBeInTheDocument();
  });

  it('lifts item titles to h2 when the section has no heading, so the outline never skips a level', () => {
    renderUi(
      <SectionShell>
        <ItemTitle>Introduction</ItemTitle>
      </SectionShell>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Introduction' })).toBeInTheDocument();
  });
});
