/**
 * Sections prepared on the server travel with the page: the props each section
 * of the first page was rendered with (null for a section left out). The
 * browser renders the first page from them, so a first visit parses nothing
 * and needs neither zod nor the section schemas; a later page, or new content,
 * is prepared in the browser as usual.
 */
import { createContext, useContext } from 'react';

/**
 * By section index: a record, not an array, so that it keeps its gaps through JSON. A section the
 * server did not render as a section (one showing its loading text) has no entry, and is prepared in
 * the browser when its content arrives; an array's gap would arrive as null, "left out".
 */
export type SectionsByIndex = Partial<Record<number, object | null>>;

export interface PreparedSections {
  /** The manifest file these belong to. */
  file: string;
  sections: SectionsByIndex;
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
  if (!prepared || prepared.file !== file) return undefined;
  return prepared.sections[index];
}
