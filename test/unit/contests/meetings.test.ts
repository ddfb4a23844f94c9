import { describe, expect, it } from 'vitest';
import { createHeader } from '../../../session/session-header.ts';
import { committeeSchema } from '../../../features/contests/contests-format.ts';
import { say } from '../teams/teams-fixtures.ts';
import { recorder, T0, testScenario } from '../session/session-fixtures.ts';
import { contestsScenario } from './contests-fixtures.ts';

/**
 * Committee meetings with turn limits and an order of play (Aquila Rift L1570–1712: declare
 * Plunder, choose in order of it, older first on a tie, a 0 on a pile earns a second choice;
 * one meeting a turn; L1896–1898: not the same meeting twice in a row).
 */

const limits = {
  per: 'player',
  scope: 'turn',
  perScope: 1,
  notTwiceInARow: true,
};
const meeting = {
  declare: 'Plunder',
  order: 'highest-first',
  tieBreak: 'age: the older player first',
  secondChoiceOnZero: true,
};

function meetingRecorder() {
  const base = contestsScenario();
  const scenario = {
    ...base,
    schedule: testScenario().schedule,
    committees: [
      committeeSchema.parse({ ...base.committees[0], limits, meeting }),
      committeeSchema.parse({
        id: 'patcom',
        name: 'PATCOM',
        options: [{ id: 'bounty', name: 'Bounty' }],
        limits,
        meeting,
      }),
    ],
  };
  const r = recorder(
    createHeader({
      id: 'meetings',
      title: 'Meetings',
      scenarioId: null,
      scenario,
      seed: 'meetings',
      createdAt: T0,
      createdBy: 'Ana',
      utcOffsetMinutes: 0,
    }),
  );
  r.act({
    type: 'roster.import',
    players: [
      { id: 'ana', name: 'Ana', team: 'sol', role: 'pirate' },
      { id: 'bo', name: 'Bo', team: 'norr', role: 'patrol' },
      { id: 'cy', name: 'Cy', team: 'saar', role: 'pirate' },
      { id: 'di', name: 'Di', team: 'sol', role: 'patrol' },
    ],
  });
  return r;
}

type R = ReturnType<typeof meetingRecorder>;
const bm = 'black-market';
const meetingOf = (r: R, c = bm) => r.engine.state.contests.meetings?.[c];
const declare = (player: string, value: number, extra: Record<string, unknown> = {}, c = bm) => ({
  type: 'meeting.declare',
  committee: c,
  player,
  value,
  ...extra,
});
const buy = (player: string, option: string, played: number[], added: number) => ({
  type: 'pile.buy',
  committee: bm,
  option,
  player,
  played,
  added,
});
const pile = (r: R, option: string) => r.engine.state.contests.committees[bm]![option]!;

