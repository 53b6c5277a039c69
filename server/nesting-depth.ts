/**
 * How deeply a JSON value nests, found without recursion (a value nested
 * 120,000 deep would overflow the stack of any recursive walk, as it did
 * structured cloning's), and without looking further than a limit.
 */

/** The depth of `value` (a scalar is 0, `[]` is 1, `[[1]]` is 2), or `limit + 1` as soon as it is known to exceed `limit`. */
export function deepestNesting(value: unknown, limit: number): number {
  let deepest = 0;
  const pending: { node: unknown; depth: number }[] = [{ node: value, depth: 0 }];
  while (pending.length > 0) {
    const { node, depth } = pending.pop() ?? { node: undefined, depth: 0 };
    if (typeof node !== 'object' || node === null) continue;
    const inside = depth + 1;
    if (inside > limit) return limit + 1;
    deepest = Math.max(deepest, inside);
    for (const child of Object.values(node)) pending.push({ node: child, depth: inside });
  }
  return deepest;
}
