import { z } from 'zod';
import { defineAction } from '../../session/define-action.ts';
import { ActionRejected } from '../../session/types.ts';
import type { Announcement } from './types.ts';

/** Messages for every display: normal or urgent; the newest stay in the state. */

export const ANNOUNCEMENTS_KEPT = 50;

export const announcePostModule = defineAction({
  type: 'announce.post',
  kind: 'announcement',
  schema: z.strictObject({
    type: z.literal('announce.post'),
    text: z
      .string()
      .trim()
      .min(1, 'an announcement needs text')
      .max(500, 'must be at most 500 characters'),
    urgent: z.boolean().default(false),
  }),
  apply(state, action, ctx) {
    const announcement: Announcement = {
      id: ctx.seq,
      text: action.text,
      urgent: action.urgent,
      at: ctx.at,
      by: ctx.by,
    };
    return {
      state: {
        ...state,
        announcements: [...state.announcements, announcement].slice(-ANNOUNCEMENTS_KEPT),
      },
    };
  },
  describe: (action) => `${action.urgent ? 'Urgent announcement' : 'Announcement'}: ${action.text}`,
});

export const announceClearModule = defineAction({
  type: 'announce.clear',
  kind: 'announcement',
  schema: z.strictObject({
    type: z.literal('announce.clear'),
    id: z.number().int('must be a whole number').min(1, 'must be at least 1'),
  }),
  apply(state, action) {
    if (!state.announcements.some((a) => a.id === action.id))
      throw new ActionRejected(`there is no announcement ${action.id} on the displays`);
    return {
      state: {
        ...state,
        announcements: state.announcements.filter((a) => a.id !== action.id),
      },
    };
  },
  describe: (action) => `Cleared announcement ${action.id}`,
});
