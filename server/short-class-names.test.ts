import { describe, expect, it } from 'vitest';
import { shortClassNames } from './short-class-names';

describe('the build names of CSS-module classes', () => {
  const name = shortClassNames('/repo');

  it('are short, valid class names that depend on the file and the class only', () => {
    const short = name('serviceArrow', '/repo/section-registry/card-grid/card-grid.module.css');
    expect(short).toMatch(/^_[\w-]{6}$/);
    expect(shortClassNames('/repo')('serviceArrow', '/repo/section-registry/card-grid/card-grid.module.css?used')).toBe(
      short,
    );
  });

  it('differ between classes and between files', () => {
    const file = '/repo/section-registry/hero/hero.module.css';
    const names = new Set([name('title', file), name('art', file), name('title', '/repo/src/shell/footer.module.css')]);
    expect(names.size).toBe(3);
  });
});
