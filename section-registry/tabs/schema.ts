import { z } from '../../src/lib/zod';
import { action, iconName, sectionIntro, text, textList } from '../shared/schemas';
import { tone } from '../shared/tone';

export const tabMetric = z.strictObject({
  icon: iconName.optional(),
  label: text.optional(),
  value: z.union([z.number(), text]).optional().describe('Shown as text, e.g. 12 or "3-6 months"'),
  progress: z.number().min(0).max(100).optional().describe('Percent, drawn as a bar'),
});

/**
 * Content sends engagementMetrics as one object; a list is accepted too. Either
 * way the component gets a list. (A wrongly typed field inside drops the whole
 * metrics value: a union reports its errors at its own path.)
 */
const tabMetrics = z
  .union([z.array(tabMetric), tabMetric])
  .transform((metrics) => (Array.isArray(metrics) ? metrics : [metrics]));

export const tabItem = z.strictObject({
  title: text.optional(),
  description: text.optional(),
  features: textList.default([]),
  action: action.optional().describe('A button in the panel (shown when it has a label)'),
  metrics: tabMetrics.default([]),
});

export const tabsSchema = z.strictObject({
  ...sectionIntro,
  items: z.array(tabItem).default([]),
  /** Spec: the selected tab moves on every 5 seconds; 0 turns rotation off. */
  rotateMs: z.number().int().min(0).max(60000).default(5000),
  /** Icon for metrics whose icon is missing or unknown. */
  fallbackIcon: iconName.default('BarChart3'),
  tone,
});

export type TabsProps = z.output<typeof tabsSchema>;
export type TabItem = z.output<typeof tabItem>;
export type TabMetric = z.output<typeof tabMetric>;
