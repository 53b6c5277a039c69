import { createContext, useContext } from 'react';

export interface PageContextValue {
  /** The manifest's title: the h1 of last resort when content has none. */
  title: string;
}

export const PageContext = createContext<PageContextValue>({ title: '' });

export function usePage(): PageContextValue {
  return useContext(PageContext);
}
