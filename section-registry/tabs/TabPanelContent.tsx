import { ContentIcon } from '../../src/lib/icons';
import { ActionButton } from '../shared/ActionButton';
import { ItemTitle } from '../shared/ItemTitle';
import { DEFAULT_CTA_HREF } from '../shared/defaults';
import type { TabItem, TabMetric } from './schema';
import shared from '../shared/card.module.css';
import classes from './tabs.module.css';
import { TickList } from '../shared/TickList';
import { Grid } from '../shared/Grid';
// Not the art's index: the island would ship every family's drawing.
import { PAGE_ART } from '../shared/art/families';
import { ServiceArt } from '../shared/art/ServiceArt';

interface TabPanelContentProps {
  item: TabItem;
  fallbackIcon: string;
}

/**
 * One service: what it is, what it includes, and what engagements typically look like. The figures stand
 * in a navy panel under the drawing of the service the button goes to, as its own page opens (review 19:
 * a short cream box beside a tall column left half the panel empty). On a phone the figures come before
 * the button, not after it, and the drawing is left out as the heroes leave it out.
 */
export function TabPanelContent({ item, fallbackIcon }: TabPanelContentProps) {
  const hasMetrics = item.metrics.length > 0;
  const href = item.action?.href ?? DEFAULT_CTA_HREF;
  const art = PAGE_ART[href];
  return (
    <Grid cols={{ base: 1, md: hasMetrics ? 2 : 1 }} gap="xl" className={classes.panelGrid}>
      <div className={classes.panelText}>
        {item.title && <ItemTitle step="subheading">{item.title}</ItemTitle>}
        {item.description && <p className={classes.description}>{item.description}</p>}
        <TickList items={item.features} />
        {item.action?.label && (
          <div className={classes.panelAction}>
            <ActionButton label={item.action.label} href={href} withArrow />
          </div>
        )}
      </div>
      {hasMetrics && (
        <div className={`${classes.evidence} ${art ? classes.withArt : ''}`}>
          {art && <ServiceArt family={art} tone="panel" className={classes.art} />}
          <ul className={classes.metrics}>
            {item.metrics.map((metric, index) => (
              <MetricRow key={index} metric={metric} fallbackIcon={fallbackIcon} />
            ))}
          </ul>
        </div>
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
        <span className={shared.iconBadge} aria-hidden="true">
          <ContentIcon name={metric.icon} fallback={fallbackIcon} size={22} />
        </span>
        {metric.label && <p className={classes.metricLabel}>{metric.label}</p>}
        {value && <p className={classes.metricValue}>{value}</p>}
      </div>
      {metric.progress !== undefined && (
        // A measured share, so evergreen, the colour of evidence (docs/design.md).
        <div
          className={classes.progress}
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={metric.progress}
          aria-label={`${metric.label ?? 'Progress'}: ${metric.progress}%`}
        >
          <div className={classes.progressBar} style={{ width: `${metric.progress}%` }} />
        </div>
      )}
    </li>
  );
}
