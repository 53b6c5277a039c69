// @vitest-environment node
/** Draining a server on loopback: kept-alive, slow and stuck clients, and the responses in flight. */
import { Agent, createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { listen } from '../tests/support/http';
import { createDrainer, type Drainer, type DrainOptions } from './draining';

const BODY = 'x'.repeat(64 * 1024);
let server: Server;
let port: number;
let drainer: Drainer;
const sockets: Socket[] = [];

/** How many `/slow` requests the server has received: a test can act while one is in flight. */
let slowArrivals = 0;

/** `/slow` answers after 300 ms; `/trickle` sends its body in 8 parts over 400 ms; `/stuck` never ends; anything else at once. */
function answer(req: IncomingMessage, res: ServerResponse): void {
  if (req.url === '/slow') {
    slowArrivals += 1;
    setTimeout(() => res.end(BODY), 300);
  } else if (req.url === '/trickle') {
    res.writeHead(200, { 'content-length': BODY.length });
    let sent = 0;
    const part = BODY.length / 8;
    const timer = setInterval(() => {
      res.write(BODY.slice(sent, sent + part));
      sent += part;
      if (sent >= BODY.length) {
        clearInterval(timer);
        res.end();
      }
    }, 50);
  } else if (req.url === '/stuck') {
    res.write('partial');
  } else {
    res.end(BODY);
  }
}

async function startServer(options: DrainOptions = {}): Promise<void> {
  slowArrivals = 0;
  server = createServer(answer);
  drainer = createDrainer(server, options);
  port = await listen(server);
}

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.destroy();
  if (server.listening) server.closeAllConnections();
});

interface Answer {
  status: number;
  connection: string | undefined;
  bytes: number;
  complete: boolean;
}

function get(path: string, agent?: Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, bytes, complete: res.complete }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const timed = async (task: Promise<unknown>) => {
  const started = performance.now();
  await task;
  return performance.now() - started;
};

describe('the drain grace', () => {
  it('keeps accepting and answering for the grace, every response saying Connection: close, then stops listening', async () => {
    await startServer({ drainGraceMs: 600 });
    const took = timed(drainer.drain());
    await new Promise((resolve) => setTimeout(resolve, 100));
    // A new client, during the grace: answered in full, told to close.
    expect(await get('/')).toEqual({ status: 200, connection: 'close', bytes: BODY.length, complete: true });
    expect(server.listening).toBe(true);
    // The whole grace, counted from the signal (a timer never fires early; a busy machine only adds to it).
    expect(await took).toBeGreaterThanOrEqual(590);
    expect(server.listening).toBe(false);
    await expect(get('/')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });

  it('leaves an idle kept-alive connection open through the grace, and answers a request sent on it then', async () => {
    await startServer({ drainGraceMs: 600 });
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    expect((await get('/', agent)).connection).toBe('keep-alive');
    const [socket] = Object.values(agent.freeSockets).flat();
    let closedAt = Number.NaN;
    socket?.once('close', () => (closedAt = performance.now()));
    const started = performance.now();
    const drained = drainer.drain();
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Still open: a client sending on it now is answered, not reset.
    expect(Number.isNaN(closedAt)).toBe(true);
    expect(await get('/', agent)).toEqual({ status: 200, connection: 'close', bytes: BODY.length, complete: true });
    await drained;
    agent.destroy();
    expect(performance.now() - started).toBeGreaterThanOrEqual(550);
  });

  it('ends a client that trickles header lines once the grace is over, not before', async () => {
    await startServer({ drainGraceMs: 400, incompleteRequestGraceMs: 200 });
    const socket = connect(port, '127.0.0.1');
    sockets.push(socket);
    socket.on('error', () => undefined);
    socket.write('GET / HTTP/1.1\r\nHost: x\r\n');
    const trickle = setInterval(() => socket.write('X-More: y\r\n'), 100);
    const ended = new Promise((resolve) => socket.once('close', resolve));
    const took = await timed(Promise.all([drainer.drain(), ended]));
    clearInterval(trickle);
    expect(took).toBeGreaterThanOrEqual(550);
    expect(took).toBeLessThan(3000);
  });
});

describe('draining', () => {
  it('finishes a response in flight in full, saying Connection: close, then closes', async () => {
    await startServer();
    const agent = new Agent({ keepAlive: true });
    expect((await get('/', agent)).connection).toBe('keep-alive');
    const inFlight = get('/slow', agent);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const drained = drainer.drain();
    expect(drainer.draining).toBe(true);
    expect(await inFlight).toEqual({ status: 200, connection: 'close', bytes: BODY.length, complete: true });
    expect(await timed(drained)).toBeLessThan(1000);
    agent.destroy();
  });

  it('lets a response being sent slowly finish whole', async () => {
    await startServer();
    const trickling = get('/trickle');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const drained = drainer.drain();
    expect(await trickling).toMatchObject({ status: 200, bytes: BODY.length, complete: true });
    await drained;
  });

  it('stops serving a keep-alive client that sends every 150 ms, within a second of its request in flight', async () => {
    await startServer();
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const answers: Answer[] = [];
    let stop = false;
    const client = (async () => {
      while (!stop) {
        const answer = get('/slow', agent);
        try {
          answers.push(await answer);
        } catch {
          return; // The server has gone: refused or closed before a response began.
        }
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
    })();
    // Drained while its second request is being answered (the server has it, and answers 300 ms
    // later): the moment plain server.close() keeps it alive.
    while (slowArrivals < 2) await new Promise((resolve) => setTimeout(resolve, 5));
    const took = await Promise.race([
      timed(drainer.drain()),
      new Promise((resolve) => setTimeout(resolve, 3000, 'not drained')),
    ]);
    stop = true;
    await client;
    agent.destroy();
    expect(took).toBeLessThan(1000);
    expect(answers.at(-1)?.connection).toBe('close');
    for (const answer of answers) expect(answer).toMatchObject({ status: 200, bytes: BODY.length, complete: true });
  });

  it('ends a client that trickles header lines after the short grace, and serves one that completes its request in it', async () => {
    await startServer({ incompleteRequestGraceMs: 300 });
    const open = (lines: string) => {
      const socket = connect(port, '127.0.0.1');
      sockets.push(socket);
      socket.on('error', () => undefined);
      socket.write(lines);
      return socket;
    };
    const trickler = open('GET / HTTP/1.1\r\nHost: x\r\n');
    const trickle = setInterval(() => trickler.write('X-More: y\r\n'), 100);
    const tricklerEnded = new Promise((resolve) => trickler.once('close', resolve));
    const late = open('GET / HTTP/1.1\r\nHost: x\r\n');
    let lateAnswer = '';
    late.on('data', (chunk: Buffer) => (lateAnswer += chunk.toString('latin1')));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const drained = drainer.drain();
    late.write('\r\n');
    const took = await timed(drained);
    clearInterval(trickle);
    expect(took).toBeGreaterThan(250);
    expect(took).toBeLessThan(1000);
    expect(lateAnswer).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*connection: close/i);
    await tricklerEnded;
  });

  it('ends a response that never finishes once the grace period is over', async () => {
    await startServer({ finishMs: 400 });
    const stuck = get('/stuck').catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const took = await timed(drainer.drain());
    expect(took).toBeGreaterThan(350);
    expect(took).toBeLessThan(1000);
    await stuck;
  });
});
