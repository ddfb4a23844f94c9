import type { DealRecord, MapDef } from '../../../scenarios/format/map.ts';
import { currentTurn, firstLegalMove, isDone, place, type Turn } from './placement.ts';
import type { DealContext, DealState } from './types.ts';

/** What a dealt galaxy leaves behind: an ordinary map, and how it was dealt and placed. */

export function dealRecord(state: DealState, seed: string): DealRecord {
  return {
    template: state.template,
    pool: state.pool,
    players: state.players,
    seed,
    order: state.rules.order,
    placements: state.history.map((h) => ({ seat: h.seat, tile: h.tile, place: h.place })),
  };
}

/** The board as a map of its own, with the record of its deal. */
export function dealtMap(state: DealState, seed: string, id: string, name: string): MapDef {
  return { ...state.board, id, name, dealt: dealRecord(state, seed) };
}

export interface AutoPlaced {
  readonly state: DealState;
  /** The turn no tile in hand could go anywhere, when the placing stopped there. */
  readonly stuck: Turn | null;
}

/** Every tile placed in turn at the first legal place of the first tile that has one. */
export function placeAll(ctx: DealContext, start: DealState): AutoPlaced {
  let state = start;
  while (!isDone(state)) {
    const move = firstLegalMove(ctx, state);
    if (!move) return { state, stuck: currentTurn(state) };
    const next = place(ctx, state, move);
    if (!next.ok) return { state, stuck: currentTurn(state) };
    state = next.state;
  }
  return { state, stuck: null };
}
