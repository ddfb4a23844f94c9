import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { contestsRecorder } from './contests-fixtures.ts';
import { say } from '../teams/teams-fixtures.ts';
import { countVotes } from '../../../features/contests/vote-count.ts';
import { awardBonuses } from '../../../features/contests/award.ts';
import { contestsScenario } from './contests-fixtures.ts';

type R = ReturnType<typeof contestsRecorder>;
const set = (r: R, tracker: string, holder: string, value: number) =>
  r.act({ type: 'tracker.set', tracker, holder, value });

describe('votes (Aquila Rift L1913–1945)', () => {
  it('weighs each vote by the greatest of Status, Bounty, Rank or Medals; a tie appoints nobody', () => {
    const r = contestsRecorder();
    set(r, 'status', 'ana', 3);
    set(r, 'rank', 'bo', 2);
    set(r, 'medals', 'bo', 4);
    set(r, 'bounty', 'cy', 1);
    set(r, 'status', 'di', 0);
    r.act({ type: 'vote.open', vote: 'viceroy' });
    expect(r.engine.state.contests.votes['viceroy']!.weights).toEqual({
      ana: 3,
      bo: 4,
      cy: 1,
      di: 0,
    });
    r.act({ type: 'vote.cast', vote: 'viceroy', voter: 'ana', choice: 'ana' });
    r.act({ type: 'vote.cast', vote: 'viceroy', voter: 'cy', choice: 'ana' });
    const [bo] = r.act({ type: 'vote.cast', vote: 'viceroy', voter: 'bo', choice: 'bo' });
    expect(say(r, bo!)).toBe('Viceroy: Bo votes Bo');
    const [closed] = r.act({ type: 'vote.close', vote: 'viceroy' });
    expect(r.engine.state.contests.votes['viceroy']!.result).toEqual({
      totals: { ana: 4, bo: 4, cy: 0, di: 0 },
      winner: null,
      tied: ['ana', 'bo'],
      how: 'tie: nobody is elected',
    });
    expect(say(r, closed!)).toBe('Viceroy closed: tie: nobody is elected');
  });

  it('only pirates can be Pirate King; a random tie-break is drawn with the session generator and replays', () => {
    const r = contestsRecorder();
    r.act({ type: 'vote.open', vote: 'king' });
    expect(r.engine.state.contests.votes['king']!.candidates).toEqual(['ana', 'cy']);
    expect(() => r.act({ type: 'vote.cast', vote: 'king', voter: 'bo', choice: 'bo' })).toThrow(
      '"bo" is not a choice',
    );
    r.act({ type: 'vote.cast', vote: 'king', voter: 'bo', choice: 'ana' });
    r.act({ type: 'vote.cast', vote: 'king', voter: 'di', choice: 'cy' });
    r.act({ type: 'vote.close', vote: 'king' });
    const result = r.engine.state.contests.votes['king']!.result!;
    expect(result.tied).toEqual(['ana', 'cy']);
    expect(['ana', 'cy']).toContain(result.winner);
    expect(result.how).toBe('tie broken at random');
  });

  it('a secret ballot is logged without its choice; a chair tie waits for Control', () => {
    const r = contestsRecorder();
    r.act({ type: 'vote.open', vote: 'motion' });
    const [cast] = r.act({ type: 'vote.cast', vote: 'motion', voter: 'ana', choice: 'aye' });
    expect(say(r, cast!)).toBe('Motion: Ana voted');
    expect(JSON.stringify(cast!.outcome)).not.toContain('Aye');
    r.act({ type: 'vote.cast', vote: 'motion', voter: 'bo', choice: 'nay' });
    r.act({ type: 'vote.close', vote: 'motion' });
    expect(r.engine.state.contests.votes['motion']!.result).toMatchObject({
      winner: null,
      tied: ['aye', 'nay'],
    });
    expect(() => r.act({ type: 'vote.decide', vote: 'motion', choice: 'abstain' })).toThrow(
      'Only the tied choices',
    );
    r.act({ type: 'vote.decide', vote: 'motion', choice: 'nay' });
    expect(r.engine.state.contests.votes['motion']!.result).toMatchObject({
      winner: 'nay',
      how: 'tie decided by Control',
    });
    expect(() => r.act({ type: 'vote.cast', vote: 'motion', voter: 'cy', choice: 'aye' })).toThrow(
      'Motion is not open',
    );
  });

  it('property: the count depends only on who voted for what with which weight, not the order of the ballots', () => {
    const choices = ['a', 'b', 'c'];
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.stringMatching(/^v[0-9]{1,2}$/),
          fc.record({ choice: fc.constantFrom(...choices), weight: fc.nat(5) }),
        ),
        (votes) => {
          const entries = Object.entries(votes);
          const ballots = (list: typeof entries) =>
            Object.fromEntries(list.map(([v, b]) => [v, b.choice]));
          const weights = Object.fromEntries(entries.map(([v, b]) => [v, b.weight]));
          const forward = countVotes(choices, ballots(entries), weights);
          expect(countVotes(choices, ballots([...entries].reverse()), weights)).toEqual(forward);
          const total = entries.reduce((n, [, b]) => n + b.weight, 0);
          expect(Object.values(forward.totals).reduce((a, b) => a + b, 0)).toBe(total);
        },
      ),
    );
  });
});

