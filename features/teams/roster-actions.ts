import { z } from 'zod';
import { idSchema } from '../../scenarios/format/primitives.ts';
import type { Scenario } from '../../scenarios/format/schema.ts';
import { ActionRejected, type SessionState } from '../../session/types.ts';
import type { Player, RosterState } from './types.ts';
import { defineAction } from '../../session/define-action.ts';

/** Roster actions: players joining, moving, leaving and taking their seats. */

export const PLAYERS_MAX = 1000;

const playerIdSchema = z
  .string()
  .min(1)
  .max(80)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'must be letters, digits, dashes or underscores');
const nameSchema = z.string().trim().min(1, 'a player needs a name').max(120);

export const playerInputSchema = z.strictObject({
  id: playerIdSchema.optional(),
  name: nameSchema,
  team: idSchema.nullable().default(null),
  role: idSchema.nullable().default(null),
  notes: z.string().max(500).default(''),
  /** A stand-in until the real roster comes (see `samplePlayers`). */
  sample: z.boolean().default(false),
});
export type PlayerInput = z.input<typeof playerInputSchema>;

/** Check that a player's team and role exist and belong together. */
export function checkPlacement(
  scenario: Scenario,
  team: string | null,
  role: string | null,
  who: string,
): void {
  if (team === null) {
    if (role !== null && !scenario.teams.some((t) => t.roles.some((r) => r.id === role)))
      throw new ActionRejected(`${who}: there is no role "${role}"`);
    return;
  }
  const def = scenario.teams.find((t) => t.id === team);
  if (!def) throw new ActionRejected(`${who}: there is no team "${team}"`);
  if (role !== null && !def.roles.some((r) => r.id === role))
    throw new ActionRejected(`${who}: ${def.name} has no role "${role}"`);
}

function withRoster(state: SessionState, roster: Partial<RosterState>): SessionState {
  return { ...state, roster: { ...state.roster, ...roster } };
}

function findPlayer(state: SessionState, id: string): Player {
  const player = state.roster.players.find((p) => p.id === id);
  if (!player) throw new ActionRejected(`There is no player "${id}" on the roster`);
  return player;
}

export const rosterImportModule = defineAction({
  type: 'roster.import',
  kind: 'team',
  schema: z.strictObject({
    type: z.literal('roster.import'),
    players: z.array(playerInputSchema).min(1, 'there is nobody to add').max(PLAYERS_MAX),
    /** Replace the whole roster, only its sample players, or neither (add). */
    replace: z.union([z.boolean(), z.literal('sample')]).default(false),
  }),
  apply(state, action, ctx) {
    const kept =
      action.replace === 'sample'
        ? state.roster.players.filter((p) => !p.sample)
        : action.replace
          ? []
          : state.roster.players;
    const taken = new Set(kept.map((p) => p.id));
    const added: Player[] = action.players.map((input, i) => {
      const who = `row ${i + 1} (${input.name})`;
      checkPlacement(ctx.header.scenario, input.team, input.role, who);
      // Ids the session makes up come from the entry's seq, so replay gives the same ones.
      const id = input.id ?? `p${ctx.seq}-${i + 1}`;
      if (taken.has(id))
        throw new ActionRejected(`${who}: the id "${id}" is already on the roster`);
      taken.add(id);
      return {
        id,
        name: input.name,
        team: input.team,
        role: input.role,
        notes: input.notes,
        posts: [],
        ...(input.sample ? { sample: true } : {}),
      };
    });
    if (kept.length + added.length > PLAYERS_MAX)
      throw new ActionRejected(`A roster holds at most ${PLAYERS_MAX} players`);
    return { state: withRoster(state, { players: [...kept, ...added] }) };
  },
  describe(action) {
    const count = action.players.length;
    const samples = action.players.every((p) => p.sample) ? ' sample' : '';
    if (count === 1 && !action.replace && !samples)
      return `Added ${action.players[0]!.name} to the roster`;
    const players = `${count}${samples} player${count === 1 ? '' : 's'}`;
    if (action.replace === 'sample') return `Sample players replaced with ${players}`;
    return `${action.replace ? 'Roster replaced with' : 'Added'} ${players}`;
  },
});

export const rosterUpdateModule = defineAction({
  type: 'roster.update',
  kind: 'team',
  schema: z.strictObject({
    type: z.literal('roster.update'),
    player: playerIdSchema,
    name: nameSchema.optional(),
    team: idSchema.nullable().optional(),
    role: idSchema.nullable().optional(),
    notes: z.string().max(500).optional(),
  }),
  apply(state, action, ctx) {
    const player = findPlayer(state, action.player);
    const team = action.team !== undefined ? action.team : player.team;
    // Moving to another team drops a role that team does not have.
    let role = action.role !== undefined ? action.role : player.role;
    if (action.team !== undefined && action.role === undefined && role !== null) {
      const def = ctx.header.scenario.teams.find((t) => t.id === team);
      if (!def?.roles.some((r) => r.id === role)) role = null;
    }
    checkPlacement(ctx.header.scenario, team, role, player.name);
    const updated: Player = {
      ...player,
      ...(action.name === undefined ? {} : { name: action.name }),
      ...(action.notes === undefined ? {} : { notes: action.notes }),
      team,
      role,
    };
    return {
      state: withRoster(state, {
        players: state.roster.players.map((p) => (p.id === player.id ? updated : p)),
      }),
      outcome: { name: player.name },
    };
  },
  describe(action, outcome, header) {
    const name =
      outcome &&
      typeof outcome === 'object' &&
      !Array.isArray(outcome) &&
      typeof outcome['name'] === 'string'
        ? outcome['name']
        : action.player;
    const parts: string[] = [];
    if (action.name !== undefined && action.name !== name) parts.push(`renamed ${action.name}`);
    if (action.team !== undefined)
      parts.push(
        action.team === null
          ? 'no team'
          : `to ${header.scenario.teams.find((t) => t.id === action.team)?.name ?? action.team}`,
      );
    if (action.role !== undefined) {
      const role = header.scenario.teams.flatMap((t) => t.roles).find((r) => r.id === action.role);
      parts.push(action.role === null ? 'no role' : `as ${role?.name ?? action.role}`);
    }
    if (action.notes !== undefined) parts.push('notes');
    return `${name}: ${parts.join(', ') || 'updated'}`;
  },
});

