/**
 * Every section's props schema, loaded up front, for build-time tooling and
 * tests (manifest validation, the generated JSON Schema, content checks). The
 * site itself loads a schema only with its section (see define-section.ts).
 */
import type { z } from 'zod/mini';
import { SECTION_TYPES, sectionRegistry, type SectionType } from './index';

const loaded = await Promise.all(
  SECTION_TYPES.map(async (type) => [type, await sectionRegistry[type].loadSchema()] as const),
);

export const sectionSchemas = Object.fromEntries(loaded) as Record<SectionType, z.ZodMiniType>;
