import { describe, expect, it } from 'vitest';
import type { ScenarioInput } from '../../../../scenarios/format/schema.ts';
import { drawsRecorder, drawsScenario } from '../draws-fixtures.ts';

/** A deal whose count is a tracker's value: each team's own, or the game's. */

const trackers: ScenarioInput['trackers'] = [
  { id: 'draw', name: 'Cards drawn', scope: 'team', start: 2, perTeam: { beta: { start: 1 } } },
  { id: 'round-draw', name: 'Round draw', scope: 'global', start: 3 },
  { id: 'luck', name: 'Luck', scope: 'player', start: 1 },
];
const schedule = (atStart: unknown[]) => ({
  blocks: [
    {
      id: 'main',
      phases: [
        { id: 'talk', name: 'Talk', minutes: 5 },
        { id: 'draw', name: 'Draw', minutes: 5, atStart },
      ],
    },
  ],
});
const hands = (r: ReturnType<typeof drawsRecorder>) => {
  const piles = r.engine.state.draws.decks['sabotage']!.piles;
  return ['alpha', 'beta', 'gamma'].map((t) => piles[`hand:${t}`]?.length ?? 0);
};

describe('a deal counted by a tracker', () => {
  it('deals each team its own tracker’s value', () => {
    const r = drawsRecorder('count', { trackers });
    r.act({ type: 'deck.deal', deck: 'sabotage', count: { tracker: 'draw' }, to: 'hand' });
    expect(hands(r)).toEqual([2, 1, 2]);
  });

  it('reads the value as the cards go out, so a change shows at the next deal', () => {
    const r = drawsRecorder('count', { trackers });
    r.act({ type: 'tracker.set', tracker: 'draw', holder: 'alpha', value: 0 });
    r.act({ type: 'deck.deal', deck: 'sabotage', count: { tracker: 'draw' }, to: 'hand' });
    expect(hands(r)).toEqual([0, 1, 2]);
  });

  it('deals every team the game’s value from a game tracker', () => {
    const r = drawsRecorder('count', { trackers });
    r.act({ type: 'deck.deal', deck: 'sabotage', count: { tracker: 'round-draw' }, to: 'hand' });
    expect(hands(r)).toEqual([2, 2, 2]);
  });

  it('runs from a phase start', () => {
    const r = drawsRecorder('count', {
      trackers,
      schedule: schedule([
        { kind: 'deal', deck: 'sabotage', count: { tracker: 'draw' }, to: 'hand' },
      ]),
    });
    r.act({ type: 'clock.start' });
    const entries = r.act({ type: 'clock.next' });
    expect(entries.map((e) => e.action.type)).toEqual(['clock.next', 'deck.deal']);
    expect(hands(r)).toEqual([2, 1, 2]);
  });

  it('refuses a tracker the scenario lacks or a player’s tracker', () => {
    expect(() =>
      drawsScenario({
        trackers,
        schedule: schedule([{ kind: 'deal', deck: 'sabotage', count: { tracker: 'nope' } }]),
      }),
    ).toThrow(/no tracker \\"nope\\"/);
    expect(() =>
      drawsScenario({
        trackers,
        schedule: schedule([{ kind: 'deal', deck: 'sabotage', count: { tracker: 'luck' } }]),
      }),
    ).toThrow(/\\"luck\\" is a player's tracker/);
    const r = drawsRecorder('count', { trackers });
    expect(() =>
      r.act({ type: 'deck.deal', deck: 'sabotage', count: { tracker: 'nope' }, to: 'hand' }),
    ).toThrow(/there is no tracker "nope" to count cards by/);
  });
});
