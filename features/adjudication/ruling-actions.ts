import { z } from 'zod';
import { idSchema } from '../../scenarios/format/primitives.ts';
import type { ResolverDef } from './resolvers-format.ts';
import type { Scenario } from '../../scenarios/format/schema.ts';
import { defineAction } from '../../session/define-action.ts';
import {
  ActionRejected,
  type Action,
  type ApplyContext,
  type Json,
  type SessionState,
} from '../../session/types.ts';
import { rollLine, type RollWords } from '../../session/roll-words.ts';
import { changesText, rulingDice } from './ruling-words.ts';
import { withGenerator, type RngState } from '../../random/rng.ts';
import { GLOBAL_HOLDER } from '../teams/types.ts';
import { generatorDice, throwOf } from './dice-source.ts';
import { formulaAmount } from './formula-amount.ts';
import { readInputs, withReadInputs, type GameReader, type RulingSubject } from './game-inputs.ts';
import { inputsOf, tallyText } from './inputs.ts';
import { findResolver, resolveRolled, resolveTyped } from './resolve.ts';
import { RULINGS_KEPT, type ChainedRoll, type Ruling } from './state.ts';
import { ResolveError, type Resolution } from './types.ts';

/**
 * Rulings: run a resolver (dice from the session's generator, or physical dice typed in),
 * then accept it, amend its results, or set the outcome by hand — the last two with a reason.
 * Effects on trackers apply when the ruling stands, so a misread die costs nothing.
 */

const reasonSchema = z.string().trim().min(1, 'say why').max(500);
const inputValue = z.union([
  z.number().int().min(-1_000_000).max(1_000_000),
  z.string().max(80),
  z.boolean(),
]);

function resolver(scenario: Scenario, id: string): ResolverDef {
  try {
    return findResolver(scenario, id);
  } catch (error) {
    if (error instanceof ResolveError) throw new ActionRejected(error.message);
    throw error;
  }
}

function teamCheck(scenario: Scenario, id: string | undefined): string | null {
  if (id === undefined) return null;
  if (!scenario.teams.some((t) => t.id === id))
    throw new ActionRejected(`There is no team "${id}"`);
  return id;
}

function open(state: SessionState, seq: number): Ruling {
  const ruling = state.adjudication.rulings.find((r) => r.seq === seq);
  if (!ruling) throw new ActionRejected(`There is no ruling #${seq} to decide`);
  if (ruling.status !== 'proposed')
    throw new ActionRejected(`Ruling #${seq} (${ruling.name}) was already ${ruling.status}`);
  return ruling;
}

interface Change {
  tracker: string;
  holder: string;
  by: number;
}

const signed = (n: number) => (n < 0 ? `−${-n}` : `+${n}`);

/**
 * The tracker changes a ruling's results make, aimed at its actor, target or the game. An
 * effect with an amount to roll is rolled on the session's generator, once per time its
 * result came up, and said in words ("Crew −4 (1d6: 4)"); one with a formula is worked out
 * from the ruling's inputs ("Units −3 (ceil(0.2 * units) = 3)").
 */
