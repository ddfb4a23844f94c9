import { z } from 'zod';
import { idSchema } from '../../scenarios/format/primitives.ts';
import type { ResolverDef } from './resolvers-format.ts';
import type { Scenario } from '../../scenarios/format/schema.ts';
import { defineAction } from '../../session/define-action.ts';
import {
  ActionRejected,
  type ApplyContext,
  type Json,
  type SessionState,
} from '../../session/types.ts';
import { GLOBAL_HOLDER } from '../teams/types.ts';
import { tallyText } from './inputs.ts';
import { findResolver, resolveRolled, resolveTyped } from './resolve.ts';
import { RULINGS_KEPT, type Ruling } from './state.ts';
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

/** The tracker changes a ruling's results make, aimed at its actor, target or the game. */
function effectChanges(r: ResolverDef, ruling: Ruling, tally: Record<string, number>) {
  return r.results.flatMap((result) =>
    result.effects.flatMap((e) => {
      const n = tally[result.id] ?? 0;
      const holder =
        e.holder === 'global' ? GLOBAL_HOLDER : e.holder === 'actor' ? ruling.actor : ruling.target;
      return n > 0 && holder ? [{ tracker: e.tracker, holder, by: e.by * n }] : [];
    }),
  );
}

function settle(
  ctx: ApplyContext,
  state: SessionState,
  scenario: Scenario,
  ruling: Ruling,
  next: Pick<Ruling, 'status' | 'final'>,
  changes: readonly { tracker: string; holder: string; by: number }[],
): { state: SessionState; outcome: Json } {
  const applied = ctx.use('trackers').change(state, scenario, changes);
  const updated: Ruling = { ...ruling, ...next, changes: applied.changes };
  return {
    state: {
      ...applied.state,
      adjudication: {
        rulings: state.adjudication.rulings.map((r) => (r.seq === ruling.seq ? updated : r)),
      },
    },
    outcome: {
      headline: next.final?.headline ?? ruling.headline,
      changes: applied.changes.map((c) => ({ ...c })) as Json,
    },
  };
}

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
  }),
  apply(state, action, ctx) {
    const scenario = ctx.header.scenario;
    const r = resolver(scenario, action.resolver);
    const actor = teamCheck(scenario, action.actor);
    const target = teamCheck(scenario, action.target);
    let res: Resolution;
    let rng = state.rng;
    try {
      if (action.dice) res = resolveTyped(r, action.inputs, action.dice);
      else [res, rng] = resolveRolled(r, action.inputs, state.rng);
    } catch (error) {
      if (error instanceof ResolveError)
        throw new ActionRejected(
          error.message.startsWith(r.name) ? error.message : `${r.name}: ${error.message}`,
        );
      throw error;
    }
    const ruling: Ruling = {
      seq: ctx.seq,
      at: ctx.at,
      by: ctx.by,
      resolver: r.id,
      name: r.name,
      inputs: res.inputs,
      dice: res.dice,
      typed: action.dice !== undefined,
      steps: res.steps,
      tally: res.tally,
      headline: res.headline,
      actor,
      target,
      status: 'proposed',
      final: null,
      changes: [],
    };
    return {
      state: {
        ...state,
        rng,
        adjudication: { rulings: [ruling, ...state.adjudication.rulings].slice(0, RULINGS_KEPT) },
      },
      outcome: { headline: res.headline, dice: res.dice, steps: res.steps },
    };
  },
  describe(action, outcome, header) {
    const o = obj(outcome);
    const dice = Array.isArray(o['dice']) ? o['dice'].join(', ') : '';
    const how = action.dice ? 'dice typed in' : 'rolled';
    return `Ruling: ${nameOf(header, action.resolver)} (${how} ${dice}): ${String(o['headline'] ?? '')}`;
  },
});

export const rulingAcceptModule = defineAction({
  type: 'ruling.accept',
  kind: 'ruling',
  schema: z.strictObject({ type: z.literal('ruling.accept'), ruling: z.number().int().min(1) }),
  apply(state, action, ctx) {
    const ruling = open(state, action.ruling);
    const r = resolver(ctx.header.scenario, ruling.resolver);
    return settle(
      ctx,
      state,
      ctx.header.scenario,
      ruling,
      { status: 'accepted', final: null },
      effectChanges(r, ruling, ruling.tally),
    );
  },
  describe: (action, outcome) =>
    `Accepted ruling #${action.ruling}: ${String(obj(outcome)['headline'] ?? '')}`,
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
  }),
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
      effectChanges(r, ruling, tally),
    );
  },
  describe: (action, outcome) =>
    `Amended ruling #${action.ruling} to ${String(obj(outcome)['headline'] ?? '')} — reason: ${action.reason}`,
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
  }),
  apply(state, action, ctx) {
    const ruling = open(state, action.ruling);
    const final = { headline: action.text, tally: {}, by: ctx.by, reason: action.reason };
    return settle(
      ctx,
      state,
      ctx.header.scenario,
      ruling,
      { status: 'set', final },
      action.changes,
    );
  },
  describe: (action) =>
    `Set ruling #${action.ruling} by hand: ${action.text} — reason: ${action.reason}`,
});

export const rulingActionModules = [
  rulingResolveModule,
  rulingAcceptModule,
  rulingAmendModule,
  rulingSetModule,
] as const;
