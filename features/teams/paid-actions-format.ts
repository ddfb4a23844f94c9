import { z } from 'zod';
import { idSchema, refTo, reportDuplicateIds } from '../../scenarios/format/primitives.ts';

/**
 * Named actions that cost every team taking part: "each ship pays its class's Fuel to join an
 * FTL jump; if any ship cannot pay, the whole Fleet fails the jump". The cost is taken from a
 * team tracker, per team where classes differ; on success a map piece (the fleet) may move to
 * the place Control chooses.
 */

const cost = z.number().int('must be a whole number').min(0).max(1_000_000);

/** The piece moved when the action is paid for, to a place chosen each time. */
export const paidActionMoveSchema = z.object({
  map: refTo('maps'),
  token: refTo('maps.tokens'),
});

export const paidActionSchema = z
  .object({
    id: idSchema,
    name: z.string().trim().min(1, 'a paid action needs a name').max(120),
    text: z.string().max(1000).default(''),
    /** The team tracker the cost is taken from. */
    tracker: refTo('trackers'),
    /** The cost for a team not listed in `perTeam`. */
    amount: cost,
    /** Each team's own cost where it differs (a ship class's Fuel). */
    perTeam: z.record(refTo('teams'), cost).default({}),
    /**
     * Who pays: "all" every team holding the tracker, "listed" the teams in `teams`, "acting"
     * the one team named when the action is taken.
     */
    payers: z.enum(['all', 'listed', 'acting']).default('all'),
    teams: z.array(refTo('teams')).default([]),
    /** True: one payer short and nobody pays. False: the short ones are left behind. */
    allOrNothing: z.boolean().default(true),
    /** What one payer is called in the log ("ship": "2 Fuel × 11 ships"). */
    payerWord: z.string().trim().min(1).max(40).default('team'),
    move: paidActionMoveSchema.nullable().default(null),
    /** The first phase of each turn in which it may be taken (refused in the phases before). */
    openFrom: refTo('schedule.blocks.phases').optional(),
    source: z.string().max(500).default(''),
    /** A cost the rules did not give: a guess to confirm. */
    assumed: z.boolean().optional(),
  })
  .describe('An action each payer pays for from a tracker, all or nothing; may move a map piece.');
export type PaidActionDef = z.infer<typeof paidActionSchema>;

export const paidActionListSchema = z
  .array(paidActionSchema)
  .default([])
  .describe('Actions that cost each team taking part (an FTL jump paid in Fuel by every ship).');

export function reportPaidActionProblems(
  ctx: z.RefinementCtx,
  s: {
    paidActions: readonly PaidActionDef[];
    trackers: readonly { id: string; scope: string }[];
    teams: readonly { id: string }[];
    maps: readonly { id: string; tokens: readonly { id: string }[] }[];
  },
): void {
  reportDuplicateIds(ctx, s.paidActions, 'paidActions', 'paid action');
  const teams = new Set(s.teams.map((t) => t.id));
  s.paidActions.forEach((p, i) => {
    const at = (...path: (string | number)[]) => ['paidActions', i, ...path];
    const tracker = s.trackers.find((t) => t.id === p.tracker);
    if (!tracker)
      ctx.addIssue({ code: 'custom', path: at('tracker'), message: `no tracker "${p.tracker}"` });
    else if (tracker.scope !== 'team')
      ctx.addIssue({
        code: 'custom',
        path: at('tracker'),
        message: `"${p.tracker}" must be a team tracker`,
      });
    for (const team of Object.keys(p.perTeam))
      if (!teams.has(team))
        ctx.addIssue({ code: 'custom', path: at('perTeam', team), message: `no team "${team}"` });
    p.teams.forEach((team, j) => {
      if (!teams.has(team))
        ctx.addIssue({ code: 'custom', path: at('teams', j), message: `no team "${team}"` });
    });
    if (p.payers === 'listed' && p.teams.length === 0)
      ctx.addIssue({ code: 'custom', path: at('teams'), message: 'list the teams that pay' });
    if (p.move) {
      const map = s.maps.find((m) => m.id === p.move?.map);
      if (!map)
        ctx.addIssue({
          code: 'custom',
          path: at('move', 'map'),
          message: `no map "${p.move.map}"`,
        });
      else if (!map.tokens.some((t) => t.id === p.move?.token))
        ctx.addIssue({
          code: 'custom',
          path: at('move', 'token'),
          message: `no piece "${p.move.token}" on map "${p.move.map}"`,
        });
    }
  });
}