function effectChanges(
  scenario: Scenario,
  r: ResolverDef,
  ruling: Ruling,
  tally: Record<string, number>,
  rng: RngState,
): { changes: Change[]; amounts: string[]; rng: RngState } {
  const [{ changes, amounts }, after] = withGenerator(rng, (g) => {
    const dice = generatorDice(g);
    const changes: Change[] = [];
    const amounts: string[] = [];
    for (const result of r.results)
      for (const e of result.effects) {
        const n = tally[result.id] ?? 0;
        const holder =
          e.holder === 'global'
            ? GLOBAL_HOLDER
            : e.holder === 'actor'
              ? ruling.actor
              : ruling.target;
        if (n <= 0 || !holder) continue;
        const name = scenario.trackers.find((x) => x.id === e.tracker)?.name ?? e.tracker;
        if (e.formula !== undefined) {
          const value = formulaAmount(r.name, e.formula, ruling.inputs);
          const by = e.by * value * n;
          if (by !== 0) changes.push({ tracker: e.tracker, holder, by });
          amounts.push(`${name} ${signed(by)} (${e.formula} = ${value})`);
          continue;
        }
        if (e.roll === undefined) {
          changes.push({ tracker: e.tracker, holder, by: e.by * n });
          continue;
        }
        const t = throwOf(e.roll);
        const totals = Array.from({ length: n }, (_, i) =>
          dice.throw(t, `${result.text} ${i + 1}`).reduce((a, b) => a + b, 0),
        );
        const by = e.by * totals.reduce((a, b) => a + b, 0);
        changes.push({ tracker: e.tracker, holder, by });
        amounts.push(`${name} ${signed(by)} (${t.notation}: ${totals.join(', ')})`);
      }
    return { changes, amounts };
  });
  return { changes, amounts, rng: after };
}

/** Reads the game through the trackers' and the maps' APIs, as an action may. */
function readerOf(ctx: ApplyContext, state: SessionState, scenario: Scenario): GameReader {
  return {
    tracker: (tracker, holder) => ctx.use('trackers').value(state, scenario, tracker, holder),
    piece: (map, token) => ctx.use('maps').piece(state, scenario, map, token),
  };
}

/** What the ruling is rolled with: typed inputs over those read from play, and the notes. */
function givenFor(
  ctx: ApplyContext,
  state: SessionState,
  r: ResolverDef,
  subject: RulingSubject,
  typed: Readonly<Record<string, unknown>>,
): { given: Record<string, unknown>; notes: string[] } {
  const scenario = ctx.header.scenario;
  return withReadInputs(readInputs(r, scenario, subject, readerOf(ctx, state, scenario)), typed);
}

/** The resolvers the results chain to, in the order the results are declared. */
function chainedBy(r: ResolverDef, tally: Record<string, number>): ChainedRoll[] {
  return r.results.flatMap((result) => {
    const n = tally[result.id] ?? 0;
    if (result.then === undefined || n <= 0) return [];
    const times = result.thenEach ? n : 1;
    return Array.from({ length: times }, () => ({ resolver: result.then!, because: result.text }));
  });
}

/** Rolls the first chained resolver as a new proposed ruling, its inputs carried by id. */
function rollNext(
  ctx: ApplyContext,
  state: SessionState,
  ruling: Ruling,
  queue: readonly ChainedRoll[],
  sayDice: boolean,
): { state: SessionState; next: Json | null } {
  const [first, ...rest] = queue;
  if (!first) return { state, next: null };
  const scenario = ctx.header.scenario;
  const r = scenario.resolvers.find((x) => x.id === first.resolver);
  if (!r) return { state, next: { problem: `there is no resolver "${first.resolver}" to roll` } };
  const carried = Object.fromEntries(
    inputsOf(r)
      .filter((i) => Object.hasOwn(ruling.inputs, i.id) && i.from === undefined)
      .map((i) => [i.id, ruling.inputs[i.id]]),
  );
  const subject = { actor: ruling.actor, target: ruling.target, piece: ruling.piece ?? null };
  try {
    const { given, notes } = givenFor(ctx, state, r, subject, carried);
    const [res, rng] = resolveRolled(r, given, state.rng);
    const chained: Ruling = {
      ...rulingOf(ctx, r, res, false, subject, notes),
      after: ruling.seq,
      queue: rest,
    };
    return {
      state: {
        ...state,
        rng,
        adjudication: {
          rulings: [chained, ...state.adjudication.rulings].slice(0, RULINGS_KEPT),
        },
      },
      next: {
        seq: chained.seq,
        name: r.name,
        because: first.because,
        headline: res.headline,
        ...(sayDice ? { rolled: rulingDice(chained.steps, res.dice) } : {}),
      },
    };
  } catch (error) {
    if (!(error instanceof ResolveError || error instanceof ActionRejected)) throw error;
    return { state, next: { problem: `${r.name} could not be rolled next: ${error.message}` } };
  }
}

