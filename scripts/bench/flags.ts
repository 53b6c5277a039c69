/** `--name=value` from the command line of a benchmark script (undefined when not given). */
export function flag(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((argument) => argument.startsWith(prefix))?.slice(prefix.length);
}
