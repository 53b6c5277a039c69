// Which Node this project runs on, as package.json's `engines.node` says, and what to say on any other:
// shared by scripts/require-node.mjs (the first step of every npm script) and the built server
// (server/supported-node.ts, the first thing `node dist/server/start.js` runs).
//
// Plain JavaScript with no imports at all, on purpose: it must run, and say something useful, on any
// Node a newcomer might have (the system Node of these machines is 20).

/** Parses "1.2.3" (or "v1.2.3") into numbers; a missing minor or patch counts as 0. */
function parseVersion(text) {
  const parts = text.trim().replace(/^v/, '').split('.').map(Number);
  return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0];
}

function compare(a, b) {
  for (let i = 0; i < 3; i += 1) {
    if (a[i] !== b[i]) return a[i] - b[i];
  }
  return 0;
}

/** One comparator of an `engines` range: `^a.b.c` (same major, at least a.b.c) or `>=a.b.c`. */
function satisfiesComparator(version, comparator) {
  if (comparator.startsWith('^')) {
    const floor = parseVersion(comparator.slice(1));
    return version[0] === floor[0] && compare(version, floor) >= 0;
  }
  if (comparator.startsWith('>=')) return compare(version, parseVersion(comparator.slice(2))) >= 0;
  throw new Error(`require-node: cannot read "${comparator}" in engines.node (only ^x.y.z and >=x.y.z, joined by ||)`);
}

/** Whether a Node version satisfies a range such as `^22.22.2 || ^24.15.0 || >=26`. */
export function satisfiesRange(versionText, range) {
  const version = parseVersion(versionText);
  return range.split('||').some((comparator) => satisfiesComparator(version, comparator.trim()));
}

/**
 * The message for a Node outside the range: what runs, what is needed, and the two ways out. `npmScript`
 * names the npm script that runs the same thing on the right Node, for a command typed without npm
 * (`node dist/server/start.js`, say, whose `node` is whatever is first on the PATH).
 */
export function wrongNodeMessage({ version, execPath, range, recommended, npmScript }) {
  const throughNpm = npmScript
    ? `  - run it as \`npm run ${npmScript}\`, which uses that Node (after \`npm install\`, without --omit=optional); or`
    : '  - run `npm install` again (without --omit=optional or --no-optional), then this command; or';
  return [
    `This project runs on Node ${range} (${recommended} recommended, see .nvmrc).`,
    `This is Node ${version}, at ${execPath}.`,
    '',
    '`npm install` brings Node ' +
      recommended +
      ' into node_modules/.bin on Linux (x64, arm64), macOS (Intel) and Windows (x64),',
    'and npm scripts use it first. This command did not run on it, so either:',
    throughNpm,
    `  - install Node ${recommended} (\`nvm install\` reads .nvmrc), and run this command with it.`,
  ].join('\n');
}
