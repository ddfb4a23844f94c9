import type { Scenario } from '../../scenarios/format/schema.ts';
import type { SetupStep } from './setup-format.ts';
import type { SessionState } from '../../session/types.ts';
import { normaliseHolders } from '../teams/seats-in-play.ts';
import { clampTo, trackerLimits } from '../teams/tracker-defs.ts';
import { trackerValue } from '../teams/tracker-ops.ts';
import { compareRolls } from './seat-roll.ts';
import {
  draftCards,
  draftSeat,
  draftTurn,
  freeCards,
  takenCards,
  draftSeats,
  type DraftStep,
} from './draft.ts';
import { teamName } from './setup-steps.ts';
import type { DraftSeat } from './types.ts';

/** What the guided setup screen shows: the steps, seat rolls, the draft, previews. */

export interface SetupStepRow {
  step: SetupStep;
  number: number;
  done: boolean;
}

export function setupRows(scenario: Scenario, state: SessionState): SetupStepRow[] {
  const done = new Set(state.setup.done);
  return scenario.setup.map((step, i) => ({ step, number: i + 1, done: done.has(step.id) }));
}

/** The first step not yet done (the last one once all are). */
export function currentSetupStep(scenario: Scenario, state: SessionState): string | null {
  const done = new Set(state.setup.done);
  return (scenario.setup.find((s) => !done.has(s.id)) ?? scenario.setup.at(-1))?.id ?? null;
}

export interface SeatRollRow {
  team: string;
  name: string;
  rolls: number[];
}

/** Seated teams in seat order, with their rolls once rolled. */
export function seatRollRows(scenario: Scenario, state: SessionState): SeatRollRow[] {
  const rolls = state.setup.seatRolls ?? {};
  return state.roster.teamOrder.map((team) => ({
    team,
    name: teamName(scenario, team),
    rolls: rolls[team] ?? [],
  }));
}

/**
 * Who bids first in an auction run around the seats: the lowest roller when bidding goes
 * counter-clockwise, the highest when clockwise; null before the seat roll.
 */
export function firstBidder(
  state: SessionState,
  direction: 'clockwise' | 'counter-clockwise',
): string | null {
  const rolls = state.setup.seatRolls;
  if (!rolls) return null;
  const seated = state.roster.teamOrder.filter((t) => rolls[t]);
  const sorted = [...seated].sort((a, b) => compareRolls(rolls[a]!, rolls[b]!));
  return (direction === 'clockwise' ? sorted[0] : sorted.at(-1)) ?? null;
}

export interface DraftRow {
  team: string;
  name: string;
  seat: DraftSeat;
  onTurn: boolean;
  /** Draws still allowed, when the team may draw now. */
  drawsLeft: number;
  canDraw: boolean;
  canReveal: boolean;
}

export interface DraftView {
  rows: DraftRow[];
  /** The team on turn to pick or pass, or null once the open draft is over. */
  turn: string | null;
  /** Cards nobody holds or has drawn. */
  free: { id: string; title: string }[];
  total: number;
}

export function draftView(scenario: Scenario, state: SessionState, step: DraftStep): DraftView {
  const turn = draftTurn(state, step.id);
  const titles = new Map(
    (scenario.decks.find((d) => d.id === step.deck)?.cards ?? []).map((c) => [c.id, c.title]),
  );
  const free = freeCards(scenario, step, state).map((id) => ({ id, title: titles.get(id) ?? id }));
  const rows = state.roster.teamOrder.map((team) => {
    const seat = draftSeat(state, step.id, team);
    const drawsLeft = step.draws - seat.draws.length;
    const canDraw =
      turn === null &&
      seat.passed &&
      drawsLeft > 0 &&
      (seat.draws.length === 0 || seat.hidden) &&
      free.length > 0;
    return {
      team,
      name: teamName(scenario, team),
      seat,
      onTurn: turn === team,
      drawsLeft,
      canDraw,
      canReveal: seat.hidden && seat.card !== null,
    };
  });
  return { rows, turn, free, total: draftCards(scenario, step).length };
}

/** Cards taken in a draft so far (for a "n of m taken" line). */
export function draftTakenCount(state: SessionState, step: string): number {
  return takenCards(draftSeats(state, step)).size;
}

export interface NormaliseRow {
  holder: string;
  name: string;
  before: number;
  after: number;
}

/**
 * What `tracker.normalise` would do: the shift that brings the lowest holder to `floor`, and
 * each holder's value after it (limits applied). Null when the tracker is missing or global.
 */
export function normalisePreview(
  scenario: Scenario,
  state: SessionState,
  tracker: string,
  floor: number,
): { shift: number; rows: NormaliseRow[] } | null {
  const def = scenario.trackers.find((t) => t.id === tracker);
  if (!def || def.scope === 'global') return null;
  const holders = normaliseHolders(scenario, def, state.roster, 'in-play');
  if (holders.length === 0) return null;
  const names = new Map(state.roster.players.map((p) => [p.id, p.name]));
  const before = holders.map((h) => trackerValue(state.trackers, def, h));
  const shift = floor - Math.min(...before);
  return {
    shift,
    rows: holders.map((holder, i) => ({
      holder,
      name: def.scope === 'team' ? teamName(scenario, holder) : (names.get(holder) ?? holder),
      before: before[i] as number,
      after: clampTo(trackerLimits(def, holder), (before[i] as number) + shift),
    })),
  };
}