function settle(
  ctx: ApplyContext,
  state: SessionState,
  scenario: Scenario,
  ruling: Ruling,
  next: Pick<Ruling, 'status' | 'final'>,
  effects: { changes: readonly Change[]; amounts: string[]; rng: RngState },
  chain: readonly ChainedRoll[],
  sayDice: boolean,
): { state: SessionState; outcome: Json } {
  const applied = ctx
    .use('trackers')
    .change({ ...state, rng: effects.rng }, scenario, effects.changes);
  const updated: Ruling = {
    ...ruling,
    ...next,
    changes: applied.changes,
    ...(effects.amounts.length ? { amounts: effects.amounts } : {}),
  };
  const settled: SessionState = {
    ...applied.state,
    adjudication: {
      rulings: state.adjudication.rulings.map((r) => (r.seq === ruling.seq ? updated : r)),
    },
  };
  const rolled = rollNext(ctx, settled, updated, [...chain, ...(ruling.queue ?? [])], sayDice);
  return {
    state: rolled.state,
    outcome: {
      headline: next.final?.headline ?? ruling.headline,
      changes: applied.changes.map((c) => ({ ...c })) as Json,
      amounts: effects.amounts,
      next: rolled.next,
    },
  };
}

/** A new proposed ruling from a resolution, the notes on inputs read from play first. */
function rulingOf(
  ctx: ApplyContext,
  r: ResolverDef,
  res: Resolution,
  typed: boolean,
  subject: RulingSubject,
  notes: readonly string[],
): Ruling {
  return {
    seq: ctx.seq,
    at: ctx.at,
    by: ctx.by,
    resolver: r.id,
    name: r.name,
    inputs: res.inputs,
    dice: res.dice,
    typed,
    steps: notes.length ? [`Read from play: ${notes.join('; ')}`, ...res.steps] : res.steps,
    tally: res.tally,
    headline: res.headline,
    actor: subject.actor,
    target: subject.target,
    ...(subject.piece ? { piece: subject.piece } : {}),
    status: 'proposed',
    final: null,
    changes: [],
  };
}

/** "; then Damage (ruling #9): rolled 4 → 2 × Hull hit", or what kept it from being rolled. */
function nextText(outcome: Record<string, Json>): string {
  const parts = [amountsText(outcome), chainedText(outcome)].filter(Boolean);
  return parts.length ? `; ${parts.join('; ')}` : '';
}

function amountsText(outcome: Record<string, Json>): string {
  const amounts = Array.isArray(outcome['amounts']) ? outcome['amounts'].join(', ') : '';
  return amounts ? `rolled ${amounts}` : '';
}

function chainedText(outcome: Record<string, Json>): string {
  const next = obj(outcome['next']);
  if (typeof next['problem'] === 'string') return next['problem'];
  if (typeof next['name'] !== 'string') return '';
  const rolled = typeof next['rolled'] === 'string' ? `rolled ${next['rolled']} → ` : '';
  return `then ${next['name']} (ruling #${String(next['seq'])}): ${rolled}${String(next['headline'])}`;
}

/** The headline, then what it did to the trackers: "1 × Hit → Raider: Hull −1". */
function settledText(header: { scenario: Scenario }, outcome: Record<string, Json>): string {
  const changes = changesText(header.scenario, outcome['changes']);
  return `${String(outcome['headline'] ?? '')}${changes ? ` → ${changes}` : ''}`;
}

/** A settled ruling's dice (effect amounts, the chained ruling's roll) and its result. */
function settledWords(header: { scenario: Scenario }, outcome: Json | undefined): RollWords {
  const o = obj(outcome);
  const next = obj(o['next']);
  const dice = [amountsText(o).replace(/^rolled /, '')];
  if (typeof next['rolled'] === 'string') dice.push(`${String(next['name'])}: ${next['rolled']}`);
  const chained = chainedText(o);
  return {
    dice: dice.filter(Boolean).join('; '),
    result: `${settledText(header, o)}${chained ? `; ${chained}` : ''}`,
  };
}

