import { getRadius, Progress, Stack, Text } from '@mantine/core';
import { IconBadge } from '../shared/IconBadge';
import { ContentIcon } from '../../src/lib/icons';
import { ActionButton } from '../shared/ActionButton';
import { ItemTitle } from '../shared/ItemTitle';
import { DEFAULT_CTA_HREF } from '../shared/defaults';
import type { TabItem, TabMetric } from './schema';
import classes from './tabs.module.css';
import { TickList } from '../shared/TickList';
import { Grid } from '../shared/Grid';

interface TabPanelContentProps {
  item: TabItem;
  fallbackIcon: string;
}

/** One service: what it is, what it includes, and what engagements typically look like. */
export function TabPanelContent({ item, fallbackIcon }: TabPanelContentProps) {
  const hasMetrics = item.metrics.length > 0;
  return (
    <Grid cols={{ base: 1, md: hasMetrics ? 2 : 1 }} gap="xl">
      <Stack gap="md" align="flex-start">
        {item.title && <ItemTitle step="subheading">{item.title}</ItemTitle>}
        {item.description && <Text className={classes.description}>{item.description}</Text>}
        <TickList items={item.features} />
        {item.action?.label && (
          <ActionButton label={item.action.label} href={item.action.href ?? DEFAULT_CTA_HREF} withArrow />
        )}
      </Stack>
      {hasMetrics && (
        <Stack component="ul" gap="lg" className={classes.metrics}>
          {item.metrics.map((metric, index) => (
            <MetricRow key={index} metric={metric} fallbackIcon={fallbackIcon} />
          ))}
        </Stack>
      )}
    </Grid>
  );
}

function formatValue(value: TabMetric['value']): string | undefined {
  if (typeof value === 'number') return value.toLocaleString('en-GB');
  return value;
}

function MetricRow({ metric, fallbackIcon }: { metric: TabMetric; fallbackIcon: string }) {
  const value = formatValue(metric.value);
  return (
    <li>
      <div className={classes.metricHeader}>
        <IconBadge variant="light" size={40} radius="md">
          <ContentIcon name={metric.icon} fallback={fallbackIcon} size={22} />
        </IconBadge>
        {metric.label && <Text fw={600}>{metric.label}</Text>}
        {value && <Text className={classes.metricValue}>{value}</Text>}
      </div>
      {metric.progress !== undefined && (
        <Progress
          value={metric.progress}
          aria-label={`${metric.label ?? 'Progress'}: ${metric.progress}%`}
          size="md"
          // The radius goes in as Mantine's variable: Progress 9.7.3 would also put a `radius` prop
          // on its <div> as an attribute, which is invalid HTML.
          vars={() => ({ root: { '--progress-radius': getRadius('xl') } })}
          mt="sm"
          className={classes.progress}
        />
      )}
    </li>
  );
}
