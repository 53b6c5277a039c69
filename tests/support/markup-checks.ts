/**
 * What rendered markup must never contain, checked independently of the
 * site's own link helper: the markup is parsed as a browser parses it (parse5,
 * the parser inside jsdom, about six times faster without building a DOM), and
 * a browser's URL parser decides where each link goes.
 */
import { defaultTreeAdapter as tree, parseFragment, type DefaultTreeAdapterTypes } from 'parse5';
import { INJECTED_TAG } from './hostile-values';

type Node = DefaultTreeAdapterTypes.Node;

/** Attributes a browser follows or loads. */
const URL_ATTRIBUTES = [
  'href',
  'src',
  'srcset',
  'action',
  'formaction',
  'xlink:href',
  'poster',
  'data',
  'ping',
  'cite',
];
const SITE = new URL('https://site.invalid/');
const ALLOWED_SCHEMES = ['https:', 'mailto:', 'tel:'];
/** Elements content must never create. (React emits <link rel="preload"> for images; its href is checked.) */
const FORBIDDEN_TAGS = ['script', 'iframe', 'object', 'embed', 'base', 'meta', INJECTED_TAG];

/** True when a browser would keep a visitor on the site, or take them to https, mail or phone. */
export function isSafeUrl(value: string): boolean {
  // Browsers silently strip leading/trailing whitespace and control characters, which can hide a scheme.
  if (value !== value.trim() || /\p{Cc}/u.test(value)) return false;
  if (value.startsWith('#')) return true;
  let url: URL;
  try {
    url = new URL(value, SITE);
  } catch {
    return false;
  }
  // "//evil.example" and "/\evil.example" start with a slash yet leave the site.
  if (value.startsWith('/')) return url.origin === SITE.origin;
  const scheme = /^[a-z][a-z0-9+.-]*:/i.exec(value)?.[0].toLowerCase();
  return scheme !== undefined && ALLOWED_SCHEMES.includes(scheme) && url.protocol === scheme;
}

export interface InspectedMarkup {
  /** Every way the markup could run script or send a visitor elsewhere; empty when it is safe. */
  problems: string[];
  /** The text a visitor reads. */
  text: string;
}

export function inspectMarkup(markup: string): InspectedMarkup {
  const problems: string[] = [];
  const text: string[] = [];
  const visit = (node: Node) => {
    if (tree.isTextNode(node)) text.push(tree.getTextNodeContent(node));
    if (tree.isElementNode(node)) {
      problems.push(...elementProblems(tree.getTagName(node), tree.getAttrList(node)));
      if ('content' in node) visit(node.content); // a <template>'s own fragment
    }
    if ('childNodes' in node) node.childNodes.forEach(visit);
  };
  visit(parseFragment(markup));
  return { problems, text: text.join('') };
}

function elementProblems(tag: string, attributes: { name: string; value: string }[]): string[] {
  const problems: string[] = [];
  if (FORBIDDEN_TAGS.includes(tag)) problems.push(`<${tag}> element`);
  for (const { name, value } of attributes) {
    const attribute = name.toLowerCase();
    if (attribute.startsWith('on')) problems.push(`<${tag}> has event handler ${name}="${value}"`);
    if (URL_ATTRIBUTES.includes(attribute) && !isSafeUrl(value)) {
      problems.push(`<${tag}> ${name}=${JSON.stringify(value)} is not a safe link`);
    }
    if (attribute === 'style' && /url\s*\(|expression\s*\(/i.test(value))
      problems.push(`<${tag}> style loads ${value}`);
  }
  return problems;
}
