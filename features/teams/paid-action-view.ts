import type { Scenario } from '../../scenarios/format/schema.ts';
import type { SessionState } from '../../session/types.ts';
import { checkPayers, payersOf, shortfallReason, teamName } from './paid-action.ts';
import { trackerDef } from './tracker-defs.ts';

/** What the console and `session show` list of a paid action: each payer's cost and value. */
export interface PaidActionView {
  id: string;
  name: string;
  trackerName: string;
  /** The sum of every payer's cost. */
  total: number;
  payers: { team: string; name: string; cost: number; has: number; short: boolean }[];
  /** Why taking it now would be refused, or null when every payer can pay. */
  refusal: string | null;
  assumed: boolean;
  /** Whether it moves a piece, so a destination must be chosen. */
  moves: boolean;
  /** Where its piece may go (every named place of its map but the one it is on). */
  places: { at: string; name: string }[];
}

export function paidActionViews(
  scenario: Scenario,
  state: Pick<SessionState, 'roster' | 'trackers'> & Partial<Pick<SessionState, 'maps'>>,
): PaidActionView[] {
  return scenario.paidActions
    .filter((def) => def.payers !== 'acting')
    .map((def) => {
      const tracker = trackerDef(scenario, def.tracker);
      const checks = checkPayers(
        state.trackers,
        tracker,
        def,
        payersOf(scenario, state, def, undefined),
      );
      const short = checks.filter((c) => !c.canPay);
      return {
        id: def.id,
        name: def.name,
        trackerName: tracker.name,
        total: checks.reduce((sum, c) => sum + c.cost, 0),
        payers: checks.map((c) => ({
          team: c.team,
          name: teamName(scenario, c.team),
          cost: c.cost,
          has: c.has,
          short: !c.canPay,
        })),
        refusal:
          short.length > 0 && def.allOrNothing
            ? shortfallReason(scenario, def, tracker, short)
            : null,
        assumed: def.assumed === true,
        moves: def.move !== null,
        places: placesFor(scenario, state, def.move),
      };
    });
}

function placesFor(
  scenario: Scenario,
  state: Partial<Pick<SessionState, 'maps'>>,
  move: { map: string; token: string } | null,
): { at: string; name: string }[] {
  if (!move) return [];
  const map = scenario.maps.find((m) => m.id === move.map);
  const live = state.maps?.live[move.map];
  const at = (live?.tokens ?? map?.tokens ?? []).find((t) => t.id === move.token)?.at;
  return (map?.nodes ?? [])
    .filter((n) => n.id !== at)
    .map((n) => ({ at: n.id, name: n.name || n.id }));
}
