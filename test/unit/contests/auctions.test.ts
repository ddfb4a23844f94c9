import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { contestsRecorder } from './contests-fixtures.ts';
import { say } from '../teams/teams-fixtures.ts';
import { trackerDef } from '../../../features/teams/tracker-defs.ts';
import { trackerValue } from '../../../features/teams/tracker-ops.ts';
import { settlement } from '../../../features/contests/auction-settle.ts';

type R = ReturnType<typeof contestsRecorder>;
const tg = (r: R) =>
  ['sol', 'norr', 'saar'].map((t) =>
    trackerValue(r.engine.state.trackers, trackerDef(r.engine.header.scenario, 'trade-goods'), t),
  );

describe('auctions (TI3 patch setup, L19–21 and L552–556)', () => {
  it('runs the worked pipeline: home-system bids 6/1/0, speaker won at 2, normalised to 1/8/9', () => {
    const r = contestsRecorder();
    r.act({ type: 'auction.open', auction: 'home-systems' });
    const [opened] = r.act({
      type: 'auction.sealed',
      auction: 'home-systems',
      bids: { sol: 6, norr: 1, saar: 0 },
    });
    expect(tg(r)).toEqual([0, 5, 6]);
    expect(say(r, opened!)).toBe(
      'Home-system bidding: bids opened (Sol 6, Norr 1, Saar 0); Sol wins',
    );

    // The lowest roller (Saar) bids first, counter-clockwise: Saar, Norr, Sol.
    const [open] = r.act({ type: 'auction.open', auction: 'speaker', first: 'saar' });
    expect(open!.outcome).toEqual({ bidders: ['saar', 'norr', 'sol'] });
    r.act({ type: 'auction.bid', auction: 'speaker', team: 'saar', amount: 0 });
    r.act({ type: 'auction.bid', auction: 'speaker', team: 'norr', amount: 1 });
    r.act({ type: 'auction.bid', auction: 'speaker', team: 'sol', amount: 2 });
    expect(() =>
      r.act({ type: 'auction.bid', auction: 'speaker', team: 'norr', amount: 3 }),
    ).toThrow("It is Saar's turn");
    r.act({ type: 'auction.pass', auction: 'speaker', team: 'saar' });
    const [last] = r.act({ type: 'auction.pass', auction: 'speaker', team: 'norr' });
    expect(say(r, last!)).toBe('Speaker bid: Norr passes; Sol wins at 2');
    expect(r.engine.state.contests.auctions['speaker']!.result).toMatchObject({
      winner: 'sol',
      amount: 2,
      changes: { norr: 2, saar: 2 },
    });
    expect(tg(r)).toEqual([0, 7, 8]);
    r.act({ type: 'tracker.normalise', tracker: 'trade-goods', floor: 1 });
    expect(tg(r)).toEqual([1, 8, 9]);
  });

  it('refuses bids that do not beat the high bid, under the minimum, or out of turn; a tie of sealed bids has no winner', () => {
    const r = contestsRecorder();
    r.act({ type: 'auction.open', auction: 'charter' });
    expect(() =>
      r.act({ type: 'auction.bid', auction: 'charter', team: 'sol', amount: 0 }),
    ).toThrow('The lowest bid in Charter is 1');
    r.act({ type: 'auction.bid', auction: 'charter', team: 'sol', amount: 2 });
    expect(() =>
      r.act({ type: 'auction.bid', auction: 'charter', team: 'norr', amount: 2 }),
    ).toThrow('A bid must beat 2');
    r.act({ type: 'auction.cancel', auction: 'charter' });
    expect(r.engine.state.contests.auctions['charter']).toBeUndefined();
    r.act({ type: 'auction.open', auction: 'home-systems' });
    expect(() =>
      r.act({ type: 'auction.sealed', auction: 'home-systems', bids: { sol: 1, norr: 1 } }),
    ).toThrow('No bid from Saar');
    r.act({ type: 'auction.sealed', auction: 'home-systems', bids: { sol: 3, norr: 3, saar: 1 } });
    expect(r.engine.state.contests.auctions['home-systems']!.result).toMatchObject({
      winner: null,
      tied: ['sol', 'norr'],
    });
    expect(tg(r)).toEqual([0, 0, 2]);
  });

  it('when everyone passes without a bid the first bidder wins at the minimum; out-of-turn and wrong-kind actions are refused', () => {
    const r = contestsRecorder();
    r.act({ type: 'tracker.set', tracker: 'trade-goods', holder: 'norr', value: 5 });
    expect(() => r.act({ type: 'auction.pass', auction: 'charter', team: 'sol' })).toThrow(
      'Charter is not open',
    );
    expect(() => r.act({ type: 'auction.open', auction: 'charter', first: 'atlantis' })).toThrow(
      'atlantis does not bid in Charter',
    );
    r.act({ type: 'auction.open', auction: 'charter', first: 'norr' });
    expect(() =>
      r.act({ type: 'auction.sealed', auction: 'charter', bids: { sol: 1, norr: 1, saar: 1 } }),
    ).toThrow('Charter is an ascending auction');
    expect(() => r.act({ type: 'auction.pass', auction: 'charter', team: 'sol' })).toThrow(
      "It is Norr's turn to bid in Charter",
    );
    r.act({ type: 'auction.pass', auction: 'charter', team: 'norr' });
    r.act({ type: 'auction.pass', auction: 'charter', team: 'saar' });
    const [last] = r.act({ type: 'auction.pass', auction: 'charter', team: 'sol' });
    expect(last!.outcome).toEqual({ winner: 'norr', amount: 1, tied: [], changes: { norr: -1 } });
    expect(tg(r)).toEqual([0, 4, 0]);
  });

  it('property: an ascending auction ends with one winner and moves exactly the rule’s amount', () => {
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { minLength: 1, maxLength: 30 }),
        fc.constantFrom('speaker', 'charter'),
        (moves, id) => {
          const r = contestsRecorder();
          r.act({ type: 'tracker.set', tracker: 'trade-goods', holder: 'sol', value: 50 });
          r.act({ type: 'tracker.set', tracker: 'trade-goods', holder: 'norr', value: 50 });
          r.act({ type: 'tracker.set', tracker: 'trade-goods', holder: 'saar', value: 50 });
          r.act({ type: 'auction.open', auction: id });
          let high = 0;
          for (const bid of moves) {
            const auction = r.engine.state.contests.auctions[id]!;
            if (auction.status === 'closed') break;
            const team = auction.bidders[auction.turn]!;
            if (bid) r.act({ type: 'auction.bid', auction: id, team, amount: ++high });
            else r.act({ type: 'auction.pass', auction: id, team });
          }
          const auction = r.engine.state.contests.auctions[id]!;
          const total = tg(r).reduce((a, b) => a + b, 0);
          if (auction.status === 'open') {
            expect(total).toBe(150);
            return;
          }
          const won = auction.result!.amount;
          expect(auction.result!.winner).not.toBeNull();
          // Others receive the bid (two of them), or the winner pays it.
          expect(total).toBe(id === 'speaker' ? 150 + 2 * won : 150 - won);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('property: a settlement moves exactly what its rule says (winner pays, others receive, highest minus own)', () => {
    const defs = contestsRecorder().engine.header.scenario.auctions;
    fc.assert(
      fc.property(
        fc.constantFrom(...defs),
        fc.array(fc.nat(20), { minLength: 2, maxLength: 6 }),
        fc.nat(5),
        (def, amounts, w) => {
          const bidders = amounts.map((_, i) => `t${i}`);
          const bids = Object.fromEntries(bidders.map((b, i) => [b, amounts[i]!]));
          const winner = bidders[w % bidders.length]!;
          const amount = bids[winner]!;
          const changes = settlement(def, bidders, bids, winner, amount);
          const moved = Object.values(changes).reduce((a, b) => a + b, 0);
          const n = bidders.length;
          if (def.settle === 'winner-pays') expect(moved).toBe(0 - amount);
          else if (def.settle === 'others-receive') {
            expect(moved).toBe((n - 1) * amount);
            expect(changes[winner] ?? 0).toBe(0);
          } else {
            const highest = Math.max(...amounts);
            expect(moved).toBe(n * highest - amounts.reduce((a, b) => a + b, 0));
            expect(Math.min(...Object.values(changes))).toBe(0);
          }
        },
      ),
    );
  });
});
