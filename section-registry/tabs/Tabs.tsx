import { Tabs as MantineTabs, Paper } from '@mantine/core';
import { IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react';
import { SectionShell } from '../shared/SectionShell';
import type { TabsProps } from './schema';
import { TabPanelContent } from './TabPanelContent';
import classes from './tabs.module.css';
import { useRotation } from './use-rotation';

/** Services overview: tabs that advance on their own until a visitor pauses them. */
export default function Tabs({ heading, description, items, rotateMs, fallbackIcon, tone }: TabsProps) {
  const rotation = useRotation(items.length, rotateMs);
  if (items.length === 0) return null;

  return (
    <SectionShell heading={heading} description={description} tone={tone}>
      {/* White panel: the text colours inside keep their contrast on every section tone. */}
      <Paper withBorder radius="lg" shadow="sm" className={classes.frame}>
        {rotation.canRotate && (
          // Before the tabs in reading order, and outside the region whose focus pauses rotation.
          // Its label says what it will do (WAI-ARIA carousel pattern), so it is not also a toggle.
          <div className={classes.toggleRow}>
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
        <MantineTabs
          value={String(rotation.active)}
          onChange={(value) => value !== null && rotation.select(Number(value))}
          {...rotation.regionProps}
        >
          <MantineTabs.List aria-label={heading} className={classes.list}>
            {items.map((item, index) => (
              <MantineTabs.Tab key={index} value={String(index)} className={classes.tab}>
                {item.title ?? `Option ${index + 1}`}
              </MantineTabs.Tab>
            ))}
          </MantineTabs.List>
          {items.map((item, index) => (
            <MantineTabs.Panel key={index} value={String(index)} pt="xl" className={classes.panel}>
              <TabPanelContent item={item} fallbackIcon={fallbackIcon} />
            </MantineTabs.Panel>
          ))}
        </MantineTabs>
      </Paper>
    </SectionShell>
  );
}
