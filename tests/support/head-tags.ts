/**
 * A rendered page's head as a browser reads it (parse5): the link-preview and
 * canonical tags by name, and each JSON-LD block parsed.
 */
import { defaultTreeAdapter as tree, parse, type DefaultTreeAdapterTypes } from 'parse5';

type Element = DefaultTreeAdapterTypes.Element;

export interface HeadTags {
  title: string;
  /** <meta name|property=key content=value>, by key. */
  meta: Map<string, string>;
  /** <link rel=key href=value>, every one. */
  links: { rel: string; href: string }[];
  /** The parsed body of each <script type="application/ld+json">. */
  jsonLd: Record<string, unknown>[];
}

const attribute = (element: Element, name: string) =>
  tree.getAttrList(element).find((entry) => entry.name === name)?.value;

const textOf = (element: Element) =>
  tree
    .getChildNodes(element)
    .map((child) => (tree.isTextNode(child) ? tree.getTextNodeContent(child) : ''))
    .join('');

export function readHead(headMarkup: string): HeadTags {
  const document = parse(`<!doctype html><html><head>${headMarkup}</head><body></body></html>`);
  const html = tree.getChildNodes(document).find((node) => tree.isElementNode(node));
  const head = html && tree.getChildNodes(html).find((node) => tree.isElementNode(node));
  const tags: HeadTags = { title: '', meta: new Map(), links: [], jsonLd: [] };
  for (const node of head ? tree.getChildNodes(head) : []) {
    if (!tree.isElementNode(node)) continue;
    const name = tree.getTagName(node);
    if (name === 'title') tags.title = textOf(node);
    if (name === 'meta') {
      const key = attribute(node, 'property') ?? attribute(node, 'name');
      if (key) tags.meta.set(key, attribute(node, 'content') ?? '');
    }
    if (name === 'link') tags.links.push({ rel: attribute(node, 'rel') ?? '', href: attribute(node, 'href') ?? '' });
    if (name === 'script' && attribute(node, 'type') === 'application/ld+json') {
      tags.jsonLd.push(JSON.parse(textOf(node)) as Record<string, unknown>);
    }
  }
  return tags;
}
