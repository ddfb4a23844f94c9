import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkMap } from '../../../../../editor/analysis/checks/check-map.ts';
import {
  currentTurn,
  isDone,
  legalCells,
  place,
  type DealState,
} from '../../../../../editor/analysis/deal/index.ts';
import { ctx, dealt, ti3 } from './fixtures.ts';

/**
 * Whatever the players choose among the legal moves, a Star by Star galaxy keeps its rules
 * at every step, and no deal hands out more copies of a tile than the game has.
 */

/** Plays a deal to the end (or until stuck), each move picked from the legal ones by `pick`. */
function playOut(state: DealState, pick: (n: number) => number): DealState {
  let now = state;
  while (!isDone(now)) {
    const turn = currentTurn(now);
    if (!turn) break;
    const hand = [...new Set(now.hands[turn.seat - 1])];
    const moves = hand.flatMap((tile) =>
      legalCells(ctx, now, tile).map((cell) => ({ tile, cell })),
    );
    if (moves.length === 0) break;
    const move = moves[pick(moves.length)]!;
    const next = place(ctx, now, { seat: turn.seat, tile: move.tile, place: move.cell });
    if (!next.ok) throw new Error(`a legal move was refused: ${next.reason}`);
    now = next.state;
  }
  return now;
}

const STEP_RULES = ['star-by-star-yellow-apart', 'star-by-star-red-surround', 'tile-copies'];

describe('Star by Star placement', () => {
  it('ends, after any sequence of legal placements, with a map that keeps its rules', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 8 }),
        fc.array(fc.nat(), { minLength: 40, maxLength: 40 }),
        (seed, choices) => {
          let i = 0;
          const end = playOut(
            dealt('ti3-star-by-star-6', 6, seed),
            (n) => (choices[i++ % 40] ?? 0) % n,
          );
          const broken = checkMap(end.board, ti3.tiles, ctx.rules).filter((f) =>
            STEP_RULES.includes(f.rule),
          );
          expect(broken).toEqual([]);
        },
      ),
      { numRuns: 12 },
    );
  });
});

describe('dealing', () => {
  it('never hands out more copies of a tile than exist', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 8 }),
        fc.constantFrom(
          ['ti3-standard-6', 6] as const,
          ['ti3-star-by-star-6', 6] as const,
          ['tiny-3', 3] as const,
          ['tiny-3', 2] as const,
        ),
        (seed, [template, players]) => {
          const state = dealt(template, players, seed);
          const count = new Map<string, number>();
          const all = [
            ...state.hands.flat(),
            ...Object.values(state.board.placements).map((p) => p.tile),
          ];
          for (const id of all) count.set(id, (count.get(id) ?? 0) + 1);
          for (const [id, n] of count) {
            const copies = ti3.tiles.find((t) => t.id === id)?.copies ?? null;
            if (copies !== null) expect(n, id).toBeLessThanOrEqual(copies);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
