// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { unconvertedMantineSyntax } from './mantine-css-check';

describe('the build check for Mantine syntax in the built CSS', () => {
  it('finds rem() and em() left unconverted, naming the rule', () => {
    const css = '.a{color:red}.action{height:rem(36px);padding-inline:rem( 18px )}.b{width:em(320px)}';
    expect(unconvertedMantineSyntax(css)).toEqual([
      'rem(36px) in ".action"',
      'rem( 18px ) in ".action"',
      'em(320px) in ".b"',
    ]);
  });

  it('finds Mantine mixins and breakpoint variables', () => {
    const mixin = '.s{padding:1rem}@mixin larger-than $mantine-breakpoint-md{.s{padding:2rem}}';
    expect(unconvertedMantineSyntax(mixin)).toEqual([
      expect.stringMatching(/^@mixin larger-than \$mantine-breakpoint-md in /),
    ]);
    const variable = '@media (min-width: $mantine-breakpoint-xl){.nav{display:block}}';
    expect(unconvertedMantineSyntax(variable)).toEqual([expect.stringMatching(/^\$mantine-breakpoint-xl in /)]);
  });

  it('ignores comments, which may mention rem() in passing', () => {
    expect(unconvertedMantineSyntax('/* rem(36px) is 2.25rem */ .a { height: 2.25rem }')).toEqual([]);
  });

  it('passes converted CSS, including names that merely end in "em"', () => {
    const css =
      '.action{height:calc(2.25rem*var(--mantine-scale));font-size:1.2em}.item:is(em){color:red}.system(x){}' +
      '@media (min-width:62em){.s{padding:5rem}}';
    expect(unconvertedMantineSyntax(css)).toEqual([]);
  });
});
