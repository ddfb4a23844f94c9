import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bagOdds } from '../../../../features/draws/bags/bag-ops.ts';
import type { BagState } from '../../../../features/draws/types.ts';
import { ActionRejected } from '../../../../session/types.ts';
import { drawsRecorder, drawsScenario } from '../draws-fixtures.ts';

const bag = {
  id: 'cloth',
  name: 'Cloth bag',
  kinds: [
    { id: 'yellow', name: 'Yellow', colour: '#e6c619', total: 6 },
    { id: 'white', name: 'White', colour: '#ffffff', total: 10 },
    { id: 'red', name: 'Red', colour: '#cc2222', total: 15 },
    { id: 'chit', name: 'Chit' },
  ],
  contents: { yellow: 4, white: 4, red: 4 },
  presets: [
    { id: 'basic', name: 'Basic', contents: { yellow: 4, white: 4, red: 4 } },
    { id: 'advanced', name: 'Advanced', contents: { yellow: 6, white: 6, red: 4 } },
  ],
};

const recorderWithBag = (seed = 'bag') => drawsRecorder(seed, { bags: [bag] });
const cloth = (r: ReturnType<typeof recorderWithBag>): BagState => r.engine.state.draws.bags.cloth!;
const TOTALS = { yellow: 6, white: 10, red: 15 };

function conserved(state: BagState): boolean {
  return Object.entries(TOTALS).every(
    ([k, total]) => (state.contents[k] ?? 0) + (state.supply[k] ?? 0) === total,
  );
}

