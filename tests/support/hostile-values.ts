/**
 * The values content should never be trusted with: links that run script or
 * leave the site, text that looks like HTML, empty and very long strings,
 * wrong types and deep nesting. Used by the property tests to build inputs.
 */
import fc from 'fast-check';

/** Links to refuse, and lookalikes a check may pass (mailto:, tel:, an encoded path) that must stay harmless. */
export const HOSTILE_LINKS = [
  'javascript:alert(1)',
  ' JavaScript:alert(1)',
  'JAVASCRIPT:alert(document.cookie)',
  'java\tscript:alert(1)',
  '\u0000javascript:alert(1)',
  'javascript://example.org/%0aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  '//evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/%2F%2Fevil.example',
  'http://insecure.example',
  'file:///etc/passwd',
  ' /contact',
  '/contact\n',
  'mailto:someone@example.org?body=<script>',
  'tel:javascript:alert(1)',
] as const;

/** Links the site does allow, so the link-rendering code paths run too. */
export const SAFE_LINKS = [
  '/',
  '/contact',
  '/services/overview',
  '#top',
  'https://example.org/a?b=c',
  'mailto:hello@example.org',
  'tel:+442079460000',
] as const;

/** The marker tag proves injected markup never becomes an element. */
export const INJECTED_TAG = 'fc-injected';
export const HTML_LOOKING = [
  `<${INJECTED_TAG}>bold claim</${INJECTED_TAG}>`,
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '"><svg onload=alert(1)>',
  "' onmouseover='alert(1)",
  '<a href="javascript:alert(1)">click</a>',
  '&lt;b&gt;already escaped&lt;/b&gt;',
  '{{constructor.constructor("alert(1)")()}}',
] as const;

/** Contact cards turn addresses and numbers into links: feed them lookalikes. */
const LINK_LOOKALIKES = [
  'Email: javascript:alert@evil.example',
  'Call +44 (0) 20 7946 0000 or +1 212 555 0100',
  'hello@example.org\njavascript:alert(1)\n+44 20 7946 0321',
  'Phone: +0000000',
] as const;

/** Few words, so lists repeat entries (as real content sometimes does). */
const WORDS = ['Leadership', 'Coaching', 'Strategy', 'Change', 'Quality', 'Coaching'];

const WHITESPACE = ['', ' ', '\t', '\n', '\u00a0', '\u200b', '\r\n'];

/** Random upper and lower case, as a careless or malicious author might type it. */
function mixedCase(value: string): fc.Arbitrary<string> {
  return fc
    .array(fc.boolean(), { minLength: value.length, maxLength: value.length })
    .map((upper) => [...value].map((char, index) => (upper[index] ? char.toUpperCase() : char.toLowerCase())).join(''));
}

/** A string padded with whitespace on either side. */
function padded(value: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.tuple(fc.constantFrom(...WHITESPACE), value, fc.constantFrom(...WHITESPACE)).map((parts) => parts.join(''));
}

const words = fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 6 }).map((list) => list.join(' '));

const veryLong = fc
  .tuple(fc.constantFrom('A', 'word ', 'é', '<b>', '😀'), fc.integer({ min: 1_000, max: 12_000 }))
  .map(([unit, times]) => unit.repeat(Math.ceil(times / unit.length)));

/** Any string a field might hold; `examples` are the values its schema expects (links, icon names). */
export function hostileString(examples: readonly string[] = []): fc.Arbitrary<string> {
  const expected = examples.length > 0 ? [fc.constantFrom(...examples)] : [];
  const hostileLink = fc.constantFrom(...HOSTILE_LINKS, ...SAFE_LINKS);
  return fc.oneof(
    ...expected.map((arbitrary) => ({ arbitrary, weight: 8 })),
    ...expected.map((arbitrary) => ({ arbitrary: arbitrary.chain(mixedCase), weight: 2 })),
    { arbitrary: padded(hostileLink), weight: 4 },
    { arbitrary: hostileLink.chain(mixedCase), weight: 4 },
    { arbitrary: fc.constantFrom(...HTML_LOOKING, ...LINK_LOOKALIKES), weight: 6 },
    { arbitrary: fc.constantFrom(...WHITESPACE), weight: 2 },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 4 },
    { arbitrary: words, weight: 6 },
    // Rare, because every one makes the render slower; a few per section still land in each run.
    { arbitrary: veryLong, weight: 1 },
  );
}

/** Deeply nested lists and objects: {"a":[{"a":[…]}]}. */
const deeplyNested = fc.integer({ min: 20, max: 300 }).map((depth) => {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level++) value = level % 2 ? [value] : { a: value };
  return value;
});

/** An object trying prototype pollution, as JSON.parse would build it. */
const pollution = fc
  .constant(null)
  .map((): unknown => JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}'));

/** A value of the wrong kind for whatever field it lands in. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.constant(undefined),
  fc.boolean(),
  fc.constantFrom(0, -1, 42, 1e21, 3.5, Number.MAX_SAFE_INTEGER),
  hostileString(),
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.oneof(fc.integer(), fc.constant(null), hostileString()), { maxLength: 4 }),
  fc.dictionary(fc.constantFrom('_key', '_type', 'unexpected', 'text', 'title'), fc.integer(), {
    maxKeys: 3,
    noNullPrototype: true,
  }),
  deeplyNested,
  pollution,
);
