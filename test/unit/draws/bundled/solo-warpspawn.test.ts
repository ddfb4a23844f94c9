import { describe, expect, it } from 'vitest';
import { initialDraws } from '../../../../features/draws/initial-draws.ts';
import { validateTable } from '../../../../features/draws/tables/index.ts';
import { seedRng } from '../../../../random/rng.ts';
import { bundledScenarios } from '../../../../scenarios/library/index.ts';

const bundled = (id: string) => bundledScenarios.find((b) => b.id === id)!.scenario;
const size = (cards: readonly { copies: number }[]) => cards.reduce((n, c) => n + c.copies, 0);

describe('the solo card game', () => {
  const solo = bundled('free-captain-solo');

  it('has the 75 cards the box lists besides the 3 tracking cards, the Encounter deck 48', () => {
    const counts = Object.fromEntries(solo.decks.map((d) => [d.id, size(d.cards)]));
    expect(counts).toEqual({
      encounter: 48,
      planets: 12,
      captains: 6,
      aliens: 3,
      'super-weapons': 6,
    });
    expect(Object.values(counts).reduce((a, b) => a + b, 0) + 3).toBe(78);
    expect(solo.decks.find((d) => d.id === 'encounter')!.reshuffleWhenEmpty).toBe(false);
  });

  it('has a bag of 76 cubes with presets within the box, starting at Normal', () => {
    const bag = solo.bags[0]!;
    expect(bag.kinds.reduce((n, k) => n + (k.total ?? 0), 0)).toBe(76);
    const totals = new Map(bag.kinds.map((k) => [k.id, k.total ?? 0]));
    for (const preset of bag.presets)
      for (const [kind, n] of Object.entries(preset.contents))
        expect(n).toBeLessThanOrEqual(totals.get(kind)!);
    expect(bag.presets.map((p) => Object.values(p.contents).reduce((a, b) => a + b, 0))).toEqual([
      24, 26, 28,
    ]);
    const [draws] = initialDraws(solo, seedRng('s'));
    expect(Object.values(draws.bags['cloth-bag']!.contents).reduce((a, b) => a + b, 0)).toBe(26);
  });

  it('has the five captain’s dice with six labelled faces each', () => {
    expect(solo.dice.map((d) => d.id)).toEqual([
      'engineer',
      'weapons-specialist',
      'infiltration-agent',
      'scanning-technology',
      'artificial-intelligence',
    ]);
    for (const die of solo.dice) {
      expect(die.faces.map((f) => f.value)).toEqual([1, 2, 3, 4, 5, 6]);
      expect(die.faces.every((f) => f.label !== '')).toBe(true);
    }
  });
});

describe('WarpSpawn tables', () => {
  it('has Rifle & Axe’s d10 and d6 tables, complete and without overlaps', () => {
    const game = bundled('rifle-and-axe');
    expect(game.tables.map((t) => [t.id, t.rows.length])).toEqual([
      ['growth', 3],
      ['immigrant-supplies', 6],
      ['boon', 10],
      ['hardship', 10],
      ['mishap', 10],
      ['indian-raid', 10],
      ['winter', 6],
    ]);
    for (const table of game.tables) expect(validateTable(table, game)).toEqual([]);
    const horseRaid = game.tables.find((t) => t.id === 'indian-raid')!.rows[5]!;
    expect(horseRaid).toMatchObject({ result: 'Horse Raid', roll: '1d6', fields: { Fight: 13 } });
    // The Growth Table is printed in full (Tome 8 lines 10669-10674): 5+ brings 2 Immigrants.
    const growth = game.tables.find((t) => t.id === 'growth')!;
    expect(growth.roll).toBe('1d6');
    expect(growth.rows.map((r) => [r.min, r.max, r.fields['New Folk'], r.result])).toEqual([
      [1, 1, 1, 'Births'],
      [2, 4, 1, 'Immigrants'],
      [5, 6, 2, 'Immigrants'],
    ]);
  });

  it('keeps Naval Duel’s Fleet Character defect, and the check reports it', () => {
    const game = bundled('naval-duel');
    const fleet = game.tables.find((t) => t.id === 'fleet')!;
    const ranges = fleet.rows.map((r) => `${r.min}-${r.max}`);
    expect(ranges.filter((r) => r === '5-6')).toHaveLength(2);
    expect(
      validateTable(fleet, game)
        .map((p) => p.kind)
        .sort(),
    ).toEqual(['gap', 'overlap']);
    for (const table of game.tables.filter((t) => t.id !== 'fleet' && t.id !== 'broadside'))
      expect(validateTable(table, game)).toEqual([]);
    expect(size(game.decks[0]!.cards)).toBe(28);
  });

  it('rolls the wind again on a 6 through the Wind Direction table', () => {
    const change = bundled('naval-duel').tables.find((t) => t.id === 'wind-change')!;
    expect(change.rows[1]).toMatchObject({ min: 6, max: 6, then: 'wind-direction' });
  });
});
