import { useEffect, useRef } from 'react';
import { Navigate, useLocation } from 'react-router';
import { isFirstRender } from '../lib/first-render';
import { ManifestPage } from '../page/ManifestPage';
import { useRemoveStaleStructuredData } from '../seo/stale-structured-data';
import { forgetFailedPages, usePageModule } from './page-modules';
import { routeTable } from './route-table';

/** The page for the current URL: the same match the server made, so both show the same thing. */
export function RouteView() {
  const { pathname, search, hash } = useLocation();
  useEffect(forgetFailedPages, [pathname]);
  const match = routeTable.match(pathname);
  if (match.kind === 'redirect') return <Navigate to={`${match.location}${search}${hash}`} replace />;
  if (!match.file) return null; // No not-found manifest: the build refuses this.
  return <PageForFile key={match.file} file={match.file} notFound={match.kind === 'notFound'} />;
}

function PageForFile({ file, notFound }: { file: string; notFound: boolean }) {
  // Fixed at mount: the page that arrived with the HTML hydrates section by section as code arrives;
  // a page mounted by a navigation waits for its sections' code, so it appears whole.
  const hydrating = useRef(isFirstRender()).current;
  const { manifest } = usePageModule(file, { hydrating });
  useRemoveStaleStructuredData(file);
  if ('redirect' in manifest) return <Navigate to={manifest.redirect} replace />;
  return (
    <>
      {notFound && <NotFoundLog />}
      <ManifestPage manifest={manifest} file={file} />
    </>
  );
}

function NotFoundLog() {
  const { pathname } = useLocation();
  useEffect(() => {
    // Spec: the attempt is logged to the console.
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return null;
}
