import type { PaidActionDef } from './paid-actions-format.ts';
import type { Scenario } from '../../scenarios/format/schema.ts';
import type { TrackerDef } from './trackers-format.ts';
import { ActionRejected, type SessionState } from '../../session/types.ts';
import { trackerDef, trackerLimits, trackerTeams } from './tracker-defs.ts';
import { changeBy, trackerValue } from './tracker-ops.ts';
import type { TrackersState } from './types.ts';

/**
 * Who pays for a paid action and whether each can: the check comes before any debit, so a
 * refusal names every short payer and changes nothing.
 */

export function paidActionDef(scenario: Scenario, id: string): PaidActionDef {
  const def = scenario.paidActions.find((p) => p.id === id);
  if (!def) throw new ActionRejected(`There is no paid action "${id}"`);
  return def;
}

export const teamName = (scenario: Scenario, id: string): string =>
  scenario.teams.find((t) => t.id === id)?.name ?? id;

/** What one team pays: its own amount, else the action's. */
export function costFor(def: PaidActionDef, team: string): number {
  return def.perTeam[team] ?? def.amount;
}

/** The teams that pay, before any are left behind, in seat order where the tracker has one. */
export function payersOf(
  scenario: Scenario,
  state: Pick<SessionState, 'roster'>,
  def: PaidActionDef,
  acting: string | undefined,
): string[] {
  const tracker = trackerDef(scenario, def.tracker);
  const holders = trackerTeams(scenario, tracker, state.roster);
  if (def.payers === 'acting') {
    if (!acting) throw new ActionRejected(`Name the team taking ${def.name}`);
    if (!holders.includes(acting))
      throw new ActionRejected(`${teamName(scenario, acting)} has no ${tracker.name}`);
    return [acting];
  }
  if (acting) throw new ActionRejected(`${def.name} is paid by every team taking part, not one`);
  if (def.payers === 'listed') return def.teams.filter((t) => holders.includes(t));
  return holders;
}

/** One payer as checked: what it must pay and what it has. */
export interface PayerCheck {
  team: string;
  cost: number;
  has: number;
  /** Whether the tracker's minimum lets the whole cost be taken. */
  canPay: boolean;
}

/** Each payer's cost and value; a payment the tracker's minimum would stop short is short. */
export function checkPayers(
  trackers: TrackersState,
  tracker: TrackerDef,
  def: PaidActionDef,
  payers: readonly string[],
): PayerCheck[] {
  return payers.map((team) => {
    const cost = costFor(def, team);
    const has = trackerValue(trackers, tracker, team);
    const { min } = trackerLimits(tracker, team, trackers);
    return { team, cost, has, canPay: min === null || has - cost >= min };
  });
}

/** "FTL jump fails: Civilian Ship 3 has 1 Fuel of 2; Refinery Ship 1 has 0 of 3". */
export function shortfallReason(
  scenario: Scenario,
  def: PaidActionDef,
  tracker: TrackerDef,
  short: readonly PayerCheck[],
): string {
  const parts = short.map(
    (c, i) =>
      `${teamName(scenario, c.team)} has ${c.has}${i === 0 ? ` ${tracker.name}` : ''} of ${c.cost}`,
  );
  return `${def.name} fails: ${parts.join('; ')}`;
}

/** Takes each payer's cost: the caller has checked that every one can pay. */
export function debit(
  trackers: TrackersState,
  tracker: TrackerDef,
  checks: readonly PayerCheck[],
): { trackers: TrackersState; paid: { team: string; amount: number; value: number }[] } {
  let current = trackers;
  const paid: { team: string; amount: number; value: number }[] = [];
  for (const c of checks) {
    const step = changeBy(current, tracker, c.team, -c.cost);
    current = step.trackers;
    paid.push({ team: c.team, amount: c.cost, value: step.change.value });
  }
  return { trackers: current, paid };
}
