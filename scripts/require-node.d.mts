// Types for scripts/require-node.mjs, which stays plain JavaScript so any Node can run it.
export function satisfiesRange(versionText: string, range: string): boolean;
export function wrongNodeMessage(facts: {
  version: string;
  execPath: string;
  range: string;
  recommended: string;
}): string;
