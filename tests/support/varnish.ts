/**
 * A real HTTP cache for the tests: Debian's Varnish (varnishd, installed by
 * .ci/run), in front of an origin on loopback, with the VCL in
 * varnish/cdn.vcl. Started in the foreground (-F) on 127.0.0.1 and a free
 * port, with a working directory of its own (-n) under a temporary directory,
 * and stopped by its own PID; `health` asks it (varnishadm) what it thinks
 * of the origin.
 */
import { execFile, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './http';

const VARNISHD = process.env.VARNISHD_PATH ?? '/usr/sbin/varnishd';
const VARNISHADM = process.env.VARNISHADM_PATH ?? '/usr/bin/varnishadm';
const VCL = join(import.meta.dirname, 'varnish', 'cdn.vcl');

export interface Varnish {
  port: number;
  /** GET through the cache: the status, the body, and whether the cache answered it (X-Cache: hit). */
  get: (path: string) => Promise<{ status: number; body: string; hit: boolean; age: number; cacheControl: string }>;
  /** What Varnish's probe says of the origin: "healthy" or "sick". */
  health: () => Promise<string>;
  /** Stops varnishd (by its PID) and removes its working directory. */
  stop: () => Promise<void>;
}

export async function startVarnish(originPort: number): Promise<Varnish> {
  const directory = mkdtempSync(join(tmpdir(), 'varnish-'));
  // varnishd drops to its own user (varnish) before it reads the VCL: it must be able to read it.
  chmodSync(directory, 0o755);
  const vcl = join(directory, 'cdn.vcl');
  writeFileSync(vcl, readFileSync(VCL, 'utf8').replace('ORIGIN_PORT', String(originPort)));
  const workDir = join(directory, 'work');
  const port = await freePort();
  const child = spawn(VARNISHD, ['-F', '-a', `127.0.0.1:${port}`, '-f', vcl, '-n', workDir, '-s', 'malloc,32m'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const admin = (...command: string[]) =>
    promisify(execFile)(VARNISHADM, ['-n', workDir, ...command]).then(({ stdout }) => stdout);

  const get: Varnish['get'] = async (path) => {
    const response = await fetch(`http://127.0.0.1:${port}${path}`);
    return {
      status: response.status,
      body: await response.text(),
      hit: response.headers.get('x-cache') === 'hit',
      age: Number(response.headers.get('age') ?? Number.NaN),
      cacheControl: response.headers.get('cache-control') ?? '',
    };
  };

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(directory, { recursive: true, force: true });
  };

  // Up once it answers (its child process compiles the VCL first); stopped and removed if it never does.
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null || attempt > 100) {
      await stop();
      throw new Error(`varnishd did not start on ${port}:\n${output}`);
    }
    try {
      await fetch(`http://127.0.0.1:${port}/healthz`);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  return {
    port,
    get,
    health: async () => /\b(healthy|sick)\b/.exec(await admin('backend.list'))?.[1] ?? 'unknown',
    stop,
  };
}
