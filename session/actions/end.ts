import { z } from 'zod';
import { defineAction } from '../define-action.ts';

/**
 * Ends the session: from then on only undo, redo and notes are accepted (history.ts enforces
 * it for every type), so an accidental end can still be undone.
 */
export const endModule = defineAction({
  type: 'session.end',
  kind: 'session',
  schema: z.strictObject({ type: z.literal('session.end') }),
  apply: (state, _action, ctx) => ({ state: { ...state, status: 'ended', endedAt: ctx.at } }),
  describe: () => 'Ended the session',
});
