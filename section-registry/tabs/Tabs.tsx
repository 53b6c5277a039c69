import { IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react';
import { useReducedMotion } from '@mantine/hooks';
import { memo, useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { SectionShell } from '../shared/SectionShell';
import oneAtATime from '../shared/one-at-a-time.module.css';
import type { TabsProps } from './schema';
import { revealInStrip } from './reveal-in-strip';
import { TabPanelContent } from './TabPanelContent';
import classes from './tabs.module.css';
import { useRotation } from './use-rotation';

/** Arrow keys move along the tabs (wrapping), Home and End to either end: the WAI-ARIA tabs pattern. */
function targetIndex(key: string, current: number, count: number): number | undefined {
  if (key === 'ArrowRight') return (current + 1) % count;
  if (key === 'ArrowLeft') return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

/** A panel's content, the same whichever tab is chosen: a click re-renders the tabs, not every panel. */
const PanelContent = memo(TabPanelContent);

/**
 * Services overview: tabs that advance on their own until a visitor pauses them
 * or chooses one. Every panel is in the HTML: without JavaScript they all show,
 * one under another, each under its own title; with it, the panels share one
 * place as tall as the tallest, so nothing below moves as they turn.
 */
export default function Tabs({ heading, description, items, rotateMs, fallbackIcon, tone }: TabsProps) {
  const rotation = useRotation(items.length, rotateMs);
  const baseId = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const strip = useRef<HTMLDivElement>(null);
  const reducedMotion = useReducedMotion();

  // Where the row scrolls sideways (a phone), the chosen tab, by a visitor or by the rotation, is
  // brought into the row's view; the page stays where the visitor has it.
  useEffect(() => {
    const tab = tabs.current[rotation.active];
    if (strip.current && tab) revealInStrip(strip.current, tab, reducedMotion ? 'auto' : 'smooth');
  }, [rotation.active, reducedMotion]);

  if (items.length === 0) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = targetIndex(event.key, index, items.length);
    if (next === undefined) return;
    event.preventDefault();
    rotation.choose(next);
    // Not the browser's scroll to focus, which would move the page too: the effect above moves the row.
    tabs.current[next]?.focus({ preventScroll: true });
  };

  return (
    <SectionShell heading={heading} description={description} tone={tone}>
      {/* A white frame: the text colours inside keep their contrast on every section tone. */}
      <div className={`${classes.frame} ${rotation.canRotate ? classes.withToggle : ''}`}>
        {rotation.canRotate && (
          // Before the tabs in reading order, and outside the region whose focus pauses rotation.
          // Its label says what it will do (WAI-ARIA carousel pattern), so it is not also a toggle.
          <div className={`${classes.toggleRow} ${oneAtATime.needsScript}`}>
            <button type="button" className={classes.toggle} onClick={rotation.toggleStopped}>
              {rotation.stoppedByVisitor ? (
                <IconPlayerPlayFilled size={14} aria-hidden="true" />
              ) : (
                <IconPlayerPauseFilled size={14} aria-hidden="true" />
              )}
              {rotation.stoppedByVisitor ? 'Resume rotation' : 'Pause rotation'}
            </button>
          </div>
        )}
        <div {...rotation.regionProps}>
          <div ref={strip} role="tablist" aria-label={heading} className={`${classes.list} ${oneAtATime.needsScript}`}>
            {items.map((item, index) => {
              const selected = index === rotation.active;
              return (
                <button
                  key={index}
                  ref={(element) => {
                    tabs.current[index] = element;
                  }}
                  type="button"
                  role="tab"
                  id={`${baseId}-tab-${index}`}
                  aria-selected={selected}
                  aria-controls={`${baseId}-panel-${index}`}
                  tabIndex={selected ? 0 : -1}
                  className={classes.tab}
                  onClick={() => rotation.choose(index)}
                  onKeyDown={(event) => onKeyDown(event, index)}
                >
                  {item.title ?? `Option ${index + 1}`}
                  {/* How long until the next tab (review 12: text moved with no warning). Mounted afresh
                      with each turn and each resume, as the interval is, so the line and the turn agree. */}
                  {selected && rotation.running && (
                    <span
                      className={classes.timer}
                      style={{ animationDuration: `${rotateMs}ms` }}
                      aria-hidden="true"
                      data-rotation-timer=""
                    />
                  )}
                </button>
              );
            })}
          </div>
          <div className={`${oneAtATime.stack} ${classes.panels}`}>
            {items.map((item, index) => (
              <div
                key={index}
                role="tabpanel"
                id={`${baseId}-panel-${index}`}
                aria-labelledby={`${baseId}-tab-${index}`}
                // The panel takes focus after its tab (the WAI-ARIA pattern), so a keyboard user reaches its text.
                tabIndex={0}
                className={`${oneAtATime.item} ${classes.panel}`}
                data-active={index === rotation.active || undefined}
              >
                <PanelContent item={item} fallbackIcon={fallbackIcon} />
              </div>
            ))}
          </div>
        </div>
      </div>
    </SectionShell>
  );
}
