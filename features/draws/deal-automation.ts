import { z } from 'zod';
import { refTo, wholeNumber } from '../../scenarios/format/primitives.ts';
import { defineAutomation } from '../../session/automation.ts';

/**
 * Deal cards from a deck to teams in seat order (one round per card) as a phase starts: e.g.
 * an event for each ship. With `limit`, a team whose target pile already holds that many cards
 * is skipped. The count may be read from a tracker, each team's own or the game's.
 */
export const dealAutomation = defineAutomation({
  kind: 'deal',
  label: 'Deal cards',
  schema: z.object({
    kind: z.literal('deal'),
    deck: refTo('decks'),
    /** Cards to each team, or a tracker each team's number is read from as the phase starts. */
    count: z
      .union([wholeNumber(1, 100), z.strictObject({ tracker: refTo('trackers') })])
      .default(1),
    /** Team ids in seat order; empty: every team of kind "team", in the scenario's order. */
    teams: z.array(refTo('teams')).default([]),
    /** Hidden hands or face up in front of each team; absent: the deck's `dealTo`. */
    to: z.enum(['hand', 'play']).optional(),
    limit: wholeNumber(1, 1000).optional(),
  }),
  describe: ({ deck, count, teams }) =>
    `Deal ${typeof count === 'object' ? `its ${count.tracker}` : (count ?? 1)} from ${deck} to ${teams?.length ? teams.join(', ') : 'every team'}`,
  run: ({ deck, count, teams, to, limit }) => [
    {
      type: 'deck.deal',
      deck,
      count: count ?? 1,
      holders: teams ?? [],
      ...(to === undefined ? {} : { to }),
      ...(limit === undefined ? {} : { limit }),
    },
  ],
});
