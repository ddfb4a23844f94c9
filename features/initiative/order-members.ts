import type { Scenario } from '../../scenarios/format/schema.ts';
import { ActionRejected, type SessionState } from '../../session/types.ts';
import { seatsInPlay, playersInPlay } from '../teams/seats-in-play.ts';
import { teamName } from '../teams/team-name.ts';
import type { InitiativeOrderDef } from './initiative-format.ts';

/** Who an order's members are, and what the log and the screens call them. */

export function orderDef(scenario: Scenario, id: string): InitiativeOrderDef {
  const def = scenario.initiativeOrders.find((o) => o.id === id);
  if (!def) throw new ActionRejected(`There is no order of play "${id}"`);
  return def;
}

function pieces(scenario: Scenario, state: SessionState, def: InitiativeOrderDef) {
  const map = def.map ?? '';
  return state.maps.live[map]?.tokens ?? scenario.maps.find((m) => m.id === map)?.tokens ?? [];
}

/** Every member the order can hold, in listed order: seats, the roster, the map's pieces. */
export function possibleMembers(
  scenario: Scenario,
  state: SessionState,
  def: InitiativeOrderDef,
): string[] {
  const wanted = (team: string | null) =>
    def.teams.length === 0 || (team !== null && def.teams.includes(team));
  if (def.members === 'pieces') return pieces(scenario, state, def).map((t) => t.id);
  if (def.members === 'players')
    return playersInPlay(state.roster, state.roster.players)
      .filter((p) => wanted(p.team))
      .map((p) => p.id);
  const listed = [
    ...state.roster.teamOrder,
    ...def.teams.filter((t) => !state.roster.teamOrder.includes(t)),
  ];
  return seatsInPlay(state.roster, listed.filter(wanted));
}

/** The members of this run: all possible ones, or those Control names (the ships in a fight). */
export function chosenMembers(
  scenario: Scenario,
  state: SessionState,
  def: InitiativeOrderDef,
  named: readonly string[] | undefined,
): string[] {
  const possible = possibleMembers(scenario, state, def);
  if (named === undefined || named.length === 0) {
    if (possible.length === 0) throw new ActionRejected(`${def.name} has nobody to take turns`);
    return possible;
  }
  const unknown = named.filter((m) => !possible.includes(m));
  if (unknown.length > 0)
    throw new ActionRejected(`${unknown.join(', ')} cannot take part in ${def.name}`);
  if (new Set(named).size !== named.length)
    throw new ActionRejected(`${def.name} names a member twice`);
  return [...named];
}

export function memberName(
  scenario: Scenario,
  state: SessionState,
  def: InitiativeOrderDef,
  id: string,
): string {
  if (def.members === 'teams') return teamName(scenario, id);
  if (def.members === 'players') return state.roster.players.find((p) => p.id === id)?.name ?? id;
  const token = pieces(scenario, state, def).find((t) => t.id === id);
  return token?.label || id;
}

/** Where each piece stands now (piece orders), to tell who may read its name. */
export function piecePlaces(
  scenario: Scenario,
  state: SessionState,
  def: InitiativeOrderDef,
  members: readonly string[],
): Record<string, string> | undefined {
  if (def.members !== 'pieces') return undefined;
  const all = pieces(scenario, state, def);
  return Object.fromEntries(members.map((m) => [m, all.find((t) => t.id === m)?.at ?? '']));
}

/** A piece's number by name (a rating it carries), or an error naming what is missing. */
export function pieceValue(
  scenario: Scenario,
  state: SessionState,
  def: InitiativeOrderDef,
  id: string,
  property: string,
): number {
  const token = pieces(scenario, state, def).find((t) => t.id === id);
  const found = token?.properties?.find((p) => p.name.toLowerCase() === property.toLowerCase());
  if (!found) throw new ActionRejected(`${token?.label || id} carries no ${property}`);
  return found.value;
}
