import { z } from 'zod';
import { idSchema } from '../../scenarios/format/primitives.ts';
import type { Scenario } from '../../scenarios/format/schema.ts';
import { ActionRejected, type Json, type SessionState } from '../../session/types.ts';
import { productionDef, productionLines } from './production.ts';
import { unpaidMoves } from './production-unpaid.ts';
import { checkHolder, trackerDef, trackerLimits } from './tracker-defs.ts';
import { changeAll, changeBy, trackerValue, withValue, type AppliedChange } from './tracker-ops.ts';
import { GLOBAL_HOLDER } from './types.ts';
import { defineAction } from '../../session/define-action.ts';
import { seesTrackerLine } from './projection.ts';
import { CONTROL, isCrew, type Viewer } from '../../session/viewer.ts';
import { paidActionTakeModule } from './paid-action-actions.ts';
import { everySeatIfUnsaid, normaliseHolders, seatsSchema } from './seats-in-play.ts';

/** Tracker actions: +/−, set, production steps and normalisation, each one logged. */

const amount = z.number().int('must be a whole number').min(-1_000_000).max(1_000_000);
const holderSchema = z.string().max(80).default(GLOBAL_HOLDER);

/** "Fuel (Refinery Ship 1)", "Law & Order". */
export function holderLabel(
  scenario: Scenario,
  state: SessionState | null,
  holder: string,
): string {
  if (holder === GLOBAL_HOLDER) return '';
  const team = scenario.teams.find((t) => t.id === holder);
  if (team) return team.name;
  return state?.roster.players.find((p) => p.id === holder)?.name ?? holder;
}

function trackerName(scenario: Scenario, id: string): string {
  return scenario.trackers.find((t) => t.id === id)?.name ?? id;
}

const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);

function changesJson(changes: readonly AppliedChange[]): Json {
  return changes.map((c) => ({ ...c }));
}

function appliedList(outcome: Json | undefined): AppliedChange[] {
  const list =
    outcome && typeof outcome === 'object' && !Array.isArray(outcome) ? outcome['changes'] : null;
  return Array.isArray(list) ? (list as unknown as AppliedChange[]) : [];
}

export const trackerAdjustModule = defineAction({
  type: 'tracker.adjust',
  kind: 'team',
  schema: z.strictObject({
    type: z.literal('tracker.adjust'),
    tracker: idSchema,
    holder: holderSchema,
    by: amount.refine((n) => n !== 0, 'must not be 0'),
  }),
  apply(state, action, ctx) {
    const scenario = ctx.header.scenario;
    const def = trackerDef(scenario, action.tracker);
    checkHolder(scenario, def, state.roster, action.holder);
    const { trackers, change } = changeBy(state.trackers, def, action.holder, action.by);
    if (change.applied === 0) {
      const whose = holderLabel(scenario, state, action.holder);
      throw new ActionRejected(
        `${def.name} is already at its ${action.by > 0 ? 'maximum' : 'minimum'} (${change.value})${whose ? ` for ${whose}` : ''}`,
      );
    }
    return {
      state: { ...state, trackers },
      outcome: { applied: change.applied, value: change.value },
    };
  },
  describe(action, outcome, header) {
    const who = holderLabel(header.scenario, null, action.holder);
    const value =
      outcome && typeof outcome === 'object' && !Array.isArray(outcome) ? outcome['value'] : null;
    return `${trackerName(header.scenario, action.tracker)}${who ? ` (${who})` : ''} ${signed(action.by)}${typeof value === 'number' ? ` → ${value}` : ''}`;
  },
  visibleTo: (action, _outcome, header, viewer) =>
    seesTrackerLine(header.scenario, action.tracker, action.holder, viewer),
});

