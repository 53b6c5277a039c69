import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSection } from '../../tests/render';
import fixture from './fixture.json';
import definition from './index';

describe('call to action section', () => {
  it('shows the heading and both buttons', async () => {
    await renderSection(definition, fixture);
    expect(screen.getByRole('heading', { level: 2, name: fixture.heading })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Contact Us/ })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Explore Our Services' })).toHaveAttribute('href', '/services/overview');
  });

  it('draws the two buttons as the primary and secondary tiers: solid and outline on sand (the default), white and white outline on navy', async () => {
    const actions = { primaryAction: { label: 'Book' }, secondaryAction: { label: 'Browse', href: '/courses' } };
    const { unmount } = await renderSection(definition, { heading: 'On sand', ...actions });
    expect(screen.getByRole('link', { name: 'Book' })).toHaveAttribute('data-variant', 'filled');
    expect(screen.getByRole('link', { name: 'Browse' })).toHaveAttribute('data-variant', 'outline');
    unmount();
    await renderSection(definition, { heading: 'On navy', tone: 'brand', ...actions });
    expect(screen.getByRole('link', { name: 'Book' })).toHaveAttribute('data-variant', 'white');
    expect(screen.getByRole('link', { name: 'Browse' })).toHaveAttribute('data-variant', 'outline-white');
  });

  it('draws the rising layers in the navy panel only on the page that asks for them', async () => {
    // The arrow in the primary button is an <svg> too; the drawing is the panel's other one.
    const drawings = (container: HTMLElement) => container.querySelectorAll('svg[viewBox="0 0 320 136"]');
    const { container, unmount } = await renderSection(definition, fixture);
    expect(drawings(container)).toHaveLength(0);
    unmount();
    const layered = await renderSection(definition, { ...fixture, layers: true, tone: 'brand' });
    expect(drawings(layered.container)).toHaveLength(1);
    layered.unmount();
    const onPaper = await renderSection(definition, { ...fixture, layers: true, tone: 'muted' });
    expect(drawings(onPaper.container)).toHaveLength(0);
  });

  it('names who will reply beside the words: their portrait, role, office and a link to write to them', async () => {
    await renderSection(definition, {
      ...fixture,
      contact: {
        kind: 'contact',
        title: 'Who will reply',
        name: 'Priya Shah',
        role: 'Quality Assurance Lead',
        credentials: 'Chartered Quality Professional (MCQI CQP)',
        office: 'London',
        email: 'priya.shah@mindrise-consulting.co.uk',
      },
    });
    const person = screen.getByRole('group', { name: 'Who will reply' });
    // After the buttons in reading order, inside the panel the heading names.
    const section = screen.getByRole('region', { name: fixture.heading });
    expect(section).toContainElement(person);
    expect(
      screen.getByRole('link', { name: /Contact Us/ }).compareDocumentPosition(person) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(within(person).getByRole('heading', { level: 3, name: 'Priya Shah' })).toBeInTheDocument();
    expect(person).toHaveTextContent('Quality Assurance Lead');
    expect(person).toHaveTextContent('Based in London');
    expect(within(person).getByRole('link', { name: /^Email Priya Shah/ })).toHaveAttribute(
      'href',
      'mailto:priya.shah@mindrise-consulting.co.uk',
    );
    // Brief: the close is not a second biography.
    expect(person).not.toHaveTextContent('Chartered Quality Professional');
  });

  it('says what happens next, in order, where the page has named its lead above', async () => {
    const steps = ['Priya replies within one working day.', 'A first conversation.', 'A written proposal.'];
    await renderSection(definition, { ...fixture, next: { steps } });
    const next = screen.getByRole('group', { name: 'What happens next' });
    expect(screen.getByRole('region', { name: fixture.heading })).toContainElement(next);
    expect(
      within(next)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual(steps);
  });

  it('has no one beside the words when the page names no one', async () => {
    await renderSection(definition, fixture);
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('links to /contact when content gives a label but no link (spec default)', async () => {
    await renderSection(definition, { heading: 'Talk to us', primaryAction: { label: 'Start a conversation' } });
    expect(screen.getByRole('link', { name: /Start a conversation/ })).toHaveAttribute('href', '/contact');
  });

  it('renders nothing without a heading or a button', async () => {
    const { container } = await renderSection(definition, {});
    expect(container).toBeEmptyDOMElement();
  });
});
