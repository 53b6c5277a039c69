/** `--name=value` from the command line of a benchmark script (undefined when not given). */
export function flag(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((argument) => argument.startsWith(prefix))?.slice(prefix.length);
}

/** A bare `--name` on the command line. */
export function hasFlag(name: string): boolean {
  return process.argv.includes(`--${name}`);
}

/** `--name=a,b,c` as a list (undefined when not given). */
export function listFlag(name: string): string[] | undefined {
  return flag(name)
    ?.split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}
