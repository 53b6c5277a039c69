import type { JsonLdNode, StructuredDataBuilder } from '../../src/lib/structured-data';
import type { HeroProps } from './schema';

/**
 * The hero's breadcrumb trail as a BreadcrumbList (the last entry, the current
 * page, links to the page itself), and, on a page that presents a course, the
 * course its heading and subtitle name.
 */
export const heroStructuredData: StructuredDataBuilder<HeroProps> = (props, context) => {
  const entities: JsonLdNode[] = [];
  // One entry is not a trail: Google asks for at least two.
  if (props.breadcrumbs.length >= 2) {
    entities.push({
      '@type': 'BreadcrumbList',
      itemListElement: props.breadcrumbs.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.label,
        item: crumb.href ? context.absoluteUrl(crumb.href) : context.pageUrl,
      })),
    });
  }
  if (props.describes === 'Course' && props.title && props.subtitle) {
    entities.push({
      '@type': 'Course',
      name: props.title,
      description: props.subtitle,
      url: context.pageUrl,
      provider: context.organization,
    });
  }
  return { entities };
};
