import {
  legalPlacements,
  placementRefusals,
  type PlacementOptions,
} from '../checks/legal-placements.ts';
import { geometryOf } from '../../geometry/geometry-of.ts';
import { tileMatches } from '../generate/pool-tiles.ts';
import { seatAt } from './turn-order.ts';
import type { DealContext, DealState, PlaceResult, PlacementRecord } from './types.ts';

/**
 * Placing a dealt galaxy, one tile per turn: whose turn it is (the turn order, passing over
 * empty hands), where a tile in hand may go (the template's places, next to a tile already
 * down when the deal says so, breaking none of the scenario's step-by-step checks and not
 * forcing the next player to break one), putting it there or refusing with the reason, and
 * taking the last placement back.
 */

export interface Turn {
  readonly seat: number;
  readonly step: number;
}

/** Whose turn it is, or null when every hand is empty (the galaxy is done). */
export function currentTurn(state: DealState): Turn | null {
  if (isDone(state)) return null;
  for (let k = state.step; k < state.step + 2 * state.players; k++) {
    const seat = seatAt(state.rules.order, state.players, k);
    if ((state.hands[seat - 1]?.length ?? 0) > 0) return { seat, step: k };
  }
  return null;
}

export function isDone(state: DealState): boolean {
  return state.hands.every((h) => h.length === 0);
}

/** Tiles still in every hand, without one copy of `tile` (the one about to go down). */
function upcomingAfter(state: DealState, tile: string): string[] {
  const all = state.hands.flat();
  const i = all.indexOf(tile);
  if (i >= 0) all.splice(i, 1);
  return all;
}

function optionsFor(ctx: DealContext, state: DealState, tile: string, rotation: number) {
  const found = ctx.tiles.find((t) => t.id === tile);
  const within = new Set(
    state.places.filter((p) => {
      const only = state.only[p];
      return !only || (found !== undefined && tileMatches(only, found));
    }),
  );
  const options: PlacementOptions = {
    adjoinPlaced: state.rules.adjoinPlaced,
    within,
    upcoming: upcomingAfter(state, tile),
    rotation,
  };
  return options;
}

/** The places `tile` may go now, in the board's order. */
export function legalCells(
  ctx: DealContext,
  state: DealState,
  tile: string,
  rotation = 0,
): string[] {
  return legalPlacements(
    state.board,
    ctx.tiles,
    ctx.rules,
    tile,
    optionsFor(ctx, state, tile, rotation),
  );
}

export interface PlaceMove {
  readonly seat: number;
  readonly tile: string;
  readonly place: string;
  readonly rotation?: number;
}

const playerWords = (seat: number) => `player ${seat}`;

/** `move` applied, or why it may not be made, in words. */
export function place(
  ctx: DealContext,
  state: DealState,
  move: PlaceMove,
  nameOf: (seat: number) => string = playerWords,
): PlaceResult {
  const turn = currentTurn(state);
  if (!turn) return { ok: false, reason: 'The galaxy is complete: every hand is empty.' };
  if (move.seat !== turn.seat)
    return {
      ok: false,
      reason: `It is ${nameOf(turn.seat)}'s turn, not ${nameOf(move.seat)}'s.`,
    };
  const hand = state.hands[move.seat - 1] ?? [];
  const handIndex = hand.indexOf(move.tile);
  const tileName = ctx.tiles.find((t) => t.id === move.tile)?.name ?? move.tile;
  if (handIndex < 0)
    return { ok: false, reason: `${capital(nameOf(move.seat))} holds no ${tileName}.` };
  if (state.board.placements[move.place])
    return { ok: false, reason: `${move.place} already holds a tile.` };
  if (!state.places.includes(move.place))
    return { ok: false, reason: `${move.place} is not a place this deal fills.` };
  const rotation = move.rotation ?? 0;
  const only = state.only[move.place];
  const tile = ctx.tiles.find((t) => t.id === move.tile);
  if (only && (!tile || !tileMatches(only, tile)))
    return { ok: false, reason: `${move.place} takes only certain tiles, and not ${tileName}.` };
  if (state.rules.adjoinPlaced && !bordersATile(state, move.place))
    return {
      ok: false,
      reason: `${tileName} may not go on ${move.place}: it must border a tile already down.`,
    };
  if (!legalCells(ctx, state, move.tile, rotation).includes(move.place)) {
    const why = placementRefusals(
      state.board,
      ctx.tiles,
      ctx.rules,
      move.tile,
      move.place,
      optionsFor(ctx, state, move.tile, rotation),
    ).map((r) => r.message);
    return {
      ok: false,
      reason:
        why.length > 0
          ? `${tileName} may not go on ${move.place}: ${why.join(' ')}`
          : `${tileName} may not go on ${move.place}: it must border a tile already down.`,
    };
  }
  const record: PlacementRecord = {
    seat: move.seat,
    tile: move.tile,
    place: move.place,
    rotation,
    step: turn.step,
    handIndex,
  };
  const hands = state.hands.map((h, i) =>
    i === move.seat - 1 ? [...h.slice(0, handIndex), ...h.slice(handIndex + 1)] : h,
  );
  return {
    ok: true,
    state: {
      ...state,
      board: {
        ...state.board,
        placements: {
          ...state.board.placements,
          [move.place]: { tile: move.tile, rotation, overrides: {} },
        },
      },
      hands,
      step: turn.step + 1,
      history: [...state.history, record],
    },
  };
}

/** The state before the last placement (the tile back in its hand), or the same when none. */
export function takeBack(state: DealState): DealState {
  const last = state.history.at(-1);
  if (!last) return state;
  const placements = { ...state.board.placements };
  delete placements[last.place];
  const hands = state.hands.map((h, i) =>
    i === last.seat - 1
      ? [...h.slice(0, last.handIndex), last.tile, ...h.slice(last.handIndex)]
      : h,
  );
  return {
    ...state,
    board: { ...state.board, placements },
    hands,
    step: last.step,
    history: state.history.slice(0, -1),
  };
}

/** The tiles of the current hand that have somewhere to go (each distinct tile once). */
export function playableTiles(ctx: DealContext, state: DealState): string[] {
  const turn = currentTurn(state);
  if (!turn) return [];
  const distinct = [...new Set(state.hands[turn.seat - 1] ?? [])];
  return distinct.filter((tile) => legalCells(ctx, state, tile).length > 0);
}

/** The first legal move of the current turn (its first playable tile, first legal place). */
export function firstLegalMove(ctx: DealContext, state: DealState): PlaceMove | null {
  const turn = currentTurn(state);
  if (!turn) return null;
  for (const tile of new Set(state.hands[turn.seat - 1] ?? [])) {
    const cell = legalCells(ctx, state, tile)[0];
    if (cell !== undefined) return { seat: turn.seat, tile, place: cell };
  }
  return null;
}

/** Whether a place borders a tile already down (or nothing is down yet). */
function bordersATile(state: DealState, at: string): boolean {
  const placements = state.board.placements;
  if (Object.keys(placements).length === 0) return true;
  return geometryOf(state.board)
    .neighbours(at)
    .some((p) => placements[p] !== undefined);
}

const capital = (s: string) => (s.length > 0 ? s[0]!.toUpperCase() + s.slice(1) : s);
