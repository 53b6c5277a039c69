// The runtime check that opens every npm script (and the built server, server/supported-node.ts): a wrong
// Node must stop them loudly, with what to do, never run them on a Node the project does not support.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { satisfiesRange, wrongNodeMessage } from '../scripts/node-engines.mjs';

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
  function runWithEngines(range: string, flags: string[] = []) {
    folder = mkdtempSync(join(tmpdir(), 'require-node-'));
    mkdirSync(join(folder, 'scripts'));
    copyFileSync('scripts/require-node.mjs', join(folder, 'scripts/require-node.mjs'));
    copyFileSync('scripts/node-engines.mjs', join(folder, 'scripts/node-engines.mjs'));
    copyFileSync('.nvmrc', join(folder, '.nvmrc'));
    writeFileSync(join(folder, 'package.json'), JSON.stringify({ engines: { node: range } }));
    return spawnSync(process.execPath, [join(folder, 'scripts/require-node.mjs'), ...flags], { encoding: 'utf8' });
  }

  it('lets the command go on, naming the Node it runs on', () => {
    const run = runWithEngines(ENGINES);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`Node ${process.version}`);
  });

  it("says nothing with --quiet, so a script's own output stays its own", () => {
    const run = runWithEngines(ENGINES, ['--quiet']);
    expect(run.status).toBe(0);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe('');
  });

  it('stops a Node outside engines.node with exit 1 and says what to do, --quiet or not', () => {
    const run = runWithEngines('>=99.0.0', ['--quiet']);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`This is Node ${process.version}`);
    expect(run.stderr).toContain('run `npm install` again');
    expect(run.stderr).toContain('`nvm install` reads .nvmrc');
  });
});

describe('wrongNodeMessage', () => {
  const facts = { version: 'v20.19.2', execPath: '/usr/bin/node', range: ENGINES, recommended: '24' };

  it('names the range, the Node that ran and where it is', () => {
    const message = wrongNodeMessage(facts);
    expect(message).toContain(`This project runs on Node ${ENGINES} (24 recommended, see .nvmrc).`);
    expect(message).toContain('This is Node v20.19.2, at /usr/bin/node.');
  });

  it('points a command typed without npm at the npm script that runs it on the right Node', () => {
    const message = wrongNodeMessage({ ...facts, npmScript: 'serve' });
    expect(message).toContain('run it as `npm run serve`');
    expect(message).not.toContain('then this command');
  });
});

describe('package.json', () => {
  it('opens every script with the Node check, so none runs on a Node engines.node does not name', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    for (const [name, command] of Object.entries(scripts)) {
      expect(command, name).toMatch(/^node scripts\/require-node\.mjs( --quiet)? && /);
    }
  });
});
