// @vitest-environment node
/** Background renders: one at a time, each route once, a pause as long as the render after each. */
import { describe, expect, it } from 'vitest';
import { createRenderQueue } from './render-queue';

/** Holds the thread as a render does (renderToString is synchronous). */
function busyFor(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // Spinning, as a synchronous render would.
  }
}

describe('the render queue', () => {
  it('renders one route at a time, each once, and leaves the thread free between renders for as long as each took', async () => {
    const starts: Array<{ key: string; at: number; ended: number }> = [];
    let done: () => void = () => undefined;
    const finished = new Promise<void>((resolve) => (done = resolve));
    const queue = createRenderQueue({
      render: (key) => {
        const at = performance.now();
        busyFor(20);
        starts.push({ key, at, ended: performance.now() });
        if (starts.length === 3) done();
        return Promise.resolve();
      },
      stillDue: () => true,
    });
    for (let round = 0; round < 5; round++) for (const key of ['a', 'b', 'c']) queue.add(key);
    // Meanwhile the thread answers others: a timer set now fires before the second render starts.
    let answeredAt = Number.NaN;
    setTimeout(() => (answeredAt = performance.now()), 0);
    await finished;
    expect(starts.map(({ key }) => key)).toEqual(['a', 'b', 'c']);
    expect(answeredAt).toBeLessThan(starts[1]?.at ?? 0);
    for (let at = 1; at < starts.length; at++) {
      const previous = starts[at - 1];
      const gap = (starts[at]?.at ?? 0) - (previous?.ended ?? 0);
      expect(gap).toBeGreaterThanOrEqual((previous?.ended ?? 0) - (previous?.at ?? 0) - 1);
    }
  });

  it('skips a route no longer due when its turn comes', async () => {
    const rendered: string[] = [];
    const queue = createRenderQueue({
      render: (key) => Promise.resolve(void rendered.push(key)),
      stillDue: (key) => key !== 'b',
    });
    for (const key of ['a', 'b', 'c']) queue.add(key);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(rendered).toEqual(['a', 'c']);
  });
});
