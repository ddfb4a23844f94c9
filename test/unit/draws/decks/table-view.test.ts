import { describe, expect, it } from 'vitest';
import {
  cardsOnTable,
  counterKinds,
  countersLine,
  defaultCounterKind,
  marketView,
} from '../../../../features/draws/decks/table-view.ts';
import type { DeckState } from '../../../../features/draws/types.ts';
import { bundledScenarios } from '../../../../scenarios/library/index.ts';

/** What the console, the display and session show list of a deck on the table. */

const solo = bundledScenarios.find((s) => s.id === 'free-captain-solo')!.scenario;
const sswa = bundledScenarios.find((s) => s.id === 'so-say-we-all')!.scenario;
const weapons = solo.decks.find((d) => d.id === 'super-weapons')!;
const market = sswa.decks.find((d) => d.id === 'black-market')!;

describe('the table view of a deck', () => {
  it('lists a card in play with its cubes, progress and Understood once complete', () => {
    const state: DeckState = {
      piles: { draw: ['super-weapon-1/1'], play: ['super-weapon-2/1'] },
      lastDraw: null,
      counters: { 'super-weapon-2/1': { blue: 3, red: 1 } },
    };
    const [item, ...rest] = cardsOnTable(solo, weapons, state);
    expect(rest).toEqual([]);
    expect(item!.pileLabel).toBe('In play');
    expect(item!.counters).toEqual([
      { kind: 'blue', name: 'Blue', colour: '#1e5bc6', count: 3 },
      { kind: 'red', name: 'Red', colour: '#c62828', count: 1 },
    ]);
    expect(item!.complete).toBe('Understood');
    expect(countersLine(item!)).toBe('Blue 3 · Red 1 · 3 / 3 Understood');
    expect(defaultCounterKind(solo, weapons, item!)).toBe('blue');
    expect(counterKinds(solo, weapons).map((k) => k.kind)).toEqual([
      'yellow',
      'white',
      'red',
      'blue',
      'orange',
      'black',
    ]);
  });

  it('leaves out cards a viewer may not see and decks whose cards take no counters', () => {
    const hidden: DeckState = { piles: { draw: [], 'hand:captain': ['?'] }, lastDraw: null };
    expect(cardsOnTable(solo, weapons, hidden)).toEqual([]);
    const events = sswa.decks.find((d) => d.id === 'events')!;
    const played: DeckState = {
      piles: { draw: [], play: [`${events.cards[0]!.id}/1`] },
      lastDraw: null,
    };
    expect(cardsOnTable(sswa, events, played)).toEqual([]);
  });

  it('describes the Black Market row: its cards, empty slots and when it is renewed', () => {
    const first = `${market.cards[0]!.id}/1`;
    const view = marketView(sswa, market, {
      piles: { draw: ['x/1', 'y/1'], market: [first] },
      lastDraw: null,
    })!;
    expect(view.cards.map((c) => c.instance)).toEqual([first]);
    expect(view.empty).toBe(3);
    expect(view.drawLeft).toBe(2);
    expect(view.refillLabel).toBe('A new row at the start of Commitment (untaken cards discarded)');
    expect(marketView(solo, weapons, { piles: { draw: [] }, lastDraw: null })).toBeNull();
  });
});
