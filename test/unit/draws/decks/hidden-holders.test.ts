import { describe, expect, it } from 'vitest';
import { lodestarSession } from '../../../../features/index.ts';
import { projectLines, projectState } from '../../../../session/projection.ts';
import { createHeader } from '../../../../session/session-header.ts';
import {
  CONTROL,
  DISPLAY,
  FACILITATOR,
  teamViewer,
  type Viewer,
} from '../../../../session/viewer.ts';
import { bundledScenarios } from '../../../../scenarios/library/index.ts';
import { scenarioSchema, type ScenarioInput } from '../../../../scenarios/format/schema.ts';
import { recorder, T0 } from '../../session/session-fixtures.ts';

/**
 * So Say We All's Sabotage cards: an Infiltrator buys them from a Facilitator for two Fuel.
 * Who holds them is the game's secret, so neither the buy nor the hand may reach anyone else.
 */

const SHIP = 'civilian-ship-1';
const OTHER = teamViewer('prosecutor');

function sessionOf(extra: Partial<ScenarioInput> = {}) {
  const base = bundledScenarios.find((b) => b.id === 'so-say-we-all')!.scenario;
  return recorder(
    createHeader({
      id: 'hidden-holders',
      title: 'Hidden holders',
      scenarioId: null,
      scenario: scenarioSchema.parse({ ...base, ...extra }),
      seed: 'hidden-holders-seed',
      createdAt: T0,
      createdBy: 'Ana',
      utcOffsetMinutes: 0,
    }),
  );
}

function linesFor(r: ReturnType<typeof sessionOf>, viewer: Viewer): string[] {
  return projectLines(lodestarSession, r.engine.header, r.log, viewer).map((l) => l.text);
}

function handSeenBy(r: ReturnType<typeof sessionOf>, viewer: Viewer, deck: string) {
  const state = projectState(lodestarSession, r.engine.state, r.engine.header.scenario, viewer);
  return state.draws.decks[deck]!.piles[`hand:${SHIP}`];
}

describe('a deck whose holders are secret', () => {
  it('tells only Control, the crew and the buying ship of a bought Sabotage card', () => {
    const r = sessionOf();
    r.act({ type: 'tracker.adjust', tracker: 'fuel', holder: SHIP, by: 4 });
    r.act({ type: 'deck.draw', deck: 'sabotage', to: `hand:${SHIP}` });
    const bought = "Drew 1 from Sabotage to Civilian Ship 1's hand; paid 2 Fuel";
    expect(linesFor(r, CONTROL)).toContain(bought);
    expect(linesFor(r, FACILITATOR)).toContain(bought);
    expect(linesFor(r, teamViewer(SHIP))).toContain(bought);
    for (const viewer of [OTHER, DISPLAY]) {
      const lines = linesFor(r, viewer).join('\n');
      expect(lines).not.toMatch(/Sabotage|Civilian Ship 1|Fuel/);
      // Not the hand, not even its size.
      expect(handSeenBy(r, viewer, 'sabotage')).toBeUndefined();
      const state = projectState(lodestarSession, r.engine.state, r.engine.header.scenario, viewer);
      expect(state.draws.decks['sabotage']!.lastDraw).toBeNull();
    }
    expect(handSeenBy(r, teamViewer(SHIP), 'sabotage')).toHaveLength(1);
  });

  it('tells a team dealt secret cards of its own share only', () => {
    const r = sessionOf();
    r.act({ type: 'deck.deal', deck: 'sabotage', count: 2, holders: [SHIP, 'refinery-ship-1'] });
    expect(linesFor(r, CONTROL).at(-1)).toBe('Dealt 4 cards of Sabotage to 2 teams');
    expect(linesFor(r, teamViewer(SHIP)).at(-1)).toBe(
      "Dealt 2 cards of Sabotage to Civilian Ship 1's hand",
    );
    expect(linesFor(r, OTHER).join('\n')).not.toMatch(/Sabotage/);
    expect(linesFor(r, DISPLAY).join('\n')).not.toMatch(/Sabotage/);
  });

  it('keeps moves, finds and draws to choose into a secret hand from everyone else', () => {
    const r = sessionOf();
    r.act({ type: 'deck.find', deck: 'sabotage', card: 'sabotage', to: `hand:${SHIP}` });
    r.act({ type: 'deck.draw-to-choose', deck: 'sabotage', team: SHIP, count: 2, keep: 1 });
    const choice = r.engine.state.draws.decks['sabotage']!.choosing![SHIP]!.cards;
    r.act({ type: 'deck.keep', deck: 'sabotage', team: SHIP, cards: [choice[0]!] });
    const held = r.engine.state.draws.decks['sabotage']!.piles[`hand:${SHIP}`]!;
    r.act({ type: 'deck.move', deck: 'sabotage', cards: [held[0]!], to: 'hand:refinery-ship-1' });
    expect(linesFor(r, teamViewer(SHIP))).toHaveLength(3);
    expect(linesFor(r, teamViewer('refinery-ship-1'))).toHaveLength(1);
    expect(linesFor(r, OTHER)).toEqual([]);
    expect(linesFor(r, DISPLAY)).toEqual([]);
    expect(linesFor(r, CONTROL)).toHaveLength(4);
  });

  it('cannot be a deck of open hands', () => {
    const base = bundledScenarios.find((b) => b.id === 'so-say-we-all')!.scenario;
    const decks = base.decks.map((d) => (d.id === 'sabotage' ? { ...d, openHands: true } : d));
    const parsed = scenarioSchema.safeParse({ ...base, decks });
    expect(parsed.success).toBe(false);
    expect(JSON.stringify(parsed.error?.issues)).toContain('cannot keep their holders secret');
  });
});

