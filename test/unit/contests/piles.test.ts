import { lodestarSession } from '../../../features/index.ts';
import { describe, expect, it } from 'vitest';
import { contestsRecorder } from './contests-fixtures.ts';
import { say } from '../teams/teams-fixtures.ts';
import { SessionEngine } from '../../../session/engine.ts';

const pile = (r: ReturnType<typeof contestsRecorder>, option: string) =>
  r.engine.state.contests.committees['black-market']![option]!;
const buy = (option: string, played: number[], added: number, player = 'ana') => ({
  type: 'pile.buy',
  committee: 'black-market',
  option,
  player,
  played,
  added,
});

describe('committee piles (Aquila Rift L1669–1711)', () => {
  it('follows the rule book example: each buyer must beat the pile, and one card is added to it', () => {
    const r = contestsRecorder();
    // Scavenger at 3: a 7 beats it and goes on the pile, so the next buyer must beat 10.
    const [scavenger] = r.act(buy('scavenger', [7], 7));
    expect(pile(r, 'scavenger')).toMatchObject({ value: 10, cards: [3, 7], holder: 'ana' });
    expect(say(r, scavenger!)).toBe('Ana buys Scavenger Upgrades with 7; the pile is now 10');
    // Spice Run at 5 + 7: the next cost is 13.
    r.act(buy('spice-run', [7], 7, 'bo'));
    expect(pile(r, 'spice-run').value + 1).toBe(13);
    // Smuggler's Base at 13: 7 + 5 = 12 is not enough; 7 + 10 = 17 is, adding 7 makes 20 (or 10 would make 23).
    expect(() => r.act(buy('smuggler-base', [7, 5], 7))).toThrow(
      "Smuggler's Base costs more than 13: 12 is not enough",
    );
    const [base] = r.act(buy('smuggler-base', [7, 10], 7, 'cy'));
    expect(pile(r, 'smuggler-base').value).toBe(20);
    expect(base!.outcome).toMatchObject({ paid: 17, pile: 20, discarded: [10] });
    r.act({ type: 'session.undo' });
    expect(pile(r, 'smuggler-base')).toEqual({
      value: 13,
      cards: [13],
      locked: false,
      holder: null,
    });
    r.act(buy('smuggler-base', [7, 10], 10, 'cy'));
    expect(pile(r, 'smuggler-base').value).toBe(23);
    // Exactly the pile's value does not beat it.
    expect(() => r.act(buy('scavenger', [10], 10))).toThrow('costs more than 10');
    expect(() => r.act(buy('scavenger', [11], 5))).toThrow('must be one of those played');
  });

  it('taking the pile empties it (the Century Hawk goes for a song) and may lock the option this turn', () => {
    const r = contestsRecorder();
    const [taken] = r.act({
      type: 'pile.take',
      committee: 'black-market',
      option: 'century-hawk',
      player: 'bo',
    });
    expect(taken!.outcome).toMatchObject({ total: 20, cards: [20] });
    expect(() => r.act(buy('century-hawk', [1], 1, 'zed'))).toThrow(
      'There is no player "zed" on the roster',
    );
    expect(() =>
      r.act({ type: 'pile.set', committee: 'black-market', option: 'yacht', value: 2 }),
    ).toThrow('Black Market has no option "yacht"');
    expect(pile(r, 'century-hawk')).toMatchObject({ value: 0, cards: [], locked: false });
    r.act(buy('century-hawk', [1], 1, 'cy'));
    expect(pile(r, 'century-hawk').value).toBe(1);
    expect(() =>
      r.act({
        type: 'pile.take',
        committee: 'black-market',
        option: 'spice-run',
        player: 'bo',
        lock: true,
      }),
    ).toThrow('not locked by taking its pile');
    r.act(buy('medal', [2], 2));
    r.act({
      type: 'pile.take',
      committee: 'black-market',
      option: 'medal',
      player: 'bo',
      lock: true,
    });
    expect(() => r.act(buy('medal', [5], 5, 'cy'))).toThrow(
      'Medal is locked for the rest of this turn',
    );
    const [unlocked] = r.act({ type: 'pile.unlock', committee: 'black-market' });
    expect(say(r, unlocked!)).toBe('Options unlocked in Black Market for a new turn');
    r.act(buy('medal', [5], 5, 'cy'));
    expect(pile(r, 'medal')).toMatchObject({ value: 5, holder: 'cy' });
  });

  it('a card worth 0 on the pile earns another choice; Control can seed a pile; replay agrees', () => {
    const r = contestsRecorder();
    const [zero] = r.act(buy('scavenger', [0, 4], 0));
    expect(zero!.outcome).toMatchObject({ extraChoice: true, pile: 3 });
    r.act({ type: 'pile.set', committee: 'black-market', option: 'spice-run', value: 8 });
    expect(pile(r, 'spice-run')).toMatchObject({ value: 8, cards: [8] });
    expect(SessionEngine.replay(r.engine.header, r.log, lodestarSession).state).toEqual(
      r.engine.state,
    );
  });
});
