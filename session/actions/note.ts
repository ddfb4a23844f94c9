import { z } from 'zod';
import { defineAction } from '../define-action.ts';
import { isCrew } from '../viewer.ts';

/**
 * A line in the log and nothing else: Control's remarks, and the reason an automation was
 * skipped. Not an undo step (there is nothing to undo), and accepted after the session ended.
 */
export const NOTE_MAX_LENGTH = 500;

export const noteModule = defineAction({
  type: 'session.note',
  kind: 'note',
  schema: z.strictObject({
    type: z.literal('session.note'),
    text: z
      .string()
      .trim()
      .min(1, 'a note needs text')
      .max(NOTE_MAX_LENGTH, `must be at most ${NOTE_MAX_LENGTH} characters`),
  }),
  undoable: false,
  apply: (state) => ({ state }),
  describe: (action) => `Note: ${action.text}`,
  // Control's remarks are for the crew, not for the players' screens.
  describeFor: (action, _outcome, _header, viewer) =>
    isCrew(viewer) ? `Note: ${action.text}` : null,
});
