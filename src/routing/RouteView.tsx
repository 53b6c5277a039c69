import { Navigate, useLocation } from 'react-router';
import { ManifestPage } from '../page/ManifestPage';
import { useRemoveStaleStructuredData } from '../seo/stale-structured-data';
import { usePageModule } from './page-modules';
import { routeTable } from './route-table';

/** The page for the current URL: the same match the server made, so both show the same thing. */
export function RouteView() {
  const { pathname, search, hash } = useLocation();
  const match = routeTable.match(pathname);
  if (match.kind === 'redirect') return <Navigate to={`${match.location}${search}${hash}`} replace />;
  if (!match.file) return null; // No not-found manifest: the build refuses this.
  return <PageForFile key={match.file} file={match.file} />;
}

/** A page's manifest and sections (the not-found page's console line is the page runtime's, src/browser/page.ts). */
function PageForFile({ file }: { file: string }) {
  const { manifest } = usePageModule(file);
  useRemoveStaleStructuredData(file);
  if ('redirect' in manifest) return <Navigate to={manifest.redirect} replace />;
  return <ManifestPage manifest={manifest} file={file} />;
}
