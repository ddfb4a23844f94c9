import { z } from 'zod';
import {
  idSchema,
  refTo,
  reportDuplicateIds,
  wholeNumber,
} from '../../scenarios/format/primitives.ts';
import { parseDice } from '../draws/dice/parse.ts';
import { formulaInputs, parseFormula } from './formula.ts';

/**
 * Resolvers: the tables Control rules by, as data. A resolver names its inputs (numbers,
 * choices, yes/no), the dice it rolls in the dice notation, its modifiers, and its results
 * in the rulebook's words with their effects on trackers (and on the map, as data a map
 * plugin applies). The kind says how the dice become results; the engines in
 * features/adjudication/ know no game.
 */

const text = (max: number) => z.string().max(max).default('');
const notation = z.string().trim().min(1, 'needs dice, e.g. "1d6"').max(40);

/** A number the resolver reads: a constant, or an input scaled and shifted. */
export const simpleValueSchema = z.union([
  z.number(),
  z.strictObject({
    input: refTo('~inputs'),
    times: z.number().default(1),
    plus: z.number().default(0),
  }),
]);

/**
 * A number looked up from inputs: the key is the inputs' values joined with "/" (a yes/no
 * input reads "yes" or "no"), e.g. "monitor/short"; `else` when the key is not listed.
 */
export const valueSchema = z.union([
  simpleValueSchema,
  z.strictObject({
    lookup: z.array(refTo('~inputs')).min(1),
    values: z.record(z.string(), z.number()),
    else: simpleValueSchema.optional(),
  }),
]);
export type ValueDef = z.infer<typeof valueSchema>;

/**
 * Where an input's value is read from in play, when the ruling names the team or the piece
 * it is about: a tracker of the acting or the target team (a Morale of 3 gives +3), a number
 * the piece carries (its crew), or the terrain under the piece (a choice whose options are
 * the map's tile ids). Control may still type another value; typed values win.
 */
export const inputSourceSchema = z
  .discriminatedUnion('read', [
    z.strictObject({
      read: z.literal('tracker'),
      tracker: refTo('trackers'),
      holder: z.enum(['actor', 'target', 'global']).default('actor'),
    }),
    z.strictObject({
      read: z.literal('piece-state'),
      /** The name of a number the piece carries (see a token's `properties`). */
      property: z.string().trim().min(1).max(60),
    }),
    z.strictObject({ read: z.literal('terrain') }),
  ])
  .describe('Read in play from a tracker, the piece’s state or the terrain under it.');
export type InputSource = z.infer<typeof inputSourceSchema>;

export const resolverInputSchema = z.strictObject({
  id: idSchema,
  name: z.string().trim().min(1, 'an input needs a name').max(120),
  description: text(1000),
  kind: z.enum(['number', 'choice', 'flag']).default('number'),
  /** The value before anyone changes it (a number, an option id, or true/false). */
  default: z.union([z.number(), z.string().max(80), z.boolean()]).optional(),
  min: z.number().int().default(0),
  max: z.number().int().default(100),
  options: z.array(z.strictObject({ id: idSchema, name: z.string().min(1).max(120) })).default([]),
  /** The rulebook gives no number: a sensible guess, shown as "to confirm". */
  assumed: z.boolean().default(false),
  from: inputSourceSchema.optional(),
});
export type ResolverInput = z.infer<typeof resolverInputSchema>;

/**
 * When a modifier applies: every listed input holds its value (a flag: true), or one of the
 * values listed (`["base", "gdu"]`: a Base or a Gate Defence Unit).
 */
const conditionSchema = z.strictObject({
  input: refTo('~inputs'),
  is: z
    .union([z.string().max(80), z.boolean(), z.array(z.string().max(80)).min(1).max(50)])
    .default(true),
});

export const modifierSchema = z.strictObject({
  id: idSchema,
  /** In the rulebook's words: "Evasive: pay 1 Fuel, −2 to dice rolled against an attack". */
  name: z.string().trim().min(1).max(200),
  when: z.array(conditionSchema).default([]),
  /** Scales the modifier by a number input's value less `from` ("−1 per extra target"). */
  per: refTo('~inputs').optional(),
  from: z.number().default(0),
  /** Added to each die. */
  dieBy: z.number().int().default(0),
  /** Multiplies the target number first, then `targetBy` is added. */
  targetTimes: z.number().default(1),
  targetBy: z.number().default(0),
  /** Added to the number of dice. */
  countBy: z.number().int().default(0),
  /** Results read as others ("*" for every result). */
  replace: z.array(z.strictObject({ from: z.string().min(1), to: refTo('~results') })).default([]),
  /** Opposed and fleet rolls: the side whose dice it changes (absent: both). */
  side: z.enum(['a', 'b']).optional(),
  assumed: z.boolean().default(false),
});
export type ModifierDef = z.infer<typeof modifierSchema>;

