import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lodestarSession } from '../../../../features/index.ts';
import { SessionEngine } from '../../../../session/engine.ts';
import { ActionRejected, AUTOMATION_AUTHOR } from '../../../../session/types.ts';
import { trackerValue } from '../../../../features/teams/tracker-ops.ts';
import type { DeckInput, MarketDef } from '../../../../features/draws/draws-format.ts';
import { deckSchema } from '../../../../features/draws/draws-format.ts';
import { scenarioSchema } from '../../../../scenarios/format/schema.ts';
import { bundledScenarios } from '../../../../scenarios/library/index.ts';
import { drawsRecorder, drawsScenario } from '../draws-fixtures.ts';

/** The fixture with a Trades deck of 6 cards shown 3 at a time. */
function market(
  over: Partial<MarketDef> = {},
  seed = 'market-seed',
  deck: Partial<DeckInput> = {},
) {
  const decks: DeckInput[] = [
    ...drawsScenario().decks,
    {
      id: 'trades',
      name: 'Trades',
      reshuffleWhenEmpty: false,
      cards: [
        { id: 'fuel-run', title: 'Fuel Run', copies: 2 },
        { id: 'medkit', title: 'Medkit', copies: 2 },
        { id: 'salvage', title: 'Salvage', copies: 2 },
      ],
      market: { slots: 3, refill: 'on-take', takeTo: 'hand', ...over },
      ...deck,
    },
  ];
  const trackers = [{ id: 'fuel', name: 'Fuel', min: 0, start: 3 }];
  return drawsRecorder(seed, { decks, trackers });
}

const trades = (r: ReturnType<typeof market>) => r.engine.state.draws.decks['trades']!;
const row = (r: ReturnType<typeof market>) => trades(r).piles['market'] ?? [];
const line = (
  r: ReturnType<typeof market>,
  entry: Parameters<typeof r.engine.registry.describe>[0],
) => r.engine.registry.describe(entry, r.engine.header);

