import { Paper, Stack, Text } from '@mantine/core';
import { IconBadge } from '../shared/IconBadge';
import { useId, useState } from 'react';
import { ContentIcon } from '../../src/lib/icons';
import { ActionButton } from '../shared/ActionButton';
import { ItemTitle } from '../shared/ItemTitle';
import { SectionShell } from '../shared/SectionShell';
import classes from './highlights.module.css';
import type { HighlightsProps } from './schema';
import { Grid } from '../shared/Grid';

/**
 * Heading and description, bubbles whose text shows for the one under the
 * pointer (or keyboard focus, or a tap), and a list of selling points.
 */
export default function Highlights(props: HighlightsProps) {
  const { heading, description, bubbles, pointsHeading, points, fallbackIcon, action, tone } = props;
  const [activeIndex, setActiveIndex] = useState(0);
  const detailId = useId();
  const active = bubbles[activeIndex];
  if (!heading && bubbles.length === 0 && points.length === 0) return null;

  return (
    <SectionShell heading={heading} description={description} tone={tone}>
      <Grid cols={{ base: 1, md: 2 }} gap="xxl">
        {bubbles.length > 0 && (
          <Stack gap="lg">
            <ul className={classes.bubbles}>
              {bubbles.map((bubble, index) => (
                <li key={index}>
                  <button
                    type="button"
                    className={classes.bubble}
                    aria-pressed={index === activeIndex}
                    aria-controls={detailId}
                    onMouseEnter={() => setActiveIndex(index)}
                    onFocus={() => setActiveIndex(index)}
                    onClick={() => setActiveIndex(index)}
                  >
                    {bubble.title}
                  </button>
                </li>
              ))}
            </ul>
            <Paper id={detailId} className={classes.detail} p="lg" bg="gray.0" aria-live="polite">
              <Text fw={700}>{active?.title}</Text>
              <Text c="gray.8">{active?.text}</Text>
            </Paper>
          </Stack>
        )}
        {points.length > 0 && (
          <Stack gap="md">
            {pointsHeading && <ItemTitle size="h4">{pointsHeading}</ItemTitle>}
            <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
              {points.map((point, index) => (
                <li key={index} style={{ display: 'flex', gap: 'var(--mantine-spacing-md)' }}>
                  <IconBadge size={44} radius="md" variant="light">
                    <ContentIcon name={point.icon} fallback={fallbackIcon} size={24} />
                  </IconBadge>
                  <div>
                    <Text fw={700}>{point.title}</Text>
                    <Text c="gray.7" size="sm">
                      {point.description}
                    </Text>
                  </div>
                </li>
              ))}
            </Stack>
            {action?.label && (
              <div>
                <ActionButton label={action.label} href={action.href ?? '/about/overview'} withArrow />
              </div>
            )}
          </Stack>
        )}
      </Grid>
    </SectionShell>
  );
}
