// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { unsupportedNodeMessage } from './supported-node';

const ENGINES = (JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } }).engines.node;

describe('the built server on an unsupported Node', () => {
  it('runs on this Node, one engines.node names', () => {
    expect(unsupportedNodeMessage(process.version, process.execPath)).toBeUndefined();
  });

  it('stops on Node 20 (the system Node of these machines), saying what runs and how to run it on the right one', () => {
    const message = unsupportedNodeMessage('v20.20.2', '/usr/bin/node');
    expect(message).toMatch(/^Cannot start the server on this Node\./);
    expect(message).toContain(`This project runs on Node ${ENGINES} (24 recommended, see .nvmrc).`);
    expect(message).toContain('This is Node v20.20.2, at /usr/bin/node.');
    expect(message).toContain('run it as `npm run serve`');
  });
});
