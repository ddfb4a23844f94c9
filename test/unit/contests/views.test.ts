import { describe, expect, it } from 'vitest';
import { contestsRecorder } from './contests-fixtures.ts';
import { voteView } from '../../../features/contests/vote-view.ts';
import { checkBuy, parseCards, pileView } from '../../../features/contests/pile-view.ts';
import { auctionView } from '../../../features/contests/auction-view.ts';
import { awardPreview } from '../../../features/contests/award-preview.ts';

type R = ReturnType<typeof contestsRecorder>;
const scenario = (r: R) => r.engine.header.scenario;
const voteDef = (r: R, id: string) => scenario(r).votes.find((v) => v.id === id)!;

describe('what the console shows of contests', () => {
  it('a vote: voters with weights, totals, and nothing of a secret vote until it closes', () => {
    const r = contestsRecorder();
    expect(voteView(voteDef(r, 'motion'), r.engine.state).status).toBe('not-open');
    r.act({ type: 'vote.open', vote: 'motion' });
    r.act({ type: 'vote.cast', vote: 'motion', voter: 'ana', choice: 'aye' });
    const open = voteView(voteDef(r, 'motion'), r.engine.state);
    expect(open).toMatchObject({ status: 'open', hidden: true, voted: 1 });
    expect(open.voters[0]).toEqual({
      id: 'ana',
      name: 'Ana',
      weight: 1,
      voted: true,
      choice: null,
    });
    expect(open.choices.map((c) => c.total)).toEqual([null, null]);
    expect(JSON.stringify(open.voters)).not.toContain('aye');
    r.act({ type: 'vote.close', vote: 'motion' });
    const closed = voteView(voteDef(r, 'motion'), r.engine.state);
    expect(closed.voters[0]!.choice).toBe('aye');
    expect(closed.choices).toEqual([
      { id: 'aye', name: 'Aye', total: 1 },
      { id: 'nay', name: 'Nay', total: 0 },
    ]);
    expect(closed.result?.winner).toBe('aye');
  });

  it('a pile says what the next buyer must beat; typed cards are parsed and checked like pile.buy', () => {
    const r = contestsRecorder();
    const def = scenario(r).committees[0]!;
    r.act({
      type: 'pile.buy',
      committee: def.id,
      option: 'scavenger',
      player: 'ana',
      played: [7],
      added: 7,
    });
    const scavenger = pileView(def, r.engine.state).find((p) => p.option === 'scavenger')!;
    expect(scavenger).toMatchObject({
      value: 10,
      cards: [3, 7],
      holderName: 'Ana',
      beat: 'next buyer must play more than 10',
    });
    expect(parseCards('7 10')).toEqual([7, 10]);
    expect(parseCards(' 7, 5+1 ')).toEqual([7, 5, 1]);
    expect(parseCards('7 x')).toBeNull();
    expect(parseCards('7.5')).toBeNull();
    const base = { value: 13, cards: [13], locked: false, holder: null };
    expect(checkBuy(base, [7, 5])).toEqual({ total: 12, problem: 'play more than 13' });
    expect(checkBuy(base, [7, 10])).toEqual({ total: 17, problem: null });
    expect(checkBuy({ ...base, locked: true }, [20]).problem).toBe('locked this turn');
  });

  it('an auction: whose turn, the least next bid, and the settlement by team', () => {
    const r = contestsRecorder();
    const speaker = scenario(r).auctions.find((a) => a.id === 'speaker')!;
    r.act({ type: 'auction.open', auction: 'speaker', first: 'saar' });
    r.act({ type: 'auction.bid', auction: 'speaker', team: 'saar', amount: 1 });
    const open = auctionView(scenario(r), speaker, r.engine.state);
    expect(open).toMatchObject({
      status: 'open',
      currency: 'Trade goods',
      onTurn: 'norr',
      nextBid: 2,
      high: { team: 'saar', name: 'Saar', amount: 1 },
    });
    expect(open.bidders.map((b) => b.id)).toEqual(['saar', 'norr', 'sol']);
    r.act({ type: 'auction.pass', auction: 'speaker', team: 'norr' });
    r.act({ type: 'auction.pass', auction: 'speaker', team: 'sol' });
    const closed = auctionView(scenario(r), speaker, r.engine.state);
    expect(closed.onTurn).toBeNull();
    expect(closed.changes).toEqual([
      { team: 'norr', name: 'Norr', by: 1 },
      { team: 'sol', name: 'Sol', by: 1 },
    ]);
  });

  it('an award preview gives what award.run then gives', () => {
    const r = contestsRecorder();
    const hourly = scenario(r).awards[0]!;
    for (const [p, v] of [
      ['ana', 8],
      ['bo', 20],
      ['cy', 12],
      ['di', 3],
    ] as const)
      r.act({ type: 'tracker.set', tracker: 'banked', holder: p, value: v });
    const preview = awardPreview(scenario(r), hourly, r.engine.state);
    expect(preview.map((row) => [row.name, row.score, row.bonus])).toEqual([
      ['Bo', 20, 3],
      ['Cy', 12, 2],
      ['Ana', 8, 0],
      ['Di', 3, 0],
    ]);
    const [run] = r.act({ type: 'award.run', award: 'hourly' });
    expect(run!.outcome).toEqual({
      bonuses: Object.fromEntries(preview.map((row) => [row.player, row.bonus])),
    });
  });
});
