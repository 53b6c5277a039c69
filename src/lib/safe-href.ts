/**
 * The one place links from content and manifests are checked. Only site paths,
 * https, mailto and tel pass: no javascript:, data:, or protocol-relative "//host"
 * (and "/\host", which browsers also treat as another origin).
 */
const SAFE_ABSOLUTE = /^(https:\/\/[^\s]+|mailto:[^\s]+|tel:\+?[0-9 ()-]+)$/i;

export function isSafeHref(value: string): boolean {
  const href = value.trim();
  if (href !== value || href.length === 0 || href.length > 2048) return false;
  if (href.startsWith('/')) return !/^\/[/\\]/.test(href) && !/[\s\p{Cc}]/u.test(href);
  return SAFE_ABSOLUTE.test(href);
}

/**
 * The one other origin pictures may come from: Sanity's image CDN. The
 * Content-Security-Policy (server/security-headers.ts) allows images from the
 * site and this origin only, so a picture anywhere else would not show.
 */
export const IMAGE_ORIGIN = 'https://cdn.sanity.io';

/** A picture address content may use: a path on this site, or an address on IMAGE_ORIGIN. */
export function isAllowedImageSource(value: string): boolean {
  return isSafeHref(value) && (value.startsWith('/') || value.startsWith(`${IMAGE_ORIGIN}/`));
}

/** True for links that leave the site (rendered as <a>, not router links). */
export function isExternalHref(href: string): boolean {
  return !href.startsWith('/');
}

/**
 * An email address as content writes one: no spaces, quotes or brackets. Its parts are bounded as
 * addresses are (64 before the @, 253 after): unbounded, finding one in a long line without an @
 * took seconds (each start position scanned to the end of the line), stalling a server render.
 */
const EMAIL = String.raw`[^\s@"'<>()[\]]{1,64}@[^\s@"'<>()[\]]{1,253}\.[a-z]{2,}`;
/** An address inside a line of text ("Enquiries: hello@example.co.uk"). */
export const EMAIL_IN_TEXT = new RegExp(EMAIL, 'i');
const EMAIL_ADDRESS = new RegExp(`^${EMAIL}$`, 'i');
/** Fewer digits than this is not a number anyone can ring. */
const MIN_PHONE_DIGITS = 3;

/**
 * A tel: link for a human-formatted phone number ("+44 20 7946 0000"), or
 * undefined when the text holds no number (show it as text, not as a dead link).
 */
export function telHref(phone: string): string | undefined {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < MIN_PHONE_DIGITS) return undefined;
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits}`;
}

/**
 * A mailto: link, or undefined unless the text is one email address: content
 * such as "hello@example.org (UK office)" or two lines of text would otherwise
 * make a link a browser silently rewrites.
 */
export function mailtoHref(email: string): string | undefined {
  const address = email.trim();
  return EMAIL_ADDRESS.test(address) ? `mailto:${address}` : undefined;
}
