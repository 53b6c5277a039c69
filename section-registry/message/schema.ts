import { z } from '../../src/lib/zod';
import { action, text } from '../shared/schemas';

/** A short full-page message with one way onward (the not-found page). */
export const messageSchema = z.strictObject({
  title: text.optional(),
  text: text.optional(),
  action: action.optional(),
});

export type MessageProps = z.output<typeof messageSchema>;