/**
 * Entries logged before a chained ruling's dice were said read with `chainDice` off, so their
 * outcomes replay as they were written.
 */
function chainDiceIfUnsaid(logged: Action): Action {
  return 'chainDice' in logged ? logged : { ...logged, chainDice: false };
}

/** Say the dice of the ruling a result chains to (off only for entries logged before). */
const chainDiceSchema = z.boolean().default(true);

function obj(outcome: Json | undefined): Record<string, Json> {
  return outcome && typeof outcome === 'object' && !Array.isArray(outcome) ? outcome : {};
}

function nameOf(header: { scenario: Scenario }, id: string): string {
  return header.scenario.resolvers.find((r) => r.id === id)?.name ?? id;
}

export const rulingResolveModule = defineAction({
  type: 'ruling.resolve',
  kind: 'ruling',
  schema: z.strictObject({
    type: z.literal('ruling.resolve'),
    resolver: idSchema,
    inputs: z.record(idSchema, inputValue).default({}),
    /** Physical dice typed in; absent: the session rolls. */
    dice: z
      .array(z.number().int('a face is a whole number').min(-1000).max(100_000))
      .max(2000)
      .optional(),
    actor: idSchema.optional(),
    target: idSchema.optional(),
    /** The piece the ruling is about: inputs may read its state and the terrain under it. */
    piece: z.strictObject({ map: idSchema, token: idSchema }).optional(),
  }),
  apply(state, action, ctx) {
    const scenario = ctx.header.scenario;
    const r = resolver(scenario, action.resolver);
    const subject: RulingSubject = {
      actor: teamCheck(scenario, action.actor),
      target: teamCheck(scenario, action.target),
      piece: action.piece ?? null,
    };
    if (subject.piece)
      ctx.use('maps').piece(state, scenario, subject.piece.map, subject.piece.token);
    const { given, notes } = givenFor(ctx, state, r, subject, action.inputs);
    let res: Resolution;
    let rng = state.rng;
    try {
      if (action.dice) res = resolveTyped(r, given, action.dice);
      else [res, rng] = resolveRolled(r, given, state.rng);
    } catch (error) {
      if (error instanceof ResolveError)
        throw new ActionRejected(
          error.message.startsWith(r.name) ? error.message : `${r.name}: ${error.message}`,
        );
      throw error;
    }
    const ruling = rulingOf(ctx, r, res, action.dice !== undefined, subject, notes);
    return {
      state: {
        ...state,
        rng,
        adjudication: { rulings: [ruling, ...state.adjudication.rulings].slice(0, RULINGS_KEPT) },
      },
      outcome: { headline: res.headline, dice: res.dice, steps: ruling.steps },
    };
  },
  describe(action, outcome, header) {
    const how = action.dice ? 'dice typed in' : 'rolled';
    return `Ruling: ${rollLine(nameOf(header, action.resolver), resolvedWords(outcome), how)}`;
  },
  rolled: (_action, outcome) => resolvedWords(outcome),
});

/** A proposed ruling's working ("5 + 4 = 9") and headline, as its entry logged them. */
function resolvedWords(outcome: Json | undefined): RollWords {
  const o = obj(outcome);
  const steps = Array.isArray(o['steps']) ? o['steps'] : [];
  const dice = Array.isArray(o['dice']) ? o['dice'] : [];
  return { dice: rulingDice(steps, dice) || 'no dice', result: String(o['headline'] ?? '') };
}