describe('committee meetings', () => {
  it('orders choices by declared Plunder, older first on a tie, and advances as each buys or takes', () => {
    const r = meetingRecorder();
    r.act({ type: 'clock.start' });
    const [opened] = r.act({ type: 'meeting.open', committee: bm });
    expect(say(r, opened!)).toBe('Meeting of Black Market opened (turn 1)');
    // Roberta's hand (2 + 7 + 10 = 19, L1671–1675); Bo and Cy tie on 12, Cy is older.
    const [ana] = r.act(declare('ana', 19));
    expect(say(r, ana!)).toBe('Ana attends Black Market and declares 19 Plunder');
    r.act(declare('bo', 12, { tieBreak: 30 }));
    const [cy] = r.act(declare('cy', 12, { tieBreak: 45 }));
    expect(say(r, cy!)).toBe('Cy attends Black Market and declares 12 Plunder (tie-break 45)');
    // Bo may not jump the queue.
    const before = r.engine.state;
    expect(() => r.act(buy('bo', 'spice-run', [7], 7))).toThrow(
      "It is Ana's turn to choose in Black Market, not Bo's",
    );
    expect(r.engine.state).toBe(before);
    // Ana plays her 7 on the Scavenger Upgrades (3 → 10; L1697–1703).
    r.act(buy('ana', 'scavenger', [7], 7));
    expect(pile(r, 'scavenger').value).toBe(10);
    // Cy (older) before Bo; Cy takes the Century Hawk's 20 (L1693).
    expect(() => r.act(buy('bo', 'spice-run', [7], 7))).toThrow("It is Cy's turn");
    r.act({ type: 'pile.take', committee: bm, option: 'century-hawk', player: 'cy' });
    expect(pile(r, 'century-hawk').value).toBe(0);
    // Bo adds a 0 with a 7 on the Spice Run (5): a second choice after everyone else.
    const [boBuy] = r.act(buy('bo', 'spice-run', [7, 0], 0));
    expect(say(r, boBuy!)).toContain('one more choice later');
    expect(meetingOf(r)!.choices.map((c) => `${c.player}:${c.kind}`)).toEqual([
      'ana:buy',
      'cy:take',
      'bo:buy',
    ]);
    // Bo's second choice: another 0 does not earn a third (once per meeting).
    r.act(buy('bo', 'century-hawk', [1, 0], 0));
    expect(meetingOf(r)!.choices.at(-1)).toMatchObject({ player: 'bo', second: true });
    expect(() => r.act({ type: 'meeting.next', committee: bm })).toThrow(
      'Nobody is left to choose in the meeting of Black Market',
    );
    const [closed] = r.act({ type: 'meeting.close', committee: bm });
    expect(say(r, closed!)).toBe('Meeting of Black Market closed: 3 attended, 4 choices');
    // Closed: piles are bought freely again.
    r.act(buy('di', 'scavenger', [11], 11));
    expect(pile(r, 'scavenger').value).toBe(21);
  });

  it('refuses a second meeting in the same turn and the same committee twice in a row; Control may allow it', () => {
    const r = meetingRecorder();
    r.act({ type: 'clock.start' });
    r.act({ type: 'meeting.open', committee: bm });
    r.act(declare('ana', 5));
    r.act({ type: 'meeting.open', committee: 'patcom' });
    const before = r.engine.state;
    expect(() => r.act(declare('ana', 5, {}, 'patcom'))).toThrow(
      'Ana already attended Black Market this turn',
    );
    expect(r.engine.state).toBe(before);
    const [allowed] = r.act(declare('ana', 5, { override: true }, 'patcom'));
    expect(say(r, allowed!)).toBe(
      'Ana attends PATCOM and declares 5 Plunder; allowed by Control: Ana already attended Black Market this turn',
    );
    r.act({ type: 'meeting.close', committee: bm });
    r.act({ type: 'meeting.close', committee: 'patcom' });
    // Turn 2 (two phases a turn in the test schedule).
    r.act({ type: 'clock.next' });
    r.act({ type: 'clock.next' });
    r.act({ type: 'meeting.open', committee: bm });
    expect(() => r.act(declare('ana', 5))).toThrow(
      'Ana attended Black Market last turn and cannot attend it twice in a row',
    );
    r.act(declare('bo', 5));
    // Undo takes Bo's attendance back, so he may attend PATCOM instead.
    r.act({ type: 'session.undo' });
    expect(meetingOf(r)!.attendees).toEqual([]);
    r.act({ type: 'meeting.open', committee: 'patcom' });
    r.act(declare('bo', 5, {}, 'patcom'));
    expect(r.engine.state.contests.attendance?.map((a) => `${a.player}@${a.turn}`)).toEqual([
      'ana@1',
      'ana@1',
      'bo@2',
    ]);
  });

  it('refuses bad input with a clear reason and leaves the state unchanged', () => {
    const r = meetingRecorder();
    const before = r.engine.state;
    expect(() => r.act(declare('ana', 3))).toThrow('No meeting of Black Market is open');
    expect(() => r.act({ type: 'meeting.open', committee: 'nope' })).toThrow(
      'There is no committee "nope"',
    );
    expect(r.engine.state).toBe(before);
    r.act({ type: 'meeting.open', committee: bm });
    const open = r.engine.state;
    expect(() => r.act({ type: 'meeting.open', committee: bm })).toThrow(
      'A meeting of Black Market is already open',
    );
    expect(() => r.act(declare('zed', 3))).toThrow('There is no player "zed" on the roster');
    expect(() => r.act(declare('ana', -1))).toThrow();
    expect(() => r.act(buy('ana', 'scavenger', [7], 7))).toThrow(
      'Nobody has declared in the meeting of Black Market yet',
    );
    expect(r.engine.state).toBe(open);
    r.act(declare('ana', 3));
    r.act({ type: 'meeting.next', committee: bm });
    expect(() => r.act(declare('bo', 3))).toThrow('Choices have begun');
  });
});