describe('what a team paid for cards', () => {
  it('is read by that team and the crew, not by other teams, even when the draw is public', () => {
    const base = bundledScenarios.find((b) => b.id === 'so-say-we-all')!.scenario;
    const decks = base.decks.map((d) => (d.id === 'sabotage' ? { ...d, hiddenHolders: false } : d));
    const r = sessionOf({ decks });
    r.act({ type: 'tracker.adjust', tracker: 'fuel', holder: SHIP, by: 4 });
    r.act({ type: 'deck.draw', deck: 'sabotage', to: `hand:${SHIP}` });
    expect(linesFor(r, teamViewer(SHIP)).at(-1)).toMatch(/; paid 2 Fuel$/);
    expect(linesFor(r, OTHER).at(-1)).toBe("Drew 1 from Sabotage to Civilian Ship 1's hand");
    expect(handSeenBy(r, OTHER, 'sabotage')).toEqual(['?']);
  });
});

describe('production', () => {
  it('totals for a team only the values it sees', () => {
    const r = sessionOf();
    r.act({ type: 'tracker.produce' });
    const control = linesFor(r, CONTROL).at(-1)!;
    const own = linesFor(r, teamViewer('refinery-ship-1')).at(-1)!;
    expect(control).toMatch(/^Produced \(all production\)/);
    expect(own).toMatch(/^Produced \(all production\)/);
    // The refinery's own Fuel, not the fleet's.
    const fuel = (text: string) => Number(/([+-]\d+) Fuel/.exec(text)?.[1] ?? 0);
    const changes = (
      r.log.at(-1)!.outcome as { changes: { tracker: string; holder: string; applied: number }[] }
    ).changes;
    const ownFuel = changes
      .filter((c) => c.tracker === 'fuel' && c.holder === 'refinery-ship-1')
      .reduce((n, c) => n + c.applied, 0);
    expect(fuel(own)).toBe(ownFuel);
    expect(linesFor(r, DISPLAY).at(-1)).not.toMatch(/Fuel/);
  });
});
