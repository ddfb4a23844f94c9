import { z } from 'zod';
import { idSchema } from '../../scenarios/format/primitives.ts';
import type { Scenario } from '../../scenarios/format/schema.ts';
import { nextInt } from '../../random/rng.ts';
import { defineAction } from '../../session/define-action.ts';
import type { SessionState } from '../../session/state.ts';
import { ActionRejected, type Json, type SessionHeader } from '../../session/types.ts';
import type { Viewer } from '../../session/viewer.ts';
import { faceIndex, faceText, heldDieOf, steppedFace } from './faces.ts';
import type { HeldDie } from './types.ts';
import { seesHeldDie } from './visibility.ts';

/**
 * Rolling, turning, stepping and handing over held dice. Each action's outcome keeps the faces
 * before and after, so its log line reads the same on replay.
 */

interface Turned {
  from: number;
  to: number;
}

function current(state: SessionState, id: string): HeldDie {
  const die = state.heldDice.dice[id];
  if (!die) throw new ActionRejected(`There is no held die "${id}"`);
  return die;
}

function withDie(state: SessionState, id: string, die: HeldDie): SessionState {
  return { ...state, heldDice: { dice: { ...state.heldDice.dice, [id]: die } } };
}

function turned(outcome: Json | undefined): Turned | null {
  if (!outcome || typeof outcome !== 'object' || Array.isArray(outcome)) return null;
  const { from, to } = outcome;
  return typeof from === 'number' && typeof to === 'number' ? { from, to } : null;
}

function dieName(scenario: Scenario, id: string): string {
  return scenario.heldDice.find((d) => d.id === id)?.name ?? id;
}

/** "5 (“+2 vs any type”)" for a die of the scenario, or the bare number. */
function faceOf(scenario: Scenario, id: string, value: number): string {
  return scenario.heldDice.some((d) => d.id === id)
    ? faceText(heldDieOf(scenario, id).faces, value)
    : String(value);
}

function ownerName(scenario: Scenario, owner: string | null): string {
  if (owner === null) return 'the supply';
  return scenario.teams.find((t) => t.id === owner)?.name ?? owner;
}

/** Who may read a line about one die: whoever could see it before or after. */
function seesDieLine(header: SessionHeader, id: string, owners: (string | null)[], viewer: Viewer) {
  return owners.some((owner) => seesHeldDie(header.scenario, id, owner, viewer));
}

function ownersOf(outcome: Json | undefined): (string | null)[] {
  if (!outcome || typeof outcome !== 'object' || Array.isArray(outcome)) return [null];
  const owners = outcome.owners;
  if (!Array.isArray(owners)) return [null];
  return owners.map((o) => (typeof o === 'string' ? o : null));
}

const dieField = idSchema;

export const heldDieRollModule = defineAction({
  type: 'held-die.roll',
  kind: 'held-die',
  schema: z.strictObject({ type: z.literal('held-die.roll'), die: dieField }),
  apply(state, action, ctx) {
    const die = current(state, action.die);
    const { faces } = heldDieOf(ctx.header.scenario, action.die);
    const [i, rng] = nextInt(state.rng, faces.length);
    const to = faces[i]?.value ?? die.face;
    const outcome = { from: die.face, to, owners: [die.owner] };
    return { state: { ...withDie(state, action.die, { ...die, face: to }), rng }, outcome };
  },
  describe: (action, outcome, header) => {
    const t = turned(outcome);
    const name = dieName(header.scenario, action.die);
    return t
      ? `Rolled ${name}: ${faceOf(header.scenario, action.die, t.to)} (was ${t.from})`
      : `Rolled ${name}`;
  },
  visibleTo: (action, outcome, header, viewer) =>
    seesDieLine(header, action.die, ownersOf(outcome), viewer),
  rolled: (action, outcome, header) => {
    const t = turned(outcome);
    if (!t) return null;
    const name = dieName(header.scenario, action.die);
    return { dice: `${t.to} on ${name}`, result: faceOf(header.scenario, action.die, t.to) };
  },
});

export const heldDieSetModule = defineAction({
  type: 'held-die.set',
  kind: 'held-die',
  schema: z.strictObject({
    type: z.literal('held-die.set'),
    die: dieField,
    face: z.number().int('a face is a whole number'),
  }),
  apply(state, action, ctx) {
    const die = current(state, action.die);
    const { def, faces } = heldDieOf(ctx.header.scenario, action.die);
    if (faceIndex(faces, action.face) < 0)
      throw new ActionRejected(
        `${def.name} has no face ${action.face} (its faces: ${faces.map((f) => f.value).join(', ')})`,
      );
    if (die.face === action.face)
      throw new ActionRejected(`${def.name} already shows ${action.face}`);
    const outcome = { from: die.face, to: action.face, owners: [die.owner] };
    return { state: withDie(state, action.die, { ...die, face: action.face }), outcome };
  },
  describe: (action, outcome, header) => {
    const t = turned(outcome);
    const name = dieName(header.scenario, action.die);
    return t
      ? `Turned ${name} from ${t.from} to ${faceOf(header.scenario, action.die, t.to)}`
      : `Turned ${name} to ${action.face}`;
  },
  visibleTo: (action, outcome, header, viewer) =>
    seesDieLine(header, action.die, ownersOf(outcome), viewer),
});

