import { z } from 'zod';
import type { MapDef } from '../../../scenarios/format/map.ts';
import type { StepCosts } from '../map-hints-format.ts';
import { tokenMatches } from '../map-hints-format.ts';
import { idSchema } from '../../../scenarios/format/primitives.ts';
import { rollExpr } from '../../draws/dice/evaluate.ts';
import { parseDice } from '../../draws/dice/parse.ts';
import { customDiceOf } from '../../draws/lookup.ts';
import { defineAction } from '../../../session/define-action.ts';
import { ActionRejected } from '../../../session/types.ts';
import { hintsOf } from '../hints.ts';
import { mapInPlay, placeName } from '../live-map.ts';
import type { Allowance } from '../types.ts';
import { seenBy } from '../seen-by.ts';
import { outcomeText, withLiveMap } from '../update.ts';
import { amount, previewPath } from './path-preview.ts';
import { tokenOn } from '../token-actions.ts';
import type { PathStep } from './path-cost.ts';

/**
 * Movement allowances: a roll (or a number entered) gives a piece its allowance for the move,
 * and a path of steps spends it at the map's step costs, refused in words when it costs more
 * than is left, enters an impassable place or a full one, or goes against the heading.
 */

const by = (outcome: unknown) => outcomeText(outcome, 'by', 'Control');
const nameOf = (outcome: unknown, fallback: string) => outcomeText(outcome, 'label', fallback);

export function stepCostsFor(map: MapDef, tokenId: string): StepCosts {
  const costs = hintsOf(map).hints.steps;
  if (!costs || !tokenMatches(costs.tokens, tokenId))
    throw new ActionRejected(`${map.name} gives no movement costs for "${tokenId}"`);
  return costs;
}

const rollWords = (token: string, outcome: unknown) =>
  `${by(outcome)} ${outcomeText(outcome, 'entered', '') === 'yes' ? 'entered' : 'rolled'} ${outcomeText(outcome, 'working')} for ${nameOf(outcome, token)}'s movement: ${outcomeText(outcome, 'total')} ${outcomeText(outcome, 'total') === '1' ? 'move' : 'moves'}`;

export const mapMovementRollModule = defineAction({
  type: 'map.movement-roll',
  kind: 'map',
  schema: z.strictObject({
    type: z.literal('map.movement-roll'),
    map: idSchema,
    token: idSchema,
    /** Added to the dice: the piece's ratings and cards (Sails + Skill + Swiftiness, −4). */
    modifier: z.number().int('must be a whole number').min(-1000).max(1000).default(0),
    /** The allowance decided at the table, instead of rolling. */
    entered: z.number().min(0).max(1000).optional(),
  }),
  apply(state, action, ctx) {
    const scenario = ctx.header.scenario;
    const { map, live } = mapInPlay(scenario, state.maps, action.map);
    const token = tokenOn(map, action.token);
    const costs = stepCostsFor(map, token.id);
    const modifier = action.modifier ?? 0;
    let total: number;
    let working: string;
    let rng = state.rng;
    if (action.entered !== undefined) {
      total = action.entered;
      working = amount(total);
    } else {
      if (costs.roll === '')
        throw new ActionRejected(`${map.name} has no movement roll: enter one`);
      const parsed = parseDice(costs.roll, customDiceOf(scenario));
      if (!parsed.ok) throw new ActionRejected(`Movement roll “${costs.roll}”: ${parsed.error}`);
      const [result, next] = rollExpr(parsed.expr, rng);
      rng = next;
      total = Math.max(0, result.total + modifier);
      working = `${result.text}${modifier === 0 ? '' : ` ${modifier < 0 ? '−' : '+'} ${Math.abs(modifier)}`}`;
    }
    const allowance: Allowance = { total, spent: 0, bonus: null };
    return {
      state: withLiveMap({ ...state, rng }, action.map, {
        allowances: { ...live.allowances, [token.id]: allowance },
      }),
      outcome: {
        by: ctx.by,
        label: token.label || token.id,
        at: token.at,
        working,
        total,
        entered: action.entered === undefined ? 'no' : 'yes',
      },
    };
  },
  describe: (action, outcome) => rollWords(action.token, outcome),
  describeFor: (action, outcome, header, viewer): string | null =>
    seenBy(header, viewer, action.map, [outcomeText(outcome, 'at')])
      ? rollWords(action.token, outcome)
      : null,
});

