import { z } from 'zod';
import { idSchema, refTo, reportDuplicateIds } from '../../scenarios/format/primitives.ts';

/**
 * Resources, counters and tracks. A tracker is a number kept for the whole game (a Law &
 * Order track), for each team (Fuel, Manpower, a damaged location) or for each player
 * (Status, Bounty). Every field has a default, so the older `{ id, name }` entries load as a
 * team counter starting at 0.
 */

const amount = z.number().int('must be a whole number').min(-1_000_000).max(1_000_000);

/** Effect text for a range of values ("-3 or less: pirates raid freely"). */
export const trackerBandSchema = z.object({
  /** Lowest value of the band; `null` for "or less". */
  min: amount.nullable().default(null),
  /** Highest value of the band; `null` for "or more". */
  max: amount.nullable().default(null),
  text: z.string().trim().min(1, 'a band needs its effect text').max(500),
});
export type TrackerBand = z.infer<typeof trackerBandSchema>;

/** A team's own start or limit where it differs from the tracker's (a civilian ship's Manpower). */
export const trackerOverrideSchema = z.object({
  start: amount.optional(),
  min: amount.nullable().optional(),
  max: amount.nullable().optional(),
});

export const trackerSchema = z
  .object({
    id: idSchema,
    name: z.string().trim().min(1, 'a tracker needs a name').max(120),
    description: z.string().max(2000).default(''),
    /** One number for the game, one per team, or one per player on the roster. */
    scope: z.enum(['global', 'team', 'player']).default('team'),
    /** Lowest and highest value; `null` for no limit. Changes stop at the limits. */
    min: amount.nullable().default(0),
    max: amount.nullable().default(null),
    start: amount.default(0),
    /** Team scope: the teams that have it; empty: every team of kind "team". */
    teams: z.array(refTo('teams')).default([]),
    /** Player scope: the roles whose players have it; empty: every player. */
    roles: z.array(refTo('teams.roles')).default([]),
    /** Per-team starts and limits that differ from the tracker's. */
    perTeam: z.record(refTo('teams'), trackerOverrideSchema).default({}),
    /** A game-wide track marked public is shown on the players' display (team and player values never are). */
    public: z.boolean().default(false),
    /** "counter": a number with −/+; "flag": yes/no (a damaged location); "track": a line of boxes. */
    style: z.enum(['counter', 'flag', 'track']).default('counter'),
    /** Where the console lists it ("Resources", "Damage", "Staffing"). */
    group: z.string().trim().max(60).default(''),
    bands: z.array(trackerBandSchema).default([]),
    /** Where the rules give it ("rules lines 314-317"); optional, so older files read as they are. */
    source: z.string().max(500).optional(),
    /** A start or limit the rules did not give: a guess to confirm, shown as such. */
    assumed: z.boolean().optional(),
  })
  .superRefine((t, ctx) => {
    if (t.min !== null && t.max !== null && t.min > t.max)
      ctx.addIssue({ code: 'custom', path: ['max'], message: 'max must be at least min' });
    if ((t.min !== null && t.start < t.min) || (t.max !== null && t.start > t.max))
      ctx.addIssue({
        code: 'custom',
        path: ['start'],
        message: 'start must be within min and max',
      });
  })
  .describe('A resource, counter or track kept for the game, each team or each player.');
export type TrackerDef = z.infer<typeof trackerSchema>;

/**
 * A bulk production step: each team adds `rate` of `output` per unit of `input` (at most
 * `inputMax` units count), or `rate` flat when there is no input. "Each Refinery produces 1
 * Fuel per assigned Manpower, at most 6" is `{ input: refinery-crew, rate: 1, inputMax: 6,
 * output: fuel }`.
 */
export const productionSchema = z
  .object({
    id: idSchema,
    name: z.string().trim().min(1, 'a production step needs a name').max(120),
    text: z.string().max(1000).default(''),
    /** The teams that produce; empty: every team that has the output tracker. */
    teams: z.array(refTo('teams')).default([]),
    input: refTo('trackers').nullable().default(null),
    rate: z.number().int('must be a whole number').min(-1000).max(1000),
    inputMax: z.number().int('must be a whole number').min(0).nullable().default(null),
    output: refTo('trackers'),
    /** A flag tracker that must be set for a team to produce (a civilian ship's specialisation). */
    requires: refTo('trackers').nullable().default(null),
    /**
     * For an upkeep (a negative rate on an input): the tracker that counts the input units the
     * output cannot pay for ("unfed Manpower becomes Wounded"); none: it just stops at 0.
     */
    unpaidTo: refTo('trackers').optional(),
  })
  .describe(
    'Adds to each team’s tracker in proportion to another (capped), at a phase start or on demand.',
  );
export type ProductionDef = z.infer<typeof productionSchema>;

export const trackerListsSchema = {
  trackers: z.array(trackerSchema).default([]).describe('Resources, counters and tracks.'),
  productions: z
    .array(productionSchema)
    .default([])
    .describe('Production steps run at a phase start or from the console.'),
};

export function reportTrackerProblems(
  ctx: z.RefinementCtx,
  s: {
    trackers: readonly TrackerDef[];
    productions: readonly ProductionDef[];
    teams: readonly { id: string }[];
  },
): void {
  reportDuplicateIds(ctx, s.trackers, 'trackers', 'tracker');
  reportDuplicateIds(ctx, s.productions, 'productions', 'production step');
  const trackers = new Map(s.trackers.map((t) => [t.id, t]));
  const teams = new Set(s.teams.map((t) => t.id));
  s.trackers.forEach((t, i) => {
    t.teams.forEach((team, j) => {
      if (!teams.has(team))
        ctx.addIssue({
          code: 'custom',
          path: ['trackers', i, 'teams', j],
          message: `no team "${team}"`,
        });
    });
    for (const team of Object.keys(t.perTeam))
      if (!teams.has(team))
        ctx.addIssue({
          code: 'custom',
          path: ['trackers', i, 'perTeam', team],
          message: `no team "${team}"`,
        });
  });
  s.productions.forEach((p, i) => {
    const at = (key: string) => ['productions', i, key];
    if (p.unpaidTo !== undefined && (p.input === null || p.rate >= 0))
      ctx.addIssue({
        code: 'custom',
        path: at('unpaidTo'),
        message: 'only an upkeep (a negative rate on an input) has unpaid units to move',
      });
    for (const key of ['input', 'output', 'requires', 'unpaidTo'] as const) {
      const id = p[key];
      if (id === null || id === undefined) continue;
      const def = trackers.get(id);
      if (!def) ctx.addIssue({ code: 'custom', path: at(key), message: `no tracker "${id}"` });
      else if (def.scope !== 'team')
        ctx.addIssue({ code: 'custom', path: at(key), message: `"${id}" must be a team tracker` });
    }
    p.teams.forEach((team, j) => {
      if (!teams.has(team))
        ctx.addIssue({
          code: 'custom',
          path: ['productions', i, 'teams', j],
          message: `no team "${team}"`,
        });
    });
  });
}
