import { PREVIEW_EXIT_PATH } from '../preview/paths';

/**
 * Says the page shows unpublished drafts, with the way out: a bar above the
 * header, on preview pages only. The server writes it after #root (outside
 * what React hydrates), so no ordinary visitor's page or script carries it;
 * only its few rules sit in the site's one stylesheet (preview-banner.css).
 * The page makes room for it (--preview-banner-height), so it covers nothing.
 *
 * Last in the document, though first on screen: the skip link stays the first
 * thing a keyboard reaches, and Shift+Tab from the top of the page reaches Exit
 * preview at once. A screen reader finds it as the "Preview" landmark.
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
