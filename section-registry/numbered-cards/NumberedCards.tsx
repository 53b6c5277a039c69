import { Card, Paper, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { ItemTitle } from '../shared/ItemTitle';
import { SectionShell } from '../shared/SectionShell';
import shared from '../shared/card.module.css';
import classes from './numbered-cards.module.css';
import type { NumberedCardsProps, ValuesHint } from './schema';
import { Grid } from '../shared/Grid';

/**
 * Numbered cards (core values), highlighted while hovered. With a hint, a
 * "values in action" panel follows whose hint line names the card under the
 * pointer or keyboard focus (or tapped), with the value's example in practice
 * under it: enhance.ts does that on this HTML.
 */
export default function NumberedCards({ heading, description, items, hint, tone }: NumberedCardsProps) {
  const titleId = useId();
  if (items.length === 0) return null;

  return (
    <SectionShell heading={heading} description={description} tone={tone}>
      <div className={hint ? classes.withHint : undefined}>
        <Grid
          component="ol"
          className={shared.list}
          // With the panel beside them from md up, two to a row; without it, three.
          cols={hint ? { base: 1, sm: 2 } : { base: 1, sm: 2, md: 3 }}
          count={items.length}
          gap="lg"
          data-values={hint ? '' : undefined}
        >
          {items.map((item, index) => (
            <li key={index} data-value-title={item.title} data-value-in-practice={item.inPractice}>
              <Card
                // An article, not a plain div: a focusable element needs a role that may take focus.
                component="article"
                withBorder
                padding="xl"
                radius="lg"
                className={`${shared.card} ${classes.card}`}
                // Keyboard and touch reach the cards (and so the hint) only when there is a hint to show.
                tabIndex={hint ? 0 : undefined}
                // Each article is named by its own title: several unnamed articles read alike.
                aria-labelledby={item.title ? `${titleId}-${index}` : undefined}
              >
                <Stack gap="sm">
                  {/* The ordered list already tells assistive technology the position. */}
                  <span className={shared.number} aria-hidden="true">
                    {index + 1}
                  </span>
                  {item.title && <ItemTitle id={`${titleId}-${index}`}>{item.title}</ItemTitle>}
                  {item.description && <Text className={classes.description}>{item.description}</Text>}
                  {/* In the card without JavaScript and on a phone; on a wide screen the panel shows it for the value in view. */}
                  {item.inPractice && (
                    <p className={classes.inPractice}>
                      <strong>In practice: </strong>
                      {item.inPractice}
                    </p>
                  )}
                </Stack>
              </Card>
            </li>
          ))}
        </Grid>
        {hint && <HintPanel hint={hint} first={items.find((item) => item.title && item.inPractice)} />}
      </div>
    </SectionShell>
  );
}

/** The example the panel shows before any value is chosen: the first value's, named (review 20: an empty
 * panel beside the values kept the proof behind them out of sight until a hover). */
function defaultExample(first: NumberedCardsProps['items'][number] | undefined): string {
  return first?.title && first.inPractice ? `For example, ${first.title.toLowerCase()}: ${first.inPractice}` : '';
}

function HintPanel({ hint, first }: { hint: ValuesHint; first: NumberedCardsProps['items'][number] | undefined }) {
  const example = defaultExample(first);
  return (
    <Paper withBorder radius="lg" p="xl" className={classes.panel}>
      {hint.title && <ItemTitle mb="xs">{hint.title}</ItemTitle>}
      {hint.description && <Text className={classes.description}>{hint.description}</Text>}
      {/* A status (polite live region): announces the value a keyboard user moved to, without interrupting. */}
      <Text className={classes.hintLine} mt="md" role="status" data-values-hint={hint.hoverText ?? ''}>
        {hint.hoverText}
      </Text>
      {/* Not a live region: the card a keyboard reaches reads its own example. */}
      <p className={classes.example} data-values-example={example}>
        {example}
      </p>
    </Paper>
  );
}
