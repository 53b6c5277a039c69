/** A manifest problem, located by file, line:column and JSON path, printed the same everywhere. */
import { findNodeAtLocation, type Node } from 'jsonc-parser';

export type JsonPath = (string | number)[];

export interface ManifestProblem {
  file: string;
  path: JsonPath;
  message: string;
  line?: number;
  column?: number;
}

/** sections[2].props.items[0].title */
export function formatJsonPath(path: readonly (string | number)[]): string {
  return path.reduce<string>((text, key) => {
    if (typeof key === 'number') return `${text}[${key}]`;
    return /^[A-Za-z_$][\w$]*$/.test(key) ? (text ? `${text}.${key}` : key) : `${text}[${JSON.stringify(key)}]`;
  }, '');
}

export function formatProblem(problem: ManifestProblem): string {
  const position = problem.line ? `:${problem.line}:${problem.column ?? 1}` : '';
  const where = problem.path.length ? ` ${formatJsonPath(problem.path)}:` : '';
  return `${problem.file}${position}${where} ${problem.message}`;
}

export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

/** The position of the deepest part of `path` that exists in the file. */
export function locate(text: string, tree: Node | undefined, path: JsonPath): { line?: number; column?: number } {
  if (!tree) return {};
  for (let depth = path.length; depth >= 0; depth--) {
    const node = findNodeAtLocation(tree, path.slice(0, depth));
    if (node) {
      // For a property's value, point at the property name: that is where people look.
      const target = node.parent?.type === 'property' ? node.parent : node;
      return lineAndColumn(text, target.offset);
    }
  }
  return {};
}
