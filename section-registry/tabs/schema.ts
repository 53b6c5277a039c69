import { described, z } from '../../src/lib/zod-mini';
import { action, iconName, sectionIntro, text, textList } from '../shared/schemas';
import { tone } from '../shared/tone';

export const tabMetric = z.strictObject({
  icon: z.optional(iconName),
  label: z.optional(text),
  value: described(z.optional(z.union([z.number(), text])), 'Shown as text, e.g. 12 or "3-6 months"'),
  progress: described(z.optional(z.number().check(z.minimum(0), z.maximum(100))), 'Percent, drawn as a bar'),
});

/**
 * Content sends engagementMetrics as one object; a list is accepted too. Either
 * way the component gets a list. (A wrongly typed field inside drops the whole
 * metrics value: a union reports its errors at its own path.)
 */
const tabMetrics = z.pipe(
  z.union([z.array(tabMetric), tabMetric]),
  z.transform((metrics) => (Array.isArray(metrics) ? metrics : [metrics])),
);

export const tabItem = z.strictObject({
  title: z.optional(text),
  description: z.optional(text),
  features: z._default(textList, []),
  action: described(z.optional(action), 'A button in the panel (shown when it has a label)'),
  metrics: z._default(tabMetrics, []),
});

export const tabsSchema = z.strictObject({
  ...sectionIntro,
  items: z._default(z.array(tabItem), []),
  /**
   * Spec: the selected tab moves on every 5 seconds; 0 turns rotation off. Never faster than once a
   * second: nobody can read a tab sooner, and content changing more than three times a second flashes
   * (WCAG 2.3.1). The property tests found 5 ms accepted, re-rendering the section 200 times a second.
   */
  rotateMs: z._default(z.union([z.literal(0), z.int().check(z.minimum(1000), z.maximum(60000))]), 5000),
  /** Icon for metrics whose icon is missing or unknown. */
  fallbackIcon: z._default(iconName, 'BarChart3'),
  tone,
});

export type TabsProps = z.output<typeof tabsSchema>;
export type TabItem = z.output<typeof tabItem>;
export type TabMetric = z.output<typeof tabMetric>;
