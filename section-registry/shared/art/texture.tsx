import { paint } from './palette';

interface DotFieldProps {
  x: number;
  y: number;
  columns: number;
  rows: number;
  pitch?: number;
}

/**
 * A faint field of dots, the drawings' shared texture (graph paper behind a plan). Drawn as dashed
 * lines of zero-length dashes with round caps: one short path however many dots, so it costs the
 * page a few dozen bytes.
 */
export function DotField({ x, y, columns, rows, pitch = 16 }: DotFieldProps) {
  // One unit past the last dot: a browser draws no dash that falls exactly at a path's end.
  const width = (columns - 1) * pitch + 1;
  const lines = Array.from({ length: rows }, (_, row) => `M${x} ${y + row * pitch}h${width}`).join('');
  return <path d={lines} stroke={paint('pale')} strokeWidth={3} strokeLinecap="round" strokeDasharray={`0 ${pitch}`} />;
}
