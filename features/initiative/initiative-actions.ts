import { z } from 'zod';
import { idSchema } from '../../scenarios/format/primitives.ts';
import type { Scenario } from '../../scenarios/format/schema.ts';
import { defineAction } from '../../session/define-action.ts';
import { ActionRejected, type Json, type SessionState } from '../../session/types.ts';
import { CONTROL, type Viewer } from '../../session/viewer.ts';
import type { InitiativeOrderDef } from './initiative-format.ts';
import { chosenMembers, memberName, orderDef, piecePlaces } from './order-members.ts';
import { roundOrder } from './order-sequence.ts';
import {
  namedMembers,
  orderName,
  seesMember,
  sequenceWords,
  type NamedMember,
} from './order-words.ts';
import type { InitiativeRun } from './types.ts';

/**
 * The order-of-play actions: `initiative.start` works out the order (reading trackers or piece
 * ratings, taking the values Control enters, or rolling with the session's generator) and
 * gives the first member the turn; `initiative.next` passes the turn on, beginning a new round
 * (rolled again) once everyone has acted; `initiative.set` reorders those yet to act this
 * round, so nobody acts twice before everyone has acted once; `initiative.end` closes it.
 */

const numbers = z.record(idSchema, z.number().int('must be a whole number').min(-1000).max(1000));

function runOf(state: SessionState, def: InitiativeOrderDef): InitiativeRun {
  const run = state.initiative.runs[def.id];
  if (!run) throw new ActionRejected(`${def.name} has not started: start it first`);
  return run;
}

function withRun(state: SessionState, id: string, run: InitiativeRun | null): SessionState {
  const runs = { ...state.initiative.runs };
  if (run) runs[id] = run;
  else delete runs[id];
  return { ...state, initiative: { ...state.initiative, runs } };
}

/** The members as the log names them, with what placed them and where pieces stood. */
function named(
  scenario: Scenario,
  state: SessionState,
  def: InitiativeOrderDef,
  run: InitiativeRun,
): NamedMember[] {
  return run.sequence.map((id) => ({
    id,
    name: memberName(scenario, state, def, id),
    values: run.values[id] ?? [],
    ...(run.places?.[id] !== undefined ? { at: run.places[id] } : {}),
  }));
}

/** A new round's order for the same members (rolled again, or values read again). */
function nextRound(
  scenario: Scenario,
  state: SessionState,
  def: InitiativeOrderDef,
  run: InitiativeRun,
): { run: InitiativeRun; rng: SessionState['rng'] } {
  // A listed order keeps the order Control last set.
  const members = def.by === 'listed' ? run.sequence : run.members;
  const order = roundOrder(scenario, state, def, members, run);
  const places = piecePlaces(scenario, state, def, order.sequence);
  return {
    run: {
      ...run,
      sequence: order.sequence,
      values: order.values,
      current: 0,
      round: run.round + 1,
      ...(places ? { places } : {}),
    },
    rng: order.rng,
  };
}

export const initiativeStartModule = defineAction({
  type: 'initiative.start',
  kind: 'initiative',
  schema: z.strictObject({
    type: z.literal('initiative.start'),
    order: idSchema,
    /** Who takes part this time (the ships in a fight); none: every member. */
    members: z.array(idSchema).max(500).optional(),
    /** The values declared (an order by declared values), by member. */
    values: numbers.optional(),
    /** The second values that break ties (the players' ages), by member. */
    tieBreak: numbers.optional(),
  }),
  apply(state, action, ctx) {
    const scenario = ctx.header.scenario;
    const def = orderDef(scenario, action.order);
    const members = chosenMembers(scenario, state, def, action.members);
    const given = { declared: action.values ?? {}, tieBreak: action.tieBreak ?? {} };
    const order = roundOrder(scenario, state, def, members, given);
    const places = piecePlaces(scenario, state, def, order.sequence);
    const run: InitiativeRun = {
      members,
      sequence: order.sequence,
      current: 0,
      round: 1,
      values: order.values,
      ...given,
      ...(places ? { places } : {}),
    };
    const restarted = state.initiative.runs[def.id] !== undefined;
    return {
      state: { ...withRun(state, def.id, run), rng: order.rng },
      outcome: {
        sequence: named(scenario, state, def, run) as unknown as Json,
        ...(restarted ? { restarted: true } : {}),
      },
    };
  },
  describe: (action, outcome, header) => startLine(action.order, outcome, header.scenario, CONTROL),
  describeFor: (action, outcome, header, viewer) =>
    startLine(action.order, outcome, header.scenario, viewer),
});

function startLine(order: string, outcome: Json | undefined, scenario: Scenario, viewer: Viewer) {
  const members = namedMembers(outcome, 'sequence').filter((m) =>
    seesMember(scenario, order, viewer, m),
  );
  const first = members[0];
  return `${orderName(scenario, order)}: ${sequenceWords(members) || 'no one you can see'}${first ? `; ${first.name}'s turn` : ''}`;
}