export const effectSchema = z.strictObject({
  tracker: refTo('trackers'),
  /** Whose tracker: the team acted on, the team acting, or the game's own. */
  holder: z.enum(['target', 'actor', 'global']).default('target'),
  /** Per time the result comes up (or per point of an amount such as hex damage). */
  by: z.number().int(),
  /**
   * Dice rolled each time the result comes up when the ruling stands; the change is `by`
   * times their total ("lose 1d6 Crew": by −1, roll "1d6").
   */
  roll: z.string().trim().min(1).max(40).optional(),
  /**
   * An amount worked out from the ruling's number inputs, without dice; the change is `by`
   * times its value ("20% of the loser's units, rounded up": "ceil(0.2 * loser-units)").
   * Numbers, input ids, + - * /, brackets, ceil, floor, round, min, max, abs; a minus between
   * two ids needs spaces.
   */
  formula: z.string().trim().min(1).max(200).optional(),
});
export type EffectDef = z.infer<typeof effectSchema>;

export const resultSchema = z.strictObject({
  id: idSchema,
  /** The rulebook's words: "1 Location Damaged". */
  text: z.string().trim().min(1, 'a result needs its words').max(500),
  effects: z.array(effectSchema).default([]),
  /** What the map should do, kept as data for the map to apply ("move to exit 3"). */
  mapEffects: z.array(z.strictObject({ action: idSchema, detail: text(200) })).default([]),
  assumed: z.boolean().default(false),
  /**
   * The resolver rolled next when the ruling stands with this result ("a hit, then damage by
   * weapon"): inputs of the same id carry over, the same teams and piece are named.
   */
  then: refTo('resolvers').optional(),
  /** Roll the next resolver once for each time this result came up, not once. */
  thenEach: z.boolean().default(false),
});
export type ResultDef = z.infer<typeof resultSchema>;

/** A ranged row: the die (after modifiers) picks the row whose min–max holds it. */
const rowRange = {
  min: z.number().int().nullable().default(null),
  max: z.number().int().nullable().default(null),
};

const common = {
  id: idSchema,
  name: z.string().trim().min(1, 'a resolver needs a name').max(120),
  description: text(4000),
  source: text(500),
  /** Assumptions where the rulebook is silent, each shown beside the resolver. */
  assumptions: z.array(z.string().min(1).max(500)).default([]),
  inputs: z.array(resolverInputSchema).default([]),
  modifiers: z.array(modifierSchema).default([]),
  results: z.array(resultSchema).min(1, 'a resolver needs at least one result'),
  /** What one die stands for in the working ("shot", "cannon", "ship"). */
  dieLabel: z.string().trim().min(1).max(40).default('die'),
};

const perDieSchema = z.strictObject({
  ...common,
  kind: z.literal('per-die'),
  dice: notation,
  count: valueSchema.default(1),
  rows: z.array(z.strictObject({ ...rowRange, result: refTo('~results') })).min(1),
  /** The result whose chance is the headline of the odds ("at least one Location Damaged"). */
  primary: refTo('~results').optional(),
});

const targetSchema = z.strictObject({
  ...common,
  kind: z.literal('target'),
  dice: notation,
  count: valueSchema.default(1),
  /** `each`: every die against the target (a success count); `sum`: the total against it. */
  mode: z.enum(['each', 'sum']).default('each'),
  compare: z.enum(['>=', '<=', '>', '<']).default('>='),
  target: valueSchema,
  success: refTo('~results'),
  failure: refTo('~results'),
});

const opposedSchema = z.strictObject({
  ...common,
  kind: z.literal('opposed'),
  sides: z
    .array(
      z.strictObject({
        name: z.string().trim().min(1).max(120),
        dice: notation,
        plus: valueSchema.default(0),
        wins: refTo('~results'),
      }),
    )
    .length(2),
  /** Who wins a tie: the first side, the second, nobody (the `tied` result), or roll again. */
  tie: z.enum(['a', 'b', 'none', 'reroll']).default('reroll'),
  tied: refTo('~results').optional(),
});

const setsSchema = z.strictObject({
  ...common,
  kind: z.literal('sets'),
  dice: notation,
  count: valueSchema,
  /** `all-equal`: four 3s are one set; `pairs`: they are two pairs. */
  sets: z.enum(['all-equal', 'pairs']).default('all-equal'),
  armour: valueSchema,
  /** A set's total must be greater than the armour (`>`) or at least equal (`>=`). */
  beat: z.enum(['>', '>=']).default('>'),
  /** What a set that beats the armour does: its face number, its total, or 1. */
  damage: z.enum(['face', 'total', 'one']).default('face'),
  /** Any penetration destroys the target when these hold (a base, a defence unit). */
  destroyWhen: z.array(conditionSchema).default([]),
  penetration: refTo('~results'),
  hexes: refTo('~results'),
  destroyed: refTo('~results').optional(),
  none: refTo('~results'),
});

