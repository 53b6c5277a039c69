import { z } from '../../src/lib/zod-mini';
import { action, text } from '../shared/schemas';

/** A short full-page message with one way onward (the not-found page). */
export const messageSchema = z.strictObject({
  title: z.optional(text),
  text: z.optional(text),
  action: z.optional(action),
});

export type MessageProps = z.output<typeof messageSchema>;
