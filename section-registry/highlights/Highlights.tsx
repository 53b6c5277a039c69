import { Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { ContentIcon } from '../../src/lib/icons';
import { ActionButton } from '../shared/ActionButton';
import { IconBadge } from '../shared/IconBadge';
import { ItemTitle } from '../shared/ItemTitle';
import { SectionShell } from '../shared/SectionShell';
import oneAtATime from '../shared/one-at-a-time.module.css';
import classes from './highlights.module.css';
import text from '../shared/text.module.css';
import type { HighlightsProps } from './schema';
import { Grid } from '../shared/Grid';

/** Spec: the about section's button links here when content gives no link. */
export const DEFAULT_ABOUT_HREF = '/about/overview';

/**
 * Heading and description, bubbles whose text shows for the one under the
 * pointer (or keyboard focus, or a tap), a list of selling points, and a button.
 * Every bubble's text is in the HTML: without JavaScript they all show.
 */
export default function Highlights(props: HighlightsProps) {
  const { heading, description, bubbles, pointsHeading, points, fallbackIcon, action, tone } = props;
  const [activeIndex, setActiveIndex] = useState(0);
  const panelId = useId();
  if (!heading && bubbles.length === 0 && points.length === 0 && !action?.label) return null;

  return (
    <SectionShell heading={heading} description={description} tone={tone}>
      <Grid cols={{ base: 1, md: 2 }} gap="xxl">
        {bubbles.length > 0 && (
          <Stack gap="lg">
            <ul className={`${classes.bubbles} ${oneAtATime.needsScript}`}>
              {bubbles.map((bubble, index) => (
                <li key={index}>
                  <button
                    type="button"
                    className={classes.bubble}
                    aria-pressed={index === activeIndex}
                    aria-controls={`${panelId}-${index}`}
                    onMouseEnter={() => setActiveIndex(index)}
                    onFocus={() => setActiveIndex(index)}
                    onClick={() => setActiveIndex(index)}
                  >
                    {bubble.title}
                  </button>
                </li>
              ))}
            </ul>
            <div className={oneAtATime.stack} aria-live="polite">
              {bubbles.map((bubble, index) => (
                <div
                  key={index}
                  id={`${panelId}-${index}`}
                  className={`${oneAtATime.item} ${classes.detail}`}
                  data-active={index === activeIndex || undefined}
                >
                  <Text fw={700}>{bubble.title}</Text>
                  <Text className={classes.detailText}>{bubble.text}</Text>
                </div>
              ))}
            </div>
          </Stack>
        )}
        {(points.length > 0 || action?.label) && (
          <Stack gap="md">
            {pointsHeading && points.length > 0 && <ItemTitle step="subheading">{pointsHeading}</ItemTitle>}
            {points.length > 0 && (
              <Stack component="ul" gap="md" className={classes.points}>
                {points.map((point, index) => (
                  <li key={index} className={classes.point}>
                    <IconBadge size={44} radius="md" variant="light">
                      <ContentIcon name={point.icon} fallback={fallbackIcon} size={24} />
                    </IconBadge>
                    <div>
                      <Text fw={700}>{point.title}</Text>
                      <Text className={text.supporting}>{point.description}</Text>
                    </div>
                  </li>
                ))}
              </Stack>
            )}
            {/* Spec: the button always shows, with its default link; it does not depend on the points. */}
            {action?.label && (
              <div>
                <ActionButton label={action.label} href={action.href ?? DEFAULT_ABOUT_HREF} withArrow />
              </div>
            )}
          </Stack>
        )}
      </Grid>
    </SectionShell>
  );
}
