import type { DealRules } from '../../../scenarios/format/galaxy-templates.ts';

/**
 * Whose turn it is at each step of a deal: in a snake the order runs 1…N then back N…1 (each
 * end player going twice in a row); in a rotation it simply goes round. The same order deals
 * the tiles and then places them.
 */
export type TurnOrder = DealRules['order'];

/** The 1-based seat at step `k` (0-based) for `players` players. */
export function seatAt(order: TurnOrder, players: number, k: number): number {
  if (players < 1) throw new RangeError(`a deal needs at least one player, got ${players}`);
  const lap = Math.floor(k / players);
  const at = k % players;
  if (order === 'rotation' || lap % 2 === 0) return at + 1;
  return players - at;
}

/** The first `steps` seats of the order. */
export function turnSequence(order: TurnOrder, players: number, steps: number): number[] {
  return Array.from({ length: steps }, (_, k) => seatAt(order, players, k));
}
