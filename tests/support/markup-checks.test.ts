// @vitest-environment node
/** The property tests are only as good as their oracle: it must see what a browser would do. */
import { describe, expect, it } from 'vitest';
import { inspectMarkup, isSafeUrl } from './markup-checks';

describe('isSafeUrl', () => {
  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'http://insecure.example',
    'file:///etc/passwd',
    '/contact\n',
    'contact',
  ])('refuses %j', (href) => {
    expect(isSafeUrl(href)).toBe(false);
  });

  it.each(['/', '/contact', '#top', 'https://example.org/a?b=c', 'mailto:hello@example.org', 'tel:+442079460000'])(
    'accepts %j',
    (href) => {
      expect(isSafeUrl(href)).toBe(true);
    },
  );
});

describe('inspectMarkup', () => {
  it('finds script, event handlers and unsafe links, and reads the text', () => {
    const { problems, text } = inspectMarkup(
      '<p>Hello &lt;b&gt;</p><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)><script>1</script>',
    );
    expect(problems).toEqual([
      '<a> href="javascript:alert(1)" is not a safe link',
      '<img> src="x" is not a safe link',
      '<img> has event handler onerror="alert(1)"',
      '<script> element',
    ]);
    expect(text).toContain('Hello <b>');
  });

  it('passes markup React renders from hostile text', () => {
    expect(inspectMarkup('<h2>&lt;img src=x onerror=alert(1)&gt;</h2><a href="/contact">Contact</a>').problems).toEqual(
      [],
    );
  });
});
