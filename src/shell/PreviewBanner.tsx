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
 *
 * Exit preview is a form that posts (server/preview-api.ts): it works without
 * JavaScript, the server revokes the session, and no other site can end an
 * editor's preview with a link (a GET is refused). The button looks like the
 * link it replaces (the banner's rules style `.preview-banner-exit`); its
 * transparent border is what forced colours paint as its edge.
 */
export function PreviewBanner() {
  return (
    <aside className="preview-banner" aria-label="Preview">
      <p className="preview-banner-text">
        <strong>Preview</strong>: unpublished drafts
      </p>
      <form method="post" action={PREVIEW_EXIT_PATH} style={{ display: 'contents' }}>
        <button
          type="submit"
          className="preview-banner-exit"
          data-preview-exit=""
          style={{
            margin: 0,
            padding: '0 0.25rem',
            border: '2px solid transparent',
            background: 'none',
            font: 'inherit',
            fontWeight: 700,
            cursor: 'pointer',
          }}
        >
          Exit preview
        </button>
      </form>
    </aside>
  );
}
