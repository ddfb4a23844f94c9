import { z } from 'zod';
import { geometryOf } from '../../editor/geometry/geometry-of.ts';
import type { MapDef, MapToken } from '../../scenarios/format/map.ts';
import { colourSchema, idSchema, wholeNumber } from '../../scenarios/format/primitives.ts';
import { tokenMatches } from './map-hints-format.ts';
import { nextInt } from '../../random/rng.ts';
import { defineAction } from '../../session/define-action.ts';
import { ActionRejected, type SessionState } from '../../session/types.ts';
import { hintsOf } from './hints.ts';
import { directionOn } from './movement/direction-on.ts';
import { mapInPlay, placeName } from './live-map.ts';
import { entryProblem, stackingProblem } from './map-rules.ts';
import { footprintProblem } from './footprint.ts';
import { enforcedMoveProblem } from './movement/move-rules.ts';
import { moveOverrideSchema } from './movement/move-override.ts';
import { revealToAll } from './reveal.ts';
import { seenBy } from './seen-by.ts';
import { outcomeFlag, outcomeText, withLiveMap } from './update.ts';

/**
 * Pieces on a map in play: moved, placed, taken off, or sent by a gate's roll. Each is a
 * logged, undoable entry whose outcome records where the piece came from and who moved it,
 * so the log reads "Ana moved The Fleet from Alpha to Beta".
 */

const placeSchema = z.string().trim().min(1, 'name a place').max(80);

export function tokenOn(map: MapDef, id: string): MapToken {
  const token = map.tokens.find((t) => t.id === id);
  if (!token) throw new ActionRejected(`There is no piece "${id}" on ${map.name}`);
  return token;
}

export function placeOn(map: MapDef, at: string): string {
  if (!geometryOf(map).has(at)) throw new ActionRejected(`${map.name} has no place "${at}"`);
  return at;
}

/** Moves a piece, refusing a full place; reveals the place when the hints say this piece does. */
export function moveTo(
  state: SessionState,
  mapId: string,
  map: MapDef,
  token: MapToken,
  to: string,
): { state: SessionState; revealed: boolean } {
  const { hints } = hintsOf(map);
  const off = footprintProblem(map, null, token, to, 'onto');
  if (off) throw new ActionRejected(off);
  const full = stackingProblem(map, hints, token, to);
  if (full) throw new ActionRejected(full);
  const tokens = map.tokens.map((t) => (t.id === token.id ? { ...t, at: to } : t));
  const revealing =
    hints.revealOnEnter !== null &&
    tokenMatches(hints.revealOnEnter.tokens, token.id) &&
    map.visibility[to] !== undefined;
  const visibility = revealing ? revealToAll(map.visibility, [to]) : map.visibility;
  return { state: withLiveMap(state, mapId, { tokens, visibility }), revealed: revealing };
}

const tokenName = (outcome: unknown, fallback: string) => outcomeText(outcome, 'label', fallback);
const by = (outcome: unknown) => outcomeText(outcome, 'by', 'Control');

const overrideWords = (outcome: unknown) => {
  const broke = outcomeText(outcome, 'broke', '');
  return broke === ''
    ? ''
    : `, against the movement rules (${broke}), allowed by Control: ${outcomeText(outcome, 'reason')}`;
};
const moveWords = (token: string, to: string, outcome: unknown) =>
  `${by(outcome)} moved ${tokenName(outcome, token)} from ${outcomeText(outcome, 'from')} to ${outcomeText(outcome, 'to', to)}${outcomeFlag(outcome, 'revealed') ? ' (revealed to every team)' : ''}${overrideWords(outcome)}`;
const placeWords = (label: string, at: string, outcome: unknown) =>
  `${by(outcome)} placed ${label} on ${outcomeText(outcome, 'to', at)}`;
const removeWords = (token: string, outcome: unknown) =>
  `${by(outcome)} took ${tokenName(outcome, token)} off ${outcomeText(outcome, 'from')}`;
const exitWords = (token: string, outcome: unknown) =>
  `${by(outcome)} rolled ${outcomeText(outcome, 'roll')} on 1d${outcomeText(outcome, 'sides')} for ${tokenName(outcome, token)} at ${outcomeText(outcome, 'from')}: out at ${outcomeText(outcome, 'to')}`;

export const mapMoveModule = defineAction({
  type: 'map.move',
  kind: 'map',
  schema: z.strictObject({
    type: z.literal('map.move'),
    map: idSchema,
    token: idSchema,
    to: placeSchema,
    /** Control lets a move that breaks the enforced movement rules stand, saying why. */
    override: moveOverrideSchema.optional(),
  }),
  apply(state, action, ctx) {
    const { scenario } = ctx.header;
    const { map } = mapInPlay(scenario, state.maps, action.map);
    const token = tokenOn(map, action.token);
    const to = placeOn(map, action.to);
    if (token.at === to) throw new ActionRejected(`${token.label || token.id} is already there`);
    const { hints } = hintsOf(map);
    const barred = entryProblem(scenario, map, hints, token, to);
    if (barred) throw new ActionRejected(barred);
    const broke = enforcedMoveProblem(scenario, map, hints, token, to);
    if (broke && !action.override) throw new ActionRejected(broke);
    const moved = moveTo(state, action.map, map, token, to);
    return {
      state: moved.state,
      outcome: {
        by: ctx.by,
        label: token.label || token.id,
        from: placeName(map, token.at),
        fromAt: token.at,
        to: placeName(map, to),
        revealed: moved.revealed,
        ...(broke && action.override ? { broke, reason: action.override.reason } : {}),
      },
    };
  },
  describeFor: (action, outcome, header, viewer): string | null =>
    seenBy(header, viewer, action.map, [outcomeText(outcome, 'fromAt'), action.to])
      ? moveWords(action.token, action.to, outcome)
      : null,
  describe: (action, outcome) => moveWords(action.token, action.to, outcome),
});

