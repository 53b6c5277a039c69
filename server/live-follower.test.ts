// @vitest-environment node
/** The server's one subscription to live events, on a fake clock: what it passes on, and how it reconnects. */
import type { LiveEvent } from '@sanity/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followLiveEvents, type LiveEventSource, type LiveFollower } from './live-follower';

/** A stream under the test's control: each connection is recorded with the Last-Event-ID it resumed from. */
function fakeService() {
  const connections: { lastEventId: string | undefined; emit: (event: LiveEvent) => void; fail: () => void }[] = [];
  const connect = (lastEventId: string | undefined): LiveEventSource => ({
    subscribe(observer) {
      let open = true;
      connections.push({
        lastEventId,
        emit: (event) => open && observer.next(event),
        fail: () => open && observer.error(new Error('connection refused')),
      });
      return { unsubscribe: () => (open = false) };
    },
  });
  return { connections, connect, latest: () => connections.at(-1) };
}

let follower: LiveFollower | undefined;
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  follower?.stop();
  vi.useRealTimers();
});

function follow(service: ReturnType<typeof fakeService>) {
  const calls: string[] = [];
  follower = followLiveEvents({
    name: 'test',
    connect: service.connect,
    onMessage: (event) => calls.push(`message ${event.tags.join(',')}`),
    onRestart: () => calls.push('restart'),
    onFollowing: (following) => calls.push(following ? 'following' : 'not following'),
    log: () => undefined,
    random: () => 1,
  });
  return calls;
}

describe('following live events', () => {
  it('passes messages on, and resumes from the last one after the stream is cut', () => {
    const service = fakeService();
    const calls = follow(service);
    service.latest()?.emit({ type: 'welcome' });
    service.latest()?.emit({ type: 'message', id: 'a.1', tags: ['s1:x'] });
    service.latest()?.emit({ type: 'reconnect' });
    expect(calls).toEqual(['following', 'message s1:x', 'not following']);
    vi.advanceTimersByTime(1000);
    expect(service.connections.map((connection) => connection.lastEventId)).toEqual([undefined, 'a.1']);
    expect(follower?.lastEventId()).toBe('a.1');
  });

  it('counts a reconnection with no position as a restart: what it missed is unknown', () => {
    const service = fakeService();
    const calls = follow(service);
    service.latest()?.emit({ type: 'welcome' });
    service.latest()?.emit({ type: 'goaway', id: '', reason: 'too many' });
    vi.advanceTimersByTime(1000);
    service.latest()?.emit({ type: 'welcome' });
    expect(calls).toEqual(['following', 'not following', 'restart', 'following']);
  });

  it('backs off, doubling to a minute, while the service refuses: 8 attempts in 3 minutes, not 180', () => {
    const service = fakeService();
    follow(service);
    for (let second = 0; second < 180; second++) {
      service.latest()?.fail();
      vi.advanceTimersByTime(1000);
    }
    // 1, 2, 4, 8, 16, 32, 60, 60 s apart.
    expect(service.connections).toHaveLength(8);
  });

  it('starts the backoff again once a connection has held for a minute', () => {
    const service = fakeService();
    follow(service);
    for (let attempt = 0; attempt < 4; attempt++) {
      service.latest()?.fail();
      vi.advanceTimersByTime(60_000);
    }
    service.latest()?.emit({ type: 'welcome' });
    vi.advanceTimersByTime(60_000);
    const before = service.connections.length;
    service.latest()?.emit({ type: 'reconnect' });
    vi.advanceTimersByTime(1000);
    expect(service.connections.length).toBe(before + 1);
  });
});