export const trackerSetModule = defineAction({
  type: 'tracker.set',
  kind: 'team',
  schema: z.strictObject({
    type: z.literal('tracker.set'),
    tracker: idSchema,
    holder: holderSchema,
    value: amount,
  }),
  apply(state, action, ctx) {
    const scenario = ctx.header.scenario;
    const def = trackerDef(scenario, action.tracker);
    checkHolder(scenario, def, state.roster, action.holder);
    // The holder's own limits: a team's maximum may differ from the tracker's.
    const { min, max } = trackerLimits(def, action.holder, state.trackers);
    if ((min !== null && action.value < min) || (max !== null && action.value > max)) {
      const whose = holderLabel(scenario, state, action.holder);
      throw new ActionRejected(
        `${def.name}${whose ? ` for ${whose}` : ''} runs from ${min ?? 'any'} to ${max ?? 'any'}; ${action.value} is outside`,
      );
    }
    const before = trackerValue(state.trackers, def, action.holder);
    return {
      state: { ...state, trackers: withValue(state.trackers, def, action.holder, action.value) },
      outcome: { before },
    };
  },
  describe(action, _outcome, header) {
    const who = holderLabel(header.scenario, null, action.holder);
    return `${trackerName(header.scenario, action.tracker)}${who ? ` (${who})` : ''} set to ${action.value}`;
  },
  visibleTo: (action, _outcome, header, viewer) =>
    seesTrackerLine(header.scenario, action.tracker, action.holder, viewer),
});

function produceLine(
  action: { productions: readonly string[] },
  outcome: Json | undefined,
  scenario: Scenario,
  viewer: Viewer,
): string {
  const names = action.productions.length
    ? action.productions
        .map((id) => scenario.productions.find((p) => p.id === id)?.name ?? id)
        .join(', ')
    : 'all production';
  const changes = appliedList(outcome).filter((c) =>
    seesTrackerLine(scenario, c.tracker, c.holder, viewer),
  );
  const total = new Map<string, number>();
  for (const c of changes) total.set(c.tracker, (total.get(c.tracker) ?? 0) + c.applied);
  const summary = [...total].map(([t, n]) => `${signed(n)} ${trackerName(scenario, t)}`).join(', ');
  return `Produced (${names})${summary ? `: ${summary}` : ': nothing'}`;
}

export const trackerProduceModule = defineAction({
  type: 'tracker.produce',
  kind: 'team',
  schema: z.strictObject({
    type: z.literal('tracker.produce'),
    productions: z.array(idSchema).max(200).default([]),
  }),
  apply(state, action, ctx) {
    const scenario = ctx.header.scenario;
    const ids = action.productions.length
      ? action.productions
      : scenario.productions.map((p) => p.id);
    if (ids.length === 0) throw new ActionRejected('This scenario has no production steps');
    // Every step reads the trackers as they stood before production: steps do not feed each other.
    const steps = ids.flatMap((id) => {
      const def = productionDef(scenario, id);
      return productionLines(scenario, state.roster, state.trackers, def).map((line) => ({
        def,
        change: { tracker: def.output, holder: line.team, by: line.amount },
      }));
    });
    const paid = changeAll(
      scenario,
      state.trackers,
      steps.map((s) => s.change),
    );
    // Every output tracker exists (the scenario is checked), so changes line up with steps.
    const moves = steps.flatMap((s, i) => {
      const applied = paid.changes[i];
      return applied ? unpaidMoves(s.def, applied) : [];
    });
    const unpaid = changeAll(scenario, paid.trackers, moves);
    const changes = [...paid.changes, ...unpaid.changes];
    return {
      state: { ...state, trackers: unpaid.trackers },
      outcome: { changes: changesJson(changes) },
    };
  },
  describe: (action, outcome, header) => produceLine(action, outcome, header.scenario, CONTROL),
  // The totals a viewer reads are of the values it sees: another team's production is not its business.
  describeFor: (action, outcome, header, viewer) =>
    produceLine(action, outcome, header.scenario, viewer),
});

function normaliseLine(
  action: { tracker: string; floor?: number | undefined },
  outcome: Json | undefined,
  scenario: Scenario,
  withShift: boolean,
): string {
  const shift =
    outcome && typeof outcome === 'object' && !Array.isArray(outcome) ? outcome['shift'] : null;
  const moved = withShift && typeof shift === 'number' ? ` (everyone ${signed(shift)})` : '';
  return `Normalised ${trackerName(scenario, action.tracker)} so the lowest holds ${action.floor ?? 1}${moved}`;
}

