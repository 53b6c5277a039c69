import { described, z } from '../../src/lib/zod-mini';
import { action, sectionIntro, text } from '../shared/schemas';

/*
 * An exhibit: one data graphic or framework diagram, drawn from fixed copy. Each kind of graphic is a
 * key of its own (`timeline`, `structure`, …) rather than a `kind` string, so a graphic whose data is
 * broken is left out on its own and the rest of the exhibit's copy still parses. Give one; when several
 * are given, the first usable one in the order below is drawn.
 */

const number = z.number();
const list = <T extends z.ZodMiniType>(item: T) => z._default(z.array(item), []);

const timeline = z.strictObject({
  unit: described(z._default(text, 'Week'), 'What one step of the axis is, in the singular: "Week"'),
  length: described(z.optional(number), 'How many steps the axis runs: 12'),
  phases: list(
    z.strictObject({
      label: z.optional(text),
      start: described(z.optional(number), 'The first step of the phase: 1'),
      end: described(z.optional(number), 'The last step of the phase: 2'),
      open: described(z.optional(z.boolean()), 'It runs on past the axis, for as long as the client needs'),
    }),
  ),
  milestones: list(
    z.strictObject({
      at: described(z.optional(number), 'The step it falls at the end of'),
      label: z.optional(text),
      accent: described(z.optional(z.boolean()), 'The point of the exhibit: one milestone at most'),
    }),
  ),
});

const structureState = z.strictObject({
  label: described(z.optional(text), 'Above the state: "Before", "At go-live"'),
  layers: described(z._default(z.array(text), []), 'The layers from the top down, one role each'),
});

const structure = z.strictObject({
  caption: described(z.optional(text), 'What the chain is: "The longest line from director to front line"'),
  before: z.optional(structureState),
  after: z.optional(structureState),
});

const curve = z.strictObject({
  x: z.optional(
    z.strictObject({
      label: z.optional(text),
      unit: described(z.optional(text), 'One step of the axis in the singular, for the milestones: "Month"'),
      start: z.optional(number),
      end: z.optional(number),
      step: described(z.optional(number), 'Between labelled ticks'),
    }),
  ),
  y: z.optional(
    z.strictObject({
      label: z.optional(text),
      baseline: described(z.optional(number), 'A level drawn as a dashed line: where the first measure stood'),
      baselineLabel: z.optional(text),
    }),
  ),
  series: list(
    z.strictObject({
      label: z.optional(text),
      points: list(z.strictObject({ x: z.optional(number), y: z.optional(number) })),
    }),
  ),
  highlight: described(
    z.optional(z.strictObject({ start: z.optional(number), end: z.optional(number), label: z.optional(text) })),
    'A stretch of the axis shaded in the accent: the point of the exhibit',
  ),
  milestones: list(z.strictObject({ at: z.optional(number), label: z.optional(text) })),
});

const bars = z.strictObject({
  x: z.optional(z.strictObject({ label: z.optional(text) })),
  y: z.optional(z.strictObject({ label: z.optional(text), max: z.optional(number), unit: z.optional(text) })),
  plannedLabel: z.optional(text),
  realisedLabel: z.optional(text),
  gapLabel: described(z.optional(text), 'What the accent marks between plan and realisation: "Not yet realised"'),
  periods: list(z.strictObject({ label: z.optional(text), planned: z.optional(number), realised: z.optional(number) })),
});

const scorecard = z.strictObject({
  title: described(z.optional(text), 'The report page’s own heading, as a reader of the report would see it'),
  scale: described(z._default(z.array(text), []), 'The grades in words, weakest first: each gets one more mark'),
  criteria: list(
    z.strictObject({
      label: z.optional(text),
      grade: z.optional(text),
      note: described(z.optional(text), 'The evidence in a line'),
      accent: described(z.optional(z.boolean()), 'The point of the exhibit: one row at most'),
    }),
  ),
});

const share = z.strictObject({
  value: described(z.optional(number), 'How many of every 100: 87'),
  suffix: described(z.optional(text), '"%", so the figure reads as the register gives it'),
  label: described(z.optional(text), 'What the figure counts, word for word as the site gives it elsewhere'),
  restLabel: described(z.optional(text), 'The others: "Not yet applying them"'),
});

/** The graphics, in the order the first usable one is chosen. */
export const GRAPHICS = ['timeline', 'structure', 'curve', 'bars', 'scorecard', 'share'] as const;

export const exhibitSchema = z.strictObject({
  ...sectionIntro,
  timeline: z.optional(timeline),
  structure: z.optional(structure),
  curve: z.optional(curve),
  bars: z.optional(bars),
  scorecard: z.optional(scorecard),
  share: z.optional(share),
  keyFigure: described(
    z.optional(z.strictObject({ value: z.optional(text), label: z.optional(text) })),
    'A measured figure the exhibit stands on, as the register gives it: "84%" and its label',
  ),
  illustrative: described(
    z._default(z.boolean(), false),
    'A typical shape, not one client’s data: the caption says so first ("Typical pattern.")',
  ),
  note: described(z.optional(text), 'What the graphic shows, in the caption'),
  source: described(z.optional(text), 'Where its figures come from: "our engagement records"'),
  caseStudy: described(z.optional(action), 'The case study on this page whose figures it draws: its client and anchor'),
  tone: z._default(z.enum(['plain', 'muted']), 'plain'),
});

export type ExhibitProps = z.output<typeof exhibitSchema>;
export type TimelineData = NonNullable<ExhibitProps['timeline']>;
export type StructureData = NonNullable<ExhibitProps['structure']>;
export type CurveData = NonNullable<ExhibitProps['curve']>;
export type BarsData = NonNullable<ExhibitProps['bars']>;
export type ScorecardData = NonNullable<ExhibitProps['scorecard']>;
export type ShareData = NonNullable<ExhibitProps['share']>;
