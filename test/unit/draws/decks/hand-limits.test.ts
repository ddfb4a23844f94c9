import { hashEntry } from '../../../../session/hash.ts';
import { describe, expect, it } from 'vitest';
import { lodestarSession } from '../../../../features/index.ts';
import {
  deckView,
  drawKeepDefaults,
  keepProblem,
  overLimitLabel,
  pileCount,
} from '../../../../features/draws/draws-view.ts';
import { deckInstances } from '../../../../features/draws/decks/piles.ts';
import type { DeckState } from '../../../../features/draws/types.ts';
import { SessionEngine } from '../../../../session/engine.ts';
import { ActionRejected } from '../../../../session/types.ts';
import type { DeckInput } from '../../../../features/draws/draws-format.ts';
import { createHeader } from '../../../../session/session-header.ts';
import { bundledScenarios } from '../../../../scenarios/library/index.ts';
import { recorder, T0 } from '../../session/session-fixtures.ts';
import { drawsRecorder, drawsScenario } from '../draws-fixtures.ts';

/** The fixture's Sabotage deck (6 copies), with a hand limit or a draw-N-keep-K rule. */
function withSabotage(extra: Partial<DeckInput>) {
  const decks = drawsScenario().decks.map((d) => (d.id === 'sabotage' ? { ...d, ...extra } : d));
  return { decks };
}

function sabotage(r: ReturnType<typeof drawsRecorder>): DeckState {
  return r.engine.state.draws.decks['sabotage']!;
}

function allCards(deck: DeckState): string[] {
  const pending = Object.values(deck.choosing ?? {}).flatMap((c) => c.cards);
  return [...Object.values(deck.piles).flat(), ...pending].sort();
}

const SABOTAGE = deckInstances(drawsScenario().decks[1]!).sort();

describe('hand limits', () => {
  it('refuses a draw that takes a hand past the limit, with a sentence for Control', () => {
    const r = drawsRecorder('s', withSabotage({ handLimit: { cards: 3 } }));
    r.act({ type: 'deck.draw', deck: 'sabotage', count: 2, to: 'hand:alpha' });
    const seq = r.engine.seq;
    expect(() =>
      r.act({ type: 'deck.draw', deck: 'sabotage', count: 2, to: 'hand:alpha' }),
    ).toThrow("Alpha's hand of Sabotage would hold 4 cards, over its limit of 3: discard first");
    expect(() =>
      r.act({ type: 'deck.deal', deck: 'sabotage', count: 2, holders: ['alpha'] }),
    ).toThrow(ActionRejected);
    expect(r.engine.seq).toBe(seq);
    // Up to the limit is fine, and other piles are not limited.
    r.act({ type: 'deck.draw', deck: 'sabotage', count: 1, to: 'hand:alpha' });
    r.act({ type: 'deck.draw', deck: 'sabotage', count: 2, to: 'play' });
    expect(sabotage(r).piles['hand:alpha']).toHaveLength(3);
  });

  it('flags a hand over the limit until a discard brings it back', () => {
    const r = drawsRecorder('s', withSabotage({ handLimit: { cards: 2, over: 'flag' } }));
    const [entry] = r.act({ type: 'deck.draw', deck: 'sabotage', count: 3, to: 'hand:beta' });
    expect(entry!.outcome).toMatchObject({ overLimit: { beta: 1 } });
    expect(r.engine.registry.describe(entry!, r.engine.header)).toContain(
      'Beta over the hand limit: discard 1',
    );
    const scenario = r.engine.header.scenario;
    const view = () => deckView(scenario, scenario.decks[1]!, sabotage(r));
    const hand = () => view().piles.find((p) => p.id === 'hand:beta')!;
    expect(pileCount(hand())).toBe('3 / 2');
    expect(overLimitLabel(hand())).toBe('over the limit: discard 1');
    const card = sabotage(r).piles['hand:beta']![0]!;
    r.act({ type: 'deck.move', deck: 'sabotage', cards: [card], to: 'discard' });
    expect(pileCount(hand())).toBe('2 / 2');
    expect(overLimitLabel(hand())).toBeNull();
  });

  it('loads decks without a limit as before', () => {
    const r = drawsRecorder();
    const [entry] = r.act({ type: 'deck.draw', deck: 'sabotage', count: 6, to: 'hand:beta' });
    expect(entry!.outcome).not.toHaveProperty('overLimit');
    const scenario = r.engine.header.scenario;
    const hand = deckView(scenario, scenario.decks[1]!, sabotage(r)).piles.find(
      (p) => p.id === 'hand:beta',
    )!;
    expect(pileCount(hand)).toBe('6');
  });
});

