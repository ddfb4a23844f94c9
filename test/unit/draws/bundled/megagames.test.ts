import { describe, expect, it } from 'vitest';
import { validateTable } from '../../../../features/draws/tables/index.ts';
import { bundledScenarios } from '../../../../scenarios/library/index.ts';

const bundled = (id: string) => bundledScenarios.find((b) => b.id === id)!.scenario;

describe('So Say We All draws', () => {
  const sswa = bundled('so-say-we-all');

  it('has an Event deck with persistent events, dealt face up to ships', () => {
    const events = sswa.decks.find((d) => d.id === 'events')!;
    expect(events.cards).toHaveLength(24);
    expect(events.cards.filter((c) => c.persistent).length).toBeGreaterThanOrEqual(5);
    expect(events.dealTo).toBe('play');
    expect(events.cards.every((c) => c.source.startsWith('placeholder'))).toBe(true);
  });

  it('deals one event to every ship at Commitment, never a second while one is in play', () => {
    const commitment = sswa.schedule.blocks[0]!.phases.find((p) => p.id === 'commitment')!;
    expect(commitment.atStart).toContainEqual({
      kind: 'deal',
      deck: 'events',
      count: 1,
      teams: [],
      to: 'play',
      limit: 1,
    });
    expect(sswa.teams.filter((t) => t.kind === 'team')).toHaveLength(11);
  });

  it('has the Black Market trades and identical Sabotage cards', () => {
    expect(
      sswa.decks.find((d) => d.id === 'black-market')!.cards.some((c) => c.tags.includes('lost')),
    ).toBe(true);
    expect(sswa.decks.find((d) => d.id === 'sabotage')!.cards).toMatchObject([
      { title: 'Sabotage', copies: 40 },
    ]);
  });

  it('has the rulebook’s d6 tables, each covering 1–6 exactly once', () => {
    expect(sswa.tables.map((t) => t.id)).toEqual([
      'collision',
      'prosecutor-main-weapons',
      'interceptor-covering',
      'interceptor-destroyed',
      'flak-barrier',
    ]);
    for (const table of sswa.tables) expect(validateTable(table, sswa)).toEqual([]);
  });
});

describe('Aquila Rift draws', () => {
  const aquila = bundled('aquila-rift');

  it('has Plunder cards averaging 6.5, as the rules say', () => {
    const plunder = aquila.decks.find((d) => d.id === 'plunder')!;
    const copies = plunder.cards.reduce((n, c) => n + c.copies, 0);
    const value = plunder.cards.reduce((n, c) => n + c.copies * Number(c.fields.value), 0);
    expect(value / copies).toBe(6.5);
    expect(plunder.cards.some((c) => c.fields.value === 0)).toBe(true);
  });

  it('keeps the rules’ example cards and marks the invented ones', () => {
    const all = aquila.decks.flatMap((d) => d.cards);
    for (const title of [
      'S.C.R.A.M. Jump Drive',
      'Sensors',
      'Drop Tank',
      'Paradise Run',
      'Bane Star Raid',
      'Taxation Drive',
    ])
      expect(all.find((c) => c.title === title)?.source).toMatch(/example card/);
    expect(
      all
        .filter((c) => !/example card|Plunder/.test(c.source) && !c.id.startsWith('plunder'))
        .every((c) => c.source.startsWith('placeholder')),
    ).toBe(true);
  });

  it('rolls the Chaos Gate exit on a d6', () => {
    const gate = aquila.tables.find((t) => t.id === 'chaos-gate')!;
    expect(gate.rows.map((r) => r.result)).toEqual([
      'Exit 1',
      'Exit 2',
      'Exit 3',
      'Exit 4',
      'Exit 5',
      'Exit 6',
    ]);
    expect(validateTable(gate, aquila)).toEqual([]);
  });
});
