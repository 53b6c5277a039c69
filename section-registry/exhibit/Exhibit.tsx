import { Anchor } from '@mantine/core';
import { useId } from 'react';
import { SectionShell } from '../shared/SectionShell';
import { SmartLink } from '../shared/SmartLink';
import { VisuallyHidden } from '../shared/VisuallyHidden';
import stats from '../shared/stat-grid.module.css';
import classes from './exhibit.module.css';
import { MODES } from './frame';
import type { DataTable } from './kind';
import { drawingOf } from './kinds';
import { words } from './scale';
import type { ExhibitProps } from './schema';

/**
 * An exhibit, as a consulting firm's report has them: a heading, one sentence saying what to see (the
 * section's description), a graphic drawn from the manifest's data, and a caption with its source.
 * The graphic is drawn twice, for a phone and for wider screens, and the stylesheet shows one; its data
 * is also a table, out of sight, for a screen reader and a search engine. With nothing to draw, nothing.
 */
export default function Exhibit(props: ExhibitProps) {
  const captionId = useId();
  const drawing = drawingOf(props);
  if (!drawing) return null;
  const { heading, description, keyFigure, illustrative, tone } = props;
  const [note, source] = [words(props.note), words(props.source)];
  const study = props.caseStudy?.href && words(props.caseStudy.label) ? props.caseStudy : undefined;
  const figure = words(keyFigure?.value) && words(keyFigure?.label) ? keyFigure : undefined;
  return (
    <SectionShell heading={heading} description={description} tone={tone}>
      <figure className={classes.f} aria-labelledby={captionId}>
        {MODES.map((mode) => drawing.draw(mode))}
        <Table table={drawing.table} caption={drawing.summary} />
        {figure && (
          // A figure over its words, as a counter is set: run into one line, "84% Diagnostic
          // recommendations…" read as broken grammar (review 25).
          <p className={stats.note}>
            <span className={stats.value}>{figure.value}</span> <span className={stats.label}>{figure.label}</span>
          </p>
        )}
        <figcaption id={captionId} className={stats.note}>
          {/* A typical shape is said to be one before anything else; in words a buyer would use (review 20:
              "Illustrative" four times over taught the reader to discount every graphic). */}
          {illustrative && <strong>Typical pattern. </strong>}
          {note && `${note} `}
          {source && `Source: ${source}. `}
          {study && (
            <>
              From the case study{' '}
              <Anchor component={SmartLink} href={study.href!} fz="inherit" underline="always">
                {study.label}
              </Anchor>
              .
            </>
          )}
          {!note && !source && !study && !illustrative && drawing.summary}
        </figcaption>
      </figure>
    </SectionShell>
  );
}

function Table({ table, caption }: { table: DataTable; caption: string }) {
  return (
    // In a hidden block: a table keeps its own width whatever the class on it says.
    <VisuallyHidden component="div">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {table.head.map((cell, index) => (
              <th key={index} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, index) => (
            <tr key={index}>
              {row.map((cell, column) =>
                column === 0 ? (
                  <th key={column} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={column}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden>
  );
}
