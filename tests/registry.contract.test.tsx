/**
 * Contract over the whole registry: every section type has a fixture that its
 * schema accepts strictly (as a manifest would be checked), renders it, and
 * survives empty or partial content without throwing.
 */
import { readdirSync, existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { SECTION_TYPES, sectionRegistry } from '../section-registry';
import { sectionSchemas } from '../section-registry/schemas';
import { sectionFolderOf } from '../server/page-assets';
import { renderSection } from './render';

const registryDir = resolve(import.meta.dirname, '../section-registry');
const fixtures = import.meta.glob<unknown>('../section-registry/*/fixture.json', { import: 'default', eager: true });
const schemaFiles = import.meta.glob<Record<string, unknown>>('../section-registry/*/schema.ts', { eager: true });

describe.each(SECTION_TYPES)('section "%s"', (type) => {
  const definition = sectionRegistry[type];
  const fixture = fixtures[`../section-registry/${sectionFolderOf(type)}/fixture.json`];

  it('has a fixture that its schema accepts strictly', () => {
    expect(fixture, `section-registry/${sectionFolderOf(type)}/fixture.json`).toBeDefined();
    const result = sectionSchemas[type].safeParse(fixture);
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });

  it('exports its schema as its schema file’s one "…Schema" (how a retried download of the file is read)', () => {
    const exports = schemaFiles[`../section-registry/${sectionFolderOf(type)}/schema.ts`] ?? {};
    const named = Object.keys(exports).filter((name) => name.endsWith('Schema'));
    expect(named).toHaveLength(1);
    expect(exports[named[0]!]).toBe(sectionSchemas[type]);
  });

  it('renders its fixture', async () => {
    const { container } = await renderSection(definition, fixture);
    expect(container.textContent?.trim().length).toBeGreaterThan(0);
  });

  it('accepts empty content and renders without throwing', async () => {
    expect(sectionSchemas[type].safeParse({}).success).toBe(true);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderSection(definition, {});
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('survives content of the wrong shape everywhere', async () => {
    const hostile = Object.fromEntries(Object.keys(fixture as object).map((key) => [key, { unexpected: [42] }]));
    await expect(renderSection(definition, hostile)).resolves.toBeDefined();
  });

  it('has its own unit test beside it', () => {
    const folder = resolve(registryDir, sectionFolderOf(type));
    expect(readdirSync(folder).some((file) => file.endsWith('.test.tsx'))).toBe(true);
  });
});

describe('the registry', () => {
  it('registers every section folder, and lists each type once', () => {
    const folders = readdirSync(registryDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
      .map((entry) => entry.name)
      .sort();
    expect(folders).toEqual(SECTION_TYPES.map(sectionFolderOf).sort());
    expect(readFileSync(resolve(registryDir, 'index.ts'), 'utf8')).toContain(
      'satisfies Record<string, SectionDefinition>',
    );
    expect(existsSync(resolve(registryDir, 'shared'))).toBe(true);
  });
});
