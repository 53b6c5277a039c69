#!/usr/bin/env node
// The first step of every npm script a person runs (package.json): it stops the script, with what to
// do, when the Node that runs it is not one package.json's `engines.node` names. `npm start`,
// `npm test`, `npm run dev` and the other long-running ones also name the Node they run on; the rest
// pass `--quiet` and say nothing unless the Node is wrong (their output stays their own: `npm run -s
// manifests -- --json` pipes).
//
// Plain JavaScript with no imports outside Node and its neighbour, on purpose: it must run, and say
// something useful, on any Node a newcomer might have (the system Node of these machines is 20).
// `npm install` brings a supported Node along (the `node-<platform>` optional dependencies put it in
// node_modules/.bin, which npm scripts put first on PATH); this check is what makes its absence loud
// rather than silent.
import { readFileSync } from 'node:fs';
import { satisfiesRange, wrongNodeMessage } from './node-engines.mjs';

const root = new URL('..', import.meta.url);
const { engines } = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));
const recommended = readFileSync(new URL('.nvmrc', root), 'utf8').trim();
const version = process.version;
if (!satisfiesRange(version, engines.node)) {
  console.error(wrongNodeMessage({ version, execPath: process.execPath, range: engines.node, recommended }));
  process.exit(1);
}
if (!process.argv.includes('--quiet')) console.log(`Node ${version} (${process.execPath})`);
