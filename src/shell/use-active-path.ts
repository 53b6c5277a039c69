import { useLocation } from 'react-router';

/** aria-current for a menu link: the page it points at is the page on screen. */
export function useCurrentPage(): (href: string) => 'page' | undefined {
  const { pathname } = useLocation();
  return (href) => (href === pathname ? 'page' : undefined);
}
