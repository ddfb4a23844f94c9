import { z } from 'zod';
import { ActionRejected, type ApplyContext, type Json } from '../../../session/types.ts';
import type { DrawResult } from '../types.ts';
import { customDiceOf } from '../lookup.ts';
import { withResult } from '../results.ts';
import { evaluateFaces, rollExpr } from './evaluate.ts';
import { parseDice } from './parse.ts';
import type { DiceExpr, RollResult } from './types.ts';
import type { Scenario } from '../../../scenarios/format/schema.ts';
import { defineAction } from '../../../session/define-action.ts';
import type { RollWords } from '../../../session/roll-words.ts';

/** Rolling dice, or recording dice rolled at the table. Either way the log keeps the faces. */

const expressionSchema = z.string().trim().min(1, 'give dice to roll, e.g. 2d6+1').max(200);
const labelSchema = z.string().trim().max(120).optional();

function parsed(expression: string, scenario: Scenario): DiceExpr {
  const result = parseDice(expression, customDiceOf(scenario));
  if (!result.ok) throw new ActionRejected(`“${expression}”: ${result.error}`);
  return result.expr;
}

/** The roll as the console lists it (recent results, "show on display"). */
function resultOf(
  action: { label?: string | undefined; expression: string },
  result: RollResult,
  ctx: ApplyContext,
  physical: boolean,
): DrawResult {
  return {
    seq: ctx.seq,
    at: ctx.at,
    kind: 'dice',
    label: action.label || action.expression,
    value: String(result.total),
    detail: result.text,
    physical,
  };
}

function total(outcome: Json | undefined): string {
  const value =
    outcome && typeof outcome === 'object' && !Array.isArray(outcome) ? outcome.total : undefined;
  return typeof value === 'number' ? String(value) : '?';
}

/** The working as logged ("2d6 [4, 3]+1 = 8") beside the total. */
function diceWords(outcome: Json | undefined): RollWords {
  const working =
    outcome && typeof outcome === 'object' && !Array.isArray(outcome) ? outcome.text : undefined;
  return { dice: typeof working === 'string' ? working : '', result: total(outcome) };
}

function withWorking(line: string, outcome: Json | undefined): string {
  const { dice } = diceWords(outcome);
  return dice ? `${line} (${dice})` : line;
}

export const diceRollModule = defineAction({
  type: 'dice.roll',
  kind: 'draw',
  schema: z.strictObject({
    type: z.literal('dice.roll'),
    expression: expressionSchema,
    label: labelSchema,
  }),
  apply(state, action, ctx) {
    const [result, rng] = rollExpr(parsed(action.expression, ctx.header.scenario), state.rng);
    const draws = withResult(state.draws, resultOf(action, result, ctx, false));
    return { state: { ...state, rng, draws }, outcome: result as unknown as Json };
  },
  describe: (action, outcome) =>
    withWorking(
      `Rolled ${action.label ? `${action.label} (${action.expression})` : action.expression}: ${total(outcome)}`,
      outcome,
    ),
  rolled: (_action, outcome) => diceWords(outcome),
});

export const diceEnterModule = defineAction({
  type: 'dice.enter',
  kind: 'draw',
  schema: z.strictObject({
    type: z.literal('dice.enter'),
    expression: expressionSchema,
    faces: z
      .array(z.number().int('a face is a whole number').min(-1000).max(100_000))
      .min(1, 'enter at least one die')
      .max(1000),
    label: labelSchema,
  }),
  apply(state, action, ctx) {
    const evaluated = evaluateFaces(parsed(action.expression, ctx.header.scenario), action.faces);
    if (!evaluated.ok) throw new ActionRejected(`“${action.expression}”: ${evaluated.error}`);
    const result: RollResult = evaluated.result;
    const draws = withResult(state.draws, resultOf(action, result, ctx, true));
    return { state: { ...state, draws }, outcome: result as unknown as Json };
  },
  describe: (action, outcome) =>
    withWorking(
      `Entered dice rolled at the table, ${action.label ? `${action.label} (${action.expression})` : action.expression}: ${total(outcome)}`,
      outcome,
    ),
  rolled: (_action, outcome) => diceWords(outcome),
});

export const diceActionModules = [diceRollModule, diceEnterModule] as const;