describe('votes: opening again, rejections, and order of ballots', () => {
  it('opening a closed vote again starts afresh; clear sentences when an action does not apply', () => {
    const r = contestsRecorder();
    expect(() => r.act({ type: 'vote.close', vote: 'viceroy' })).toThrow('Viceroy is not open');
    expect(() => r.act({ type: 'vote.open', vote: 'doge' })).toThrow('There is no vote "doge"');
    expect(() => r.act({ type: 'vote.open', vote: 'viceroy', voters: ['ana', 'zed'] })).toThrow(
      'There is no player "zed" on the roster',
    );
    expect(() => r.act({ type: 'vote.open', vote: 'viceroy', voters: ['ana', 'ana'] })).toThrow(
      'A voter is named twice',
    );
    r.act({ type: 'vote.open', vote: 'viceroy', voters: ['ana', 'bo'] });
    expect(() => r.act({ type: 'vote.open', vote: 'viceroy' })).toThrow('Viceroy is already open');
    expect(() => r.act({ type: 'vote.cast', vote: 'viceroy', voter: 'cy', choice: 'ana' })).toThrow(
      'Cy does not vote in Viceroy',
    );
    r.act({ type: 'vote.cast', vote: 'viceroy', voter: 'ana', choice: 'bo' });
    // Casting again replaces the ballot.
    r.act({ type: 'vote.cast', vote: 'viceroy', voter: 'ana', choice: 'cy' });
    r.act({ type: 'vote.close', vote: 'viceroy' });
    // Voters with weight 0 are listed but elect nobody.
    expect(r.engine.state.contests.votes['viceroy']!.result).toMatchObject({
      winner: null,
      how: 'no votes were cast',
    });
    expect(r.engine.state.contests.votes['viceroy']!.ballots).toEqual({ ana: 'cy' });
    expect(() => r.act({ type: 'vote.decide', vote: 'viceroy', choice: 'cy' })).toThrow(
      'Viceroy has no tie for Control to decide',
    );
    r.act({ type: 'tracker.set', tracker: 'status', holder: 'bo', value: 2 });
    r.act({ type: 'vote.open', vote: 'viceroy' });
    const again = r.engine.state.contests.votes['viceroy']!;
    expect(again).toMatchObject({ status: 'open', ballots: {}, result: null });
    expect(again.voters).toEqual(['ana', 'bo', 'cy', 'di']);
    expect(again.weights['bo']).toBe(2);
    r.act({ type: 'vote.cast', vote: 'viceroy', voter: 'bo', choice: 'bo' });
    const [closed] = r.act({ type: 'vote.close', vote: 'viceroy' });
    expect(say(r, closed!)).toBe('Viceroy: Bo (most votes)');
    r.act({ type: 'vote.cancel', vote: 'viceroy' });
    expect(r.engine.state.contests.votes['viceroy']).toBeUndefined();
    expect(() => r.act({ type: 'vote.cancel', vote: 'viceroy' })).toThrow(
      'Viceroy has not been opened',
    );
  });

  it('property: the result depends only on the multiset of (weight, choice) pairs, not who cast which or in what order', () => {
    const voters = ['ana', 'bo', 'cy', 'di'];
    const run = (
      vote: 'viceroy' | 'motion',
      pairs: { weight: number; choice: number }[],
      holders: string[],
      order: number[],
    ) => {
      const r = contestsRecorder();
      const choices = vote === 'viceroy' ? voters : ['aye', 'nay'];
      // The weight comes from Status for the Viceroy; the Motion counts one per voter.
      pairs.forEach((p, i) =>
        r.act({ type: 'tracker.set', tracker: 'status', holder: holders[i]!, value: p.weight }),
      );
      r.act({ type: 'vote.open', vote });
      for (const i of order)
        r.act({
          type: 'vote.cast',
          vote,
          voter: holders[i]!,
          choice: choices[pairs[i]!.choice % choices.length]!,
        });
      r.act({ type: 'vote.close', vote });
      return r.engine.state.contests.votes[vote]!.result;
    };
    fc.assert(
      fc.property(
        fc.constantFrom('viceroy' as const, 'motion' as const),
        fc.array(fc.record({ weight: fc.nat(4), choice: fc.nat(3) }), {
          minLength: 4,
          maxLength: 4,
        }),
        fc.shuffledSubarray(voters, { minLength: 4, maxLength: 4 }),
        fc.shuffledSubarray([0, 1, 2, 3], { minLength: 4, maxLength: 4 }),
        (vote, pairs, holders, order) => {
          expect(run(vote, pairs, holders, order)).toEqual(run(vote, pairs, voters, [0, 1, 2, 3]));
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('awards (Aquila Rift L2563–2577)', () => {
  const hourly = contestsScenario().awards[0]!;

  it('gives the highest +3, nothing at half or less of it, and the rest +2 (upper half) or +1', () => {
    expect(awardBonuses(hourly, { a: 20, b: 18, c: 15, d: 12, e: 11, f: 10, g: 4 })).toEqual({
      a: 3,
      b: 2,
      c: 2,
      d: 1,
      e: 1,
      f: 0,
      g: 0,
    });
    // Ties at the top all get the top bonus; a tie across the half line stays in the upper half.
    expect(awardBonuses(hourly, { a: 10, b: 10, c: 8, d: 8, e: 7 })).toEqual({
      a: 3,
      b: 3,
      c: 2,
      d: 2,
      e: 1,
    });
    expect(awardBonuses(hourly, { a: 0, b: 0 })).toEqual({ a: 0, b: 0 });
  });

  it('runs on the roster and adds to each player’s tracker', () => {
    const r = contestsRecorder();
    set(r, 'banked', 'ana', 20);
    set(r, 'banked', 'bo', 16);
    set(r, 'banked', 'cy', 12);
    set(r, 'banked', 'di', 2);
    const [run] = r.act({ type: 'award.run', award: 'hourly' });
    expect(run!.outcome).toEqual({ bonuses: { ana: 3, bo: 2, cy: 1, di: 0 } });
    expect(say(r, run!)).toBe('Hourly bonus: bonuses for 3 players');
  });
});