export const initiativeNextModule = defineAction({
  type: 'initiative.next',
  kind: 'initiative',
  schema: z.strictObject({ type: z.literal('initiative.next'), order: idSchema }),
  apply(state, action, ctx) {
    const scenario = ctx.header.scenario;
    const def = orderDef(scenario, action.order);
    const run = runOf(state, def);
    if (run.current >= run.sequence.length)
      throw new ActionRejected(`Everyone has acted in ${def.name}: start it again`);
    const current = run.current + 1;
    if (current < run.sequence.length) {
      const moved = { ...run, current };
      const member = named(scenario, state, def, moved)[current]!;
      const outcome: Json = {
        member: [member] as unknown as Json,
        index: current + 1,
        count: run.sequence.length,
        round: run.round,
      };
      return { state: withRun(state, def.id, moved), outcome };
    }
    if (def.rounds === 'once')
      return {
        state: withRun(state, def.id, { ...run, current }),
        outcome: { done: true, round: run.round },
      };
    const next = nextRound(scenario, state, def, run);
    return {
      state: { ...withRun(state, def.id, next.run), rng: next.rng },
      outcome: {
        sequence: named(scenario, state, def, next.run) as unknown as Json,
        round: next.run.round,
      },
    };
  },
  describe: (action, outcome, header) =>
    nextLine(action.order, outcome, header.scenario, CONTROL) ?? '',
  describeFor: (action, outcome, header, viewer) =>
    nextLine(action.order, outcome, header.scenario, viewer),
});

function nextLine(
  order: string,
  outcome: Json | undefined,
  scenario: Scenario,
  viewer: Viewer,
): string | null {
  const o = (outcome ?? {}) as {
    done?: unknown;
    round?: unknown;
    index?: unknown;
    count?: unknown;
  };
  const name = orderName(scenario, order);
  if (o.done === true) return `${name}: everyone has acted (round ${String(o.round)})`;
  const round = namedMembers(outcome, 'sequence');
  if (round.length > 0) {
    const seen = round.filter((m) => seesMember(scenario, order, viewer, m));
    const first = seen[0];
    return `${name}, round ${String(o.round)}: ${sequenceWords(seen) || 'no one you can see'}${first ? `; ${first.name}'s turn` : ''}`;
  }
  const [member] = namedMembers(outcome, 'member');
  if (!member || !seesMember(scenario, order, viewer, member)) return null;
  return `${name}: ${member.name}'s turn (${String(o.index)} of ${String(o.count)})`;
}

export const initiativeSetModule = defineAction({
  type: 'initiative.set',
  kind: 'initiative',
  schema: z.strictObject({
    type: z.literal('initiative.set'),
    order: idSchema,
    /** The whole order, those who have acted this round first, as they acted. */
    sequence: z.array(idSchema).min(1).max(500),
  }),
  apply(state, action, ctx) {
    const scenario = ctx.header.scenario;
    const def = orderDef(scenario, action.order);
    const run = runOf(state, def);
    const same =
      action.sequence.length === run.sequence.length &&
      [...action.sequence].sort().join('\n') === [...run.sequence].sort().join('\n');
    if (!same) throw new ActionRejected(`Reorder the same members of ${def.name}, each once`);
    const acted = run.sequence.slice(0, run.current);
    if (action.sequence.slice(0, run.current).join('\n') !== acted.join('\n'))
      throw new ActionRejected(
        `Those who have acted this round keep their places: everyone acts once before anyone acts again`,
      );
    if (action.sequence.join('\n') === run.sequence.join('\n'))
      throw new ActionRejected(`${def.name} is already in that order`);
    const changed = { ...run, sequence: [...action.sequence] };
    return {
      state: withRun(state, def.id, changed),
      outcome: { sequence: named(scenario, state, def, changed) as unknown as Json },
    };
  },
  describe: (action, outcome, header) => setLine(action.order, outcome, header.scenario, CONTROL),
  describeFor: (action, outcome, header, viewer) =>
    setLine(action.order, outcome, header.scenario, viewer),
});

function setLine(order: string, outcome: Json | undefined, scenario: Scenario, viewer: Viewer) {
  const seen = namedMembers(outcome, 'sequence').filter((m) =>
    seesMember(scenario, order, viewer, m),
  );
  return `${orderName(scenario, order)} reordered: ${sequenceWords(seen.map((m) => ({ ...m, values: [] }))) || 'no one you can see'}`;
}

export const initiativeEndModule = defineAction({
  type: 'initiative.end',
  kind: 'initiative',
  schema: z.strictObject({ type: z.literal('initiative.end'), order: idSchema }),
  apply(state, action, ctx) {
    const def = orderDef(ctx.header.scenario, action.order);
    runOf(state, def);
    return { state: withRun(state, def.id, null) };
  },
  describe: (action, _outcome, header) => `${orderName(header.scenario, action.order)} closed`,
});

export const initiativeActionModules = [
  initiativeStartModule,
  initiativeNextModule,
  initiativeSetModule,
  initiativeEndModule,
] as const;