describe('a market row', () => {
  it('fills its slots from the deck, and a take refills it at once', () => {
    const r = market();
    const [fill] = r.act({ type: 'market.refill', deck: 'trades' });
    expect(row(r)).toHaveLength(3);
    expect(line(r, fill!)).toMatch(/^Refilled the Trades row; row refilled: /);
    const taken = row(r)[1]!;
    const [take] = r.act({ type: 'market.take', deck: 'trades', card: taken, team: 'beta' });
    expect(trades(r).piles['hand:beta']).toEqual([taken]);
    expect(row(r)).toHaveLength(3);
    expect(row(r)).not.toContain(taken);
    expect(line(r, take!)).toMatch(
      /^Beta took \w[\w ]* from the Trades row to Beta's hand; row refilled: /,
    );
  });

  it('stays short when the deck is empty, and says so', () => {
    const r = market();
    r.act({ type: 'market.refill', deck: 'trades' });
    r.act({ type: 'market.take', deck: 'trades', slot: 1, team: 'alpha' });
    r.act({ type: 'market.take', deck: 'trades', slot: 1, team: 'alpha' });
    r.act({ type: 'market.take', deck: 'trades', slot: 1, team: 'alpha' });
    const [last] = r.act({ type: 'market.take', deck: 'trades', slot: 1, team: 'alpha' });
    expect(row(r)).toHaveLength(2);
    expect(line(r, last!)).toContain('1 slot empty: the deck is empty; the row stays short');
    expect(() => r.act({ type: 'market.refill', deck: 'trades' })).toThrow(
      new ActionRejected('the deck is empty; the row stays short'),
    );
  });

  it('refuses an empty slot, a card not in the row, a full row and a deck without a market', () => {
    const r = market();
    r.act({ type: 'market.refill', deck: 'trades' });
    const before = r.engine.state;
    const seq = r.engine.seq;
    expect(() => r.act({ type: 'market.take', deck: 'trades', slot: 4, team: 'alpha' })).toThrow(
      'slot 4 of the Trades row is empty (it holds 3 cards)',
    );
    const notShown = trades(r).piles['draw']![0]!;
    expect(() =>
      r.act({ type: 'market.take', deck: 'trades', card: notShown, team: 'alpha' }),
    ).toThrow(`${notShown} is not in the Trades row: take a card the row shows`);
    expect(() => r.act({ type: 'market.take', deck: 'trades', slot: 1, team: 'nobody' })).toThrow(
      'There is no team "nobody" to take from Trades',
    );
    expect(() => r.act({ type: 'market.refill', deck: 'trades' })).toThrow(
      'the Trades row is full (3 of 3)',
    );
    expect(() => r.act({ type: 'market.refill', deck: 'events' })).toThrow(
      'Events has no market row',
    );
    expect(r.engine.seq).toBe(seq);
    expect(r.engine.state).toBe(before);
  });

  it('pays the deck’s cost from the team’s tracker, refuses one short, and undo gives it back', () => {
    const r = market({}, 'cost-seed', { cost: { tracker: 'fuel', amount: 2 } });
    const def = r.engine.header.scenario.trackers.find((t) => t.id === 'fuel')!;
    const fuel = (team: string) => trackerValue(r.engine.state.trackers, def, team);
    r.act({ type: 'market.refill', deck: 'trades' });
    const [take] = r.act({ type: 'market.take', deck: 'trades', slot: 1, team: 'alpha' });
    expect(fuel('alpha')).toBe(1);
    expect(line(r, take!)).toContain('; paid 2 Fuel');
    expect(() => r.act({ type: 'market.take', deck: 'trades', slot: 1, team: 'alpha' })).toThrow(
      'Alpha has 1 Fuel; a Trades card costs 2',
    );
    r.act({ type: 'market.take', deck: 'trades', slot: 1, team: 'alpha', free: true });
    expect(fuel('alpha')).toBe(1);
    r.act({ type: 'session.undo' });
    r.act({ type: 'session.undo' });
    expect(fuel('alpha')).toBe(3);
    expect(trades(r).piles['hand:alpha']).toBeUndefined();
    expect(row(r)).toHaveLength(3);
  });

  it('clears the row to the discard', () => {
    const r = market({ takeTo: 'play' });
    r.act({ type: 'market.refill', deck: 'trades' });
    const shown = [...row(r)];
    const [clear] = r.act({ type: 'market.clear', deck: 'trades' });
    expect(row(r)).toEqual([]);
    expect(trades(r).piles['discard']).toEqual([...shown].reverse());
    expect(line(r, clear!)).toBe('Cleared the Trades row: 3 cards discarded');
    expect(() => r.act({ type: 'market.clear', deck: 'trades' })).toThrow(
      'the Trades row is already empty',
    );
  });

  it('gives a fresh row at the start of its phase each turn, untaken cards discarded', () => {
    const r = market({ refill: 'each-turn', phase: 'events', stale: 'discard', slots: 2 });
    r.act({ type: 'clock.start' });
    expect(row(r)).toEqual([]);
    const entries = r.act({ type: 'clock.next' });
    const refill = entries.find((e) => e.action.type === 'market.refill')!;
    expect(refill).toMatchObject({
      by: AUTOMATION_AUTHOR,
      action: { fresh: true, reason: 'phase' },
    });
    expect(row(r)).toHaveLength(2);
    const first = [...row(r)];
    // An each-turn row does not refill on a take.
    r.act({ type: 'market.take', deck: 'trades', slot: 1, team: 'gamma' });
    expect(row(r)).toHaveLength(1);
    r.act({ type: 'clock.next' });
    r.act({ type: 'clock.next' });
    expect(row(r)).toHaveLength(2);
    expect(trades(r).piles['discard']).toContain(first[1]);
    // One undo takes back the phase change and the new row.
    r.act({ type: 'session.undo' });
    expect(row(r)).toEqual([first[1]]);
  });

  it('keeps the untaken cards when the market says so', () => {
    const r = market({ refill: 'each-turn', phase: 'events', stale: 'keep', slots: 2 });
    r.act({ type: 'clock.start' });
    r.act({ type: 'clock.next' });
    const kept = row(r)[1]!;
    r.act({ type: 'market.take', deck: 'trades', slot: 1, team: 'gamma' });
    r.act({ type: 'clock.next' });
    r.act({ type: 'clock.next' });
    expect(row(r)[0]).toBe(kept);
    expect(row(r)).toHaveLength(2);
  });

  it('is closed in the phases of a turn before its opening phase, open from it on', () => {
    const r = market({ openFrom: 'events' });
    r.act({ type: 'market.refill', deck: 'trades' });
    // Off the clock nothing is closed.
    r.act({ type: 'market.take', deck: 'trades', slot: 1, team: 'alpha' });
    r.act({ type: 'clock.start' });
    const seq = r.engine.seq;
    expect(() => r.act({ type: 'market.take', deck: 'trades', slot: 1, team: 'beta' })).toThrow(
      new ActionRejected('Trades is closed until Events: take from it then'),
    );
    expect(r.engine.seq).toBe(seq);
    r.act({ type: 'clock.next' });
    r.act({ type: 'market.take', deck: 'trades', slot: 1, team: 'beta' });
    expect(trades(r).piles['hand:beta']).toHaveLength(1);
    // The next turn starts closed again.
    r.act({ type: 'clock.next' });
    expect(() => r.act({ type: 'market.take', deck: 'trades', slot: 1, team: 'beta' })).toThrow(
      /closed until Events/,
    );
  });

  it('rejects a row refilled each turn without a phase', () => {
    const parsed = deckSchema.safeParse({
      id: 'x',
      name: 'X',
      market: { slots: 2, refill: 'each-turn' },
    });
    expect(parsed.success).toBe(false);
    expect(JSON.stringify(parsed.error?.issues)).toContain('needs the phase that refills it');
  });

  it('never holds more than its slots and conserves every card, and replays exactly', () => {
    const op = fc.oneof(
      fc.record({
        type: fc.constant('market.take'),
        deck: fc.constant('trades'),
        slot: fc.integer({ min: 1, max: 4 }),
        team: fc.constantFrom('alpha', 'beta'),
      }),
      fc.record({
        type: fc.constant('market.refill'),
        deck: fc.constant('trades'),
        fresh: fc.boolean(),
      }),
      fc.record({ type: fc.constant('market.clear'), deck: fc.constant('trades') }),
      fc.record({ type: fc.constant('deck.reshuffle'), deck: fc.constant('trades') }),
      fc.record({
        type: fc.constant('deck.move'),
        deck: fc.constant('trades'),
        cards: fc.constantFrom(['medkit/1'], ['salvage/2']),
        to: fc.constantFrom('draw', 'discard', 'hand:beta'),
      }),
      fc.constantFrom({ type: 'session.undo' }, { type: 'clock.next' }),
    );
    const refill = fc.constantFrom<MarketDef['refill']>('on-take', 'each-turn', 'manual');
    fc.assert(
      fc.property(
        fc.string({ maxLength: 5 }),
        refill,
        fc.array(op, { maxLength: 25 }),
        (seed, mode, ops) => {
          const r = market({ refill: mode, phase: 'events', stale: 'discard' }, seed, {
            reshuffleWhenEmpty: true,
          });
          r.act({ type: 'clock.start' });
          for (const action of ops) {
            try {
              r.act(action);
            } catch (error) {
              if (!(error instanceof ActionRejected)) throw error;
            }
            expect(row(r).length).toBeLessThanOrEqual(3);
            const all = Object.values(trades(r).piles).flat().sort();
            expect(all).toEqual([
              'fuel-run/1',
              'fuel-run/2',
              'medkit/1',
              'medkit/2',
              'salvage/1',
              'salvage/2',
            ]);
          }
          const replayed = SessionEngine.replay(r.engine.header, r.log, lodestarSession);
          expect(replayed.state).toEqual(r.engine.state);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('makes So Say We All’s Black Market a row of trades renewed at Commitment, flagged assumed', () => {
    const scenario = bundledScenarios.find((s) => s.id === 'so-say-we-all')!.scenario;
    expect(scenarioSchema.safeParse(scenario).success).toBe(true);
    const deck = scenario.decks.find((d) => d.id === 'black-market')!;
    expect(deck.cards).toHaveLength(12);
    expect(deck.market).toMatchObject({
      slots: 4,
      refill: 'each-turn',
      phase: 'commitment',
      stale: 'discard',
      assumed: true,
    });
    expect(deck.market?.source).toContain('rules lines 113-116');
    // Closed in Phase 1 (L115): open from Commitment on.
    expect(deck.market?.openFrom).toBe('commitment');
    const phases = scenario.schedule.blocks.flatMap((b) => b.phases.map((p) => p.id));
    expect(phases).toContain(deck.market?.phase);
  });
});
