import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { classesOfModules, shortClassNames } from './short-class-names';

/** A project with two CSS modules. */
function project(): string {
  const root = mkdtempSync(join(tmpdir(), 'short-class-names-'));
  mkdirSync(join(root, 'src/shell'), { recursive: true });
  mkdirSync(join(root, 'section-registry/hero'), { recursive: true });
  writeFileSync(join(root, 'src/shell/footer.module.css'), '/* .notAClass */ .link { margin: 0.5rem; } .link:hover {}');
  writeFileSync(
    join(root, 'section-registry/hero/hero.module.css'),
    '.title { font-size: 1.5em } .art > .title {} @keyframes rise { to { opacity: 1 } }',
  );
  return root;
}

describe('the build names of CSS-module classes', () => {
  it('number every class and keyframes of every module, in sorted order, and nothing else', () => {
    expect(classesOfModules(project())).toEqual([
      'section-registry/hero/hero.module.css:art',
      'section-registry/hero/hero.module.css:rise',
      'section-registry/hero/hero.module.css:title',
      'src/shell/footer.module.css:link',
    ]);
  });

  it('are short, and the same whatever order the build meets the modules in', () => {
    const root = project();
    const first = shortClassNames(root);
    const second = shortClassNames(root);
    expect(first('link', join(root, 'src/shell/footer.module.css'))).toBe('_3');
    expect(second('title', join(root, 'section-registry/hero/hero.module.css?used'))).toBe('_2');
    expect(second('link', join(root, 'src/shell/footer.module.css'))).toBe('_3');
  });

  it('give a class the reading missed a name of its own, never another class’s', () => {
    const root = project();
    const name = shortClassNames(root);
    const missed = name('generated', join(root, 'src/shell/footer.module.css'));
    expect(missed).toMatch(/^_h[0-9a-f]{8}$/);
    expect(missed).not.toBe(name('generated', join(root, 'section-registry/hero/hero.module.css')));
  });
});
