// The runtime check that opens `npm start` and `npm test`: a wrong Node must stop them loudly, with
// what to do, never run them on a Node the project does not support.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { satisfiesRange } from '../scripts/require-node.mjs';

const ENGINES = (JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } }).engines.node;

describe('satisfiesRange, read as npm reads engines.node', () => {
  it('accepts the supported lines from their floors up', () => {
    for (const version of ['v22.22.2', 'v22.30.0', 'v24.15.0', 'v24.21.0', 'v26.0.0', 'v27.1.0']) {
      expect(satisfiesRange(version, ENGINES), version).toBe(true);
    }
  });

  it('refuses Node 20, the odd lines between and the patches below each floor', () => {
    for (const version of ['v20.20.2', 'v22.12.0', 'v22.22.1', 'v23.11.0', 'v24.14.9', 'v25.2.0']) {
      expect(satisfiesRange(version, ENGINES), version).toBe(false);
    }
  });

  it('names a range it cannot read instead of guessing', () => {
    expect(() => satisfiesRange('v24.0.0', '~24.1.0')).toThrow(/cannot read "~24.1.0"/);
  });
});

describe('scripts/require-node.mjs, run as npm runs it', () => {
  let folder = '';
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  /** A copy of the script beside a package.json whose engines.node is `range`, run on this Node. */
  function runWithEngines(range: string) {
    folder = mkdtempSync(join(tmpdir(), 'require-node-'));
    mkdirSync(join(folder, 'scripts'));
    copyFileSync('scripts/require-node.mjs', join(folder, 'scripts/require-node.mjs'));
    copyFileSync('.nvmrc', join(folder, '.nvmrc'));
    writeFileSync(join(folder, 'package.json'), JSON.stringify({ engines: { node: range } }));
    return spawnSync(process.execPath, [join(folder, 'scripts/require-node.mjs')], { encoding: 'utf8' });
  }

  it('lets the command go on, naming the Node it runs on', () => {
    const run = runWithEngines(ENGINES);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`Node ${process.version}`);
  });

  it('stops a Node outside engines.node with exit 1 and says what to do', () => {
    const run = runWithEngines('>=99.0.0');
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`This is Node ${process.version}`);
    expect(run.stderr).toContain('run `npm install` again');
    expect(run.stderr).toContain('`nvm install` reads .nvmrc');
  });
});
