import { describe, expect, it } from 'vitest';
import { z } from '../lib/zod';
import { parseLeniently } from './lenient-parse';

const schema = z.strictObject({
  title: z.string().default('Untitled'),
  items: z.array(z.strictObject({ name: z.string(), score: z.number().optional() })).default([]),
});

describe('parseLeniently', () => {
  it('returns valid input unchanged', () => {
    expect(parseLeniently(schema, { title: 'A', items: [{ name: 'x', score: 1 }] }).data).toEqual({
      title: 'A',
      items: [{ name: 'x', score: 1 }],
    });
  });

  it('drops a wrongly typed field so its default applies, and says what it dropped', () => {
    const result = parseLeniently(schema, { title: 42 });
    expect(result.data).toEqual({ title: 'Untitled', items: [] });
    expect(result.dropped[0]).toMatch(/^title:/);
  });

  it('lists each dropped value by its path, an unknown key by its own path', () => {
    const result = parseLeniently(schema, { title: 42, items: [{ name: 'x', score: 'high' }], colour: 'red' });
    expect(result.droppedValues).toEqual([
      { path: ['title'], reason: expect.stringMatching(/expected string/) },
      { path: ['items', 0, 'score'], reason: expect.stringMatching(/expected number/) },
      { path: ['colour'], reason: expect.stringMatching(/Unrecognized key/) },
    ]);
  });

  it('drops a list item that is not an object, and a required field missing from an item drops that item', () => {
    const result = parseLeniently(schema, { items: ['nonsense', { name: 'kept' }, { score: 3 }] });
    expect(result.data?.items).toEqual([{ name: 'kept' }]);
  });

  it('drops unknown keys (Sanity adds its own) and keeps the rest', () => {
    expect(parseLeniently(schema, { title: 'B', _type: 'thing', extra: true }).data).toEqual({ title: 'B', items: [] });
  });

  it('inside a union (one object or a list of them), drops only the bad field, not the whole value', () => {
    const metric = z.strictObject({ label: z.string().optional(), progress: z.number().max(100).optional() });
    const withMetrics = z.strictObject({ metrics: z.union([z.array(metric), metric]).optional() });
    expect(parseLeniently(withMetrics, { metrics: { label: 'Reach', progress: 'ninety' } }).data).toEqual({
      metrics: { label: 'Reach' },
    });
    expect(parseLeniently(withMetrics, { metrics: [{ label: 'A' }, { label: 'B', progress: 400 }] }).data).toEqual({
      metrics: [{ label: 'A' }, { label: 'B' }],
    });
    expect(parseLeniently(withMetrics, { metrics: 'nonsense' }).data).toEqual({});
  });

  it('gives up only when the root itself is unusable', () => {
    expect(parseLeniently(schema, 'a string').data).toBeUndefined();
  });
});
