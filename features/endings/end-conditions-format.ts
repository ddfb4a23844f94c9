import { z } from 'zod';
import { idSchema, refTo, reportDuplicateIds } from '../../scenarios/format/primitives.ts';
import type { TrackerDef } from '../teams/trackers-format.ts';

const amount = z.number().int('must be a whole number').min(-1_000_000).max(1_000_000);

/**
 * A way the game ends for a holder, as data: "any two of Combat, Diplomacy and Science at 0:
 * the captain loses" is `{ trackers: [combat, diplomacy, science], compare: 'at-most',
 * threshold: 0, count: 2, outcome: 'loses' }`. Checked for every holder of the trackers
 * (each team, each player, or the game) after every action; recorded once, when first met.
 */
export const endConditionSchema = z
  .object({
    id: idSchema,
    name: z.string().trim().min(1, 'an end condition needs a name').max(120),
    text: z.string().max(1000).default(''),
    /** Trackers of one scope; a holder is checked on those it holds. */
    trackers: z.array(refTo('trackers')).min(1, 'name at least one tracker').max(50),
    compare: z.enum(['at-most', 'at-least']).default('at-most'),
    threshold: amount,
    /** How many of the trackers must be past the threshold; `null`: all of them. */
    count: z.number().int().min(1).nullable().default(null),
    outcome: z.enum(['loses', 'wins', 'ends']).default('ends'),
    /** Whether the display and the other teams are told (the holder's team and the crew always are). */
    public: z.boolean().default(false),
    source: z.string().max(500).default(''),
  })
  .describe('A condition on trackers that ends the game for a holder (loses, wins) or for all.');
export type EndConditionDef = z.infer<typeof endConditionSchema>;

export const endConditionListSchema = z
  .array(endConditionSchema)
  .default([])
  .describe('Conditions on trackers that end the game, checked after every action.');

/** Duplicate ids, unknown trackers, trackers of mixed scopes, a count above the trackers named. */
export function reportEndConditionProblems(
  ctx: z.RefinementCtx,
  s: { trackers: readonly TrackerDef[]; endConditions: readonly EndConditionDef[] },
): void {
  reportDuplicateIds(ctx, s.endConditions, 'endConditions', 'end condition');
  const trackers = new Map(s.trackers.map((t) => [t.id, t]));
  s.endConditions.forEach((c, i) => {
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
