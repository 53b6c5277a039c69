/**
 * Runs the Studio's validations without Sanity: a rule recorder stands in for
 * Sanity's rule builder, and `studioProblems` applies what it recorded to a
 * document the way the Studio would (required, limits, whole numbers, custom
 * checks), and reports fields the Studio does not know.
 */
import type { ArrayMember, Field, FieldRule } from '../../studio/schema/types';

type Check = (value: unknown) => true | string;

export class RuleRecorder implements FieldRule<RuleRecorder> {
  isRequired = false;
  minimum: number | undefined;
  maximum: number | undefined;
  wholeNumber = false;
  checks: Check[] = [];

  required() {
    this.isRequired = true;
    return this;
  }
  min(limit: number) {
    this.minimum = limit;
    return this;
  }
  max(limit: number) {
    this.maximum = limit;
    return this;
  }
  integer() {
    this.wholeNumber = true;
    return this;
  }
  custom(check: Check) {
    this.checks.push(check);
    return this;
  }
  /** A warning still shows in the Studio, so the tests count it like an error. */
  warning() {
    return this;
  }
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/** Sanity's min and max measure numbers by value, and strings and lists by length. */
function measure(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' || Array.isArray(value)) return value.length;
  return undefined;
}

function ruleProblems(rule: RuleRecorder, value: unknown, path: string): string[] {
  if (isEmpty(value)) return rule.isRequired ? [`${path}: required`] : [];
  const size = measure(value);
  const problems: string[] = [];
  if (size !== undefined && rule.minimum !== undefined && size < rule.minimum)
    problems.push(`${path}: below ${rule.minimum}`);
  if (size !== undefined && rule.maximum !== undefined && size > rule.maximum)
    problems.push(`${path}: above ${rule.maximum}`);
  if (rule.wholeNumber && !Number.isInteger(value)) problems.push(`${path}: not a whole number`);
  for (const check of rule.checks) {
    const verdict = check(value);
    if (verdict !== true) problems.push(`${path}: ${verdict}`);
  }
  return problems;
}

/** What the Studio would flag in `value`, an object with these fields. System fields (`_id`, `_key`…) are Sanity's. */
export function studioProblems(fields: Field[], value: unknown, path = ''): string[] {
  if (value === undefined || value === null) return [];
  if (typeof value !== 'object' || Array.isArray(value)) return [`${path || '(document)'}: not an object`];
  const record = value as Record<string, unknown>;
  const known = new Set(fields.map((field) => field.name));
  const unknown = Object.keys(record)
    .filter((key) => !key.startsWith('_') && !known.has(key))
    .map((key) => `${path ? `${path}.` : ''}${key}: the Studio has no such field`);
  return [
    ...unknown,
    ...fields.flatMap((field) => fieldProblems(field, record[field.name], path ? `${path}.${field.name}` : field.name)),
  ];
}

function fieldProblems(field: Field, value: unknown, path: string): string[] {
  const rule = field.validation?.(new RuleRecorder());
  const own = rule ? ruleProblems(rule, value, path) : [];
  return [...own, ...contentProblems(field, value, path)];
}

function contentProblems(field: Field | ArrayMember, value: unknown, path: string): string[] {
  if (value === undefined || value === null) return [];
  switch (field.type) {
    case 'string':
    case 'text':
      return typeof value === 'string' ? [] : [`${path}: not text`];
    case 'number':
      return typeof value === 'number' ? [] : [`${path}: not a number`];
    case 'boolean':
      return typeof value === 'boolean' ? [] : [`${path}: not true or false`];
    case 'object':
      return studioProblems(field.fields, value, path);
    case 'array': {
      if (!Array.isArray(value)) return [`${path}: not a list`];
      const [member] = field.of;
      return value.flatMap((item, index) => contentProblems(member, item, `${path}[${index}]`));
    }
  }
}
