/** The id of the JSON element that carries a page's state (see page-state.ts). */
export const PAGE_STATE_ID = 'page-state';
