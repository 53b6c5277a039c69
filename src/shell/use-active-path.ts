import { useLocation } from 'react-router';
import { isNavGroup, type NavEntry } from '../site';

/** aria-current for a menu link: the page it points at is the page on screen. */
export function useCurrentPage(): (href: string) => 'page' | undefined {
  const { pathname } = useLocation();
  return (href) => (href === pathname ? 'page' : undefined);
}

/**
 * Whether a menu entry holds the page on screen: a group holds its links and the pages it names in
 * `alsoHolds`; a link holds its own page and the pages under it (Courses holds /courses/mr-bootcamps).
 * The menu marks that entry, so a reader three levels down still sees where they are (review 19:
 * nothing was marked on the course pages or /at-a-glance).
 */
export function entryHoldsPage(entry: NavEntry, pathname: string): boolean {
  if (isNavGroup(entry)) {
    return entry.links.some((link) => link.href === pathname) || (entry.alsoHolds ?? []).includes(pathname);
  }
  return entry.href === pathname || (entry.href !== '/' && pathname.startsWith(`${entry.href}/`));
}

/** The entry test above, for the path on screen. */
export function useHoldsPage(): (entry: NavEntry) => boolean {
  const { pathname } = useLocation();
  return (entry) => entryHoldsPage(entry, pathname);
}