export const rulingAcceptModule = defineAction({
  type: 'ruling.accept',
  kind: 'ruling',
  schema: z.strictObject({
    type: z.literal('ruling.accept'),
    ruling: z.number().int().min(1),
    chainDice: chainDiceSchema,
  }),
  fromLog: chainDiceIfUnsaid,
  apply(state, action, ctx) {
    const ruling = open(state, action.ruling);
    const r = resolver(ctx.header.scenario, ruling.resolver);
    return settle(
      ctx,
      state,
      ctx.header.scenario,
      ruling,
      { status: 'accepted', final: null },
      effectChanges(ctx.header.scenario, r, ruling, ruling.tally, state.rng),
      chainedBy(r, ruling.tally),
      action.chainDice,
    );
  },
  describe: (action, outcome, header) =>
    `Accepted ruling #${action.ruling}: ${settledText(header, obj(outcome))}${nextText(obj(outcome))}`,
  rolled: (_action, outcome, header) => settledWords(header, outcome),
});

export const rulingAmendModule = defineAction({
  type: 'ruling.amend',
  kind: 'ruling',
  schema: z.strictObject({
    type: z.literal('ruling.amend'),
    ruling: z.number().int().min(1),
    /** The results as they stand: result id → count. */
    tally: z.record(idSchema, z.number().int().min(0).max(10_000)),
    reason: reasonSchema,
    chainDice: chainDiceSchema,
  }),
  fromLog: chainDiceIfUnsaid,
  apply(state, action, ctx) {
    const ruling = open(state, action.ruling);
    const r = resolver(ctx.header.scenario, ruling.resolver);
    const unknown = Object.keys(action.tally).filter((id) => !r.results.some((x) => x.id === id));
    if (unknown.length)
      throw new ActionRejected(
        `${r.name} has no result "${unknown.join('", "')}" (its results: ${r.results.map((x) => x.id).join(', ')})`,
      );
    const tally = Object.fromEntries(Object.entries(action.tally).filter(([, n]) => n > 0));
    const final = { headline: tallyText(r, tally), tally, by: ctx.by, reason: action.reason };
    return settle(
      ctx,
      state,
      ctx.header.scenario,
      ruling,
      { status: 'amended', final },
      effectChanges(ctx.header.scenario, r, ruling, tally, state.rng),
      chainedBy(r, tally),
      action.chainDice,
    );
  },
  describe: (action, outcome, header) =>
    `Amended ruling #${action.ruling} to ${settledText(header, obj(outcome))} — reason: ${action.reason}${nextText(obj(outcome))}`,
  rolled: (_action, outcome, header) => settledWords(header, outcome),
});

export const rulingSetModule = defineAction({
  type: 'ruling.set',
  kind: 'ruling',
  schema: z.strictObject({
    type: z.literal('ruling.set'),
    ruling: z.number().int().min(1),
    /** The outcome in Control's words. */
    text: z.string().trim().min(1, 'say what happens').max(500),
    changes: z
      .array(
        z.strictObject({
          tracker: idSchema,
          holder: z.string().min(1).max(80),
          by: z.number().int().min(-10_000).max(10_000),
        }),
      )
      .max(100)
      .default([]),
    reason: reasonSchema,
    chainDice: chainDiceSchema,
  }),
  fromLog: chainDiceIfUnsaid,
  apply(state, action, ctx) {
    const ruling = open(state, action.ruling);
    const final = { headline: action.text, tally: {}, by: ctx.by, reason: action.reason };
    return settle(
      ctx,
      state,
      ctx.header.scenario,
      ruling,
      { status: 'set', final },
      { changes: action.changes, amounts: [], rng: state.rng },
      [],
      action.chainDice,
    );
  },
  describe: (action, outcome, header) =>
    `Set ruling #${action.ruling} by hand: ${settledText(header, { ...obj(outcome), headline: action.text })} — reason: ${action.reason}${nextText(obj(outcome))}`,
  rolled: (_action, outcome, header) => settledWords(header, outcome),
});

export const rulingActionModules = [
  rulingResolveModule,
  rulingAcceptModule,
  rulingAmendModule,
  rulingSetModule,
] as const;
