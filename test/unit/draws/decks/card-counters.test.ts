import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lodestarSession } from '../../../../features/index.ts';
import { counterProgress } from '../../../../features/draws/decks/card-counters.ts';
import { projectDraws } from '../../../../features/draws/projection.ts';
import { SessionEngine } from '../../../../session/engine.ts';
import { ActionRejected } from '../../../../session/types.ts';
import { DISPLAY, teamViewer } from '../../../../session/viewer.ts';
import type { DeckInput } from '../../../../features/draws/draws-format.ts';
import { scenarioSchema } from '../../../../scenarios/format/schema.ts';
import { bundledScenarios } from '../../../../scenarios/library/index.ts';
import { drawsRecorder, drawsScenario } from '../draws-fixtures.ts';

/** The fixture with a Weapons deck whose cards are complete ("Understood") at 3 Red cubes. */
function armed(seed = 'counter-seed') {
  const decks: DeckInput[] = [
    ...drawsScenario().decks,
    {
      id: 'weapons',
      name: 'Weapons',
      shuffleAtStart: false,
      counters: { bag: 'cubes', complete: 'Understood', noun: 'cube' },
      cards: [
        { id: 'lance', title: 'Plasma Lance', counterGoal: { count: 3, kinds: ['red'] } },
        { id: 'ray', title: 'Null Ray' },
      ],
    },
  ];
  const bags = [
    {
      id: 'cubes',
      name: 'Cubes',
      kinds: [
        { id: 'red', name: 'Red', colour: '#cc0000' },
        { id: 'blue', name: 'Blue', colour: '#0000cc' },
      ],
    },
  ];
  return drawsRecorder(seed, { decks, bags });
}

const weapons = (r: ReturnType<typeof armed>) => r.engine.state.draws.decks['weapons']!;
const line = (
  r: ReturnType<typeof armed>,
  entry: Parameters<typeof r.engine.registry.describe>[0],
) => r.engine.registry.describe(entry, r.engine.header);

