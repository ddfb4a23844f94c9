import type { Scenario } from '../../scenarios/format/schema.ts';
import type { TrackerDef } from '../teams/trackers-format.ts';
import type { EndConditionDef } from './end-conditions-format.ts';
import type { SessionState } from '../../session/types.ts';
import { holdersInPlay } from '../teams/seats-in-play.ts';
import { trackerValue } from '../teams/tracker-ops.ts';
import type { MetCondition } from './types.ts';
import { pileCards } from '../draws/decks/deck-ops.ts';
import { DRAW_PILE } from '../draws/decks/piles.ts';

/** Working out, as a pure function of the state, which end conditions hold and for whom. */

function conditionTrackers(scenario: Scenario, def: EndConditionDef): TrackerDef[] {
  return def.trackers.flatMap((id) => scenario.trackers.filter((t) => t.id === id));
}

/** Whether a map's pieces count for the condition (every map when it names none). */
const countsMap = (def: EndConditionDef, map: string) =>
  def.maps.length === 0 || def.maps.includes(map);

/**
 * The sides a piece condition watches: every team that owns a piece on its maps, as the
 * scenario set them out or as they stand now, in the scenario's order. A side whose last
 * piece is gone stays one.
 */
function pieceSides(scenario: Scenario, state: SessionState, def: EndConditionDef): string[] {
  const owners = new Set<string>();
  for (const map of scenario.maps)
    if (countsMap(def, map.id)) for (const t of map.tokens) if (t.team) owners.add(t.team);
  for (const [id, live] of Object.entries(state.maps.live))
    if (countsMap(def, id)) for (const t of live.tokens) if (t.team) owners.add(t.team);
  return scenario.teams.map((t) => t.id).filter((id) => owners.has(id));
}

/** How many pieces a side has on the condition's maps now (a stack counts as many as it holds). */
export function sidePieces(state: SessionState, def: EndConditionDef, team: string): number {
  let count = 0;
  for (const [id, live] of Object.entries(state.maps.live))
    if (countsMap(def, id)) for (const t of live.tokens) if (t.team === team) count += t.count;
  return count;
}

const passes = (def: EndConditionDef, value: number) =>
  def.compare === 'at-most' ? value <= def.threshold : value >= def.threshold;

/**
 * Everyone the condition is checked for, in seat order (never an empty seat: nobody wins or
 * loses there): each holder of one of its trackers,
 * each side with pieces on its maps, or the game itself for a condition on the turn or a deck.
 */
export function conditionHolders(
  scenario: Scenario,
  state: SessionState,
  def: EndConditionDef,
): string[] {
  if (def.measure === 'pieces') return pieceSides(scenario, state, def);
  if (def.measure === 'turn' || def.measure === 'deck') return [''];
  const seen = new Set<string>();
  for (const t of conditionTrackers(scenario, def))
    for (const h of holdersInPlay(scenario, t, state.roster)) seen.add(h);
  return [...seen];
}

/**
 * How many of the condition's trackers this holder has past the threshold, of how many it
 * holds (a piece condition counts as one measure, a turn condition is always past).
 */
export function conditionCount(
  scenario: Scenario,
  state: SessionState,
  def: EndConditionDef,
  holder: string,
): { past: number; held: number; needed: number } {
  if (def.measure === 'turn') return { past: 1, held: 1, needed: 1 };
  if (def.measure === 'pieces') {
    const past = passes(def, sidePieces(state, def, holder)) ? 1 : 0;
    return { past, held: 1, needed: 1 };
  }
  if (def.measure === 'deck') {
    const deck = def.deck === undefined ? undefined : state.draws.decks[def.deck];
    if (!deck) return { past: 0, held: 0, needed: 1 };
    return { past: passes(def, pileCards(deck, DRAW_PILE).length) ? 1 : 0, held: 1, needed: 1 };
  }
  const held = conditionTrackers(scenario, def).filter((t) =>
    holdersInPlay(scenario, t, state.roster).includes(holder),
  );
  const past = held.filter((t) => passes(def, trackerValue(state.trackers, t, holder))).length;
  return { past, held: held.length, needed: def.count ?? held.length };
}

export function isMet(
  scenario: Scenario,
  state: SessionState,
  def: EndConditionDef,
  holder: string,
): boolean {
  const { past, held, needed } = conditionCount(scenario, state, def, holder);
  return held > 0 && past >= needed;
}

export function alreadyMet(state: SessionState, condition: string, holder: string): boolean {
  return state.endings.met.some((m) => m.condition === condition && m.holder === holder);
}

/** Whether a condition is looked at now: after any action, or as the given turn ends. */
export function checkedNow(def: EndConditionDef, endedTurn: number | null): boolean {
  if (endedTurn === null) return def.checked === 'always';
  return def.checked === 'turn-end' && endedTurn >= (def.fromTurn ?? 1);
}

/**
 * Conditions the state meets that are not recorded yet: those checked after every action, or
 * (given the turn that just ended) those checked as a turn ends.
 */
export function newlyMet(
  scenario: Scenario,
  state: SessionState,
  endedTurn: number | null = null,
): Omit<MetCondition, 'seq'>[] {
  return scenario.endConditions
    .filter((def) => checkedNow(def, endedTurn))
    .flatMap((def) =>
      conditionHolders(scenario, state, def)
        .filter((h) => !alreadyMet(state, def.id, h) && isMet(scenario, state, def, h))
        .map((holder) => ({ condition: def.id, holder })),
    );
}
