/**
 * The built production server (`node dist/server/start.js`), started by its
 * own PID on 127.0.0.1 and a free port, for tests of the process itself:
 * start-up, probes, signals. Stopped by the test, by that PID. The benchmarks
 * under scripts/bench/ start it the same way, from this checkout or another
 * one (`root`: the "before" build they compare with).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { request, type Agent } from 'node:http';
import { join } from 'node:path';
import { freePort } from '../support/http';

export interface BuiltServer {
  port: number;
  process: ChildProcess;
  /** Everything the process has written to stdout and stderr so far. */
  output: () => string;
  /** Resolves with the time (performance.now()) the process exited. */
  exited: Promise<number>;
  /** SIGKILL, if it is still running. */
  kill: () => Promise<void>;
}

export interface BuiltServerOptions {
  /** The checkout whose dist/server/start.js runs (default: this one, the working directory). */
  root?: string;
  /** Node options before the script: a test's `--import` preload (tests/support/shifted-clock.mjs, say). */
  nodeArgs?: string[];
}

export async function startBuiltServer(
  env: Record<string, string> = {},
  options: BuiltServerOptions = {},
): Promise<BuiltServer> {
  const port = await freePort();
  const script = options.root ? join(options.root, 'dist/server/start.js') : 'dist/server/start.js';
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), script], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number>((resolve) => child.once('exit', () => resolve(performance.now())));
  const listening = new Promise<void>((resolve, reject) => {
    const check = () => (output.includes('Site and content service on') ? resolve() : undefined);
    child.stdout.on('data', check);
    void exited.then(() => reject(new Error(`The server exited at start:\n${output}`)));
  });
  await listening;
  return {
    port,
    process: child,
    output: () => output,
    exited,
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

export interface Answer {
  status: number;
  connection: string | undefined;
  cacheControl: string | undefined;
  /** The body arrived in full (as long as content-length said, or to the end of a chunked body). */
  complete: boolean;
  body: string;
}

/** One GET; rejects if the connection fails before a response begins, resolves (complete: false) if one is cut. */
export function get(port: number, path: string, agent?: Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      const done = () =>
        resolve({
          status: res.statusCode ?? 0,
          connection: res.headers.connection,
          cacheControl: res.headers['cache-control'],
          complete: res.complete,
          body,
        });
      res.on('end', done);
      res.on('aborted', done);
      res.on('error', done);
    });
    req.on('error', reject);
    req.end();
  });
}
