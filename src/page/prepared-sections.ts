/**
 * Sections prepared on the server travel with the page: the props each section
 * of the first page was rendered with (null for a section left out). The
 * browser renders the first page from them, so a first visit parses nothing
 * and needs neither zod nor the section schemas; a later page, or new content,
 * is prepared in the browser as usual.
 */
import { createContext, useContext } from 'react';

export interface PreparedSections {
  /** The manifest file these belong to. */
  file: string;
  /** By section index. */
  sections: (object | null)[];
}

/** On the server: where each section records what it rendered with. */
export const SectionRecorder = createContext<PreparedSections | null>(null);

/** In the browser: the first page's sections, as the server prepared them. */
export const ServerPreparedSections = createContext<PreparedSections | null>(null);

export function useSectionRecorder(): PreparedSections | null {
  return useContext(SectionRecorder);
}

/** The server's props for this section: an object, null (left out), or undefined (none: prepare here). */
export function useServerPreparedSection(file: string, index: number): object | null | undefined {
  const prepared = useContext(ServerPreparedSections);
  if (!prepared || prepared.file !== file || index >= prepared.sections.length) return undefined;
  return prepared.sections[index];
}
