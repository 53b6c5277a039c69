#!/usr/bin/env node
// The first step of `npm start`, `npm test` and the other commands that run the site: it stops them,
// with what to do, when the Node that runs them is not one package.json's `engines.node` names.
//
// Plain JavaScript with no imports outside Node, on purpose: it must run, and say something useful, on
// any Node a newcomer might have (the system Node of these machines is 20). `npm install` brings a
// supported Node along (the `node-<platform>` optional dependencies put it in node_modules/.bin, which
// npm scripts put first on PATH); this check is what makes its absence loud rather than silent.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

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

/** The message for a Node outside the range: what runs, what is needed, and the two ways out. */
export function wrongNodeMessage({ version, execPath, range, recommended }) {
  return [
    `This project runs on Node ${range} (${recommended} recommended, see .nvmrc).`,
    `This is Node ${version}, at ${execPath}.`,
    '',
    '`npm install` brings Node ' +
      recommended +
      ' into node_modules/.bin on Linux (x64, arm64), macOS (Intel) and Windows (x64),',
    'and npm scripts use it first. This command did not run on it, so either:',
    '  - run `npm install` again (without --omit=optional or --no-optional), then this command; or',
    `  - install Node ${recommended} (\`nvm install\` reads .nvmrc), and run this command with it.`,
  ].join('\n');
}

function main() {
  const root = new URL('..', import.meta.url);
  const { engines } = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));
  const recommended = readFileSync(new URL('.nvmrc', root), 'utf8').trim();
  const version = process.version;
  if (!satisfiesRange(version, engines.node)) {
    console.error(wrongNodeMessage({ version, execPath: process.execPath, range: engines.node, recommended }));
    process.exit(1);
  }
  console.log(`Node ${version} (${process.execPath})`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
