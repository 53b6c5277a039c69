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

/** True for links that leave the site (rendered as <a>, not router links). */
export function isExternalHref(href: string): boolean {
  return !href.startsWith('/');
}

/** A tel: link for a human-formatted phone number ("+44 20 7946 0000"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+0-9]/g, '')}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email.trim()}`;
}
