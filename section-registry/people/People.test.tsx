import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSection } from '../../tests/render';
import fixture from './fixture.json';
import { enhance } from './enhance';
import definition from './index';

const ASSOCIATES = {
  heading: 'Our associates',
  columns: 2,
  fallbackName: 'No name provided',
  fallbackRole: 'No role provided',
  fallbackBio: 'No bio provided',
  fallbackExpertise: 'No expertise areas provided',
  fallbackInitials: 'N/A',
  emptyText: 'No associates data available at this time.',
};

function cardOf(name: string): HTMLElement {
  return screen.getByRole('heading', { level: 3, name }).closest('li')!;
}

/** The whole "Expertise: …" line (the label is a bold span inside it). */
function expertiseLine(card: HTMLElement): HTMLElement {
  return within(card).getByText('Expertise:').closest('p')!;
}

describe('people section', () => {
  it('shows each person with name, role, bio and expertise', async () => {
    await renderSection(definition, fixture);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    const amara = cardOf('Amara Okafor');
    expect(within(amara).getByText('Principal Consultant, Organisational Design')).toBeInTheDocument();
    expect(within(amara).getByText(/NHS, central government/)).toBeInTheDocument();
    expect(expertiseLine(amara)).toHaveTextContent('Expertise: Organisational design, Board advisory');
    // Sanity's { text } list items read the same as plain strings.
    expect(expertiseLine(cardOf('James Whitfield'))).toHaveTextContent('Change management, Programme assurance');
  });

  it('gives each person their credentials, their office and a direct address named for whom it mails', async () => {
    await renderSection(definition, fixture);
    const james = cardOf('James Whitfield');
    expect(within(james).getByText('Chartered Fellow of the CIPD, MBA, PRINCE2 Practitioner')).toBeInTheDocument();
    expect(within(james).getByText('Based in London')).toBeInTheDocument();
    const email = within(james).getByRole('link', { name: /^Email James Whitfield/ });
    expect(email).toHaveAttribute('href', 'mailto:james.whitfield@mindrise-consulting.co.uk');
    // The link says whom it mails, in a line that fits a card; its name carries the address.
    expect(email).toHaveTextContent(/^Email James$/);
    expect(email).toHaveAccessibleName('Email James Whitfield: james.whitfield@mindrise-consulting.co.uk');
  });

  it('leaves out an address that is not one, and the office and credentials when not given', async () => {
    await renderSection(definition, {
      heading: 'Our associates',
      items: [
        { name: 'Kwame Mensah', email: 'kwame at mindrise' },
        { name: 'Efua Boateng', office: 'Accra' },
      ],
    });
    const kwame = cardOf('Kwame Mensah');
    expect(within(kwame).queryByRole('link')).not.toBeInTheDocument();
    expect(within(kwame).queryByText(/^Based in/)).not.toBeInTheDocument();
    expect(within(cardOf('Efua Boateng')).getByText('Based in Accra')).toBeInTheDocument();
  });

  it('shows initials computed from the name when there is no photo', async () => {
    await renderSection(definition, fixture);
    const priya = cardOf('Priya Raman');
    expect(within(priya).getByText('PR')).toBeVisible();
    expect(priya.querySelector('img')).toBeNull();
    // Without a configured fallback, missing expertise is simply left out.
    expect(within(priya).queryByText('Expertise:')).not.toBeInTheDocument();
  });

  it('keeps the initials until the photo has loaded, then shows the photo (the enhancement)', async () => {
    const { container } = await renderSection(definition, fixture);
    enhance(container);
    const james = cardOf('James Whitfield');
    const photo = james.querySelector('img')!;
    expect(photo).toHaveAttribute(
      'src',
      'https://cdn.sanity.io/images/mindrise/production/james-whitfield-480x480.jpg',
    );
    expect(photo).toHaveAttribute('alt', '');
    expect(photo).not.toHaveAttribute('data-loaded');
    expect(within(james).getByText('JW')).toBeVisible();

    // jsdom decodes no image: the photo says it has pixels, as a browser's would once loaded.
    Object.defineProperty(photo, 'naturalWidth', { value: 480 });
    fireEvent.load(photo);
    expect(photo).toHaveAttribute('data-loaded');
    expect(within(james).getByText('JW')).not.toBeVisible();
  });

  it('keeps the initials when the photo fails to load (the enhancement)', async () => {
    const { container } = await renderSection(definition, fixture);
    enhance(container);
    const amara = cardOf('Amara Okafor');
    fireEvent.error(amara.querySelector('img')!);
    expect(within(amara).getByText('AO')).toBeVisible();
    expect(amara.querySelector('img')).toBeNull();
  });

  it('fills in the associate fallbacks for missing fields', async () => {
    await renderSection(definition, { ...ASSOCIATES, items: [{}, { name: 'Kwame Mensah', expertise: [] }] });
    const [blank, kwame] = screen.getAllByRole('listitem');
    expect(within(blank!).getByRole('heading', { level: 3, name: 'No name provided' })).toBeInTheDocument();
    expect(within(blank!).getByText('No role provided')).toBeInTheDocument();
    expect(within(blank!).getByText('No bio provided')).toBeInTheDocument();
    expect(expertiseLine(blank!)).toHaveTextContent('Expertise: No expertise areas provided');
    expect(within(blank!).getByText('N/A')).toBeVisible();
    // A name still gives initials before the fallback is used.
    expect(within(kwame!).getByText('KM')).toBeVisible();
    expect(expertiseLine(kwame!)).toHaveTextContent('No expertise areas provided');
  });

  it('says so when there are no associates', async () => {
    await renderSection(definition, ASSOCIATES);
    expect(screen.getByRole('status')).toHaveTextContent('No associates data available at this time.');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('renders nothing when there is nobody and no empty text', async () => {
    const { container } = await renderSection(definition, {});
    expect(container).toBeEmptyDOMElement();
  });

  it('drops what does not fit and shows the rest', async () => {
    await renderSection(definition, {
      ...ASSOCIATES,
      items: [{ name: 'Kwame Mensah', role: 12, image: 'javascript:alert(1)', expertise: 'Lean' }, 'stray text'],
    });
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    const kwame = cardOf('Kwame Mensah');
    expect(within(kwame).getByText('No role provided')).toBeInTheDocument();
    expect(kwame.querySelector('img')).toBeNull();
    expect(within(kwame).getByText('KM')).toBeVisible();
  });
});
