import { useId, useState } from 'react';
import { ContentIcon } from '../../src/lib/icons';
import { ActionButton } from '../shared/ActionButton';
import { ItemTitle } from '../shared/ItemTitle';
import { SectionShell } from '../shared/SectionShell';
import shared from '../shared/card.module.css';
import oneAtATime from '../shared/one-at-a-time.module.css';
import classes from './highlights.module.css';
import text from '../shared/text.module.css';
import type { HighlightsProps } from './schema';

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

  const explorer = bubbles.length > 0 && (
    <div className={classes.stackLg}>
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
            <p className={classes.strong}>{bubble.title}</p>
            <p className={classes.detailText}>{bubble.text}</p>
          </div>
        ))}
      </div>
    </div>
  );

  // The selling points beside the heading, level with it, in a panel as tall as the introduction and the
  // bubbles beside it (review 9: ending 250 px early, they left a hole); the bubbles under the introduction.
  return (
    <SectionShell
      heading={heading}
      description={description}
      tone={tone}
      underHeading={explorer || undefined}
      // The bubbles belong to the introduction: straight after it in reading order, and so on a phone, before
      // the selling points (review 22 read them on a phone as part of the points box above them).
      underHeadingFirst
      besideFrom="sm"
    >
      {(points.length > 0 || action?.label) && (
        <div className={`${classes.stack} ${classes.panel}`}>
          {pointsHeading && points.length > 0 && <ItemTitle step="subheading">{pointsHeading}</ItemTitle>}
          {points.length > 0 && (
            <ul className={`${classes.stack} ${classes.points}`}>
              {points.map((point, index) => (
                <li key={index} className={classes.point}>
                  <span className={shared.iconBadge} aria-hidden="true">
                    <ContentIcon name={point.icon} fallback={fallbackIcon} size={24} />
                  </span>
                  <div>
                    <p className={classes.strong}>{point.title}</p>
                    <p className={`${text.supporting} ${classes.flush}`}>{point.description}</p>
                  </div>
                </li>
              ))}
            </ul>
          )}
          {/* Spec: the button always shows, with its default link; it does not depend on the points. */}
          {action?.label && (
            <div>
              <ActionButton label={action.label} href={action.href ?? DEFAULT_ABOUT_HREF} withArrow />
            </div>
          )}
        </div>
      )}
    </SectionShell>
  );
}
