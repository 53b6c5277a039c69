/**
 * A self-contained function written into the page as an inline script that calls it with `args`
 * (the CSP allows it by its SHA-256: Template.scriptHashes). The function is serialised with
 * Function.prototype.toString, so it must use nothing from outside its own body.
 */
/** Text that would end the element early, or change how the HTML parser reads the rest of it. */
const UNSAFE_IN_SCRIPT = /<\/script|<!--|<script/i;

export function inlineScriptCalling(
  fn: (...args: string[]) => void,
  args: string[],
  type: 'classic' | 'module',
): string {
  const code = `(${fn.toString()})(${args.map((arg) => JSON.stringify(arg)).join(', ')});`;
  if (UNSAFE_IN_SCRIPT.test(code)) throw new Error(`${fn.name} cannot be written inline safely`);
  return type === 'module' ? `<script type="module">${code}</script>` : `<script>${code}</script>`;
}
