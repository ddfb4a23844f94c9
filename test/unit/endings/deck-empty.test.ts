import { describe, expect, it } from 'vitest';
import { lodestarSession } from '../../../features/index.ts';
import type { ScenarioInput } from '../../../scenarios/format/schema.ts';
import { bundledScenarios } from '../../../scenarios/library/index.ts';
import { createHeader } from '../../../session/session-header.ts';
import { projectLines } from '../../../session/projection.ts';
import { drawsRecorder, drawsScenario } from '../draws/draws-fixtures.ts';
import { recorder, T0 } from '../session/session-fixtures.ts';

/** "The game ends when the deck is empty": a condition on the cards left in a deck. */

type EndInput = NonNullable<ScenarioInput['endConditions']>[number];
const emptyDeck = (extra: Record<string, unknown> = {}): EndInput => ({
  id: 'mutiny-over',
  name: 'No more mutinies',
  measure: 'deck',
  deck: 'sabotage',
  compare: 'at-most',
  threshold: 0,
  public: true,
  ...(extra as Partial<EndInput>),
});

describe('an end condition on an empty deck', () => {
  it('is met for the game once the deck’s draw pile is empty, not before', () => {
    const r = drawsRecorder('deck-end', { endConditions: [emptyDeck()] });
    r.act({ type: 'deck.draw', deck: 'sabotage', count: 5 });
    expect(r.engine.state.endings.met).toEqual([]);
    r.act({ type: 'deck.draw', deck: 'sabotage', count: 1 });
    expect(r.engine.state.endings.met).toMatchObject([{ condition: 'mutiny-over', holder: '' }]);
    const lines = projectLines(lodestarSession, r.engine.header, r.log, { kind: 'display' });
    expect(lines.at(-1)!.text).toBe('Game over: No more mutinies');
  });

  it('can wait for the turn’s end', () => {
    const r = drawsRecorder('deck-end', {
      endConditions: [emptyDeck({ checked: 'turn-end' })],
    });
    r.act({ type: 'clock.start' });
    r.act({ type: 'deck.draw', deck: 'sabotage', count: 6 });
    expect(r.engine.state.endings.met).toEqual([]);
    r.act({ type: 'clock.next' });
    r.act({ type: 'clock.next' });
    expect(r.engine.state.endings.met).toMatchObject([{ condition: 'mutiny-over', turn: 1 }]);
  });

  it('needs a deck that exists, and only with the deck measure', () => {
    expect(() => drawsScenario({ endConditions: [emptyDeck({ deck: undefined })] })).toThrow(
      /name the deck whose cards are counted/,
    );
    expect(() => drawsScenario({ endConditions: [emptyDeck({ deck: 'crates' })] })).toThrow(
      /no deck \\"crates\\"/,
    );
    expect(() =>
      drawsScenario({
        endConditions: [emptyDeck({ measure: 'turn', checked: 'turn-end', fromTurn: 2 })],
      }),
    ).toThrow(/a deck is counted only when the measure is \\"deck\\"/);
  });
});

describe('the solo card game’s end when the Encounter decks run out', () => {
  it('ends the game as a round ends with the Encounter deck drawn out', () => {
    const scenario = bundledScenarios.find((b) => b.id === 'free-captain-solo')!.scenario;
    const r = recorder(
      createHeader({
        id: 'solo',
        title: 'Solo',
        scenarioId: 'free-captain-solo',
        scenario,
        seed: 'solo',
        createdAt: T0,
        createdBy: 'Ana',
        utcOffsetMinutes: 0,
      }),
    );
    r.act({ type: 'clock.start' });
    r.act({ type: 'deck.draw', deck: 'encounter', count: 48 });
    expect(r.engine.state.endings.met).toEqual([]);
    r.act({ type: 'clock.next' });
    r.act({ type: 'clock.next' });
    expect(r.engine.state.endings.met).toMatchObject([{ condition: 'encounters-run-out' }]);
  });
});
