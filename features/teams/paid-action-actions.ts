import { z } from 'zod';
import { idSchema } from '../../scenarios/format/primitives.ts';
import type { PaidActionDef } from './paid-actions-format.ts';
import type { Scenario } from '../../scenarios/format/schema.ts';
import { mapInPlay, placeName } from '../maps/live-map.ts';
import { seenBy } from '../maps/seen-by.ts';
import { placeOn, tokenOn } from '../maps/token-actions.ts';
import { defineAction } from '../../session/define-action.ts';
import {
  ActionRejected,
  type ApplyContext,
  type Json,
  type SessionHeader,
  type SessionState,
} from '../../session/types.ts';
import { isCrew, viewerTeam, type Viewer } from '../../session/viewer.ts';
import {
  checkPayers,
  debit,
  paidActionDef,
  payersOf,
  shortfallReason,
  teamName,
} from './paid-action.ts';
import { trackerDef } from './tracker-defs.ts';
import { phaseName, phaseReached } from '../clock/phase-window.ts';

/**
 * Taking a paid action: every payer is checked first; one short payer refuses the whole
 * action (naming each short payer and its shortfall) unless the action leaves the short ones
 * behind. Otherwise each pays in this one logged, undoable entry, and the action's piece
 * moves to the chosen place through the map's own move (stacking and reveal rules apply).
 */

interface Paid {
  team: string;
  amount: number;
  value: number;
}

interface TakenOutcome {
  by: string;
  free: boolean;
  paid: Paid[];
  left: string[];
  to: string | null;
  toAt: string | null;
  fromAt: string | null;
}

function moveFleet(
  ctx: ApplyContext,
  state: SessionState,
  scenario: Scenario,
  def: PaidActionDef,
  to: string | undefined,
): { state: SessionState; to: string | null; toAt: string | null; fromAt: string | null } {
  if (!def.move) {
    if (to !== undefined) throw new ActionRejected(`${def.name} moves no piece; leave out "to"`);
    return { state, to: null, toAt: null, fromAt: null };
  }
  if (to === undefined) throw new ActionRejected(`Choose where ${def.name} goes`);
  const { map } = mapInPlay(scenario, state.maps, def.move.map);
  const token = tokenOn(map, def.move.token);
  const at = placeOn(map, to);
  if (token.at === at)
    throw new ActionRejected(`${token.label || token.id} is already at ${placeName(map, at)}`);
  const moved = ctx.use('maps').moveToken(state, scenario, def.move.map, token.id, at);
  return { state: moved.state, to: placeName(map, at), toAt: at, fromAt: token.at };
}

function readOutcome(outcome: Json | undefined): TakenOutcome | null {
  if (!outcome || typeof outcome !== 'object' || Array.isArray(outcome)) return null;
  return outcome as unknown as TakenOutcome;
}

/** "2 Fuel × 11 ships", or "17 Fuel from 11 ships (R.E.C. Prosecutor 3, …)" when costs differ. */
function paidWords(scenario: Scenario, def: PaidActionDef, paid: readonly Paid[]): string {
  const unit = scenario.trackers.find((t) => t.id === def.tracker)?.name ?? def.tracker;
  const payers = `${paid.length} ${def.payerWord}${paid.length === 1 ? '' : 's'}`;
  const first = paid[0];
  if (!first) return `nobody paid`;
  if (paid.every((p) => p.amount === first.amount))
    return paid.length === 1
      ? `${teamName(scenario, first.team)} paid ${first.amount} ${unit}`
      : `paid ${first.amount} ${unit} × ${payers}`;
  const total = paid.reduce((sum, p) => sum + p.amount, 0);
  const each = paid.map((p) => `${teamName(scenario, p.team)} ${p.amount}`).join(', ');
  return `paid ${total} ${unit} from ${payers} (${each})`;
}

