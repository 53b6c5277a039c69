import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KeepHyphenated } from './KeepHyphenated';

/** What the heading holds: its text, and the words that may not break. */
function renderHeading(text: string) {
  const { container } = render(
    <h2>
      <KeepHyphenated>{text}</KeepHyphenated>
    </h2>,
  );
  const heading = container.querySelector('h2')!;
  return { text: heading.textContent, unbroken: [...heading.querySelectorAll('span')].map((span) => span.textContent) };
}

describe('KeepHyphenated', () => {
  it('keeps each hyphenated word of a heading on one line, and its words as they are', () => {
    expect(renderHeading('Custom In-House Bootcamps')).toEqual({
      text: 'Custom In-House Bootcamps',
      unbroken: ['In-House'],
    });
    expect(renderHeading('Our own two- to three-day, small-group bootcamps')).toEqual({
      text: 'Our own two- to three-day, small-group bootcamps',
      unbroken: ['three-day,', 'small-group'],
    });
  });

  it('leaves a heading without a hyphenated word as plain text', () => {
    expect(renderHeading('Recent cohorts')).toEqual({ text: 'Recent cohorts', unbroken: [] });
    expect(renderHeading('Evaluation - next steps')).toEqual({ text: 'Evaluation - next steps', unbroken: [] });
  });
});
