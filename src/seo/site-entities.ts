/**
 * The firm and the website as schema.org entities, from the site's constants:
 * the same name, offices and logo every page's header and footer show.
 */
import type { JsonLdNode } from '../lib/structured-data';
import { COMPANY, OFFICES, SITE_NAME, SITE_TAGLINE } from '../site';
import { LOGO } from './share-image';
import { absoluteUrl } from './site-url';

export function officeAddress(city: string): JsonLdNode | undefined {
  const office = OFFICES.find((entry) => entry.city.toLowerCase() === city.trim().toLowerCase());
  if (!office) return undefined;
  return { '@type': 'PostalAddress', addressLocality: office.city, addressCountry: office.countryCode };
}

/** An office's address, with the street and postcode where the office is the registered one. */
function organizationAddress(city: string): JsonLdNode | undefined {
  const address = officeAddress(city);
  const office = COMPANY.registeredOffice;
  if (!address || office.city !== city) return address;
  return { ...address, streetAddress: office.streetAddress, postalCode: office.postalCode };
}

/** The firm as organiser or provider: enough to name it and find it. */
export function organizationReference(siteUrl: string): JsonLdNode {
  return { '@type': 'Organization', name: SITE_NAME, url: absoluteUrl(siteUrl, '/') };
}

/** The firm in full, for the home page: its offices, logo and the ways to reach it the page shows. */
export function organization(siteUrl: string, contactPoints: JsonLdNode[]): JsonLdNode {
  return {
    '@type': 'Organization',
    '@id': absoluteUrl(siteUrl, '/#organization'),
    name: SITE_NAME,
    url: absoluteUrl(siteUrl, '/'),
    legalName: COMPANY.legalName,
    // The company number, as Companies House registers it: schema.org has no property of its own for it.
    identifier: {
      '@type': 'PropertyValue',
      propertyID: 'Companies House company number',
      value: COMPANY.companyNumber,
    },
    description: `${SITE_TAGLINE}.`,
    logo: { '@type': 'ImageObject', url: absoluteUrl(siteUrl, LOGO.src), width: LOGO.width, height: LOGO.height },
    address: OFFICES.flatMap((office) => organizationAddress(office.city) ?? []),
    ...(contactPoints.length > 0 ? { contactPoint: contactPoints } : {}),
  };
}

/** The website, which is how Google learns the site's name for its results. */
export function website(siteUrl: string): JsonLdNode {
  return {
    '@type': 'WebSite',
    '@id': absoluteUrl(siteUrl, '/#website'),
    name: SITE_NAME,
    url: absoluteUrl(siteUrl, '/'),
    inLanguage: 'en-GB',
    publisher: { '@id': absoluteUrl(siteUrl, '/#organization') },
  };
}
