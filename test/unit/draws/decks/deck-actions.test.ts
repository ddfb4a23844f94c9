import { lodestarSession } from '../../../../features/index.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedRng, shuffle } from '../../../../random/rng.ts';
import { deckInstances } from '../../../../features/draws/decks/piles.ts';
import type { DeckState } from '../../../../features/draws/types.ts';
import { SessionEngine } from '../../../../session/engine.ts';
import { ActionRejected } from '../../../../session/types.ts';
import { drawsRecorder, drawsScenario } from '../draws-fixtures.ts';

const EVENTS = deckInstances(drawsScenario().decks[0]!);

function allCards(deck: DeckState): string[] {
  return Object.values(deck.piles).flat().sort();
}

function events(r: ReturnType<typeof drawsRecorder>): DeckState {
  return r.engine.state.draws.decks.events!;
}

describe('drawing', () => {
  it('draws from the top of the draw pile into play and remembers the last draw', () => {
    const r = drawsRecorder();
    const top = events(r).piles.draw!.slice(0, 2);
    const [entry] = r.act({ type: 'deck.draw', deck: 'events', count: 2 });
    expect(entry!.outcome).toEqual({ cards: top, reshuffled: false, short: 0 });
    expect(events(r).piles.play).toEqual(top);
    expect(events(r).piles.draw).toHaveLength(EVENTS.length - 2);
    expect(events(r).lastDraw).toEqual({ seq: 1, cards: top, pile: 'play' });
  });

  it('draws from the bottom and at random', () => {
    const r = drawsRecorder();
    const pile = events(r).piles.draw!;
    r.act({ type: 'deck.draw', deck: 'events', position: 'bottom', to: 'discard' });
    expect(events(r).piles.discard).toEqual([pile.at(-1)]);
    r.act({ type: 'deck.draw', deck: 'events', position: 'random', count: 3, to: 'hand:alpha' });
    expect(events(r).piles['hand:alpha']).toHaveLength(3);
    expect(allCards(events(r))).toEqual([...EVENTS].sort());
  });

  it('reshuffles the discard in when the draw pile runs out, and reports a short draw', () => {
    const r = drawsRecorder();
    r.act({ type: 'deck.draw', deck: 'events', count: 8, to: 'discard' });
    const [entry] = r.act({ type: 'deck.draw', deck: 'events', count: 5 });
    expect(entry!.outcome).toMatchObject({ reshuffled: true, short: 0 });
    const [again] = r.act({ type: 'deck.draw', deck: 'events', count: 10 });
    expect(again!.outcome).toMatchObject({ short: 5 });
    expect(() => r.act({ type: 'deck.draw', deck: 'events' })).toThrow(
      /draw pile of Events is empty/,
    );
    expect(allCards(events(r))).toEqual([...EVENTS].sort());
  });

  it('does not reshuffle a deck that says not to', () => {
    const scenario = drawsScenario();
    const r = drawsRecorder('s', {
      decks: scenario.decks.map((d) => ({ ...d, reshuffleWhenEmpty: false })),
    });
    r.act({ type: 'deck.draw', deck: 'events', count: 10, to: 'discard' });
    expect(() => r.act({ type: 'deck.draw', deck: 'events' })).toThrow(ActionRejected);
  });

  it('refuses unknown decks, bad piles and drawing into the same pile', () => {
    const r = drawsRecorder();
    expect(() => r.act({ type: 'deck.draw', deck: 'nope' })).toThrow(/no deck "nope"/);
    expect(() => r.act({ type: 'deck.draw', deck: 'events', to: 'hand:' })).toThrow(
      /must be a pile/,
    );
    expect(() => r.act({ type: 'deck.draw', deck: 'events', to: 'draw' })).toThrow(
      /different pile/,
    );
    expect(() => r.act({ type: 'deck.draw', deck: 'events', count: 0 })).toThrow(/at least 1/);
    expect(r.engine.seq).toBe(0);
  });
});

