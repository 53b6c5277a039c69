/**
 * The recent history of a live event stream (see live-event-streams.ts): the
 * last few hundred changes, each with an id, so that a reader who lost its
 * connection and comes back with `Last-Event-ID` gets what it missed, in order.
 * A reader whose id the log cannot place (from before the process started, or
 * older than what it keeps) is told to restart: read everything again.
 *
 * Ids start with a random word per log, so an id from an earlier process (or
 * another log) is never mistaken for a position in this one.
 */
import { randomBytes } from 'node:crypto';
import type { SyncTag } from './sync-tags.ts';

export interface LiveMessage {
  id: string;
  tags: SyncTag[];
}

export type LiveLogEvent = ({ type: 'message' } & LiveMessage) | { type: 'restart'; id: string };

export interface LiveEventLog {
  /** The id of the latest event (what a welcome names): a reader at it has missed nothing. */
  position(): string;
  /** Records a change and tells every subscriber; the id defaults to the log's next. */
  append(tags: SyncTag[], id?: string): void;
  /** What changed is unknown (the source restarted): the log forgets its history and tells subscribers to read everything again. */
  restart(id?: string): void;
  /** The messages after `id`, oldest first; undefined when the log cannot place it (restart). */
  since(id: string): LiveMessage[] | undefined;
  subscribe(listener: (event: LiveLogEvent) => void): () => void;
}

const DEFAULT_CAPACITY = 256;

export function createLiveEventLog(capacity = DEFAULT_CAPACITY): LiveEventLog {
  const origin = randomBytes(6).toString('base64url');
  let sequence = 0;
  const nextId = () => `${origin}.${(sequence += 1)}`;
  /** The id just before the oldest message kept: a reader there has missed exactly the messages kept. */
  let base = `${origin}.0`;
  let messages: LiveMessage[] = [];
  const listeners = new Set<(event: LiveLogEvent) => void>();
  const tell = (event: LiveLogEvent) => {
    for (const listener of listeners) listener(event);
  };

  return {
    position: () => messages.at(-1)?.id ?? base,
    append(tags, id = nextId()) {
      const message = { id, tags };
      messages.push(message);
      if (messages.length > capacity) base = messages.shift()?.id ?? base;
      tell({ type: 'message', ...message });
    },
    restart(id = nextId()) {
      messages = [];
      base = id;
      tell({ type: 'restart', id });
    },
    since(id) {
      if (id === base) return [...messages];
      const at = messages.findIndex((message) => message.id === id);
      return at === -1 ? undefined : messages.slice(at + 1);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
