import type { ReactElement } from 'react';
import type { Mode } from './frame';

/** The exhibit's data as text: a table a screen reader and a search engine read in place of the graphic. */
export interface DataTable {
  head: string[];
  rows: string[][];
}

/**
 * One kind of graphic. `prepare` keeps the data it can draw (a phase without its weeks, a point without
 * its value, is left out) and says null when nothing is left, so the exhibit renders nothing rather than
 * an empty frame; the rest only ever see prepared data.
 */
export interface ExhibitKind<Data, Prepared> {
  prepare: (data: Data) => Prepared | null;
  /** The graphic's name for a screen reader: what it is, in one line (its aria-label). */
  summary: (data: Prepared) => string;
  table: (data: Prepared) => DataTable;
  Draw: (props: { data: Prepared; mode: Mode; label: string }) => ReactElement;
}
