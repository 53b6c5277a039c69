/** GROQ evaluation with the guards a public endpoint needs. */
import { evaluate, parse } from 'groq-js';

export class QueryError extends Error {
  constructor(
    message: string,
    readonly type: 'queryParseError' | 'queryTooComplex',
    readonly position?: number,
  ) {
    super(message);
  }
}

/** The site's queries read one document type; anything far bigger is not ours. */
const MAX_NODES = 2000;
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
  for (const child of Object.values(node)) census(child, into);
  return into;
}

export async function runQuery(query: string, params: Record<string, unknown>, dataset: unknown[]): Promise<unknown> {
  let tree;
  try {
    tree = parse(query, { params });
  } catch (error) {
    const position = typeof (error as { position?: unknown }).position === 'number' ? (error as { position: number }).position : undefined;
    throw new QueryError(error instanceof Error ? error.message : 'Invalid GROQ query', 'queryParseError', position);
  }
  const { nodes, scans, parameters } = census(tree);
  for (const name of parameters) {
    if (!Object.hasOwn(params, name)) throw new QueryError(`param $${name} referenced, but not provided`, 'queryParseError');
  }
  if (nodes > MAX_NODES || scans > MAX_DATASET_SCANS) {
    throw new QueryError('Query is too complex for the embedded content service', 'queryTooComplex');
  }
  const value = await evaluate(tree, { dataset, params });
  return value.get();
}
