import type { ReactElement } from 'react';
import type { Mode } from '../frame';
import type { DataTable, ExhibitKind } from '../kind';
import type { ExhibitProps } from '../schema';
import { GRAPHICS } from '../schema';
import { bars } from './bars';
import { curve } from './curve';
import { scorecard } from './scorecard';
import { share } from './share';
import { structure } from './structure';
import { timeline } from './timeline';

/** A graphic ready to draw: its name for a screen reader, its data as a table, and a layout per mode. */
export interface Drawing {
  summary: string;
  table: DataTable;
  draw: (mode: Mode) => ReactElement;
}

function drawing<Data, Prepared>(kind: ExhibitKind<Data, Prepared>, data: Data | undefined): Drawing | null {
  const prepared = data === undefined ? null : kind.prepare(data);
  if (prepared === null) return null;
  const summary = kind.summary(prepared);
  return {
    summary,
    table: kind.table(prepared),
    draw: (mode) => <kind.Draw key={mode.name} data={prepared} mode={mode} label={summary} />,
  };
}

/** Each graphic's key in the props, and how it is drawn: a lookup, never a switch. */
const KINDS: { [Key in (typeof GRAPHICS)[number]]: (props: ExhibitProps) => Drawing | null } = {
  timeline: (props) => drawing(timeline, props.timeline),
  structure: (props) => drawing(structure, props.structure),
  curve: (props) => drawing(curve, props.curve),
  bars: (props) => drawing(bars, props.bars),
  scorecard: (props) => drawing(scorecard, props.scorecard),
  share: (props) => drawing(share, props.share),
};

/** The first graphic the props give that has data enough to draw; null when none has. */
export function drawingOf(props: ExhibitProps): Drawing | null {
  for (const key of GRAPHICS) {
    const found = KINDS[key](props);
    if (found) return found;
  }
  return null;
}