export const fleetUnitSchema = z.strictObject({
  id: idSchema,
  name: z.string().trim().min(1).max(120),
  /** A die showing this or more hits. */
  combat: z.number().int(),
  dice: wholeNumber(1, 20).default(1),
  /** Hits it can take before it is destroyed. */
  sustain: wholeNumber(0, 5).default(0),
  assumed: z.boolean().default(false),
});
export type FleetUnit = z.infer<typeof fleetUnitSchema>;

const fleetSchema = z.strictObject({
  ...common,
  kind: z.literal('fleet'),
  die: notation,
  sides: z
    .array(z.strictObject({ id: z.enum(['a', 'b']), name: z.string().min(1).max(60) }))
    .length(2),
  /** Listed in the order casualties are taken (the first listed is lost first). */
  units: z.array(fleetUnitSchema).min(1),
  /** A unit that sustains damage rolls one die fewer (at least one). */
  sustainLosesDie: z.boolean().default(false),
  /** Most units a side may bring (keeps the exact odds quick). */
  maxUnits: wholeNumber(1, 30).default(10),
  aWins: refTo('~results'),
  bWins: refTo('~results'),
  bothDestroyed: refTo('~results'),
  /** The rounds ran out (a retreat, or the battle goes on next turn). */
  undecided: refTo('~results'),
});

const crtSchema = z.strictObject({
  ...common,
  kind: z.literal('crt'),
  dice: notation,
  attacker: valueSchema,
  defender: valueSchema,
  /** Columns by the attacker's strength divided by (ratio) or less (difference) the defender's. */
  index: z.enum(['ratio', 'difference']),
  /** Each column's lowest ratio or difference, in ascending order. */
  columns: z.array(z.strictObject({ label: z.string().min(1).max(20), min: z.number() })).min(1),
  rows: z.array(z.strictObject({ ...rowRange, results: z.array(refTo('~results')).min(1) })).min(1),
});