describe('bags', () => {
  it('draws without replacement into the supply, and records the draw', () => {
    const r = recorderWithBag();
    const [entry] = r.act({ type: 'bag.draw', bag: 'cloth', count: 3 });
    const items = (entry!.outcome as { items: string[] }).items;
    expect(items).toHaveLength(3);
    expect(Object.values(cloth(r).contents).reduce((a, b) => a + b, 0)).toBe(9);
    expect(conserved(cloth(r))).toBe(true);
    expect(cloth(r).lastDraw).toEqual({ seq: 1, items });
    expect(r.engine.state.draws.results[0]).toMatchObject({ kind: 'bag', label: 'Cloth bag' });
  });

  it('puts pieces straight back when drawing with replacement', () => {
    const r = recorderWithBag();
    r.act({ type: 'bag.draw', bag: 'cloth', count: 20, replace: true });
    expect(cloth(r).contents).toEqual(bag.contents);
  });

  it('puts redraw kinds back and draws again, and stops when only they are left', () => {
    const r = recorderWithBag();
    const [entry] = r.act({
      type: 'bag.draw',
      bag: 'cloth',
      count: 2,
      redraw: ['yellow', 'white'],
    });
    const outcome = entry!.outcome as { items: string[]; returned: string[] };
    expect(outcome.items).toEqual(['red', 'red']);
    r.act({ type: 'bag.remove', bag: 'cloth', items: { red: 2 } });
    const [stuck] = r.act({
      type: 'bag.draw',
      bag: 'cloth',
      count: 1,
      redraw: ['yellow', 'white'],
    });
    expect(stuck!.outcome).toMatchObject({ items: [], short: 1 });
  });

  it('draws until a kind comes out', () => {
    const r = recorderWithBag();
    const [entry] = r.act({ type: 'bag.draw', bag: 'cloth', until: ['yellow'] });
    const items = (entry!.outcome as { items: string[] }).items;
    expect(items.at(-1)).toBe('yellow');
    expect(items.slice(0, -1).every((k) => k !== 'yellow')).toBe(true);
  });

  it('adds from a finite supply, reporting what was short', () => {
    const r = recorderWithBag();
    const [entry] = r.act({ type: 'bag.add', bag: 'cloth', items: { yellow: 5, chit: 3 } });
    expect(entry!.outcome).toEqual({ moved: { yellow: 2, chit: 3 }, short: { yellow: 3 } });
    expect(cloth(r).contents).toMatchObject({ yellow: 6, chit: 3 });
    expect(() => r.act({ type: 'bag.add', bag: 'cloth', items: { yellow: 1 } })).toThrow(
      /supply has none/,
    );
  });

  it('removes chosen pieces and applies presets', () => {
    const r = recorderWithBag();
    r.act({ type: 'bag.remove', bag: 'cloth', items: { red: 4 } });
    expect(cloth(r).contents.red).toBeUndefined();
    r.act({ type: 'bag.preset', bag: 'cloth', preset: 'advanced' });
    expect(cloth(r).contents).toEqual({ yellow: 6, white: 6, red: 4 });
    expect(conserved(cloth(r))).toBe(true);
  });

  it('refuses unknown kinds, bags and presets, and an empty bag', () => {
    const r = recorderWithBag();
    expect(() => r.act({ type: 'bag.add', bag: 'cloth', items: { green: 1 } })).toThrow(
      /no kind "green"/,
    );
    expect(() => r.act({ type: 'bag.draw', bag: 'sack' })).toThrow(/no bag "sack"/);
    expect(() => r.act({ type: 'bag.preset', bag: 'cloth', preset: 'easy' })).toThrow(
      /no preset "easy"/,
    );
    r.act({ type: 'bag.remove', bag: 'cloth', items: { yellow: 4, white: 4, red: 4 } });
    expect(() => r.act({ type: 'bag.draw', bag: 'cloth' })).toThrow(/the Cloth bag is empty/);
  });

  it('shows the odds of each kind', () => {
    const scenario = drawsScenario({ bags: [bag] });
    const r = recorderWithBag();
    expect(
      bagOdds(scenario.bags[0]!, cloth(r)).map((o) => [o.kind, o.count, o.probability, o.supply]),
    ).toEqual([
      ['yellow', 4, 1 / 3, 2],
      ['white', 4, 1 / 3, 6],
      ['red', 4, 1 / 3, 11],
      ['chit', 0, 0, null],
    ]);
  });

  it('conserves pieces over any sequence of actions', () => {
    const op = fc.oneof(
      fc.record({
        type: fc.constant('bag.draw'),
        bag: fc.constant('cloth'),
        count: fc.integer({ min: 1, max: 5 }),
        replace: fc.boolean(),
      }),
      fc.record({
        type: fc.constant('bag.add'),
        bag: fc.constant('cloth'),
        items: fc.record({ red: fc.integer({ min: 1, max: 5 }) }),
      }),
      fc.record({
        type: fc.constant('bag.remove'),
        bag: fc.constant('cloth'),
        items: fc.record({ yellow: fc.integer({ min: 1, max: 3 }) }),
      }),
      fc.record({
        type: fc.constant('bag.preset'),
        bag: fc.constant('cloth'),
        preset: fc.constantFrom('basic', 'advanced'),
      }),
      fc.constant({ type: 'session.undo' }),
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 6 }), fc.array(op, { maxLength: 20 }), (seed, ops) => {
        const r = recorderWithBag(seed);
        for (const action of ops) {
          try {
            r.act(action);
          } catch (error) {
            if (!(error instanceof ActionRejected)) throw error;
          }
          expect(conserved(cloth(r))).toBe(true);
          expect(Object.values(cloth(r).contents).every((n) => n > 0)).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('draws each kind in proportion (chi-square over 60,000 draws with fixed seeds)', () => {
    const counts: Record<string, number> = { yellow: 0, white: 0, red: 0 };
    for (let s = 0; s < 60; s++) {
      const r = recorderWithBag(`chi-${s}`);
      const [entry] = r.act({ type: 'bag.draw', bag: 'cloth', count: 1000, replace: true });
      for (const kind of (entry!.outcome as { items: string[] }).items) counts[kind]!++;
    }
    const chi = Object.values(counts).reduce((sum, n) => sum + (n - 20_000) ** 2 / 20_000, 0);
    expect(chi).toBeLessThan(13.816); // 2 degrees of freedom, p = 0.001
  });
});
