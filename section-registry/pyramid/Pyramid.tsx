import { useId, useState, type CSSProperties, type ReactNode } from 'react';
import { useHydrated } from '../../src/lib/use-hydrated';
import { ItemTitle } from '../shared/ItemTitle';
import { SectionShell } from '../shared/SectionShell';
import oneAtATime from '../shared/one-at-a-time.module.css';
import classes from './pyramid.module.css';
import type { PyramidProps } from './schema';
import { TickList } from '../shared/TickList';
import { Surface } from '../shared/Surface';

/**
 * Spec: up to five steps are coloured. The rising layers of the art direction (docs/design.md): the
 * summit in amber with dark text, then the brand's shades darkening to ink at the base; white text
 * on each of those is above 4.5:1.
 */
export const STEP_COLOURS = [
  'var(--mantine-color-accent-5)',
  'var(--mantine-color-brand-7)',
  'var(--mantine-color-brand-8)',
  'var(--mantine-color-brand-9)',
  'var(--mantine-color-black)',
];
/** The text on each coloured step: ink on the amber summit, white below it. */
const STEP_TEXT = ['var(--mantine-color-black)'];
const UNCOLOURED = 'var(--mantine-color-gray-7)';

/** Colours run from the summit down: the last step is amber, whatever the number of steps. */
function colourOf(index: number, count: number): string {
  return STEP_COLOURS[count - 1 - index] ?? UNCOLOURED;
}

/**
 * How far up the pyramid a layer sits, from 0 at the base (step 1) to 1 at the summit (the last step),
 * and the rise from one layer to the next. The stylesheet turns them into a width and a slope: how
 * steeply the layers narrow depends on the room there is.
 */
function layerRise(index: number, count: number): CSSProperties {
  const step = count <= 1 ? 0 : 1 / (count - 1);
  return { '--layer-rise': index * step, '--layer-step': step } as CSSProperties;
}

export default function Pyramid({
  heading,
  description,
  steps,
  leftQuestion,
  rightQuestion,
  benefits,
  tone,
}: PyramidProps) {
  const [activeIndex, setActiveIndex] = useState(0);
  const stepId = useId();
  // Before the page is interactive (and without JavaScript) a layer is a link to its step's text.
  const interactive = useHydrated();
  if (steps.length === 0) return null;

  const layer = (index: number, title: ReactNode) => {
    const style = {
      '--layer-colour': colourOf(index, steps.length),
      '--layer-text': STEP_TEXT[steps.length - 1 - index] ?? 'var(--mantine-color-white)',
    } as CSSProperties;
    if (!interactive) {
      return (
        <a href={`#${stepId}-${index}`} className={classes.layer} style={style}>
          {title}
        </a>
      );
    }
    return (
      <button
        type="button"
        className={classes.layer}
        style={style}
        aria-pressed={index === activeIndex}
        aria-controls={`${stepId}-${index}`}
        onClick={() => setActiveIndex(index)}
      >
        {title}
      </button>
    );
  };

  // The two questions open the diagram; on a wide screen the chosen step's text stands beside the
  // pyramid, edged in its layer's colour, so the layer and its words read together.
  return (
    // The heading at the left, as on every other section: centred above a two-column body, it left the
    // questions and the pyramid looking unrelated to it (review 23).
    <SectionShell heading={heading} description={description} tone={tone}>
      <div className={classes.layout}>
        {(leftQuestion || rightQuestion) && (
          <div className={classes.questions}>
            {leftQuestion && <p className={classes.question}>{leftQuestion}</p>}
            {rightQuestion && <p className={classes.question}>{rightQuestion}</p>}
          </div>
        )}
        <div className={classes.diagram}>
          <ol className={classes.layers} aria-label="Methodology steps">
            {steps.map((step, index) => (
              <li key={index} className={classes.tier} style={layerRise(index, steps.length)}>
                {layer(index, step.title)}
              </li>
            ))}
          </ol>
          <ul className={`${classes.dots} ${oneAtATime.needsScript}`} aria-label="Choose a step">
            {steps.map((step, index) => (
              <li key={index}>
                <button
                  type="button"
                  className={classes.dot}
                  aria-pressed={index === activeIndex}
                  aria-label={`Step ${index + 1}: ${step.title ?? ''}`}
                  aria-controls={`${stepId}-${index}`}
                  onClick={() => setActiveIndex(index)}
                />
              </li>
            ))}
          </ul>
        </div>
        {/* The chosen step's text and, under it, what clients gain: beside the pyramid on a wide screen,
            the column as tall as the diagram (review 17: the step's card alone left a void beside it). */}
        <div>
          <div className={oneAtATime.stack} aria-live="polite">
            {steps.map((step, index) => (
              <Surface
                key={index}
                id={`${stepId}-${index}`}
                className={`${oneAtATime.item} ${classes.detail}`}
                style={{ '--layer-colour': colourOf(index, steps.length) } as CSSProperties}
                data-active={index === activeIndex || undefined}
              >
                <p className={classes.stepOf}>
                  Step {index + 1} of {steps.length}
                </p>
                <ItemTitle mt="xs">{step.title}</ItemTitle>
                <p className={classes.stepText}>{step.description}</p>
              </Surface>
            ))}
          </div>
          {benefits && benefits.items.length > 0 && (
            <Surface withBorder={false} className={classes.benefits}>
              {benefits.title && <ItemTitle mb="sm">{benefits.title}</ItemTitle>}
              <TickList items={benefits.items} />
            </Surface>
          )}
        </div>
      </div>
    </SectionShell>
  );
}
