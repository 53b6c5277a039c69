import { useEffect } from 'react';

/** The manifest file of the page the server rendered (the first one the browser shows). */
let describedFile: string | undefined;

/**
 * The server's JSON-LD describes the page it rendered (it is built from that
 * render, outside React). Once the browser shows another page, it is removed:
 * a page shown by navigation is not described, rather than described as the
 * page before it.
 */
export function useRemoveStaleStructuredData(file: string): void {
  useEffect(() => {
    describedFile ??= file;
    if (file === describedFile) return;
    for (const block of document.head.querySelectorAll('script[type="application/ld+json"]')) block.remove();
  }, [file]);
}
