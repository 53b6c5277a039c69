// @vitest-environment node
/** /healthz and /readyz, as an orchestrator asks them: before any page matching, never cached, and readiness off once draining. */
import { connect } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rawRequest } from '../tests/support/http';
import { startMiniSite, type MiniSite } from '../tests/support/mini-site';

let site: MiniSite;
beforeEach(async () => {
  site = await startMiniSite();
});
afterEach(() => site.stop());

describe('health probes', () => {
  it.each([
    ['/healthz', 'ok'],
    ['/readyz', 'ready'],
    ['/readyz?from=kubelet', 'ready'],
  ])('answer %s with 200, plain text, never cached, and no page render', async (path, text) => {
    const before = site.renders.length;
    const response = await rawRequest(site.port, path);
    expect(response.status).toBe(200);
    expect(response.body).toBe(text);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(site.renders.length).toBe(before);
  });

  it('answers readiness with 503 as soon as draining starts, and closes the connection', async () => {
    // A probe whose request is still arriving when draining starts: it completes within the grace and is answered.
    const socket = connect(site.port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    socket.write('GET /readyz HTTP/1.1\r\nHost: site\r\n');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const drained = site.drain();
    socket.write('\r\n');
    await closed;
    await drained;
    expect(answer).toMatch(/^HTTP\/1\.1 503 /);
    expect(answer).toMatch(/\r\ncache-control: no-store\r\n/i);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(answer).toMatch(/\r\n\r\ndraining$/);
  });
});
