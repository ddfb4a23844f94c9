import type { DealState } from '../../editor/analysis/deal/types.ts';

/** A galaxy dealt at a setup step: who holds which seat, and the deal being placed. */
export interface GalaxyDealSlot {
  readonly template: string;
  /** Team ids by seat: seat 1 is the first team in the seat order when the deal was made. */
  readonly seats: readonly string[];
  readonly deal: DealState;
}

export interface GalaxyState {
  /** By setup step id. */
  readonly deals: Readonly<Record<string, GalaxyDealSlot>>;
}
