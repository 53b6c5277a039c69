import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { isExternalHref } from '../../src/lib/safe-href';

interface SmartLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
}

/**
 * A link: a site path loads the whole page (navigation is the browser's, with its
 * back/forward cache and prerendering, see src/shell/speculation-rules.ts); https: opens without
 * handing the page to the other site.
 */
export const SmartLink = forwardRef<HTMLAnchorElement, SmartLinkProps>(function SmartLink(
  { href, children, ...props },
  ref,
) {
  const opensElsewhere = isExternalHref(href) && href.startsWith('https:');
  return (
    <a ref={ref} href={href} {...(opensElsewhere ? { rel: 'noopener noreferrer' } : {})} {...props}>
      {children}
    </a>
  );
});