describe('draw N, keep K', () => {
  const rule = withSabotage({ drawKeep: { keep: 1, rest: 'discard', count: 'the highest stat' } });

  it('draws N to choose from, keeps K in the hand and discards the rest', () => {
    const r = drawsRecorder('s', rule);
    const top = sabotage(r).piles.draw!.slice(0, 3);
    const [drawn] = r.act({
      type: 'deck.draw-to-choose',
      deck: 'sabotage',
      team: 'alpha',
      count: 3,
    });
    expect(drawn!.outcome).toEqual({ cards: top, reshuffled: false, short: 0 });
    expect(sabotage(r).choosing).toEqual({
      alpha: { seq: drawn!.seq, cards: top, keep: 1, rest: 'discard' },
    });
    expect(allCards(sabotage(r))).toEqual(SABOTAGE);
    r.act({ type: 'deck.keep', deck: 'sabotage', team: 'alpha', cards: [top[1]] });
    expect(sabotage(r).piles['hand:alpha']).toEqual([top[1]]);
    expect(sabotage(r).piles.discard).toHaveLength(2);
    expect(sabotage(r).choosing).toBeUndefined();
    expect(allCards(sabotage(r))).toEqual(SABOTAGE);
  });

  it('lists the waiting choice in the deck view, with the dialog defaults', () => {
    const r = drawsRecorder('s', rule);
    const scenario = r.engine.header.scenario;
    const before = deckView(scenario, scenario.decks[1]!, sabotage(r));
    expect(drawKeepDefaults(before)).toEqual({
      count: 1,
      keep: 1,
      rest: 'discard',
      hint: 'Cards drawn: the highest stat.',
    });
    r.act({ type: 'deck.draw-to-choose', deck: 'sabotage', team: 'beta', count: 2 });
    const view = deckView(scenario, scenario.decks[1]!, sabotage(r));
    expect(view.total).toBe(6);
    expect(view.choosing).toMatchObject([{ team: 'beta', teamName: 'Beta', count: 2, keep: 1 }]);
    expect(keepProblem(view.choosing[0]!, 0)).toBe('choose 1 to keep (0 chosen)');
    expect(keepProblem(view.choosing[0]!, 1)).toBeNull();
  });

  it('replays a log that names the action by its former name, deck.drawToChoose', () => {
    const r = drawsRecorder('s', rule);
    r.act({ type: 'deck.draw-to-choose', deck: 'sabotage', team: 'alpha', count: 3 });
    // The entry as an older version wrote it: the old name, hashed with it.
    const [entry] = r.log;
    const old = { ...entry!, action: { ...entry!.action, type: 'deck.drawToChoose' } };
    const logged = { ...old, hash: hashEntry(old) };
    const replayed = SessionEngine.replay(r.engine.header, [logged], lodestarSession);
    expect(replayed.state.draws).toEqual(r.engine.state.draws);
    expect(lodestarSession.registry.describe(logged, r.engine.header)).toBe(
      lodestarSession.registry.describe(entry!, r.engine.header),
    );
  });

  it('returns the rest to the bottom of the draw pile when asked', () => {
    const r = drawsRecorder('s', rule);
    const top = sabotage(r).piles.draw!.slice(0, 3);
    r.act({
      type: 'deck.draw-to-choose',
      deck: 'sabotage',
      team: 'beta',
      count: 3,
      keep: 2,
      rest: 'bottom',
    });
    r.act({ type: 'deck.keep', deck: 'sabotage', team: 'beta', cards: [top[0], top[2]] });
    expect(sabotage(r).piles['hand:beta']).toEqual([top[0], top[2]]);
    expect(sabotage(r).piles.draw!.at(-1)).toBe(top[1]);
    expect(sabotage(r).piles.discard).toBeUndefined();
  });

  it('refuses keeping the wrong number, a card not drawn, or a second draw before keeping', () => {
    const r = drawsRecorder('s', rule);
    const [drawn] = r.act({
      type: 'deck.draw-to-choose',
      deck: 'sabotage',
      team: 'alpha',
      count: 3,
    });
    const cards = (drawn!.outcome as { cards: string[] }).cards;
    const other = sabotage(r).piles.draw![0]!;
    const seq = r.engine.seq;
    expect(() =>
      r.act({ type: 'deck.keep', deck: 'sabotage', team: 'alpha', cards: cards.slice(0, 2) }),
    ).toThrow('Alpha keeps 1 of the 3 cards drawn, not 2');
    expect(() => r.act({ type: 'deck.keep', deck: 'sabotage', team: 'alpha', cards: [] })).toThrow(
      /not 0/,
    );
    expect(() =>
      r.act({ type: 'deck.keep', deck: 'sabotage', team: 'alpha', cards: [other] }),
    ).toThrow(`Sabotage (${other}) is not among the cards Alpha drew`);
    expect(() =>
      r.act({ type: 'deck.keep', deck: 'sabotage', team: 'beta', cards: [cards[0]] }),
    ).toThrow('Beta has no cards of Sabotage to choose from');
    expect(() =>
      r.act({ type: 'deck.draw-to-choose', deck: 'sabotage', team: 'alpha', count: 2 }),
    ).toThrow(/still has 3 cards of Sabotage to choose from/);
    expect(() => r.act({ type: 'deck.draw-to-choose', deck: 'sabotage', team: 'beta' })).toThrow(
      'say how many cards of Sabotage to draw: the highest stat',
    );
    expect(() =>
      r.act({ type: 'deck.draw-to-choose', deck: 'sabotage', team: 'beta', count: 1, keep: 2 }),
    ).toThrow('cannot keep 2 of 1 card drawn');
    expect(() =>
      r.act({ type: 'deck.draw-to-choose', deck: 'sabotage', team: 'nobody', count: 1 }),
    ).toThrow('this scenario has no team "nobody"');
    expect(r.engine.seq).toBe(seq);
  });

  it('keeps fewer when the deck runs short, and takes the count from the data', () => {
    const r = drawsRecorder(
      's',
      withSabotage({ drawKeep: { draw: 4, keep: 3 }, reshuffleWhenEmpty: false }),
    );
    r.act({ type: 'deck.draw', deck: 'sabotage', count: 4, to: 'removed' });
    const [drawn] = r.act({ type: 'deck.draw-to-choose', deck: 'sabotage', team: 'gamma' });
    expect(drawn!.outcome).toMatchObject({ short: 2 });
    expect(sabotage(r).choosing?.['gamma']?.keep).toBe(2);
  });

  it('keeps under the hand limit: a keep that would pass it is refused', () => {
    const r = drawsRecorder('s', withSabotage({ handLimit: { cards: 1 } }));
    r.act({ type: 'deck.draw', deck: 'sabotage', count: 1, to: 'hand:alpha' });
    const [drawn] = r.act({
      type: 'deck.draw-to-choose',
      deck: 'sabotage',
      team: 'alpha',
      count: 2,
    });
    const cards = (drawn!.outcome as { cards: string[] }).cards;
    expect(() =>
      r.act({ type: 'deck.keep', deck: 'sabotage', team: 'alpha', cards: [cards[0]] }),
    ).toThrow(/over its limit of 1/);
  });

  it('names the drawn cards only to Control and the team in the log', () => {
    const r = drawsRecorder('s', rule);
    const [drawn] = r.act({
      type: 'deck.draw-to-choose',
      deck: 'sabotage',
      team: 'alpha',
      count: 2,
    });
    const registry = r.engine.registry;
    const header = r.engine.header;
    expect(registry.describe(drawn!, header)).toBe(
      'Alpha drew 2 cards of Sabotage to keep 1: Sabotage, Sabotage',
    );
    expect(registry.describeFor(drawn!, header, { kind: 'team', team: 'beta' })).toBe(
      'Alpha drew 2 cards of Sabotage to keep 1',
    );
  });

  it('replays to the same state, and an undo does not re-draw differently', () => {
    const r = drawsRecorder('replay-seed', rule);
    r.act({ type: 'deck.shuffle', deck: 'sabotage' });
    const [drawn] = r.act({
      type: 'deck.draw-to-choose',
      deck: 'sabotage',
      team: 'alpha',
      count: 3,
    });
    const cards = (drawn!.outcome as { cards: string[] }).cards;
    r.act({ type: 'deck.keep', deck: 'sabotage', team: 'alpha', cards: [cards[2]] });
    r.act({ type: 'deck.draw-to-choose', deck: 'sabotage', team: 'beta', count: 2 });
    const replayed = SessionEngine.replay(r.engine.header, r.log, lodestarSession);
    expect(replayed.state).toEqual(r.engine.state);
    r.act({ type: 'session.undo' });
    const [again] = r.act({
      type: 'deck.draw-to-choose',
      deck: 'sabotage',
      team: 'beta',
      count: 2,
    });
    expect(again!.outcome).toEqual(r.log.at(-3)!.outcome);
  });
});

