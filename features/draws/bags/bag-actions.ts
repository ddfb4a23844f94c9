import { z } from 'zod';
import type { Scenario } from '../../../scenarios/format/schema.ts';
import { idSchema } from '../../../scenarios/format/primitives.ts';
import type { BagDef } from '../draws-format.ts';
import { withGenerator, type Generator } from '../../../random/rng.ts';
import {
  ActionRejected,
  type Applied,
  type Json,
  type SessionState,
} from '../../../session/types.ts';
import { bagDef } from '../lookup.ts';
import { withResult } from '../results.ts';
import type { BagState } from '../types.ts';
import { addToBag, applyPreset, drawFromBag, removeFromBag, type Counts } from './bag-ops.ts';
import { defineAction } from '../../../session/define-action.ts';

/** The bag actions: draws and every change to what is in a bag are logged. */

const countsSchema = z
  .record(
    idSchema,
    z.number().int('must be a whole number').min(1, 'must be at least 1').max(100_000),
  )
  .refine((c) => Object.keys(c).length > 0, 'name at least one kind');
const kindsSchema = z.array(idSchema).max(100).default([]);

function bagStep(
  state: SessionState,
  scenario: Scenario,
  bagId: string,
  operate: (
    def: BagDef,
    bag: BagState,
    g: Generator,
  ) => { bag: BagState; outcome?: Json; extra?: (s: SessionState) => SessionState },
): Applied {
  const def = bagDef(scenario, bagId);
  const bag = state.draws.bags[bagId];
  if (!bag) throw new ActionRejected(`the bag "${bagId}" is not in this session`);
  const [result, rng] = withGenerator(state.rng, (g) => operate(def, bag, g));
  let next: SessionState = {
    ...state,
    rng,
    draws: { ...state.draws, bags: { ...state.draws.bags, [bagId]: result.bag } },
  };
  if (result.extra) next = result.extra(next);
  return { state: next, ...(result.outcome === undefined ? {} : { outcome: result.outcome }) };
}

function kindNames(scenario: Scenario, bagId: string, kinds: readonly string[]): string {
  const def = scenario.bags.find((b) => b.id === bagId);
  return kinds.map((k) => def?.kinds.find((kind) => kind.id === k)?.name ?? k).join(', ');
}

function countsText(scenario: Scenario, bagId: string, counts: Counts): string {
  return Object.entries(counts)
    .map(([kind, n]) => `${n} ${kindNames(scenario, bagId, [kind])}`)
    .join(', ');
}

function bagName(scenario: Scenario, bagId: string): string {
  return scenario.bags.find((b) => b.id === bagId)?.name ?? bagId;
}

function field(outcome: Json | undefined, key: string): Json | undefined {
  return outcome && typeof outcome === 'object' && !Array.isArray(outcome)
    ? outcome[key]
    : undefined;
}

export const bagDrawModule = defineAction({
  type: 'bag.draw',
  kind: 'draw',
  schema: z.strictObject({
    type: z.literal('bag.draw'),
    bag: idSchema,
    count: z
      .number()
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(1000)
      .default(1),
    replace: z.boolean().default(false),
    redraw: kindsSchema,
    until: kindsSchema,
  }),
  apply(state, action, ctx) {
    const scenario = ctx.header.scenario;
    return bagStep(state, scenario, action.bag, (def, bag, g) => {
      const drawn = drawFromBag(def, bag, g, {
        count: action.count ?? 1,
        replace: action.replace ?? false,
        redraw: action.redraw ?? [],
        until: action.until ?? [],
      });
      const value =
        drawn.items.length > 0 ? kindNames(scenario, action.bag, drawn.items) : 'nothing';
      const notes = [
        action.replace ? 'with replacement' : '',
        drawn.returned.length > 0
          ? `put back and drawn again: ${kindNames(scenario, action.bag, drawn.returned)}`
          : '',
        drawn.short > 0 ? `${drawn.short} short` : '',
      ].filter(Boolean);
      return {
        bag: { ...drawn.state, lastDraw: { seq: ctx.seq, items: drawn.items } },
        outcome: { items: drawn.items, returned: drawn.returned, short: drawn.short },
        extra: (s) => ({
          ...s,
          draws: withResult(s.draws, {
            seq: ctx.seq,
            at: ctx.at,
            kind: 'bag',
            label: def.name,
            value,
            detail: notes.join('; '),
            physical: false,
          }),
        }),
      };
    });
  },
  describe(action, outcome, header) {
    const items = field(outcome, 'items');
    const list = Array.isArray(items)
      ? items.filter((i): i is string => typeof i === 'string')
      : [];
    return `Drew ${list.length} from the ${bagName(header.scenario, action.bag)}: ${kindNames(header.scenario, action.bag, list) || 'nothing'}`;
  },
});

/** Pieces from the supply into the bag (returning drawn pieces is adding them back), or chosen pieces out of it. */
function moveModule<T extends 'bag.add' | 'bag.remove'>(type: T) {
  const adding = type === 'bag.add';
  return defineAction({
    type,
    kind: 'draw',
    schema: z.strictObject({ type: z.literal(type), bag: idSchema, items: countsSchema }),
    apply(state, action, ctx) {
      return bagStep(state, ctx.header.scenario, action.bag, (def, bag) => {
        const moved = (adding ? addToBag : removeFromBag)(def, bag, action.items);
        if (Object.keys(moved.moved).length === 0)
          throw new ActionRejected(
            adding
              ? `the supply has none of those left for the ${def.name}`
              : `the ${def.name} has none of those`,
          );
        return { bag: moved.state, outcome: { moved: moved.moved, short: moved.short } };
      });
    },
    describe(action, outcome, header) {
      const moved = field(outcome, 'moved');
      const counts =
        moved && typeof moved === 'object' && !Array.isArray(moved)
          ? (moved as Counts)
          : action.items;
      const bag = bagName(header.scenario, action.bag);
      return adding
        ? `Put ${countsText(header.scenario, action.bag, counts)} into the ${bag}`
        : `Took ${countsText(header.scenario, action.bag, counts)} out of the ${bag}`;
    },
  });
}

export const bagAddModule = moveModule('bag.add');
export const bagRemoveModule = moveModule('bag.remove');

export const bagPresetModule = defineAction({
  type: 'bag.preset',
  kind: 'draw',
  schema: z.strictObject({ type: z.literal('bag.preset'), bag: idSchema, preset: idSchema }),
  apply(state, action, ctx) {
    return bagStep(state, ctx.header.scenario, action.bag, (def, bag) => {
      const applied = applyPreset(def, bag, action.preset);
      return {
        bag: { ...applied.state, lastDraw: null },
        outcome: { moved: applied.moved, short: applied.short },
      };
    });
  },
  describe(action, _outcome, header) {
    const def = header.scenario.bags.find((b) => b.id === action.bag);
    const preset = def?.presets.find((p) => p.id === action.preset)?.name ?? action.preset;
    return `Set the ${def?.name ?? action.bag} to ${preset}`;
  },
});

export const bagActionModules = [
  bagDrawModule,
  bagAddModule,
  bagRemoveModule,
  bagPresetModule,
] as const;
