// @vitest-environment node
/**
 * The lint config catches what it promises to: a hook called conditionally,
 * a section reaching up into the page renderer, and a browser test that forgets
 * to await an assertion. Linted as if the files were in the tree, with the
 * project's own eslint.config.js.
 */
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const PROBE = resolve(root, 'section-registry/probe/Probe.tsx');
const BROWSER_TEST_PROBE = resolve(root, 'tests/e2e/probe.spec.ts');
let eslint: ESLint;

beforeAll(() => {
  // A file that does not exist yet is outside the TypeScript project, so the
  // type-aware rules are switched off for the probe; every other rule applies as configured.
  eslint = new ESLint({ cwd: root, overrideConfig: tseslint.configs.disableTypeChecked });
});

async function ruleIdsFor(code: string, filePath = PROBE): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result?.messages.map((message) => message.ruleId) ?? [];
}

describe('npm run lint', () => {
  it('refuses a component that calls a hook inside an if', async () => {
    const code = `import { useState } from 'react';
export default function Probe({ open }: { open: boolean }) {
  if (open) {
    const [count] = useState(0);
    return <p>{count}</p>;
  }
  return null;
}
`;
    expect(await ruleIdsFor(code)).toContain('react-hooks/rules-of-hooks');
  });

  it('accepts the same component with the hook called unconditionally', async () => {
    const code = `import { useState } from 'react';
export default function Probe({ open }: { open: boolean }) {
  const [count] = useState(0);
  return open ? <p>{count}</p> : null;
}
`;
    expect(await ruleIdsFor(code)).toEqual([]);
  });

  it('refuses a section that imports from the page renderer (imports run one way)', async () => {
    const code = `import { SectionView } from '../../src/page/SectionView';
export const renderer = SectionView;
`;
    expect(await ruleIdsFor(code)).toContain('no-restricted-imports');
  });

  it('refuses a browser test whose assertion is not awaited, which would pass whatever the page shows', async () => {
    const code = `import { expect, test } from '@playwright/test';

test('home has a heading', async ({ page }) => {
  await page.goto('/');
  expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
`;
    expect(await ruleIdsFor(code, BROWSER_TEST_PROBE)).toContain('playwright/missing-playwright-await');
    expect(await ruleIdsFor(code.replace('  expect(', '  await expect('), BROWSER_TEST_PROBE)).toEqual([]);
  });
});