describe('dealing', () => {
  it('deals one card per round to every team in seat order, skipping offices', () => {
    const r = drawsRecorder();
    const top = events(r).piles.draw!.slice(0, 6);
    const [entry] = r.act({ type: 'deck.deal', deck: 'events', count: 2 });
    expect(entry!.outcome).toEqual({
      dealt: { alpha: [top[0], top[3]], beta: [top[1], top[4]], gamma: [top[2], top[5]] },
      skipped: [],
      short: 0,
      reshuffled: false,
    });
    expect(events(r).piles['play:alpha']).toEqual([top[0], top[3]]);
  });

  it('skips teams already holding the limit, and deals to hands when asked', () => {
    const r = drawsRecorder();
    r.act({ type: 'deck.deal', deck: 'events', holders: ['beta'] });
    const [entry] = r.act({ type: 'deck.deal', deck: 'events', limit: 1 });
    expect(entry!.outcome).toMatchObject({ skipped: ['beta'] });
    expect(Object.keys((entry!.outcome as { dealt: object }).dealt)).toEqual(['alpha', 'gamma']);
    r.act({
      type: 'deck.deal',
      deck: 'sabotage',
      holders: ['gamma', 'alpha'],
      count: 3,
      to: 'hand',
    });
    expect(r.engine.state.draws.decks.sabotage!.piles['hand:gamma']).toHaveLength(3);
    expect(r.log.at(-1)!.action).toMatchObject({ type: 'deck.deal' });
  });

  it('deals to named teams in the seat order rolled, not the order they were named in', () => {
    const r = drawsRecorder();
    r.act({ type: 'roster.seat', teams: ['gamma', 'alpha', 'beta'] });
    const top = events(r).piles.draw!.slice(0, 3);
    const [entry] = r.act({ type: 'deck.deal', deck: 'events', holders: ['alpha', 'gamma'] });
    expect((entry!.outcome as { dealt: object }).dealt).toEqual({
      gamma: [top[0]],
      alpha: [top[1]],
    });
    const [all] = r.act({ type: 'deck.deal', deck: 'events' });
    expect(Object.keys((all!.outcome as { dealt: object }).dealt)).toEqual([
      'gamma',
      'alpha',
      'beta',
    ]);
  });

  it('refuses unknown or repeated teams', () => {
    const r = drawsRecorder();
    expect(() => r.act({ type: 'deck.deal', deck: 'events', holders: ['zeta'] })).toThrow(
      /no team "zeta"/,
    );
    expect(() => r.act({ type: 'deck.deal', deck: 'events', holders: ['beta', 'beta'] })).toThrow(
      /twice/,
    );
  });

  it('deals at a phase start, and one undo takes back the phase and the deal', () => {
    const r = drawsRecorder();
    r.act({ type: 'clock.start' });
    const entries = r.act({ type: 'clock.next' });
    expect(entries.map((e) => e.action.type)).toEqual(['clock.next', 'deck.deal']);
    for (const team of ['alpha', 'beta', 'gamma'])
      expect(events(r).piles[`play:${team}`]).toHaveLength(1);
    r.act({ type: 'session.undo' });
    expect(Object.keys(events(r).piles)).toEqual(['draw']);
    expect(r.engine.state.clock.current).toBe(0);
  });
});

describe('moving, finding, splitting and clearing', () => {
  it('moves named copies wherever they are, to the top, bottom or shuffled in', () => {
    const r = drawsRecorder();
    r.act({ type: 'deck.draw', deck: 'events', count: 3 });
    const [a, b] = events(r).piles.play!;
    r.act({ type: 'deck.move', deck: 'events', cards: [a, b], to: 'discard' });
    expect(events(r).piles.discard).toEqual([b, a]);
    r.act({ type: 'deck.move', deck: 'events', cards: [a], to: 'draw', position: 'bottom' });
    expect(events(r).piles.draw!.at(-1)).toBe(a);
    r.act({ type: 'deck.move', deck: 'events', cards: [b], to: 'draw', position: 'shuffle' });
    expect(allCards(events(r))).toEqual([...EVENTS].sort());
    expect(() =>
      r.act({ type: 'deck.move', deck: 'events', cards: ['fire/9'], to: 'discard' }),
    ).toThrow(/no card fire\/9/);
    expect(() =>
      r.act({ type: 'deck.move', deck: 'events', cards: [a, a], to: 'discard' }),
    ).toThrow(/twice/);
  });

  it('finds a named card and takes it', () => {
    const r = drawsRecorder();
    const [entry] = r.act({ type: 'deck.find', deck: 'events', card: 'mutiny', to: 'hand:beta' });
    expect(entry!.outcome).toEqual({ card: 'mutiny/1' });
    expect(events(r).piles['hand:beta']).toEqual(['mutiny/1']);
    expect(() => r.act({ type: 'deck.find', deck: 'events', card: 'mutiny' })).toThrow(
      /no “Mutiny” in the draw pile/,
    );
    expect(() => r.act({ type: 'deck.find', deck: 'events', card: 'ghost' })).toThrow(
      /no card "ghost"/,
    );
  });

  it('splits the draw pile into equal piles as a person deals', () => {
    const r = drawsRecorder();
    const draw = events(r).piles.draw!;
    const [entry] = r.act({ type: 'deck.split', deck: 'events', piles: 3 });
    expect(entry!.outcome).toEqual({ sizes: [4, 3, 3] });
    expect(events(r).piles['stack:1']).toEqual([draw[0], draw[3], draw[6], draw[9]]);
    expect(events(r).piles.draw).toEqual([]);
    expect(() => r.act({ type: 'deck.split', deck: 'events', piles: 2 })).toThrow(
      /already split|empty/,
    );
    r.act({ type: 'deck.draw', deck: 'events', from: 'stack:2', count: 3 });
    expect(events(r).piles['stack:2']).toBeUndefined();
  });

  it('clears play but leaves persistent cards until they are resolved', () => {
    const r = drawsRecorder();
    r.act({ type: 'deck.find', deck: 'events', card: 'plague', to: 'play:alpha' });
    r.act({ type: 'deck.find', deck: 'events', card: 'fire', to: 'play:beta' });
    const [entry] = r.act({ type: 'deck.clear-play', deck: 'events' });
    expect(entry!.outcome).toEqual({ discarded: ['fire/1'] });
    expect(events(r).piles['play:alpha']).toEqual(['plague/1']);
    expect(events(r).piles['play:beta']).toBeUndefined();
  });

  it('resets every card into the draw pile', () => {
    const r = drawsRecorder();
    r.act({ type: 'deck.deal', deck: 'events', count: 2 });
    r.act({ type: 'deck.reset', deck: 'events' });
    expect(Object.keys(events(r).piles)).toEqual(['draw']);
    expect(allCards(events(r))).toEqual([...EVENTS].sort());
  });

  it('reshuffles the discard into the draw pile', () => {
    const r = drawsRecorder();
    r.act({ type: 'deck.draw', deck: 'events', count: 4, to: 'discard' });
    expect(r.act({ type: 'deck.reshuffle', deck: 'events' })[0]!.outcome).toEqual({ count: 4 });
    expect(events(r).piles.draw).toHaveLength(EVENTS.length);
    expect(() => r.act({ type: 'deck.reshuffle', deck: 'events' })).toThrow(
      /discard of Events is empty/,
    );
  });
});

