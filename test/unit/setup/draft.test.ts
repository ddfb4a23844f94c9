import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { takenCards } from '../../../features/setup/draft.ts';
import { say } from '../teams/teams-fixtures.ts';
import { CARDS, SEATS, setupRecorder } from './setup-fixtures.ts';

const pick = (team: string, card: string) => ({
  type: 'setup.draft-pick',
  step: 'draft',
  team,
  card,
});
const act = (type: string, team: string) => ({ type: `setup.draft-${type}`, step: 'draft', team });

/** North and South pick, East and West pass (seats in the scenario's order). */
function opened(seed = 'draft-seed', extra = {}) {
  const r = setupRecorder(seed, extra);
  r.act(pick('north', 'oak'));
  r.act(act('pass', 'east'));
  r.act(pick('south', 'ash'));
  r.act(act('pass', 'west'));
  return r;
}

const seat = (r: ReturnType<typeof setupRecorder>, team: string) =>
  r.engine.state.setup.drafts['draft']![team]!;

describe('the draft', () => {
  it('goes round the seats in order, and a card is picked once', () => {
    const r = setupRecorder();
    expect(() => r.act(pick('east', 'oak'))).toThrow("It is not East's turn to pick or pass");
    const [picked] = r.act(pick('north', 'oak'));
    expect(say(r, picked!)).toBe('North picked Oak');
    expect(() => r.act(pick('east', 'oak'))).toThrow('Oak is already taken');
    expect(() => r.act(pick('east', 'maple'))).toThrow('There is no card "maple" to draft');
    expect(() => r.act(act('draw', 'east'))).toThrow('East did not pass');
    const [passed] = r.act(act('pass', 'east'));
    expect(say(r, passed!)).toBe('East passed: dealt a card at random later');
    expect(() => r.act(act('draw', 'east'))).toThrow(
      'Draws begin once every team has picked or passed',
    );
    r.act(pick('south', 'ash'));
    r.act(act('pass', 'west'));
    expect(() => r.act(act('pass', 'west'))).toThrow('Every team has already picked or passed');
    expect(() => r.act(act('draw', 'north'))).toThrow('North did not pass');
  });

  it('deals at most three draws: the first two hidden, the third public at once', () => {
    const r = opened();
    const [first] = r.act(act('draw', 'east'));
    expect(first!.outcome).toEqual({ draw: 1, of: 3, card: null });
    expect(say(r, first!)).toBe('East drew a hidden card (draw 1 of 3)');
    const held = seat(r, 'east').card!;
    expect(seat(r, 'east')).toMatchObject({ hidden: true, draws: [held] });
    r.act(act('draw', 'east'));
    expect(seat(r, 'east').hidden).toBe(true);
    const [third] = r.act(act('draw', 'east'));
    const last = seat(r, 'east');
    expect(last.draws).toHaveLength(3);
    expect(last).toMatchObject({ hidden: false, card: last.draws[2] });
    expect(third!.outcome).toEqual({ draw: 3, of: 3, card: last.card });
    expect(say(r, third!)).toMatch(/^East drew [A-Z][a-z]+ \(draw 3 of 3\), public$/);
    expect(() => r.act(act('draw', 'east'))).toThrow('East has used all 3 draws');
    expect(() => r.act(act('reveal', 'east'))).toThrow('East holds no hidden card');
  });

  it('reveals a hidden draw, which is then kept', () => {
    const r = opened();
    r.act(act('draw', 'west'));
    const card = seat(r, 'west').card!;
    const [shown] = r.act(act('reveal', 'west'));
    expect(shown!.outcome).toEqual({ card });
    expect(say(r, shown!)).toBe(`West revealed ${card[0]!.toUpperCase()}${card.slice(1)}`);
    expect(seat(r, 'west')).toMatchObject({ hidden: false, card });
    expect(() => r.act(act('draw', 'west'))).toThrow('West has revealed its card and keeps it');
  });

  it('never deals a card someone holds or has drawn and rejected (any seed)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), (seed) => {
        const r = opened(seed);
        for (let i = 0; i < 3; i++) {
          r.act(act('draw', 'east'));
          r.act(act('draw', 'west'));
        }
        const seats = r.engine.state.setup.drafts['draft']!;
        const dealt = [...seats['east']!.draws, ...seats['west']!.draws];
        expect(new Set([...dealt, 'oak', 'ash']).size).toBe(8);
        expect(takenCards(seats).size).toBe(8);
        for (const card of dealt) expect(CARDS).toContain(card);
      }),
      { numRuns: 30 },
    );
  });

  it('says so when no card is left to deal', () => {
    const r = setupRecorder('empty', {
      decks: [
        {
          id: 'trees',
          name: 'Trees',
          cards: [
            { id: 'oak', title: 'Oak' },
            { id: 'ash', title: 'Ash' },
            { id: 'elm', title: 'Elm' },
          ],
        },
      ],
    });
    r.act(pick('north', 'oak'));
    r.act(act('pass', 'east'));
    r.act(pick('south', 'ash'));
    r.act(act('pass', 'west'));
    r.act(act('draw', 'east'));
    expect(() => r.act(act('draw', 'west'))).toThrow('No cards are left to deal');
  });

  it('follows the seats rolled', () => {
    const r = setupRecorder();
    r.act({ type: 'setup.seat-roll', step: 'seats' });
    const first = r.engine.state.roster.teamOrder[0]!;
    const other = SEATS.find((t) => t !== first)!;
    expect(() => r.act(pick(other, 'oak'))).toThrow('turn to pick or pass');
    r.act(pick(first, 'oak'));
  });
});

describe('marking steps done', () => {
  it('ticks a step off once, and back', () => {
    const r = setupRecorder();
    const [done] = r.act({ type: 'setup.done', step: 'deal' });
    expect(say(r, done!)).toBe('Setup: Deal objectives done');
    expect(r.engine.state.setup.done).toEqual(['deal']);
    expect(() => r.act({ type: 'setup.done', step: 'deal' })).toThrow('already done');
    r.act({ type: 'setup.undone', step: 'deal' });
    expect(r.engine.state.setup.done).toEqual([]);
    expect(() => r.act({ type: 'setup.undone', step: 'deal' })).toThrow('not marked done');
    expect(() => r.act({ type: 'setup.done', step: 'nope' })).toThrow('no setup step "nope"');
  });
});