export const mapPlaceModule = defineAction({
  type: 'map.place',
  kind: 'map',
  schema: z.strictObject({
    type: z.literal('map.place'),
    map: idSchema,
    at: placeSchema,
    /** Left out: made from the label and the entry's number. */
    id: idSchema.optional(),
    label: z.string().trim().min(1, 'a piece needs a label').max(40),
    colour: colourSchema.default('#e0e0e0'),
    team: idSchema.optional(),
    icon: z.string().max(4).default(''),
    count: wholeNumber(1, 9999).default(1),
    /** The direction it faces, on maps where pieces face one. */
    facing: z.string().trim().min(1).max(12).optional(),
  }),
  apply(state, action, ctx) {
    const { map } = mapInPlay(ctx.header.scenario, state.maps, action.map);
    const at = placeOn(map, action.at);
    const facing = action.facing === undefined ? null : directionOn(map, action.facing);
    const id = action.id ?? `${slug(action.label)}-${ctx.seq}`;
    if (map.tokens.some((t) => t.id === id))
      throw new ActionRejected(`${map.name} already has a piece "${id}"`);
    if (action.team && !ctx.header.scenario.teams.some((t) => t.id === action.team))
      throw new ActionRejected(`There is no team "${action.team}"`);
    const token: MapToken = {
      id,
      at,
      label: action.label,
      colour: action.colour,
      count: action.count,
      icon: action.icon,
      ...(action.team ? { team: action.team } : {}),
      ...(facing ? { facing: facing.name } : {}),
    };
    const { hints } = hintsOf(map);
    const full = stackingProblem(map, hints, token, at);
    if (full) throw new ActionRejected(full);
    return {
      state: withLiveMap(state, action.map, { tokens: [...map.tokens, token] }),
      outcome: { by: ctx.by, id, to: placeName(map, at) },
    };
  },
  describe: (action, outcome) => placeWords(action.label, action.at, outcome),
  describeFor: (action, outcome, header, viewer): string | null =>
    seenBy(header, viewer, action.map, [action.at])
      ? placeWords(action.label, action.at, outcome)
      : null,
});

export const mapRemoveModule = defineAction({
  type: 'map.remove',
  kind: 'map',
  schema: z.strictObject({ type: z.literal('map.remove'), map: idSchema, token: idSchema }),
  apply(state, action, ctx) {
    const { map } = mapInPlay(ctx.header.scenario, state.maps, action.map);
    const token = tokenOn(map, action.token);
    return {
      state: withLiveMap(state, action.map, {
        tokens: map.tokens.filter((t) => t.id !== token.id),
      }),
      outcome: {
        by: ctx.by,
        label: token.label || token.id,
        from: placeName(map, token.at),
        fromAt: token.at,
      },
    };
  },
  describe: (action, outcome) => removeWords(action.token, outcome),
  describeFor: (action, outcome, header, viewer): string | null =>
    seenBy(header, viewer, action.map, [outcomeText(outcome, 'fromAt')])
      ? removeWords(action.token, outcome)
      : null,
});

export const mapExitRollModule = defineAction({
  type: 'map.exit-roll',
  kind: 'map',
  schema: z.strictObject({ type: z.literal('map.exit-roll'), map: idSchema, token: idSchema }),
  apply(state, action, ctx) {
    const { map } = mapInPlay(ctx.header.scenario, state.maps, action.map);
    const token = tokenOn(map, action.token);
    const rule = hintsOf(map).hints.exitRolls.find((r) => r.at === token.at);
    if (!rule)
      throw new ActionRejected(
        `${token.label || token.id} is not on a place with an exit roll (${placeName(map, token.at)})`,
      );
    const [index, rng] = nextInt(state.rng, rule.exits.length);
    const exit = placeOn(map, rule.exits[index] as string);
    const moved = moveTo({ ...state, rng }, action.map, map, token, exit);
    return {
      state: moved.state,
      outcome: {
        by: ctx.by,
        roll: index + 1,
        sides: rule.exits.length,
        label: token.label || token.id,
        from: placeName(map, token.at),
        fromAt: token.at,
        to: placeName(map, exit),
        toAt: exit,
        revealed: moved.revealed,
      },
    };
  },
  describeFor: (action, outcome, header, viewer): string | null =>
    seenBy(header, viewer, action.map, [
      outcomeText(outcome, 'fromAt'),
      outcomeText(outcome, 'toAt'),
    ])
      ? exitWords(action.token, outcome)
      : null,
  describe: (action, outcome) => exitWords(action.token, outcome),
});

function slug(text: string): string {
  const s = text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return s === '' ? 'piece' : s;
}
