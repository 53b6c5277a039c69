import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router';
import { isExternalHref } from '../../src/lib/safe-href';

interface SmartLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
}

/** Site paths go through the router (no reload); mailto:, tel: and https: are plain anchors. */
export const SmartLink = forwardRef<HTMLAnchorElement, SmartLinkProps>(function SmartLink(
  { href, children, ...props },
  ref,
) {
  if (isExternalHref(href)) {
    const opensElsewhere = href.startsWith('https:');
    return (
      <a ref={ref} href={href} {...(opensElsewhere ? { rel: 'noopener noreferrer' } : {})} {...props}>
        {children}
      </a>
    );
  }
  return (
    <Link ref={ref} to={href} {...props}>
      {children}
    </Link>
  );
});
