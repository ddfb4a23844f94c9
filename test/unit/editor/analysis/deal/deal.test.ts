import { describe, expect, it } from 'vitest';
import { seedRng, withGenerator } from '../../../../../random/rng.ts';
import {
  currentTurn,
  dealGalaxy,
  isDone,
  legalCells,
  place,
  takeBack,
  turnSequence,
  type DealState,
} from '../../../../../editor/analysis/deal/index.ts';
import { at, ctx, dealt, source, ti3 } from './fixtures.ts';

describe('the turn order', () => {
  it('snakes 1, 2, 3, 3, 2, 1, 1… for three players and rotates 1, 2, 3, 1…', () => {
    expect(turnSequence('snake', 3, 9)).toEqual([1, 2, 3, 3, 2, 1, 1, 2, 3]);
    expect(turnSequence('rotation', 3, 7)).toEqual([1, 2, 3, 1, 2, 3, 1]);
    expect(turnSequence('snake', 1, 3)).toEqual([1, 1, 1]);
  });
});

describe('dealing', () => {
  it('deals the systems in snake order, 5 each, homes set out on their places', () => {
    const state = dealt('tiny-3', 3, 'alpha');
    expect(state.dealtTo.slice(0, 9)).toEqual([1, 2, 3, 3, 2, 1, 1, 2, 3]);
    expect(state.hands.map((h) => h.length)).toEqual([5, 5, 5]);
    const homes = [at(7), at(11), at(15)].map((p) => state.board.placements[p]?.tile);
    for (const home of homes) expect(ti3.tiles.find((t) => t.id === home)?.kind).toBe('home');
    expect(state.board.placements[at(0)]?.tile).toBe('mecatol-rex');
    expect(state.places).toHaveLength(15);
  });

  it('gives the same hands for the same seed and others for another', () => {
    expect(dealt('tiny-3', 3, 'alpha').hands).toEqual(dealt('tiny-3', 3, 'alpha').hands);
    expect(dealt('tiny-3', 3, 'alpha').hands).not.toEqual(dealt('tiny-3', 3, 'beta').hands);
  });

  it('never deals a removed high-resource system, Mecatol Rex or a home as a system', () => {
    const state = dealt('ti3-standard-6', 6, 'gamma');
    const all = state.hands.flat();
    expect(all).toHaveLength(30);
    for (const id of all) {
      const tile = ti3.tiles.find((t) => t.id === id);
      expect(tile?.attributes['highResource'] ?? false, id).toBeFalsy();
      expect(tile?.kind, id).not.toBe('home');
      expect(id).not.toBe('mecatol-rex');
    }
  });

  it('puts a home system in each hand under Star by Star, placed in rotation', () => {
    const state = dealt('ti3-star-by-star-6', 6, 'delta');
    for (const hand of state.hands)
      expect(hand.filter((id) => id.startsWith('home-'))).toHaveLength(1);
    expect(state.places).toHaveLength(36);
  });

  it('says what is wrong with a deal it cannot make', () => {
    const deal = (template: string, players: number) =>
      withGenerator(seedRng('x'), (g) => dealGalaxy(source, template, players, g))[0];
    expect(deal('nowhere', 3)).toEqual({
      ok: false,
      problem: expect.stringMatching(/^no galaxy template "nowhere" \(templates: ti3-standard-6/),
    });
    expect(deal('tiny-3', 4)).toEqual({
      ok: false,
      problem: '"Two rings, 3 players" seats 1 to 3 players, not 4',
    });
  });
});

/** A state whose board and hands are set by the test. */
function arranged(
  state: DealState,
  tiles: Record<number, string>,
  hands: string[][],
  step = 0,
): DealState {
  const placements = { ...state.board.placements };
  for (const [i, tile] of Object.entries(tiles))
    placements[at(Number(i))] = { tile, rotation: 0, overrides: {} };
  return { ...state, board: { ...state.board, placements }, hands, step };
}

describe('placing', () => {
  it('places in turn, refuses a move out of turn or of a tile not in hand, and takes back', () => {
    let state = dealt('tiny-3', 3, 'alpha');
    expect(currentTurn(state)).toEqual({ seat: 1, step: 0 });
    const tile = state.hands[0]![0]!;
    const wrongTurn = place(ctx, state, { seat: 2, tile: state.hands[1]![0]!, place: at(1) });
    expect(wrongTurn).toEqual({ ok: false, reason: "It is player 1's turn, not player 2's." });
    expect(place(ctx, state, { seat: 1, tile: 'abyz-fria', place: at(1) })).toEqual({
      ok: false,
      reason: 'Player 1 holds no Abyz / Fria.',
    });
    const cell = legalCells(ctx, state, tile)[0]!;
    const done = place(ctx, state, { seat: 1, tile, place: cell });
    if (!done.ok) throw new Error(done.reason);
    state = done.state;
    expect(state.board.placements[cell]?.tile).toBe(tile);
    expect(state.hands[0]).toHaveLength(4);
    expect(currentTurn(state)?.seat).toBe(2);
    expect(place(ctx, state, { seat: 2, tile: state.hands[1]![0]!, place: cell })).toEqual({
      ok: false,
      reason: `${cell} already holds a tile.`,
    });
    const back = takeBack(state);
    expect(back).toEqual(dealt('tiny-3', 3, 'alpha'));
  });

  it('refuses a red-bordered tile beside another in the standard deal, saying why', () => {
    const base = dealt('tiny-3', 3, 'alpha');
    const state = arranged(base, { 1: 'nebula' }, [['ion-storm', 'quann'], ['lodor'], ['wellon']]);
    const cells = legalCells(ctx, state, 'ion-storm');
    expect(cells).not.toContain(at(2));
    expect(cells).toContain(at(3));
    const refused = place(ctx, state, { seat: 1, tile: 'ion-storm', place: at(2) });
    expect(refused).toEqual({
      ok: false,
      reason: expect.stringMatching(
        /^Ion storm may not go on .+: Red-bordered systems .+ adjoin\. In the standard deal/,
      ),
    });
    expect(place(ctx, state, { seat: 1, tile: 'quann', place: at(2) }).ok).toBe(true);
  });

  /**
   * The booklet's look-ahead (L402), in a Star by Star deal: two places left, A (spiral 30)
   * beside no yellow-bordered system and B (spiral 20) beside the home system at 19. Player 1
   * holds an empty system, player 2 a home system: the empty system on A would force the home
   * onto B beside 19, so it is refused; on B it is fine.
   */
  it('refuses a placement that forces the next player to put yellow beside yellow', () => {
    const base = dealt('ti3-star-by-star-6', 6, 'delta');
    const tiles: Record<number, string> = { 19: 'home-barony-of-letnev' };
    for (let i = 1; i <= 36; i++) if (!(i in tiles) && i !== 20 && i !== 30) tiles[i] = 'quann';
    const hands = [['empty'], ['home-xxcha-kingdom'], [], [], [], []];
    const state = arranged(base, tiles, hands);
    expect(legalCells(ctx, state, 'empty')).toEqual([at(20)]);
    const refused = place(ctx, state, { seat: 1, tile: 'empty', place: at(30) });
    expect(refused.ok).toBe(false);
    if (!refused.ok)
      expect(refused.reason).toMatch(
        /^Empty system may not go on .+: .*forced to put yellow-bordered systems next to each other \(booklet L402\)/,
      );
    const fine = place(ctx, state, { seat: 1, tile: 'empty', place: at(20) });
    expect(fine.ok).toBe(true);
    if (fine.ok) {
      expect(currentTurn(fine.state)?.seat).toBe(2);
      expect(legalCells(ctx, fine.state, 'home-xxcha-kingdom')).toEqual([at(30)]);
    }
  });

  it('is done when the hands are empty, and refuses any further tile', () => {
    const base = dealt('tiny-3', 3, 'alpha');
    const state = arranged(base, {}, [[], [], []]);
    expect(isDone(state)).toBe(true);
    expect(currentTurn(state)).toBeNull();
    expect(place(ctx, state, { seat: 1, tile: 'quann', place: at(1) })).toEqual({
      ok: false,
      reason: 'The galaxy is complete: every hand is empty.',
    });
  });
});
