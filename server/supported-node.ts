/**
 * The first thing `node dist/server/start.js` runs: the server stops, saying what to do, on a Node that
 * package.json's `engines.node` does not name, as every npm script does (scripts/require-node.mjs, whose
 * logic this shares: scripts/node-engines.mjs). `node` typed at a prompt is whatever is first on the
 * PATH (the system's Node 20 on these machines), not the Node `npm install` put in node_modules/.bin.
 *
 * The range and the recommended line are the build's (package.json and .nvmrc, read when the server is
 * built): a deployment that copies the build needs neither file. start.ts imports this module before any
 * other, and the build gives it a chunk of its own (vite.config.ts), so it runs before the server's own
 * modules are evaluated.
 */
import { engines } from '../package.json';
import nvmrc from '../.nvmrc?raw';
import { satisfiesRange, wrongNodeMessage } from '../scripts/node-engines.mjs';

/** Why this Node cannot run the server, or undefined when it can. */
export function unsupportedNodeMessage(version: string, execPath: string): string | undefined {
  if (satisfiesRange(version, engines.node)) return undefined;
  const facts = { version, execPath, range: engines.node, recommended: nvmrc.trim(), npmScript: 'serve' };
  return `Cannot start the server on this Node.\n${wrongNodeMessage(facts)}`;
}

const refusal = unsupportedNodeMessage(process.version, process.execPath);
if (refusal) {
  console.error(refusal);
  process.exit(1);
}
