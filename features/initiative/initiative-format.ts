import { z } from 'zod';
import { idSchema, refTo, reportDuplicateIds } from '../../scenarios/format/primitives.ts';
import type { Scenario } from '../../scenarios/format/schema.ts';
import { parseDice } from '../draws/dice/parse.ts';
import { customDiceOf } from '../draws/lookup.ts';

/**
 * An order in which the members of a game act, one at a time, as data: the teams in seat
 * order, the teams by a tracker, players by a value each declares as the order starts
 * ("announce targets in ascending Sensor order"), or pieces on a map; or everyone rolls and
 * the highest goes first, rolled again each round. Ties go by the roles listed in
 * `tieRoles` (players), then by a second value declared with the first ("the younger player
 * first"), then in the order the members were listed. Each member acts once before anyone
 * acts again; `rounds: 'repeat'` starts a new round when all have acted.
 */
export const initiativeOrderSchema = z
  .object({
    id: idSchema,
    name: z.string().trim().min(1, 'an order needs a name').max(120),
    text: z.string().max(2000).default(''),
    /** Who takes turns: teams, players (of the roster), or the pieces on a map. */
    members: z.enum(['teams', 'players', 'pieces']).default('teams'),
    /** Teams that take part (teams), or whose players do (players); empty: every team. */
    teams: z.array(refTo('teams')).max(200).default([]),
    /** The map whose pieces take turns (members `pieces`). */
    map: refTo('maps').optional(),
    /**
     * `listed`: in seat order (Control may reorder); `tracker`: by a tracker's value;
     * `declared`: by values Control enters as the order starts; `roll`: by dice;
     * `property`: by a number the pieces carry.
     */
    by: z.enum(['listed', 'tracker', 'declared', 'roll', 'property']).default('listed'),
    tracker: refTo('trackers').optional(),
    /** What is declared ("Sensors") or the piece property read ("Sensors"). */
    value: z.string().trim().min(1).max(60).optional(),
    /** The dice each member rolls (by `roll`); ties roll again. */
    dice: z.string().trim().min(1).max(40).optional(),
    order: z.enum(['highest-first', 'lowest-first']).default('highest-first'),
    /** Player roles in the order they go when tied (Patrol before Pirates before Governors). */
    tieRoles: z.array(refTo('teams.roles')).max(50).default([]),
    /** A second value declared to break the remaining ties, in the rule's words ("age"). */
    tieBreak: z.string().max(200).default(''),
    /** Whether the higher or the lower tie-break goes first ("the younger player first": lower). */
    tieBreakOrder: z.enum(['highest-first', 'lowest-first']).default('highest-first'),
    /** `once`: the order ends when everyone has acted; `repeat`: a new round begins. */
    rounds: z.enum(['once', 'repeat']).default('once'),
    source: z.string().max(1000).default(''),
    /** Marks numbers or choices the rulebook does not give. */
    assumed: z.boolean().default(false),
  })
  .describe(
    'An order in which teams, players or pieces act one at a time, fixed, by value or rolled.',
  );
export type InitiativeOrderDef = z.infer<typeof initiativeOrderSchema>;

export const initiativeOrderListSchema = z
  .array(initiativeOrderSchema)
  .default([])
  .describe('Orders of play: whose turn it is, advanced by Control, on every screen.');

/** What a member must have for the order to be worked out, said where it is missing. */
export function reportInitiativeProblems(ctx: z.RefinementCtx, s: Scenario): void {
  reportDuplicateIds(ctx, s.initiativeOrders, 'initiativeOrders', 'order');
  const teams = new Set(s.teams.map((t) => t.id));
  const roles = new Set(s.teams.flatMap((t) => t.roles.map((r) => r.id)));
  s.initiativeOrders.forEach((o, i) => {
    const problem = (key: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: ['initiativeOrders', i, key], message });
    o.teams.forEach((id) => {
      if (!teams.has(id)) problem('teams', `no team "${id}"`);
    });
    if (o.members === 'pieces' && o.map === undefined)
      problem('map', 'name the map whose pieces take turns');
    if (o.members === 'pieces' && o.map !== undefined && !s.maps.some((m) => m.id === o.map))
      problem('map', `no map "${o.map}"`);
    if (o.members !== 'pieces' && o.map !== undefined)
      problem('map', 'a map is named only when pieces take turns');
    if (o.by === 'property' && o.members !== 'pieces')
      problem('by', 'only pieces carry properties to be ordered by');
    if ((o.by === 'property' || o.by === 'declared') && o.value === undefined)
      problem('value', `name the value the order goes by (“Sensors”)`);
    if (o.by === 'tracker') {
      const def = s.trackers.find((t) => t.id === o.tracker);
      if (!def) problem('tracker', o.tracker ? `no tracker "${o.tracker}"` : 'name the tracker');
      else if (o.members === 'pieces' || def.scope !== (o.members === 'teams' ? 'team' : 'player'))
        problem(
          'tracker',
          `the tracker must be a ${o.members === 'players' ? 'player' : 'team'} tracker`,
        );
    }
    if (o.by === 'roll') {
      const parsed = parseDice(o.dice ?? '', customDiceOf(s));
      if (!parsed.ok) problem('dice', `“${o.dice ?? ''}”: ${parsed.error}`);
    }
    if (o.tieRoles.length > 0 && o.members !== 'players')
      problem('tieRoles', 'roles break ties only between players');
    o.tieRoles.forEach((id) => {
      if (!roles.has(id)) problem('tieRoles', `no role "${id}"`);
    });
  });
}