describe('bundled rules', () => {
  const bundled = (id: string) => bundledScenarios.find((b) => b.id === id)!.scenario;
  const start = (id: string) =>
    recorder(
      createHeader({
        id: 'bundled',
        title: 'Bundled',
        scenarioId: id,
        scenario: bundled(id),
        seed: 'bundled-seed',
        createdAt: T0,
        createdBy: 'Ana',
        utcOffsetMinutes: 0,
      }),
    );

  it('Naval Duel: a hand holds 5 cards and the excess is flagged for discard', () => {
    const deck = bundled('naval-duel').decks.find((d) => d.id === 'action-deck')!;
    expect(deck.handLimit).toMatchObject({ cards: 5, over: 'flag' });
    expect(deck.handLimit!.source).toContain('7332');
    const r = start('naval-duel');
    const [entry] = r.act({
      type: 'deck.draw',
      deck: 'action-deck',
      count: 6,
      to: 'hand:fleet-a',
    });
    expect(entry!.outcome).toMatchObject({ overLimit: { 'fleet-a': 1 } });
  });

  it('Aquila Rift: ship upgrades are drawn as many as given, one kept', () => {
    const deck = bundled('aquila-rift').decks.find((d) => d.id === 'upgrades')!;
    expect(deck.drawKeep).toMatchObject({ draw: null, keep: 1, rest: 'discard' });
    const r = start('aquila-rift');
    expect(() =>
      r.act({ type: 'deck.draw-to-choose', deck: 'upgrades', team: 'faction-1' }),
    ).toThrow(/highest of the player's Bounty, Rank, Medals or Status/);
    const [drawn] = r.act({
      type: 'deck.draw-to-choose',
      deck: 'upgrades',
      team: 'faction-1',
      count: 3,
    });
    const cards = (drawn!.outcome as { cards: string[] }).cards;
    r.act({ type: 'deck.keep', deck: 'upgrades', team: 'faction-1', cards: [cards[0]] });
    const upgrades = r.engine.state.draws.decks['upgrades']!;
    expect(upgrades.piles['hand:faction-1']).toEqual([cards[0]]);
    expect(upgrades.piles.discard).toHaveLength(2);
  });
});