export const resolverSchema = z
  .discriminatedUnion('kind', [
    perDieSchema,
    targetSchema,
    opposedSchema,
    setsSchema,
    fleetSchema,
    crtSchema,
  ])
  .superRefine((r, ctx) => {
    reportDuplicateIds(ctx, r.inputs, 'inputs', 'input');
    reportDuplicateIds(ctx, r.results, 'results', 'result');
    reportDuplicateIds(ctx, r.modifiers, 'modifiers', 'modifier');
    const results = new Set(r.results.map((x) => x.id));
    const inputs = new Set(r.inputs.map((x) => x.id));
    const checkResult = (id: string | undefined, path: (string | number)[]) => {
      if (id !== undefined && !results.has(id))
        ctx.addIssue({ code: 'custom', path, message: `no result "${id}"` });
    };
    const checkInput = (id: string, path: (string | number)[]) => {
      if (!inputs.has(id)) ctx.addIssue({ code: 'custom', path, message: `no input "${id}"` });
    };
    const numbers = new Set(r.inputs.filter((x) => x.kind === 'number').map((x) => x.id));
    const checkFormula = (formula: string, at: (string | number)[]) => {
      const parsed = parseFormula(formula);
      if (!parsed.ok) {
        ctx.addIssue({
          code: 'custom',
          path: [...at, 'formula'],
          message: `the formula "${formula}" cannot be read: ${parsed.error}`,
        });
        return;
      }
      for (const id of formulaInputs(parsed.formula))
        if (!numbers.has(id))
          ctx.addIssue({
            code: 'custom',
            path: [...at, 'formula'],
            message: inputs.has(id)
              ? `the formula reads "${id}", which is not a number input`
              : `the formula reads "${id}", which is no input of this resolver (a minus between two ids needs spaces)`,
          });
    };
    r.modifiers.forEach((m, i) => {
      m.when.forEach((w, j) => checkInput(w.input, ['modifiers', i, 'when', j, 'input']));
      if (m.per) checkInput(m.per, ['modifiers', i, 'per']);
      m.replace.forEach((x, j) => {
        if (x.from !== '*') checkResult(x.from, ['modifiers', i, 'replace', j, 'from']);
        checkResult(x.to, ['modifiers', i, 'replace', j, 'to']);
      });
    });
    r.inputs.forEach((input, i) => {
      if (input.kind === 'choice' && input.options.length === 0)
        ctx.addIssue({
          code: 'custom',
          path: ['inputs', i, 'options'],
          message: 'a choice needs options',
        });
      if (input.min > input.max)
        ctx.addIssue({ code: 'custom', path: ['inputs', i, 'max'], message: 'max below min' });
      const wants = input.from && (input.from.read === 'terrain' ? 'choice' : 'number');
      if (wants && input.kind !== wants)
        ctx.addIssue({
          code: 'custom',
          path: ['inputs', i, 'from'],
          message: `${input.from?.read === 'terrain' ? 'the terrain is read into a choice of tiles' : 'a value read from play is a number'}, so the input must be a ${wants}`,
        });
    });
    r.results.forEach((result, i) =>
      result.effects.forEach((e, j) => {
        if (e.formula !== undefined && e.roll !== undefined)
          ctx.addIssue({
            code: 'custom',
            path: ['results', i, 'effects', j, 'formula'],
            message: 'an amount is rolled or worked out by a formula, not both',
          });
        if (e.formula !== undefined) checkFormula(e.formula, ['results', i, 'effects', j]);
        if (e.roll === undefined) return;
        const parsed = parseDice(e.roll);
        const expr = parsed.ok ? parsed.expr : null;
        const plain =
          expr?.kind === 'dice' &&
          !expr.keep &&
          !expr.drop &&
          !expr.explode &&
          !expr.reroll &&
          !expr.successes &&
          !expr.clamp;
        if (!plain)
          ctx.addIssue({
            code: 'custom',
            path: ['results', i, 'effects', j, 'roll'],
            message: parsed.ok
              ? `an amount is rolled on plain dice such as "1d6", not "${e.roll}"`
              : `the dice "${e.roll}" cannot be read: ${parsed.error}`,
          });
      }),
    );
    switch (r.kind) {
      case 'per-die':
        r.rows.forEach((row, i) => checkResult(row.result, ['rows', i, 'result']));
        checkResult(r.primary, ['primary']);
        break;
      case 'target':
        checkResult(r.success, ['success']);
        checkResult(r.failure, ['failure']);
        break;
      case 'opposed':
        r.sides.forEach((s, i) => checkResult(s.wins, ['sides', i, 'wins']));
        checkResult(r.tied, ['tied']);
        if (r.tie === 'none' && !r.tied)
          ctx.addIssue({ code: 'custom', path: ['tied'], message: 'a tie needs its result' });
        break;
      case 'sets':
        for (const key of ['penetration', 'hexes', 'destroyed', 'none'] as const)
          checkResult(r[key], [key]);
        break;
      case 'fleet':
        reportDuplicateIds(ctx, r.units, 'units', 'unit');
        for (const key of ['aWins', 'bWins', 'bothDestroyed', 'undecided'] as const)
          checkResult(r[key], [key]);
        break;
      case 'crt':
        r.rows.forEach((row, i) => {
          row.results.forEach((id, j) => checkResult(id, ['rows', i, 'results', j]));
          if (row.results.length !== r.columns.length)
            ctx.addIssue({
              code: 'custom',
              path: ['rows', i, 'results'],
              message: `needs one result per column (${r.columns.length})`,
            });
        });
        break;
    }
  })
  .describe('A ruling procedure: inputs, dice, modifiers and results in the rulebook’s words.');

export type ResolverDef = z.infer<typeof resolverSchema>;
export type ResolverKind = ResolverDef['kind'];
export type ResolverOf<K extends ResolverKind> = Extract<ResolverDef, { kind: K }>;

/**
 * A resolver's effects change trackers that exist, its inputs read trackers that exist, and
 * a result's next resolver is one of the scenario's.
 */
export function reportUnknownEffectTrackers(
  ctx: z.RefinementCtx,
  s: {
    trackers: readonly { id: string }[];
    resolvers: readonly {
      id: string;
      inputs: readonly { from?: InputSource | undefined }[];
      results: readonly { then?: string | undefined; effects: readonly { tracker: string }[] }[];
    }[];
  },
): void {
  const trackers = new Set(s.trackers.map((t) => t.id));
  const resolvers = new Set(s.resolvers.map((r) => r.id));
  s.resolvers.forEach((r, i) => {
    r.inputs.forEach((input, j) => {
      if (input.from?.read === 'tracker' && !trackers.has(input.from.tracker))
        ctx.addIssue({
          code: 'custom',
          path: ['resolvers', i, 'inputs', j, 'from', 'tracker'],
          message: `no tracker "${input.from.tracker}"`,
        });
    });
    r.results.forEach((result, j) => {
      if (result.then !== undefined && !resolvers.has(result.then))
        ctx.addIssue({
          code: 'custom',
          path: ['resolvers', i, 'results', j, 'then'],
          message: `no resolver "${result.then}" to roll next`,
        });
    });
  });
  s.resolvers.forEach((r, i) =>
    r.results.forEach((result, j) =>
      result.effects.forEach((e, k) => {
        if (!trackers.has(e.tracker))
          ctx.addIssue({
            code: 'custom',
            path: ['resolvers', i, 'results', j, 'effects', k, 'tracker'],
            message: `no tracker "${e.tracker}"`,
          });
      }),
    ),
  );
}
