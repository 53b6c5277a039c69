import { SectionShell } from '../shared/SectionShell';
import { StatGrid } from '../shared/StatGrid';
import type { StatsProps } from './schema';

export default function Stats({ heading, description, items, durationMs, layout, note, tone }: StatsProps) {
  if (items.length === 0) return null;
  return (
    <SectionShell heading={heading} description={description} tone={tone}>
      <StatGrid stats={items} durationMs={durationMs} onBrand={tone === 'brand'} variant={layout} note={note} />
    </SectionShell>
  );
}