describe('counters on a card in play', () => {
  it('puts cubes on a card in play, logs the progress and reads Understood at the goal', () => {
    const r = armed();
    r.act({ type: 'deck.draw', deck: 'weapons', to: 'play' });
    const add = { type: 'card.add-counter', deck: 'weapons', card: 'lance/1', kind: 'red' };
    const [first] = r.act(add);
    expect(line(r, first!)).toBe('Put 1 Red cube on Plasma Lance (1 / 3)');
    const [second] = r.act({ ...add, count: 2 });
    expect(line(r, second!)).toBe('Put 2 Red cubes on Plasma Lance (3 / 3, Understood)');
    expect(weapons(r).counters).toEqual({ 'lance/1': { red: 3 } });
    const def = r.engine.header.scenario.decks.find((d) => d.id === 'weapons')!;
    expect(counterProgress(def, 'lance/1', { red: 3, blue: 5 })).toEqual({
      have: 3,
      goal: 3,
      complete: true,
    });
    // Cubes of another colour do not count toward a goal of Red.
    r.act({ ...add, kind: 'blue' });
    expect(counterProgress(def, 'lance/1', weapons(r).counters!['lance/1']!)?.have).toBe(3);
  });

  it('takes counters off, refuses below 0 and a card not in play, with state unchanged', () => {
    const r = armed();
    r.act({ type: 'deck.draw', deck: 'weapons', to: 'hand:alpha' });
    r.act({ type: 'card.add-counter', deck: 'weapons', card: 'lance/1', kind: 'red' });
    const [off] = r.act({
      type: 'card.remove-counter',
      deck: 'weapons',
      card: 'lance/1',
      kind: 'red',
    });
    expect(line(r, off!)).toBe('Took 1 Red cube off Plasma Lance (0 / 3)');
    expect(weapons(r).counters).toBeUndefined();
    const before = r.engine.state;
    const seq = r.engine.seq;
    expect(() =>
      r.act({ type: 'card.remove-counter', deck: 'weapons', card: 'lance/1', kind: 'red' }),
    ).toThrow(new ActionRejected('Plasma Lance has 0 Red; it cannot go below 0'));
    expect(() =>
      r.act({ type: 'card.add-counter', deck: 'weapons', card: 'ray/1', kind: 'red' }),
    ).toThrow('Null Ray is not in play: counters go on a card in a hand or play area');
    expect(() =>
      r.act({ type: 'card.add-counter', deck: 'weapons', card: 'gone/1', kind: 'red' }),
    ).toThrow('Weapons has no card gone/1');
    expect(() =>
      r.act({ type: 'card.add-counter', deck: 'weapons', card: 'lance/1', kind: '' }),
    ).toThrow();
    expect(r.engine.seq).toBe(seq);
    expect(r.engine.state).toBe(before);
  });

  it('is undone by the session undo, and a free label works without a bag', () => {
    const r = armed();
    r.act({ type: 'deck.draw', deck: 'events', to: 'play:alpha' });
    const card = r.engine.state.draws.decks['events']!.piles['play:alpha']![0]!;
    const [entry] = r.act({ type: 'card.add-counter', deck: 'events', card, kind: 'Damage' });
    expect(line(r, entry!)).toMatch(/^Put 1 Damage counter on \w+ \(1 Damage counter on it\)$/);
    r.act({ type: 'session.undo' });
    expect(r.engine.state.draws.decks['events']!.counters).toBeUndefined();
  });

  it('drops the counters of a card that leaves play', () => {
    const r = armed();
    r.act({ type: 'deck.draw', deck: 'weapons', to: 'play' });
    r.act({ type: 'card.add-counter', deck: 'weapons', card: 'lance/1', kind: 'red', count: 2 });
    r.act({ type: 'deck.move', deck: 'weapons', cards: ['lance/1'], to: 'play:beta' });
    expect(weapons(r).counters).toEqual({ 'lance/1': { red: 2 } });
    r.act({ type: 'deck.move', deck: 'weapons', cards: ['lance/1'], to: 'discard' });
    expect(weapons(r).counters).toBeUndefined();
  });

  it('shows counters only to whoever sees the card', () => {
    const r = armed();
    r.act({ type: 'deck.draw', deck: 'weapons', to: 'hand:alpha' });
    r.act({ type: 'card.add-counter', deck: 'weapons', card: 'lance/1', kind: 'red' });
    const ctx = { state: r.engine.state, scenario: r.engine.header.scenario };
    const draws = r.engine.state.draws;
    expect(projectDraws(draws, teamViewer('alpha'), ctx).decks['weapons']!.counters).toEqual({
      'lance/1': { red: 1 },
    });
    expect(projectDraws(draws, teamViewer('beta'), ctx).decks['weapons']!.counters).toBeUndefined();
    expect(projectDraws(draws, DISPLAY, ctx).decks['weapons']!.counters).toBeUndefined();
    const [entry] = r.log.slice(-1);
    expect(r.engine.registry.describeFor(entry!, r.engine.header, teamViewer('beta'))).toBe(
      'Put 1 Red cube on a card of Weapons',
    );
    r.act({ type: 'deck.move', deck: 'weapons', cards: ['lance/1'], to: 'play:alpha' });
    const after = { state: r.engine.state, scenario: r.engine.header.scenario };
    expect(projectDraws(r.engine.state.draws, DISPLAY, after).decks['weapons']!.counters).toEqual({
      'lance/1': { red: 1 },
    });
  });

  it('never goes below 0 and replays exactly, whatever the sequence', () => {
    const op = fc.oneof(
      fc.record({
        type: fc.constantFrom('card.add-counter', 'card.remove-counter'),
        deck: fc.constant('weapons'),
        card: fc.constantFrom('lance/1', 'ray/1'),
        kind: fc.constantFrom('red', 'blue'),
        count: fc.integer({ min: 1, max: 3 }),
      }),
      fc.record({
        type: fc.constant('deck.draw'),
        deck: fc.constant('weapons'),
        to: fc.constantFrom('play', 'hand:alpha'),
      }),
      fc.record({
        type: fc.constant('deck.move'),
        deck: fc.constant('weapons'),
        cards: fc.constantFrom(['lance/1'], ['ray/1']),
        to: fc.constantFrom('discard', 'play:beta', 'draw'),
      }),
      fc.constant({ type: 'session.undo' }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 25 }), (ops) => {
        const r = armed();
        for (const action of ops) {
          try {
            r.act(action);
          } catch (error) {
            if (!(error instanceof ActionRejected)) throw error;
          }
          for (const kinds of Object.values(weapons(r).counters ?? {}))
            for (const n of Object.values(kinds)) expect(n).toBeGreaterThan(0);
        }
        const replayed = SessionEngine.replay(r.engine.header, r.log, lodestarSession);
        expect(replayed.state).toEqual(r.engine.state);
      }),
      { numRuns: 40 },
    );
  });

  it('gives the solo game’s Super Weapons a goal in cubes of the cloth bag, flagged assumed', () => {
    const scenario = bundledScenarios.find((s) => s.id === 'free-captain-solo')!.scenario;
    expect(scenarioSchema.safeParse(scenario).success).toBe(true);
    const deck = scenario.decks.find((d) => d.id === 'super-weapons')!;
    expect(deck.counters).toMatchObject({ bag: 'cloth-bag', complete: 'Understood', noun: 'cube' });
    for (const card of deck.cards) {
      expect(card.counterGoal?.assumed).toBe(true);
      expect(card.counterGoal?.source).toContain('rules lines 314-322');
    }
  });
});
