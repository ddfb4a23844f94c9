import { describe, expect, it } from 'vitest';
import { firstLegalMove } from '../../../editor/analysis/deal/index.ts';
import { lodestarSession } from '../../../features/index.ts';
import { SessionEngine } from '../../../session/engine.ts';
import { createHeader } from '../../../session/session-header.ts';
import { bundledScenarios } from '../../../scenarios/library/index.ts';
import { recorder, T0 } from '../session/session-fixtures.ts';
import { say } from '../teams/teams-fixtures.ts';

/** The TI3 patch's galaxy deal step, in a live session of six players. */
const scenario = bundledScenarios.find((b) => b.id === 'ti3-patch')!.scenario;
const ctx = { tiles: scenario.tiles, rules: scenario.mapRules };
const RACES = scenario.decks.find((d) => d.id === 'races')!.cards.map((c) => c.id);

function sixPlayers(seed = 'galaxy-session') {
  const r = recorder(
    createHeader({
      id: 'ti3',
      title: 'TI3',
      scenarioId: 'ti3-patch',
      scenario,
      seed,
      createdAt: T0,
      createdBy: 'Ana',
      utcOffsetMinutes: 0,
    }),
  );
  r.act({
    type: 'roster.import',
    players: [1, 2, 3, 4, 5, 6].map((n) => ({ name: `P${n}`, team: `seat-${n}`, role: 'player' })),
  });
  // The deal places each seat's drafted race's home system: draft first, in seat order.
  RACES.slice(0, 6).forEach((card, i) =>
    r.act({ type: 'setup.draft-pick', step: 'race-draft', team: `seat-${i + 1}`, card }),
  );
  return r;
}

const slot = (r: ReturnType<typeof sixPlayers>) => r.engine.state.galaxy.deals['galaxy-deal']!;

/** The current player places the first tile of their hand at its first legal place. */
function placeFirst(r: ReturnType<typeof sixPlayers>) {
  const move = firstLegalMove(ctx, slot(r).deal)!;
  const { tile, place } = move;
  r.act({ type: 'galaxy.place', step: 'galaxy-deal', team: `seat-${move.seat}`, tile, place });
  return { tile, place };
}

describe('dealing the galaxy in a session', () => {
  it('deals with the session generator: six hands, the same again on replay', () => {
    const r = sixPlayers();
    r.act({ type: 'galaxy.deal', step: 'galaxy-deal', template: 'ti3-star-by-star-6' });
    const dealt = slot(r);
    expect(dealt.seats).toEqual(['seat-1', 'seat-2', 'seat-3', 'seat-4', 'seat-5', 'seat-6']);
    expect(dealt.deal.hands.map((h) => h.length)).toEqual([6, 6, 6, 6, 6, 6]);
    // Star by Star hands each seat its own race's home system.
    dealt.deal.hands.forEach((hand, i) => expect(hand).toContain(`home-${RACES[i]}`));
    expect(say(r, r.log.at(-1)!)).toBe('Dealt the galaxy: Star by Star, 6 players');
    for (let i = 0; i < 8; i++) placeFirst(r);
    const again = SessionEngine.replay(r.engine.header, r.log, lodestarSession);
    expect(again.state.galaxy).toEqual(r.engine.state.galaxy);
    expect(Object.keys(slot(r).deal.board.placements)).toHaveLength(9);
    // Another session seed deals other hands.
    const other = sixPlayers('another-seed');
    other.act({ type: 'galaxy.deal', step: 'galaxy-deal', template: 'ti3-star-by-star-6' });
    expect(slot(other).deal.hands).not.toEqual(dealt.deal.hands);
  });

  it('logs who placed which tile where, refuses an illegal placement, and undoes one', () => {
    const r = sixPlayers();
    r.act({ type: 'galaxy.deal', step: 'galaxy-deal', template: 'ti3-standard-6' });
    const { tile, place } = placeFirst(r);
    const name = scenario.tiles.find((t) => t.id === tile)!.name;
    expect(say(r, r.log.at(-1)!)).toBe(`Seat 1 placed ${name} on ${place}`);
    // Out of turn: seat 2 is next, not seat 3.
    const three = slot(r).deal.hands[2]![0]!;
    expect(() =>
      r.act({
        type: 'galaxy.place',
        step: 'galaxy-deal',
        team: 'seat-3',
        tile: three,
        place: '1,0',
      }),
    ).toThrow("It is Seat 2's turn, not Seat 3's.");
    // A tile onto a place already taken.
    const two = slot(r).deal.hands[1]![0]!;
    expect(() =>
      r.act({ type: 'galaxy.place', step: 'galaxy-deal', team: 'seat-2', tile: two, place }),
    ).toThrow(`${place} already holds a tile.`);
    // Dealing twice is refused; undo takes back the placement, then the deal.
    expect(() =>
      r.act({ type: 'galaxy.deal', step: 'galaxy-deal', template: 'ti3-standard-6' }),
    ).toThrow('The galaxy has already been dealt: undo the deal to deal again');
    r.act({ type: 'session.undo' });
    expect(slot(r).deal.history).toEqual([]);
    expect(slot(r).deal.board.placements[place]).toBeUndefined();
    r.act({ type: 'session.undo' });
    expect(r.engine.state.galaxy.deals).toEqual({});
  });

  it('refuses a template the step does not offer, and a deal for more players than it seats', () => {
    const r = sixPlayers();
    expect(() => r.act({ type: 'galaxy.deal', step: 'galaxy-deal', template: 'nowhere' })).toThrow(
      'Deal and place the galaxy does not deal from "nowhere"',
    );
    r.act({
      type: 'roster.import',
      players: [{ name: 'P7', team: 'seat-7', role: 'player' }],
    });
    r.act({ type: 'setup.draft-pick', step: 'race-draft', team: 'seat-7', card: RACES[6] });
    expect(() =>
      r.act({ type: 'galaxy.deal', step: 'galaxy-deal', template: 'ti3-standard-6' }),
    ).toThrow('Cannot deal: "TI3 standard galaxy, 6 players" seats 1 to 6 players, not 7');
  });
});