const stepSchema = z.union([
  z.strictObject({ to: z.string().trim().min(1).max(80) }),
  z.strictObject({ turn: z.enum(['left', 'right']) }),
]);

/** The steps in words: "→ 3,4 → 4,5 ⟳". */
export function stepsText(steps: readonly PathStep[]): string {
  return steps.map((s) => ('turn' in s ? (s.turn === 'right' ? '⟳' : '⟲') : `→ ${s.to}`)).join(' ');
}

const pathWords = (token: string, outcome: unknown) => {
  const bonus = outcomeText(outcome, 'bonus', '0');
  const heading = outcomeText(outcome, 'headingName', '');
  const extra = bonus === '0' || heading === '' ? '' : ` (${heading.toLowerCase()} ${bonus})`;
  return `${by(outcome)} moved ${nameOf(outcome, token)} ${outcomeText(outcome, 'from')} ${outcomeText(outcome, 'path')}, facing ${outcomeText(outcome, 'facing', 'no direction')}: ${outcomeText(outcome, 'cost')} of ${outcomeText(outcome, 'limit')} moves${extra}`;
};

export const mapMovePathModule = defineAction({
  type: 'map.move-path',
  kind: 'map',
  schema: z.strictObject({
    type: z.literal('map.move-path'),
    map: idSchema,
    token: idSchema,
    steps: z.array(stepSchema).min(1, 'a path needs a step').max(200),
    /** The allowance, when none was rolled for the piece (or to override it). */
    allowance: z.number().min(0).max(1000).optional(),
  }),
  apply(state, action, ctx) {
    const scenario = ctx.header.scenario;
    const { map, live } = mapInPlay(scenario, state.maps, action.map);
    const token = tokenOn(map, action.token);
    const name = token.label || token.id;
    stepCostsFor(map, token.id);
    const held = live.allowances[token.id];
    const given: Allowance | undefined =
      action.allowance === undefined ? held : { total: action.allowance, spent: 0, bonus: null };
    if (!given)
      throw new ActionRejected(`${name} has no movement allowance: roll or enter one first`);
    const { walk, limit, bonus, problem } = previewPath(
      scenario,
      map,
      live,
      token,
      action.steps,
      given,
    );
    if (problem || limit === null) throw new ActionRejected(problem ?? `${name} cannot move`);
    const tokens = map.tokens.map((t) =>
      t.id === token.id
        ? { ...t, at: walk.at, ...(walk.facing ? { facing: walk.facing.name } : {}) }
        : t,
    );
    const allowance: Allowance = {
      total: given.total,
      spent: given.spent + walk.cost,
      bonus: walk.firstMove || given.bonus !== null ? bonus : null,
    };
    return {
      state: withLiveMap(state, action.map, {
        tokens,
        allowances: { ...live.allowances, [token.id]: allowance },
      }),
      outcome: {
        by: ctx.by,
        label: name,
        from: placeName(map, token.at),
        fromAt: token.at,
        toAt: walk.at,
        path: stepsText(action.steps),
        facing: walk.facing?.name ?? 'no direction',
        cost: walk.cost,
        limit,
        bonus: bonus === 0 ? '0' : bonus > 0 ? `+${bonus}` : amount(bonus),
        headingName: hintsOf(map).hints.heading?.name ?? '',
      },
    };
  },
  describe: (action, outcome) => pathWords(action.token, outcome),
  describeFor: (action, outcome, header, viewer): string | null =>
    seenBy(header, viewer, action.map, [
      outcomeText(outcome, 'fromAt'),
      outcomeText(outcome, 'toAt'),
    ])
      ? pathWords(action.token, outcome)
      : null,
});