export const heldDieStepModule = defineAction({
  type: 'held-die.step',
  kind: 'held-die',
  schema: z.strictObject({
    type: z.literal('held-die.step'),
    die: dieField,
    direction: z.enum(['down', 'up']).default('down'),
    /** Faces to move by: more than 1 skips faces, as "you may opt to skip a face" allows. */
    by: z.number().int('step by a whole number of faces').min(1).max(1000).default(1),
  }),
  apply(state, action, ctx) {
    const die = current(state, action.die);
    const { def, faces } = heldDieOf(ctx.header.scenario, action.die);
    const sign = action.direction === 'down' ? -1 : 1;
    const to = steppedFace(faces, die.face, sign * action.by);
    if (to === die.face)
      throw new ActionRejected(
        action.direction === 'down'
          ? `${def.name} is already at its lowest face (${die.face}); it stays there unless rerolled`
          : `${def.name} is already at its highest face (${die.face})`,
      );
    const outcome = { from: die.face, to, owners: [die.owner] };
    return { state: withDie(state, action.die, { ...die, face: to }), outcome };
  },
  describe: (action, outcome, header) => {
    const t = turned(outcome);
    const name = dieName(header.scenario, action.die);
    if (!t) return `Turned ${name} ${action.direction}`;
    const s = header.scenario;
    return `Turned ${name} from ${faceOf(s, action.die, t.from)} ${action.direction} to ${faceOf(s, action.die, t.to)}`;
  },
  visibleTo: (action, outcome, header, viewer) =>
    seesDieLine(header, action.die, ownersOf(outcome), viewer),
});

export const heldDieGiveModule = defineAction({
  type: 'held-die.give',
  kind: 'held-die',
  schema: z
    .strictObject({
      type: z.literal('held-die.give'),
      die: dieField,
      /** The team to give it to; null puts it back in the supply. */
      to: idSchema.nullable().optional(),
      /** Another held die to swap owners with instead. */
      swapWith: idSchema.optional(),
    })
    .refine((a) => (a.to === undefined) !== (a.swapWith === undefined), {
      message: 'give a die either "to" a team (or null for the supply) or "swapWith" another die',
    }),
  apply(state, action, ctx) {
    const scenario = ctx.header.scenario;
    const die = current(state, action.die);
    const { def } = heldDieOf(scenario, action.die);
    if (action.swapWith !== undefined) {
      const other = current(state, action.swapWith);
      const otherDef = heldDieOf(scenario, action.swapWith).def;
      if (action.swapWith === action.die) throw new ActionRejected('A die cannot swap with itself');
      if (other.owner === die.owner)
        throw new ActionRejected(`${def.name} and ${otherDef.name} have the same holder already`);
      const swapped = withDie(
        withDie(state, action.die, { ...die, owner: other.owner }),
        action.swapWith,
        { ...other, owner: die.owner },
      );
      return { state: swapped, outcome: { owners: [die.owner, other.owner] } };
    }
    const to = action.to ?? null;
    if (to !== null && !scenario.teams.some((t) => t.id === to))
      throw new ActionRejected(`There is no team "${to}"`);
    if (to === die.owner)
      throw new ActionRejected(`${ownerName(scenario, to)} already holds ${def.name}`);
    return {
      state: withDie(state, action.die, { ...die, owner: to }),
      outcome: { owners: [die.owner, to] },
    };
  },
  describe: (action, outcome, header) => {
    const s = header.scenario;
    const [from, to] = ownersOf(outcome);
    const name = dieName(s, action.die);
    if (action.swapWith !== undefined)
      return `Swapped ${name} (now ${ownerName(s, to ?? null)}'s) with ${dieName(s, action.swapWith)} (now ${ownerName(s, from ?? null)}'s)`;
    return action.to === null || action.to === undefined
      ? `Put ${name} back in the supply from ${ownerName(s, from ?? null)}`
      : `Gave ${name} to ${ownerName(s, action.to)} from ${ownerName(s, from ?? null)}`;
  },
  visibleTo: (action, outcome, header, viewer) => {
    const owners = ownersOf(outcome);
    if (action.swapWith === undefined) return seesDieLine(header, action.die, owners, viewer);
    return (
      seesDieLine(header, action.die, owners, viewer) &&
      seesDieLine(header, action.swapWith, owners, viewer)
    );
  },
});

export const heldDieActionModules = [
  heldDieRollModule,
  heldDieSetModule,
  heldDieStepModule,
  heldDieGiveModule,
] as const;
