import { Text } from '@mantine/core';
import { ItemTitle } from '../shared/ItemTitle';
import { SectionShell } from '../shared/SectionShell';
import type { StepsProps } from './schema';
import classes from './steps.module.css';
import { VisuallyHidden } from '../shared/VisuallyHidden';

/**
 * Up to four steps sit side by side from a tablet's width. Five do from a laptop's (lg): on a
 * tablet they squeezed their words to three or four a line, so there they stand in a column under
 * the heading. Six and more stand in a column beside the heading; a column of five there left
 * most of a laptop screen empty under a two-word heading.
 */
const MAX_HORIZONTAL_STEPS = 4;
const MAX_WIDE_ROW_STEPS = 5;

/** A numbered process: methodology, how it works, the buying process. */
export default function Steps({ heading, description, items, tone }: StepsProps) {
  const steps = items.filter((item) => item.title || item.description);
  if (steps.length === 0) return null;
  const horizontal = steps.length <= MAX_HORIZONTAL_STEPS;
  const wideRow = !horizontal && steps.length <= MAX_WIDE_ROW_STEPS;
  const split = !horizontal && !wideRow && Boolean(heading);
  return (
    <SectionShell heading={heading} description={description} tone={tone} split={split}>
      <ol
        className={classes.steps}
        data-horizontal={horizontal || undefined}
        data-wide-row={wideRow || undefined}
        data-on-brand={tone === 'brand' || undefined}
      >
        {steps.map((step, index) => (
          <li key={index} className={classes.step}>
            {/* The circle is for the eye; the heading carries "Step n" for screen readers. */}
            <span className={classes.number} aria-hidden="true">
              {index + 1}
            </span>
            <div className={classes.body}>
              {step.title && (
                <ItemTitle mb="xs">
                  <VisuallyHidden>{`Step ${index + 1}:`}</VisuallyHidden> {step.title}
                </ItemTitle>
              )}
              {step.description && <Text className={classes.description}>{step.description}</Text>}
            </div>
          </li>
        ))}
      </ol>
    </SectionShell>
  );
}
