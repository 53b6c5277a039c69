/**
 * The note a visitor without JavaScript lands on after posting a contact form: the server answers the
 * post with a redirect to the page at this fragment (server/form-post.ts), and the form shows the note
 * when the page is opened at it (CSS :target). One id, read by both.
 */
export const NOT_SENT_ID = 'form-not-sent';
