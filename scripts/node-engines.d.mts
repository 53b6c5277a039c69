// Types for scripts/node-engines.mjs, which stays plain JavaScript so any Node can run it.
export function satisfiesRange(versionText: string, range: string): boolean;
export function wrongNodeMessage(facts: {
  version: string;
  execPath: string;
  range: string;
  recommended: string;
  /** The npm script that runs the same command on the project's Node, for a command typed without npm. */
  npmScript?: string;
}): string;
