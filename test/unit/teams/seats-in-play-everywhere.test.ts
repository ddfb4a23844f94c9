import { describe, expect, it } from 'vitest';
import { setupRecorder, setupScenario } from '../setup/setup-fixtures.ts';
import { voteView } from '../../../features/contests/vote-view.ts';
import { attendanceStatus } from '../../../features/contests/meeting-view.ts';
import { conditionHolders, newlyMet } from '../../../features/endings/conditions.ts';
import { rankTeams } from '../../../features/endings/standings.ts';

/**
 * Four seats played by two: a vote, an auction, a committee meeting, a market row, an end
 * condition and its standings go round the two seats in play only.
 */
function table() {
  return setupRecorder('seats-seed', {
    trackers: [
      { id: 'tg', name: 'Trade goods', min: 0 },
      { id: 'vp', name: 'Victory points', min: 0 },
    ],
    votes: [
      {
        id: 'motion',
        name: 'Motion',
        options: [
          { id: 'aye', name: 'Aye' },
          { id: 'nay', name: 'Nay' },
        ],
        tie: 'chair',
      },
    ],
    committees: [{ id: 'council', name: 'Council', options: [{ id: 'seat', name: 'A seat' }] }],
    decks: [
      ...setupScenario().decks,
      {
        id: 'trades',
        name: 'Trades',
        shuffleAtStart: false,
        cards: [
          { id: 'fuel', title: 'Fuel', copies: 2 },
          { id: 'salvage', title: 'Salvage', copies: 2 },
        ],
        market: { slots: 2, refill: 'on-take', takeTo: 'hand' },
      },
    ],
    endConditions: [
      {
        id: 'bankrupt',
        name: 'No points',
        trackers: ['vp'],
        threshold: 0,
        outcome: 'loses',
        checked: 'turn-end',
        rankBy: ['vp'],
      },
    ],
    setup: [
      { id: 'players', name: 'How many play', kind: 'seats-in-play' },
      ...setupScenario().setup,
    ],
  });
}

/** Sample players in every chair, then setup says only two play: North and East. */
function twoOfFour() {
  const r = table();
  r.act({
    type: 'roster.import',
    players: ['north', 'east', 'south', 'west'].map((team) => ({ name: `P-${team}`, team })),
  });
  r.act({ type: 'setup.seats-in-play', step: 'players', count: 2 });
  return r;
}

const playerAt = (r: ReturnType<typeof table>, team: string) =>
  r.engine.state.roster.players.find((p) => p.team === team)!.id;

describe('seats in play, in every feature', () => {
  it('a vote lets only the seats in play vote, and is complete once they have', () => {
    const r = twoOfFour();
    r.act({ type: 'vote.open', vote: 'motion' });
    const def = r.engine.header.scenario.votes[0]!;
    expect(voteView(def, r.engine.state).voters.map((v) => v.name)).toEqual(['P-north', 'P-east']);
    r.act({ type: 'vote.cast', vote: 'motion', voter: playerAt(r, 'north'), choice: 'aye' });
    r.act({ type: 'vote.cast', vote: 'motion', voter: playerAt(r, 'east'), choice: 'aye' });
    const view = voteView(def, r.engine.state);
    expect(view.voted).toBe(view.voters.length);
    r.act({ type: 'vote.close', vote: 'motion' });
    expect(r.engine.state.contests.votes['motion']?.result?.totals).toEqual({ aye: 2, nay: 0 });
    r.act({ type: 'vote.cancel', vote: 'motion' });
    expect(() =>
      r.act({ type: 'vote.open', vote: 'motion', voters: [playerAt(r, 'south')] }),
    ).toThrow(/sits at South, which is not in play/);
  });

  it('an auction is bid by the seats in play, and all have bid when both have', () => {
    const r = twoOfFour();
    r.act({ type: 'auction.open', auction: 'homes' });
    expect(r.engine.state.contests.auctions['homes']?.bidders).toEqual(['north', 'east']);
    r.act({ type: 'auction.sealed', auction: 'homes', bids: { north: 3, east: 1 } });
    expect(r.engine.state.contests.auctions['homes']?.status).toBe('closed');
  });

  it('a meeting takes no one from an empty seat into its order of play', () => {
    const r = twoOfFour();
    r.act({ type: 'meeting.open', committee: 'council' });
    const def = r.engine.header.scenario.committees[0]!;
    const listed = attendanceStatus(r.engine.header.scenario, def, r.engine.state);
    expect(listed.map((a) => a.name)).toEqual(['P-north', 'P-east']);
    expect(() =>
      r.act({
        type: 'meeting.declare',
        committee: 'council',
        player: playerAt(r, 'west'),
        value: 1,
        override: true,
      }),
    ).toThrow(/sits at West, which is not in play/);
  });

  it('the market refuses a take by an empty seat', () => {
    const r = table();
    r.act({ type: 'roster.import', players: [{ name: 'Ana', team: 'north' }] });
    r.act({ type: 'market.refill', deck: 'trades' });
    expect(() => r.act({ type: 'market.take', deck: 'trades', slot: 1, team: 'south' })).toThrow(
      /South is an empty seat/,
    );
    r.act({ type: 'market.take', deck: 'trades', slot: 1, team: 'north' });
    expect(r.engine.state.draws.decks['trades']?.piles['hand:north']).toHaveLength(1);
  });

  it('an empty seat at 0 points neither loses nor is ranked', () => {
    const r = table();
    r.act({
      type: 'roster.import',
      players: [
        { name: 'Ana', team: 'north' },
        { name: 'Ben', team: 'east' },
      ],
    });
    r.act({ type: 'tracker.set', tracker: 'vp', holder: 'north', value: 4 });
    r.act({ type: 'tracker.set', tracker: 'vp', holder: 'east', value: 2 });
    const { scenario } = r.engine.header;
    const def = scenario.endConditions[0]!;
    expect(conditionHolders(scenario, r.engine.state, def)).toEqual(['north', 'east']);
    expect(newlyMet(scenario, r.engine.state, 1)).toEqual([]);
    expect(rankTeams(scenario, r.engine.state, def).map((s) => s.team)).toEqual(['north', 'east']);
  });

  it('setup names the seats outright; the seat roll and draft then go round them only', () => {
    const r = table();
    r.act({ type: 'setup.seats-in-play', step: 'players', seats: ['east', 'west'] });
    expect(r.log.at(-1) && r.engine.registry.describe(r.log.at(-1)!, r.engine.header)).toBe(
      '2 playing: East, West',
    );
    expect(() =>
      r.act({ type: 'setup.seats-in-play', step: 'players', count: 2, seats: ['east'] }),
    ).toThrow(/not both/);
    r.act({ type: 'setup.seat-roll', step: 'seats' });
    expect(Object.keys(r.engine.state.setup.seatRolls ?? {}).sort()).toEqual(['east', 'west']);
    const [first, second] = r.engine.state.roster.teamOrder;
    r.act({ type: 'setup.draft-pick', step: 'draft', team: first!, card: 'ash' });
    r.act({ type: 'setup.draft-pick', step: 'draft', team: second!, card: 'oak' });
    expect(() => r.act({ type: 'setup.draft-pass', step: 'draft', team: 'north' })).toThrow(
      /already picked or passed/,
    );
  });
});