const opArb = fc.oneof(
  fc.record({
    type: fc.constant('deck.draw'),
    deck: fc.constant('events'),
    count: fc.integer({ min: 1, max: 4 }),
    position: fc.constantFrom('top', 'bottom', 'random'),
    to: fc.constantFrom('play', 'discard', 'hand:alpha', 'removed', 'play:beta'),
  }),
  fc.record({
    type: fc.constant('deck.deal'),
    deck: fc.constant('events'),
    count: fc.integer({ min: 1, max: 2 }),
    limit: fc.option(fc.integer({ min: 1, max: 2 }), { nil: undefined }),
  }),
  fc.record({ type: fc.constant('deck.shuffle'), deck: fc.constant('events') }),
  fc.record({ type: fc.constant('deck.reshuffle'), deck: fc.constant('events') }),
  fc.record({ type: fc.constant('deck.clear-play'), deck: fc.constant('events') }),
  fc.record({
    type: fc.constant('deck.split'),
    deck: fc.constant('events'),
    piles: fc.integer({ min: 2, max: 4 }),
  }),
  fc.record({
    type: fc.constant('deck.find'),
    deck: fc.constant('events'),
    card: fc.constantFrom('fire', 'plague', 'calm'),
    to: fc.constantFrom('play', 'hand:gamma'),
  }),
  fc.record({ type: fc.constant('deck.reset'), deck: fc.constant('events') }),
  fc.record({ type: fc.constant('session.undo') }),
  fc.record({ type: fc.constant('session.redo') }),
  fc.nat({ max: 20 }).map((i) => ({ type: 'deck.move-some', index: i })),
);

describe('properties', () => {
  it('never duplicates or loses a card, and replay reproduces every draw', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), fc.array(opArb, { maxLength: 25 }), (seed, ops) => {
        const r = drawsRecorder(seed);
        for (const op of ops) {
          let action: unknown = op;
          if (op.type === 'deck.move-some') {
            const cards = Object.values(events(r).piles).flat();
            const card = cards[(op as { index: number }).index % cards.length]!;
            action = { type: 'deck.move', deck: 'events', cards: [card], to: 'discard' };
          }
          try {
            r.act(action);
          } catch (error) {
            if (!(error instanceof ActionRejected)) throw error;
          }
          expect(allCards(events(r))).toEqual([...EVENTS].sort());
        }
        const replayed = SessionEngine.replay(r.engine.header, r.log, lodestarSession);
        expect(replayed.state).toEqual(r.engine.state);
      }),
      { numRuns: 60 },
    );
  });

  it('undo never re-rolls: drawing again after an undo gives the same cards', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), (seed) => {
        const r = drawsRecorder(seed);
        const first = r.act({ type: 'deck.draw', deck: 'events', position: 'random', count: 2 })[0]!
          .outcome;
        r.act({ type: 'session.undo' });
        const again = r.act({ type: 'deck.draw', deck: 'events', position: 'random', count: 2 })[0]!
          .outcome;
        expect(again).toEqual(first);
        r.act({ type: 'session.undo' });
        r.act({ type: 'session.redo' });
        expect(events(r).lastDraw?.cards).toEqual((first as { cards: string[] }).cards);
      }),
      { numRuns: 30 },
    );
  });
});

describe('shuffles', () => {
  it('put each card of a 10-card deck in each position equally often (χ² over 2,000 seeds)', () => {
    const cards = Array.from({ length: 10 }, (_, i) => i);
    const counts = cards.map(() => cards.map(() => 0));
    for (let s = 0; s < 2000; s++) {
      const [order] = shuffle(seedRng(`shuffle-${s}`), cards);
      order.forEach((card, position) => counts[card]![position]!++);
    }
    const expected = 200;
    const chi = counts.flat().reduce((sum, n) => sum + (n - expected) ** 2 / expected, 0);
    // 81 degrees of freedom ((10−1)²), p = 0.001.
    expect(chi).toBeLessThan(124.84);
  });
});
