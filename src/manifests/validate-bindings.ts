/** Checks a section's content binding against the content model and the section's props. */
import { $ZodObject } from 'zod/v4/core';
import type { z } from '../lib/zod';
import type { SectionType } from '../../section-registry';
import { sectionSchemas } from '../../section-registry/schemas';
import { listItemModel, lookupModelPath, pageModel } from '../content/model-paths';
import type { Binding, ContentSource, SectionSource } from './manifest-schema';
import type { JsonPath } from './problems';
import { closestMatch } from './suggest';

type Report = (path: JsonPath, message: string) => void;

export function checkBindings(type: SectionType, from: SectionSource, content: ContentSource, report: Report): void {
  const page = pageModel(content.document, content.path);
  const source = content.path ? `${content.document}.${content.path}` : content.document;
  if (!page.ok) {
    report([], `The page's content "${source}" does not exist: ${page.reason}`);
    return;
  }
  if (typeof from === 'string') {
    const found = lookupModelPath(page.schema, from);
    if (!found.ok) report([], `"${from}" is not in ${source}: ${found.reason}`);
    return;
  }
  const props = propNames(type);
  for (const [target, binding] of Object.entries(from)) {
    const prop = target.split('.')[0] ?? target;
    if (props && !props.includes(prop)) {
      const suggestion = closestMatch(prop, props);
      report(
        [target],
        `Section "${type}" has no prop "${prop}"${suggestion ? ` (did you mean "${suggestion}"?)` : ''}`,
      );
    }
    checkBinding(binding, page.schema, source, (message) => report([target], message));
  }
}

function checkBinding(
  binding: Binding,
  model: z.core.$ZodType,
  source: string,
  report: (message: string) => void,
): void {
  const path = typeof binding === 'string' ? binding : binding.path;
  const found = lookupModelPath(model, path);
  if (!found.ok) {
    report(`"${path}" is not in ${source}: ${found.reason}`);
    return;
  }
  if (typeof binding === 'string') return;
  const item = listItemModel(found.schema);
  if (!item.ok) {
    report(`"${path}" ${item.reason}, so its fields cannot be renamed`);
    return;
  }
  for (const field of Object.values(binding.fields)) {
    const inItem = lookupModelPath(item.schema, field, `an item of "${path}"`);
    if (!inItem.ok) report(`"fields" names "${field}", but ${inItem.reason}`);
  }
}

function propNames(type: SectionType): string[] | undefined {
  const schema = sectionSchemas[type];
  // Section schemas are zod/mini: match zod's core object, not classic's ZodObject.
  return schema instanceof $ZodObject ? Object.keys(schema._zod.def.shape) : undefined;
}
