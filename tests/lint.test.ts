// @vitest-environment node
/**
 * The lint config catches what it promises to: a hook called conditionally and
 * a section reaching up into the page renderer. Linted as if the file were in
 * section-registry/, with the project's own eslint.config.js.
 */
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const PROBE = resolve(root, 'section-registry/probe/Probe.tsx');
let eslint: ESLint;

beforeAll(() => {
  // A file that does not exist yet is outside the TypeScript project, so the
  // type-aware rules are switched off for the probe; every other rule applies as configured.
  eslint = new ESLint({ cwd: root, overrideConfig: tseslint.configs.disableTypeChecked });
});

async function ruleIdsFor(code: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath: PROBE });
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
});
