/**
 * The Studio's validation rules, where the site has rules of its own. Links use
 * the site's own check (src/lib/safe-href.ts), so the Studio accepts exactly the
 * links the site renders. An empty value passes every check here: whether a
 * field may be empty is `required`'s business.
 */
import { isAllowedImageSource, isSafeHref, mailtoHref } from '../../src/lib/safe-href';
import type { Validation } from './types';

export const LINK_FORMS = 'a page of this site such as /contact, or a full https://, mailto: or tel: address';

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

export function checkLink(value: unknown): true | string {
  if (isEmpty(value)) return true;
  if (typeof value === 'string' && isSafeHref(value)) return true;
  return `Use ${LINK_FORMS}. Check for spaces, and for "http://" (only https:// is allowed).`;
}

/** Pictures come from this site (/images/…) or Sanity's image CDN: the only places the site's CSP lets a browser show them from. */
export function checkImageAddress(value: unknown): true | string {
  if (isEmpty(value)) return true;
  if (typeof value === 'string' && isAllowedImageSource(value)) return true;
  return 'Use a path on this site such as /images/people/jane-doe.jpg, or an https://cdn.sanity.io/ address: pictures from anywhere else do not show.';
}

/** Star ratings show whole and half stars. */
export function checkHalfSteps(value: unknown): true | string {
  if (typeof value !== 'number') return true;
  return Number.isInteger(value * 2) ? true : 'Use whole or half stars, such as 4 or 4.5.';
}

/** A case study's anchor (#case-<slug>): lower-case words joined by hyphens, as the site's section checks it. */
export function checkSlug(value: unknown): true | string {
  if (isEmpty(value)) return true;
  if (typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)) return true;
  return 'Use lower-case letters and numbers joined by hyphens, such as london-borough-restructure.';
}

/** A person's own address, which the site shows as a mailto: link (src/lib/safe-href.ts). */
export function checkEmail(value: unknown): true | string {
  if (isEmpty(value)) return true;
  if (typeof value === 'string' && mailtoHref(value)) return true;
  return 'Use one email address, such as jane.doe@mindrise-consulting.co.uk, with nothing before or after it.';
}

export const required: Validation = (rule) => rule.required();
export const link: Validation = (rule) => rule.custom(checkLink);
export const imageAddress: Validation = (rule) => rule.custom(checkImageAddress);
/** Counters count up from zero in whole steps. */
export const counter: Validation = (rule) => rule.required().integer().min(0);
export const percent: Validation = (rule) => rule.min(0).max(100);
export const slug: Validation = (rule) => rule.required().custom(checkSlug);
export const email: Validation = (rule) => rule.custom(checkEmail);
/** A case study's year: when its result was measured, never ahead of the page that shows it. */
export const caseStudyYear: Validation = (rule) => rule.required().integer().min(2000).max(new Date().getFullYear());
/** Lists that must not be empty, such as a case study's measured results. */
export const atLeastOne: Validation = (rule) => rule.required().min(1);
export const starRating: Validation = (rule) => rule.min(1).max(5).custom(checkHalfSteps);
/** The site shows initials in a small round badge, made for two or three letters. */
export const initials: Validation = (rule) => rule.max(3).warning('Use two or three letters, such as "AM".');