export const rosterRemoveModule = defineAction({
  type: 'roster.remove',
  kind: 'team',
  schema: z.strictObject({ type: z.literal('roster.remove'), player: playerIdSchema }),
  apply(state, action) {
    const player = findPlayer(state, action.player);
    return {
      state: withRoster(state, { players: state.roster.players.filter((p) => p.id !== player.id) }),
      outcome: { name: player.name },
    };
  },
  describe(action, outcome) {
    const name =
      outcome &&
      typeof outcome === 'object' &&
      !Array.isArray(outcome) &&
      typeof outcome['name'] === 'string'
        ? outcome['name']
        : action.player;
    return `Removed ${name} from the roster`;
  },
});

function samePeople(order: readonly string[], current: readonly string[], what: string): void {
  if (
    order.length !== current.length ||
    new Set(order).size !== order.length ||
    order.some((id) => !current.includes(id))
  )
    throw new ActionRejected(`A new seat order must list every ${what} once`);
}

export const rosterSeatModule = defineAction({
  type: 'roster.seat',
  kind: 'team',
  schema: z
    .strictObject({
      type: z.literal('roster.seat'),
      players: z.array(playerIdSchema).max(PLAYERS_MAX).optional(),
      teams: z.array(idSchema).max(PLAYERS_MAX).optional(),
    })
    .refine((a) => a.players !== undefined || a.teams !== undefined, 'give players or teams'),
  apply(state, action) {
    let roster = state.roster;
    if (action.players) {
      samePeople(
        action.players,
        roster.players.map((p) => p.id),
        'player',
      );
      const byId = new Map(roster.players.map((p) => [p.id, p]));
      roster = { ...roster, players: action.players.map((id) => byId.get(id)!) };
    }
    if (action.teams) {
      samePeople(action.teams, roster.teamOrder, 'team');
      roster = { ...roster, teamOrder: [...action.teams] };
    }
    return { state: { ...state, roster } };
  },
  describe(action, _outcome, header) {
    if (action.teams)
      return `Seats: ${action.teams.map((id) => header.scenario.teams.find((t) => t.id === id)?.name ?? id).join(', ')}`;
    return 'Players reseated';
  },
});

export const postKey = (team: string, role: string) => `${team}/${role}`;

/** Posts such as President: offices held on top of a seat, changed by appointment or succession. */
export const rosterPostModule = defineAction({
  type: 'roster.post',
  kind: 'team',
  schema: z.strictObject({
    type: z.literal('roster.post'),
    team: idSchema,
    role: idSchema,
    player: playerIdSchema,
    hold: z.boolean().default(true),
  }),
  apply(state, action, ctx) {
    const office = ctx.header.scenario.teams.find((t) => t.id === action.team);
    if (!office || office.kind !== 'office')
      throw new ActionRejected(`There is no office "${action.team}"`);
    const role = office.roles.find((r) => r.id === action.role);
    if (!role) throw new ActionRejected(`${office.name} has no post "${action.role}"`);
    const player = findPlayer(state, action.player);
    const key = postKey(office.id, role.id);
    const holders = state.roster.players.filter((p) => p.posts.includes(key));
    let players = state.roster.players;
    if (action.hold) {
      if (player.posts.includes(key))
        throw new ActionRejected(`${player.name} is already ${role.name}`);
      // A single post changes hands; a post several people hold fills up to its count.
      if (role.count <= 1)
        players = players.map((p) =>
          p.posts.includes(key) ? { ...p, posts: p.posts.filter((k) => k !== key) } : p,
        );
      else if (holders.length >= role.count)
        throw new ActionRejected(
          `${role.name} is held by ${role.count} already: take it from someone first`,
        );
      players = players.map((p) => (p.id === player.id ? { ...p, posts: [...p.posts, key] } : p));
    } else {
      if (!player.posts.includes(key))
        throw new ActionRejected(`${player.name} is not ${role.name}`);
      players = players.map((p) =>
        p.id === player.id ? { ...p, posts: p.posts.filter((k) => k !== key) } : p,
      );
    }
    const previous = role.count <= 1 ? (holders[0]?.name ?? null) : null;
    return { state: withRoster(state, { players }), outcome: { name: player.name, previous } };
  },
  describe(action, outcome, header) {
    const role = header.scenario.teams
      .find((t) => t.id === action.team)
      ?.roles.find((r) => r.id === action.role);
    const o = outcome && typeof outcome === 'object' && !Array.isArray(outcome) ? outcome : {};
    const name = typeof o['name'] === 'string' ? o['name'] : action.player;
    const previous = typeof o['previous'] === 'string' ? o['previous'] : null;
    const post = role?.name ?? action.role;
    if (!action.hold) return `${name} is no longer ${post}`;
    return previous ? `${name} is now ${post}, replacing ${previous}` : `${name} is now ${post}`;
  },
});

export const rosterActionModules = [
  rosterImportModule,
  rosterUpdateModule,
  rosterRemoveModule,
  rosterSeatModule,
  rosterPostModule,
] as const;
