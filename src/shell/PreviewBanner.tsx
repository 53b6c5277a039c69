import { PREVIEW_EXIT_PATH } from '../preview/paths';

/**
 * Says the page shows unpublished drafts, with the way out: a bar above the
 * header, on preview pages only. The server writes it before #root (outside
 * what React hydrates), so no ordinary visitor's page or script carries it;
 * only its few rules sit in the site's one stylesheet. The page makes room for
 * it (--preview-banner-height), so it covers nothing. Its rules are in preview-banner.css.
 */
export function PreviewBanner() {
  return (
    <aside className="preview-banner" aria-label="Preview">
      <p className="preview-banner-text">
        <strong>Preview</strong>: unpublished drafts
      </p>
      {/* A full page load, not an in-app navigation: follow-drafts.ts keeps the app's link listener off it (PREVIEW_EXIT_SELECTOR). */}
      <a className="preview-banner-exit" href={PREVIEW_EXIT_PATH} data-preview-exit="">
        Exit preview
      </a>
    </aside>
  );
}
