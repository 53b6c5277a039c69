/**
 * Rendering helpers for unit tests: the app's providers (Mantine in test mode,
 * a memory router, a fresh query client) around a component or a section.
 */
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { SectionDefinition } from '../section-registry/define-section';
import { TestProviders } from './providers';

export function renderUi(ui: ReactElement, { route = '/' } = {}): RenderResult {
  return render(<TestProviders route={route}>{ui}</TestProviders>);
}

/**
 * Renders a section the way a page does: untrusted input, parsed leniently by
 * the section's schema. Returns null (and renders nothing) when the section
 * decides there is nothing to show.
 */
export async function renderSection(
  definition: SectionDefinition,
  input: unknown,
  { pageTitle = 'Test page', route = '/' }: { pageTitle?: string; route?: string } = {},
) {
  await definition.preload();
  const prepared = definition.prepare(input, { title: pageTitle });
  if (!prepared) throw new Error('The section rejected its input entirely');
  return renderUi(prepared.element, { route });
}
