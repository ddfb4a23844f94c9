import type { Scenario } from '../../scenarios/format/schema.ts';
import type { RngState } from '../../random/rng.ts';
import { withGenerator } from '../../random/rng.ts';
import { ActionRejected, type SessionState } from '../../session/types.ts';
import { parseDice } from '../draws/dice/parse.ts';
import { customDiceOf } from '../draws/lookup.ts';
import { compareRolls, rollForSeats } from '../setup/seat-roll.ts';
import { trackerDef } from '../teams/tracker-defs.ts';
import { trackerValue } from '../teams/tracker-ops.ts';
import type { InitiativeOrderDef } from './initiative-format.ts';
import { memberName, pieceValue } from './order-members.ts';
import { rankOrder, type TieKey } from './rank-order.ts';

/** One round's order, worked out from the state (and, for rolls, the session's generator). */
export interface RoundOrder {
  sequence: string[];
  values: Record<string, number[]>;
  rng: RngState;
}

interface Declared {
  declared: Readonly<Record<string, number>>;
  tieBreak: Readonly<Record<string, number>>;
}

/** The ties after the value: the roles listed first, then the declared tie-break. */
function tieKeys(state: SessionState, def: InitiativeOrderDef, given: Declared): TieKey[] {
  const role = (m: string) => {
    const player = state.roster.players.find((p) => p.id === m);
    const at = player?.role ? def.tieRoles.indexOf(player.role) : -1;
    // Earlier in the list goes first, and the tie keys put the higher first.
    return at < 0 ? undefined : -at;
  };
  const sign = def.tieBreakOrder === 'highest-first' ? 1 : -1;
  const declared = (m: string) => {
    const value = given.tieBreak[m];
    return value === undefined ? undefined : sign * value;
  };
  return [...(def.tieRoles.length > 0 ? [role] : []), declared];
}

function valueOf(
  scenario: Scenario,
  state: SessionState,
  def: InitiativeOrderDef,
  given: Declared,
  member: string,
): number {
  if (def.by === 'tracker')
    return trackerValue(state.trackers, trackerDef(scenario, def.tracker ?? ''), member);
  if (def.by === 'property') return pieceValue(scenario, state, def, member, def.value ?? '');
  const declared = given.declared[member];
  if (declared === undefined)
    throw new ActionRejected(
      `Give ${memberName(scenario, state, def, member)}'s ${def.value ?? 'value'} for ${def.name}`,
    );
  return declared;
}

export function roundOrder(
  scenario: Scenario,
  state: SessionState,
  def: InitiativeOrderDef,
  members: readonly string[],
  given: Declared,
): RoundOrder {
  if (def.by === 'listed') return { sequence: [...members], values: {}, rng: state.rng };
  if (def.by === 'roll') {
    const parsed = parseDice(def.dice ?? '', customDiceOf(scenario));
    if (!parsed.ok) throw new ActionRejected(`“${def.dice ?? ''}”: ${parsed.error}`);
    const [rolls, rng] = withGenerator(state.rng, (g) => rollForSeats(parsed.expr, members, g));
    if (!rolls)
      throw new ActionRejected(`“${def.dice ?? ''}” cannot break ties: it always rolls the same`);
    const sign = def.order === 'highest-first' ? 1 : -1;
    const sequence = [...members].sort(
      (a, b) => sign * compareRolls(rolls[a] ?? [], rolls[b] ?? []),
    );
    return { sequence, values: rolls, rng };
  }
  const values = Object.fromEntries(
    members.map((m) => [m, valueOf(scenario, state, def, given, m)]),
  );
  const sequence = rankOrder(members, (m) => values[m] ?? 0, def.order, tieKeys(state, def, given));
  return {
    sequence,
    values: Object.fromEntries(Object.entries(values).map(([m, v]) => [m, [v]])),
    rng: state.rng,
  };
}
