/**
 * JSON as the body of a <script> data block (application/json, ld+json):
 * `<`, `>` and `&` as \u escapes, so no text it carries ("</script>", say) can
 * end the element, and U+2028/2029 escaped for old JavaScript parsers. The
 * result is still the same JSON value.
 */
export function jsonForScriptElement(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
