import { z } from 'zod';
import { idSchema, refTo, reportDuplicateIds } from '../../scenarios/format/primitives.ts';
import type { TrackerDef } from '../teams/trackers-format.ts';

const amount = z.number().int('must be a whole number').min(-1_000_000).max(1_000_000);

/**
 * A way the game ends for a holder, as data: "any two of Combat, Diplomacy and Science at 0:
 * the captain loses" is `{ trackers: [combat, diplomacy, science], compare: 'at-most',
 * threshold: 0, count: 2, outcome: 'loses' }`. Checked for every holder of the trackers
 * (each team, each player, or the game) after every action; recorded once, when first met.
 *
 * What is measured may instead be a side's pieces on the maps ("a fleet with no ships left
 * loses": `measure: 'pieces', threshold: 0`), or only the turn ("the game ends after turn
 * 6": `measure: 'turn', fromTurn: 6`), or the cards left in a deck's draw pile ("the game
 * ends when the deck is empty": `measure: 'deck', threshold: 0`). A condition checked at `turn-end` is looked at only as
 * a turn ends (and as the game ends), from `fromTurn` on ("at the end of a round, a team with
 * 10 VP wins"). When it is met, the teams may be ranked by trackers, the next breaking ties.
 */
export const endConditionSchema = z
  .object({
    id: idSchema,
    name: z.string().trim().min(1, 'an end condition needs a name').max(120),
    text: z.string().max(1000).default(''),
    /** What is compared with the threshold: trackers, a side's pieces on the maps, or nothing but the turn. */
    measure: z.enum(['trackers', 'pieces', 'turn', 'deck']).default('trackers'),
    /** Trackers of one scope (measure `trackers`); a holder is checked on those it holds. */
    trackers: z.array(refTo('trackers')).max(50).default([]),
    /**
     * The maps whose pieces count (measure `pieces`; none named: every map). A team's pieces
     * are those it owns, a stack counting as many as it holds.
     */
    maps: z.array(refTo('maps')).max(50).default([]),
    /**
     * The deck whose draw pile is counted (measure `deck`): "the game ends when the deck is
     * empty" is `measure: 'deck', compare: 'at-most', threshold: 0`. Checked for the game.
     */
    deck: refTo('decks').optional(),
    compare: z.enum(['at-most', 'at-least']).default('at-most'),
    threshold: amount,
    /** How many of the trackers must be past the threshold; `null`: all of them. */
    count: z.number().int().min(1).nullable().default(null),
    outcome: z.enum(['loses', 'wins', 'ends']).default('ends'),
    /** Whether the display and the other teams are told (the holder's team and the crew always are). */
    public: z.boolean().default(false),
    /** After every action, or only as a turn ends (the game's end ends the turn it is in). */
    checked: z.enum(['always', 'turn-end']).default('always'),
    /** The first turn at whose end it may be met (turn-end conditions; none: any turn). */
    fromTurn: z.number().int().min(1).max(10_000).nullable().default(null),
    /** Team trackers the teams are ranked by when it is met, the next breaking ties. */
    rankBy: z.array(refTo('trackers')).max(5).default([]),
    /** Whether the most or the least of the ranking trackers comes first. */
    rankOrder: z.enum(['highest', 'lowest']).default('highest'),
    source: z.string().max(500).default(''),
  })
  .describe(
    'A condition on trackers, pieces, the turn or a deck that ends the game for a holder (loses, wins) or for all.',
  );
export type EndConditionDef = z.infer<typeof endConditionSchema>;

export const endConditionListSchema = z
  .array(endConditionSchema)
  .default([])
  .describe('Conditions that end the game, checked after every action or as each turn ends.');

/**
 * Duplicate ids, unknown trackers or maps, trackers of mixed scopes, a count above the trackers
 * named, a measure without what it measures, rankings by trackers that are not the teams'.
 */
export function reportEndConditionProblems(
  ctx: z.RefinementCtx,
  s: {
    trackers: readonly TrackerDef[];
    maps: readonly { id: string }[];
    endConditions: readonly EndConditionDef[];
    decks?: readonly { id: string }[];
  },
): void {
  reportDuplicateIds(ctx, s.endConditions, 'endConditions', 'end condition');
  const trackers = new Map(s.trackers.map((t) => [t.id, t]));
  const maps = new Set(s.maps.map((m) => m.id));
  const problem = (path: (string | number)[], message: string) =>
    ctx.addIssue({ code: 'custom', path: ['endConditions', ...path], message });
  s.endConditions.forEach((c, i) => {
    if (c.measure === 'trackers' && c.trackers.length === 0)
      problem([i, 'trackers'], 'name at least one tracker');
    if (c.measure !== 'trackers' && c.trackers.length > 0)
      problem([i, 'trackers'], `trackers are measured only when the measure is "trackers"`);
    if (c.measure !== 'pieces' && c.maps.length > 0)
      problem([i, 'maps'], `maps are measured only when the measure is "pieces"`);
    c.maps.forEach((id, j) => {
      if (!maps.has(id)) problem([i, 'maps', j], `no map "${id}"`);
    });
    if (c.measure === 'deck' && c.deck === undefined)
      problem([i, 'deck'], 'name the deck whose cards are counted');
    if (c.measure !== 'deck' && c.deck !== undefined)
      problem([i, 'deck'], `a deck is counted only when the measure is "deck"`);
    if (c.deck !== undefined && s.decks && !s.decks.some((d) => d.id === c.deck))
      problem([i, 'deck'], `no deck "${c.deck}"`);
    if (c.measure === 'turn' && (c.checked !== 'turn-end' || c.fromTurn === null))
      problem(
        [i, 'fromTurn'],
        'a condition on the turn is checked at turn end from a turn: give it',
      );
    if (c.fromTurn !== null && c.checked !== 'turn-end')
      problem([i, 'fromTurn'], 'a first turn applies only to a condition checked at turn end');
    c.rankBy.forEach((id, j) => {
      const def = trackers.get(id);
      if (!def) problem([i, 'rankBy', j], `no tracker "${id}"`);
      else if (def.scope !== 'team')
        problem(
          [i, 'rankBy', j],
          `${def.name} is not a team tracker: teams are ranked by their own`,
        );
    });
    const scopes = new Set<string>();
    c.trackers.forEach((id, j) => {
      const def = trackers.get(id);
      if (!def)
        ctx.addIssue({
          code: 'custom',
          path: ['endConditions', i, 'trackers', j],
          message: `no tracker "${id}"`,
        });
      else scopes.add(def.scope);
    });
    if (scopes.size > 1)
      ctx.addIssue({
        code: 'custom',
        path: ['endConditions', i, 'trackers'],
        message:
          'the trackers of one condition must all be game-wide, all team or all player trackers',
      });
    if (c.count !== null && c.count > c.trackers.length)
      ctx.addIssue({
        code: 'custom',
        path: ['endConditions', i, 'count'],
        message: `count is ${c.count} but only ${c.trackers.length} trackers are named`,
      });
  });
}