/**
 * Shift every holder by the same amount so the lowest holds exactly `floor`. A team tracker
 * counts the seats in play: an empty seat's start value must not set everyone else's.
 */
export const trackerNormaliseModule = defineAction({
  type: 'tracker.normalise',
  kind: 'team',
  schema: z.strictObject({
    type: z.literal('tracker.normalise'),
    tracker: idSchema,
    floor: amount.default(1),
    seats: seatsSchema,
  }),
  fromLog: everySeatIfUnsaid,
  apply(state, action, ctx) {
    const scenario = ctx.header.scenario;
    const def = trackerDef(scenario, action.tracker);
    if (def.scope === 'global')
      throw new ActionRejected(`${def.name} has a single value: nothing to normalise`);
    const holders = normaliseHolders(scenario, def, state.roster, action.seats);
    if (holders.length === 0) throw new ActionRejected(`Nobody holds ${def.name}`);
    const lowest = Math.min(...holders.map((h) => trackerValue(state.trackers, def, h)));
    const shift = action.floor - lowest;
    const { trackers, changes } = changeAll(
      scenario,
      state.trackers,
      holders.map((holder) => ({ tracker: def.id, holder, by: shift })),
    );
    return { state: { ...state, trackers }, outcome: { shift, changes: changesJson(changes) } };
  },
  describe: (action, outcome, header) => normaliseLine(action, outcome, header.scenario, true),
  // The shift tells what the lowest held, which only those who see every value may know.
  describeFor: (action, outcome, header, viewer) =>
    normaliseLine(action, outcome, header.scenario, isCrew(viewer)),
});

/**
 * Set one holder's maximum during the game (the Captain card drawn fixes the captain's
 * ability maxima); a value above it comes down to it. `null` goes back to the scenario's.
 */
export const trackerMaximumModule = defineAction({
  type: 'tracker.maximum',
  kind: 'team',
  schema: z.strictObject({
    type: z.literal('tracker.maximum'),
    tracker: idSchema,
    holder: holderSchema,
    max: amount.nullable(),
  }),
  apply(state, action, ctx) {
    const scenario = ctx.header.scenario;
    const def = trackerDef(scenario, action.tracker);
    checkHolder(scenario, def, state.roster, action.holder);
    const { min } = trackerLimits(def, action.holder, state.trackers);
    if (action.max !== null && min !== null && action.max < min)
      throw new ActionRejected(
        `${def.name} cannot go below ${min}; a maximum of ${action.max} is too low`,
      );
    const own = { ...state.trackers.maxima?.[def.id] };
    if (action.max === null) delete own[action.holder];
    else own[action.holder] = action.max;
    const maxima = { ...state.trackers.maxima, [def.id]: own };
    if (Object.keys(own).length === 0) delete maxima[def.id];
    const limited = { ...state.trackers, maxima };
    const before = trackerValue(state.trackers, def, action.holder);
    const { max } = trackerLimits(def, action.holder, limited);
    const value = max !== null && before > max ? max : before;
    return {
      state: { ...state, trackers: withValue(limited, def, action.holder, value) },
      outcome: { before, value, max },
    };
  },
  describe(action, outcome, header) {
    const who = holderLabel(header.scenario, null, action.holder);
    const max =
      outcome && typeof outcome === 'object' && !Array.isArray(outcome) ? outcome['max'] : null;
    const what =
      action.max !== null
        ? `maximum set to ${action.max}`
        : `maximum back to the scenario's (${typeof max === 'number' ? max : 'none'})`;
    return `${trackerName(header.scenario, action.tracker)}${who ? ` (${who})` : ''} ${what}`;
  },
  visibleTo: (action, _outcome, header, viewer) =>
    seesTrackerLine(header.scenario, action.tracker, action.holder, viewer),
});

export const trackerActionModules = [
  trackerAdjustModule,
  trackerSetModule,
  trackerMaximumModule,
  trackerProduceModule,
  trackerNormaliseModule,
  paidActionTakeModule,
] as const;
