import { describe, expect, it } from 'vitest';
import { jsonForScriptElement } from './json-in-html';

describe('JSON in a script element', () => {
  it('cannot end the element or open a comment, whatever the text, and still reads back the same', () => {
    const value = { name: '</script><script>alert(1)</script>', note: '<!-- & -->', line: '\u2028' };
    const body = jsonForScriptElement(value);
    expect(body).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(body)).toEqual(value);
  });
});
