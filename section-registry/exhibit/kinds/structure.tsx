import { DISPLAY, Graphic, INK, Lines, linesHeight, type Mode } from '../frame';
import type { ExhibitKind } from '../kind';
import { pct, words, wrap } from '../scale';
import type { StructureData } from '../schema';

/*
 * Before and after: an organisation's longest line of management, from the top down, as a chain of
 * roles for each state, side by side on a wide screen and one above the other on a phone. A layer the
 * redesign removed is marked in the accent and named "removed", so its absence reads without colour.
 */

interface State {
  label: string;
  layers: string[];
}
interface Structure {
  caption: string | undefined;
  states: State[];
  /** Layers of the first state that the last one no longer has. */
  removed: Set<string>;
}

const key = (layer: string) => layer.trim().toLowerCase();

function prepare(data: StructureData): Structure | null {
  const states = [data.before, data.after].flatMap((state, index) => {
    const layers = (state?.layers ?? []).map((layer) => layer.trim()).filter(Boolean);
    return layers.length > 0 ? [{ label: words(state?.label) ?? (index === 0 ? 'Before' : 'After'), layers }] : [];
  });
  if (states.length === 0) return null;
  const last = new Set(states.at(-1)!.layers.map(key));
  const removed = new Set(states.length > 1 ? states[0]!.layers.map(key).filter((layer) => !last.has(layer)) : []);
  return { caption: words(data.caption), states, removed };
}

const count = (layers: readonly string[]) => `${layers.length} ${layers.length === 1 ? 'layer' : 'layers'}`;

/** True when the last state only takes layers away, in the same order: a phone can show one chain. */
function onlyRemoves({ states, removed }: Structure): boolean {
  if (states.length !== 2) return false;
  const kept = states[0]!.layers.filter((layer) => !removed.has(key(layer))).map(key);
  return kept.join('\n') === states[1]!.layers.map(key).join('\n');
}

function Draw({ data, mode, label }: { data: Structure; mode: Mode; label: string }) {
  const nodeHeight = mode.narrow ? 34 : 38;
  const step = nodeHeight + (mode.narrow ? 12 : 16);
  const caption = data.caption ? wrap(data.caption, mode.least, mode.axis) : [];
  const captionHeight = caption.length ? linesHeight(caption.length, mode.axis) + mode.axis * 0.7 : 0;
  const headerHeight = mode.text * 1.4 + mode.figure * 1.2 + 12;
  const chainHeight = (state: State) => state.layers.length * step - (step - nodeHeight);
  // Wide: the states side by side, an arrow between. A phone: when the redesign only removed layers, one
  // chain with them marked under both states' counts; otherwise the states one above the other.
  const merged = mode.narrow && onlyRemoves(data);
  let top = captionHeight;
  const panels = data.states.map((state, index) => {
    const [from, to] = mode.narrow ? [0, 1] : index === 0 ? [0, 0.44] : [0.56, 1];
    const panel = { state, index, from, to, top, chain: !merged || index === 0 };
    if (mode.narrow && !merged) top += headerHeight + chainHeight(state) + 28;
    return panel;
  });
  const height = Math.max(...panels.map((panel) => panel.top + headerHeight + chainHeight(panel.state)));
  return (
    <Graphic mode={mode} height={height + 2} label={label}>
      <Lines x={0} y={mode.axis} lines={caption} size={mode.axis} />
      {!mode.narrow && panels.length > 1 && (
        <svg x="50%" y={captionHeight + headerHeight + nodeHeight / 2} overflow="visible">
          <path d="M-18 0H14M6 -8 14 0 6 8" fill="none" stroke={INK.text} strokeWidth="2" />
        </svg>
      )}
      {panels.map(({ state, index, from, to, top: panelTop, chain }) => {
        const x = pct(merged ? index / 2 : from);
        return (
          <g key={index}>
            <Lines x={x} y={panelTop + mode.text} lines={[state.label]} size={mode.text} bold />
            <text x={x} y={panelTop + mode.text * 1.4 + mode.figure} fontSize={mode.figure} fontFamily={DISPLAY}>
              {count(state.layers)}
            </text>
            {chain && (
              <Chain
                layers={state.layers}
                removed={index === 0 ? data.removed : undefined}
                span={[from, to]}
                top={panelTop + headerHeight}
                size={{ node: nodeHeight, step, text: mode.text }}
              />
            )}
          </g>
        );
      })}
    </Graphic>
  );
}

/** A chain of roles from the top down, joined at the middle; a removed one in the accent, and named so. */
function Chain({
  layers,
  removed,
  span: [from, to],
  top,
  size,
}: {
  layers: readonly string[];
  removed: ReadonlySet<string> | undefined;
  span: readonly [number, number];
  top: number;
  size: { node: number; step: number; text: number };
}) {
  const middle = pct((from + to) / 2);
  const baseline = size.node / 2 + size.text * 0.35;
  return layers.map((layer, position) => {
    const gone = removed?.has(key(layer)) ?? false;
    const y = top + position * size.step;
    return (
      <g key={position}>
        {position > 0 && (
          <line x1={middle} x2={middle} y1={y - size.step + size.node} y2={y} stroke={INK.mark} strokeWidth="2" />
        )}
        <rect
          x={pct(from)}
          y={y}
          width={pct(to - from)}
          height={size.node}
          rx="4"
          fill={gone ? INK.accent : INK.soft}
          stroke={gone ? INK.text : INK.mark}
          strokeWidth={gone ? 1.5 : 1}
        />
        <svg x={pct(from)} y={y + baseline} overflow="visible" fill={gone ? INK.onAccent : undefined}>
          <text x="12">{layer}</text>
        </svg>
        {gone && (
          <svg x={pct(to)} y={y + baseline} overflow="visible" fill={INK.onAccent}>
            <text x="-12" textAnchor="end" fontWeight="600">
              Removed
            </text>
          </svg>
        )}
      </g>
    );
  });
}

export const structure: ExhibitKind<StructureData, Structure> = {
  prepare,
  summary: ({ states }) =>
    `Layers of management: ${states.map((state) => `${state.label}, ${count(state.layers)}`).join('; ')}`,
  table: ({ states, removed }) => {
    const deepest = Math.max(...states.map((state) => state.layers.length));
    return {
      head: ['Layer, from the top', ...states.map((state) => state.label)],
      rows: [
        ...Array.from({ length: deepest }, (_, position) => [
          String(position + 1),
          ...states.map((state, index) => {
            const layer = state.layers[position] ?? '';
            return index === 0 && removed.has(key(layer)) ? `${layer} (removed)` : layer;
          }),
        ]),
        ['Layers in all', ...states.map((state) => String(state.layers.length))],
      ],
    };
  },
  Draw,
};