function words(
  action: { action: string },
  outcome: Json | undefined,
  header: SessionHeader,
  viewer: Viewer | null,
): string {
  const scenario = header.scenario;
  const def = scenario.paidActions.find((p) => p.id === action.action);
  const name = def?.name ?? action.action;
  const taken = readOutcome(outcome);
  if (!def || !taken) return name;
  const seesPlace =
    taken.toAt !== null &&
    def.move !== null &&
    (viewer === null ||
      seenBy(header, viewer, def.move.map, [taken.fromAt ?? '', taken.toAt].filter(Boolean)));
  const where = seesPlace && taken.to ? ` to ${taken.to}` : '';
  const left = taken.left.length
    ? `; left behind: ${taken.left.map((t) => teamName(scenario, t)).join(', ')}`
    : '';
  if (taken.free) {
    const n = taken.paid.length;
    return `${name}${where} without paying (${n} ${def.payerWord}${n === 1 ? '' : 's'})${left}`;
  }
  if (viewer === null || isCrew(viewer))
    return `${name}${where}: ${paidWords(scenario, def, taken.paid)}${left}`;
  // A team reads its own payment only: the others' amounts are theirs.
  const own = taken.paid.find((p) => p.team === viewerTeam(viewer));
  const n = taken.paid.length;
  const unit = scenario.trackers.find((t) => t.id === def.tracker)?.name ?? def.tracker;
  return `${name}${where}: ${n} ${def.payerWord}${n === 1 ? '' : 's'} paid${own ? `; you paid ${own.amount} ${unit}` : ''}${left}`;
}

export const paidActionTakeModule = defineAction({
  type: 'paid-action.take',
  kind: 'team',
  schema: z.strictObject({
    type: z.literal('paid-action.take'),
    action: idSchema,
    /** Where the action's piece goes (a place on its map), when it moves one. */
    to: z.string().trim().min(1).max(80).optional(),
    /** The team taking it, for an action paid by the acting team. */
    team: idSchema.optional(),
    /** Control's waiver: nobody pays, and the log says so. */
    free: z.boolean().default(false),
    /** Payers Control leaves out (they stay behind and pay nothing). */
    leave: z.array(idSchema).max(200).default([]),
  }),
  apply(state, action, ctx) {
    const scenario = ctx.header.scenario;
    const def = paidActionDef(scenario, action.action);
    if (def.openFrom !== undefined && !phaseReached(scenario, state.clock, def.openFrom))
      throw new ActionRejected(
        `${def.name} is closed until ${phaseName(scenario, def.openFrom)}: take it then`,
      );
    const tracker = trackerDef(scenario, def.tracker);
    const all = payersOf(scenario, state, def, action.team);
    for (const team of action.leave)
      if (!all.includes(team))
        throw new ActionRejected(`${teamName(scenario, team)} does not take part in ${def.name}`);
    const taking = all.filter((t) => !action.leave.includes(t));
    if (taking.length === 0) throw new ActionRejected(`Nobody is left to take ${def.name}`);
    const checks = checkPayers(state.trackers, tracker, def, taking);
    const short = action.free ? [] : checks.filter((c) => !c.canPay);
    if (short.length > 0 && (def.allOrNothing || short.length === checks.length))
      throw new ActionRejected(shortfallReason(scenario, def, tracker, short));
    const paying = checks.filter((c) => !short.includes(c));
    const moved = moveFleet(ctx, state, scenario, def, action.to);
    const { trackers, paid } = action.free
      ? {
          trackers: moved.state.trackers,
          paid: paying.map((c) => ({ ...c, amount: 0, value: c.has })),
        }
      : debit(moved.state.trackers, tracker, paying);
    const outcome: TakenOutcome = {
      by: ctx.by,
      free: action.free,
      paid: paid.map(({ team, amount, value }) => ({ team, amount, value })),
      left: [...action.leave, ...short.map((c) => c.team)],
      to: moved.to,
      toAt: moved.toAt,
      fromAt: moved.fromAt,
    };
    return {
      state: { ...moved.state, trackers },
      outcome: outcome as unknown as Json,
    };
  },
  describe: (action, outcome, header) => words(action, outcome, header, null),
  describeFor: (action, outcome, header, viewer) => words(action, outcome, header, viewer),
  // No dice: the result is what was paid and where the piece went, in the viewer's words.
  rolled: (action, outcome, header, viewer) => ({
    dice: '',
    result: words(action, outcome, header, viewer.kind === 'control' ? null : viewer),
  }),
});
