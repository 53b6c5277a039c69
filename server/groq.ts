/** GROQ evaluation with the guards a public endpoint needs. */
import { evaluate, parse } from 'groq-js';

export type QueryErrorType = 'queryParseError' | 'queryTooComplex' | 'queryTimeout' | 'queryResultTooLarge';

export class QueryError extends Error {
  constructor(
    message: string,
    readonly type: QueryErrorType,
    readonly position?: number,
  ) {
    super(message);
  }
}

/**
 * The site's queries are a dozen nodes and read one document type; anything far
 * bigger is not ours. A literal or parameter costs what its value holds, every
 * time it is used: `$a[count($a[...])]` with a long array is as costly as
 * writing the array out.
 * These limits refuse the obvious cases before evaluation; the worker's deadline
 * (query-pool.ts) bounds the rest.
 */
const MAX_NODES = 1000;
const MAX_DATASET_SCANS = 4;

interface Census {
  nodes: number;
  scans: number;
  parameters: Set<string>;
}

/** Walks the syntax tree once: its size, how often it scans the dataset, which $params it uses. */
function census(node: unknown, into: Census = { nodes: 0, scans: 0, parameters: new Set() }): Census {
  if (Array.isArray(node)) {
    for (const child of node) census(child, into);
    return into;
  }
  if (typeof node !== 'object' || node === null) return into;
  into.nodes += 1;
  const { type, name } = node as { type?: unknown; name?: unknown };
  if (type === 'Everything') into.scans += 1;
  if (type === 'Parameter' && typeof name === 'string') into.parameters.add(name);
  if (type === 'Value') {
    // groq-js substitutes given $params as Value nodes: a long array costs its length, wherever it came from.
    into.nodes += valueSize((node as { value?: unknown }).value) - 1;
    return into;
  }
  for (const child of Object.values(node)) census(child, into);
  return into;
}

/** How many JSON values a parameter holds: 1 for a scalar, more for arrays and objects (iterative: any depth). */
function valueSize(value: unknown): number {
  let size = 0;
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    size += 1;
    if (typeof next === 'object' && next !== null) for (const child of Object.values(next)) pending.push(child);
  }
  return size;
}

export async function runQuery(query: string, params: Record<string, unknown>, dataset: unknown[]): Promise<unknown> {
  let tree;
  try {
    tree = parse(query, { params });
  } catch (error) {
    const position =
      typeof (error as { position?: unknown }).position === 'number'
        ? (error as { position: number }).position
        : undefined;
    throw new QueryError(error instanceof Error ? error.message : 'Invalid GROQ query', 'queryParseError', position);
  }
  let counted: Census;
  try {
    counted = census(tree);
  } catch (error) {
    // Only a tree nested deeper than the stack gets here.
    if (error instanceof RangeError) throw new QueryError('Query is nested too deeply', 'queryTooComplex');
    throw error;
  }
  const { nodes, scans, parameters } = counted;
  for (const name of parameters) {
    if (!Object.hasOwn(params, name))
      throw new QueryError(`param $${name} referenced, but not provided`, 'queryParseError');
  }
  if (nodes > MAX_NODES || scans > MAX_DATASET_SCANS) {
    throw new QueryError('Query is too complex for the embedded content service', 'queryTooComplex');
  }
  const value = await evaluate(tree, { dataset, params });
  return value.get();
}
