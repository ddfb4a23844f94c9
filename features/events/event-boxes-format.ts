import { z } from 'zod';
import {
  idSchema,
  refTo,
  reportDuplicateIds,
  wholeNumber,
} from '../../scenarios/format/primitives.ts';

/**
 * Event boxes: an event card in front of a team, a sealed box anyone pledges items into, and
 * a tally at the end of the turn. The rules of the box (what can go in, what comes back,
 * what sabotages) belong to the scenario; each event card says what it costs and what
 * happens.
 */

/** A change to a tracker: a team tracker changes for the event's team, a global one for all. */
export const trackerChangeSchema = z.object({
  tracker: refTo('trackers'),
  by: z.number().int('must be a whole number').min(-100_000).max(100_000),
});
export type TrackerChange = z.infer<typeof trackerChangeSchema>;

export const eventOutcomeSchema = z.object({
  text: z.string().max(1000).default(''),
  changes: z.array(trackerChangeSchema).default([]),
});
export type EventOutcome = z.infer<typeof eventOutcomeSchema>;

/** Items per box-item id. */
export const itemCountsSchema = z.record(z.string(), wholeNumber(0, 100_000));
export type ItemCounts = z.infer<typeof itemCountsSchema>;

/** What an event card asks of its box. */
export const cardEventSchema = z
  .object({
    /** Alternatives: the event succeeds when the box holds every item of any one of them. */
    costs: z.array(itemCountsSchema).default([]),
    success: eventOutcomeSchema.default({ text: '', changes: [] }),
    failure: eventOutcomeSchema.default({ text: '', changes: [] }),
    /** Applied at each upkeep while a persistent event stays open. */
    perTurn: eventOutcomeSchema.nullable().default(null),
    /** Items this event gives back besides those the box rules always return. */
    returns: z.array(refTo('eventBoxes.items')).default([]),
  })
  .describe('The cost and outcomes of an event card tallied from an event box.');
export type CardEvent = z.infer<typeof cardEventSchema>;

export const boxItemSchema = z.object({
  id: idSchema,
  name: z.string().trim().min(1, 'an item needs a name').max(60),
  /** The team tracker a named giver's items come out of (Fuel cards from Fuel). */
  tracker: refTo('trackers').nullable().default(null),
  /** Comes back to the givers after the tally instead of being consumed (Manpower, Shuttles). */
  returned: z.boolean().default(false),
  /** Any one of these in the box makes the event fail. */
  sabotage: z.boolean().default(false),
});
export type BoxItem = z.infer<typeof boxItemSchema>;

export const eventBoxRulesSchema = z
  .object({
    id: idSchema,
    name: z.string().trim().min(1).max(120).default('Event boxes'),
    text: z.string().max(2000).default(''),
    /** The deck whose cards are the events; a team's events are its `play:<team>` pile. */
    deck: refTo('decks'),
    /** Most events open in front of one team at a time. */
    limit: wholeNumber(1, 100).default(1),
    items: z.array(boxItemSchema).default([]),
  })
  .superRefine((rules, ctx) => reportDuplicateIds(ctx, rules.items, 'items', 'item'))
  .describe('How event boxes work: the event deck, what can be pledged and what comes back.');
export type EventBoxRules = z.infer<typeof eventBoxRulesSchema>;

export function reportEventBoxProblems(
  ctx: z.RefinementCtx,
  s: {
    eventBoxes: readonly EventBoxRules[];
    decks: readonly {
      id: string;
      cards: readonly { id: string; event?: CardEvent | undefined }[];
    }[];
    trackers: readonly { id: string; scope: string }[];
  },
): void {
  reportDuplicateIds(ctx, s.eventBoxes, 'eventBoxes', 'event box rule');
  const trackers = new Map(s.trackers.map((t) => [t.id, t]));
  const checkTracker = (id: string, path: (string | number)[], teamOnly: boolean) => {
    const def = trackers.get(id);
    if (!def) ctx.addIssue({ code: 'custom', path, message: `no tracker "${id}"` });
    else if (def.scope === 'player' || (teamOnly && def.scope !== 'team'))
      ctx.addIssue({
        code: 'custom',
        path,
        message: `"${id}" must be a ${teamOnly ? 'team' : 'team or global'} tracker`,
      });
  };
  s.eventBoxes.forEach((rules, r) => {
    const deckIndex = s.decks.findIndex((d) => d.id === rules.deck);
    if (deckIndex < 0)
      ctx.addIssue({
        code: 'custom',
        path: ['eventBoxes', r, 'deck'],
        message: `no deck "${rules.deck}"`,
      });
    rules.items.forEach((item, i) => {
      if (item.tracker !== null)
        checkTracker(item.tracker, ['eventBoxes', r, 'items', i, 'tracker'], true);
    });
    if (deckIndex < 0) return;
    const items = new Set(rules.items.map((i) => i.id));
    s.decks[deckIndex]!.cards.forEach((card, c) => {
      const event = card.event;
      if (!event) return;
      const at = ['decks', deckIndex, 'cards', c, 'event'];
      event.costs.forEach((cost, k) => {
        for (const item of Object.keys(cost))
          if (!items.has(item))
            ctx.addIssue({
              code: 'custom',
              path: [...at, 'costs', k, item],
              message: `no box item "${item}"`,
            });
      });
      event.returns.forEach((item, k) => {
        if (!items.has(item))
          ctx.addIssue({
            code: 'custom',
            path: [...at, 'returns', k],
            message: `no box item "${item}"`,
          });
      });
      for (const key of ['success', 'failure', 'perTurn'] as const)
        event[key]?.changes.forEach((change, k) =>
          checkTracker(change.tracker, [...at, key, 'changes', k, 'tracker'], false),
        );
    });
  });
}
