import { describe, expect, it } from 'vitest';
import { analyseBalance } from '../../../../../editor/analysis/balance/analyse.ts';
import { readPath } from '../../../../../editor/analysis/balance/attribute-path.ts';
import { imbalance, roundTo, spread } from '../../../../../editor/analysis/balance/objective.ts';
import { placeValue, termValue } from '../../../../../editor/analysis/balance/place-value.ts';
import { sharesAt } from '../../../../../editor/analysis/balance/shares-at.ts';
import { tileLookup, type PlacedTile } from '../../../../../editor/analysis/place-tiles.ts';
import {
  balanceSettingsSchema,
  measureSchema,
  valueTermSchema,
  type BalanceSettingsInput,
  type ValueTerm,
} from '../../../../../scenarios/format/balance.ts';
import { mapSchema, type MapDef } from '../../../../../scenarios/format/map.ts';
import { movementSchema, type MovementInput } from '../../../../../scenarios/format/map-rules.ts';
import { tileSchema, type Tile } from '../../../../../scenarios/format/tiles.ts';

/** A system with two planets: 3/1 with a blue specialty, 2/2 legendary; an alpha wormhole. */
const system: PlacedTile = {
  tile: tileSchema.parse({ id: 'system', name: 'System', border: 'blue' }),
  rotation: 0,
  attributes: {
    planets: [
      { name: 'Ardent', resources: 3, influence: 1, tech: 'blue' },
      { name: 'Bastion', resources: 2, influence: 2, tech: ['red', 'green'], legendary: true },
    ],
    wormhole: 'alpha',
  },
};

const term = (input: unknown): ValueTerm => valueTermSchema.parse(input);

describe('reading attributes by path', () => {
  it('walks lists with [] and takes a single value as a list of one', () => {
    expect(readPath(system.attributes, 'planets[].resources')).toEqual([3, 2]);
    expect(readPath(system.attributes, 'planets[].tech')).toEqual(['blue', ['red', 'green']]);
    expect(readPath(system.attributes, 'planets[].tech[]')).toEqual(['blue', 'red', 'green']);
    expect(readPath(system.attributes, 'wormhole[]')).toEqual(['alpha']);
    expect(readPath(system.attributes, 'planets[].missing')).toEqual([]);
    expect(readPath(system.attributes, 'anomaly.type')).toEqual([]);
  });
});

describe('what a place is worth, term by term', () => {
  it.each([
    ['constant', { kind: 'constant' }, 1],
    ['sum of resources', { kind: 'sum', path: 'planets[].resources' }, 3 + 2],
    ['planets', { kind: 'count', path: 'planets[]' }, 2],
    ['planets with a specialty', { kind: 'count', path: 'planets[].tech' }, 2],
    ['specialties', { kind: 'count', path: 'planets[].tech[]' }, 3],
    // max(3, 1) + max(2, 2)
    [
      'the larger of R and I',
      { kind: 'greatest', list: 'planets', fields: ['resources', 'influence'] },
      5,
    ],
    // 3 > 1 gives 3; 2 = 2 gives half, 1
    [
      'optimal resources',
      { kind: 'optimal', list: 'planets', field: 'resources', other: 'influence' },
      4,
    ],
    // 1 < 3 gives nothing; 2 = 2 gives 1
    [
      'optimal influence',
      { kind: 'optimal', list: 'planets', field: 'influence', other: 'resources' },
      1,
    ],
    ['a wormhole', { kind: 'match', match: { attribute: 'wormhole' } }, 1],
    ['a red border', { kind: 'match', match: { borders: ['red'] } }, 0],
    [
      'a legendary planet by name',
      {
        kind: 'lookup',
        list: 'planets',
        when: 'legendary',
        key: 'name',
        table: { Bastion: 3 },
        otherwise: 1,
      },
      3,
    ],
    [
      'every planet by name, else otherwise',
      { kind: 'lookup', list: 'planets', key: 'name', table: { Bastion: 3 }, otherwise: 0.5 },
      3.5,
    ],
  ])('%s', (_name, input, expected) => {
    expect(termValue(term(input), system)).toBe(expected);
  });

  it('is nothing on a place without a tile, but for constant and an empty match', () => {
    expect(termValue(term({ kind: 'sum', path: 'planets[].resources' }), null)).toBe(0);
    expect(termValue(term({ kind: 'constant' }), null)).toBe(1);
    expect(termValue(term({ kind: 'match', match: { empty: true } }), null)).toBe(1);
  });

  it('is the same for a tile asked again, turned or not, and its own for a tile with overrides', () => {
    const measure = measureSchema.parse({
      id: 'resources',
      name: 'Resources',
      terms: [{ kind: 'sum', path: 'planets[].resources' }],
    });
    const tile = tileSchema.parse({ id: 'rich', name: 'Rich', attributes: system.attributes });
    const standing: PlacedTile = { tile, rotation: 0, attributes: tile.attributes };
    expect(placeValue(measure, standing)).toBe(5);
    expect(placeValue(measure, { ...standing, rotation: 3 })).toBe(5);
    // The same tile with its planets overridden on this place is worth what they say.
    const overridden: PlacedTile = {
      tile,
      rotation: 0,
      attributes: { planets: [{ name: 'Ardent', resources: 4 }] },
    };
    expect(placeValue(measure, overridden)).toBe(4);
    expect(placeValue(measure, standing)).toBe(5);
    expect(placeValue(measure, null)).toBe(0);
  });
});

describe('how uneven the homes are', () => {
  // Totals 1, 2, 3, 6: mean 3, deviations −2, −1, 0, 3.
  const totals = [1, 2, 3, 6];

  it('gap: largest less smallest', () => expect(spread('gap', totals)).toBe(5));
  it('squares: Σ (x − mean)²', () => expect(spread('squares', totals)).toBe(4 + 1 + 0 + 9));
  it('cv: population standard deviation over the mean', () =>
    expect(spread('cv', totals)).toBeCloseTo(Math.sqrt(14 / 4) / 3, 12));
  it('is 0 for one home, and cv is 0 for a mean of 0', () => {
    expect(spread('squares', [7])).toBe(0);
    expect(spread('cv', [0, 0])).toBe(0);
  });
  it('adds measures by their weights and rounds half up', () => {
    // squares: [1, 3] → 2; [0, 4] → 8; weights 1 and 0.25 → 2 + 2 = 4.
    expect(
      imbalance(
        { kind: 'squares', decimals: null },
        [
          [1, 3],
          [0, 4],
        ],
        [1, 0.25],
      ),
    ).toBe(4);
    expect(roundTo(2.25, 1)).toBe(2.3);
    expect(roundTo(2.25, null)).toBe(2.25);
  });
});

// ——— ownership on a point-to-point map ———

const tiles = tileLookup(
  [
    { id: 'home', name: 'Home', kind: 'home', copies: null },
    { id: 'home-red', name: 'Red home', kind: 'home', attributes: { slice: 'red' } },
    { id: 'home-blue', name: 'Blue home', kind: 'home', attributes: { slice: 'blue' } },
    { id: 'mine', name: 'Mine', copies: null, attributes: { ore: 2 } },
    { id: 'rich', name: 'Rich mine', copies: null, attributes: { ore: 6 } },
    { id: 'gate', name: 'Gate', copies: null, attributes: { gate: 'g', ore: 1 } },
    { id: 'storm', name: 'Storm', kind: 'anomaly', copies: null, attributes: { storm: true } },
  ].map((t): Tile => tileSchema.parse(t)),
);

/** Nodes in a row, 100 apart, joined in order by lanes (costs as given, 1 by default). */
function row(at: Record<string, string | null>, costs: number[] = []): MapDef {
  const ids = Object.keys(at);
  return mapSchema.parse({
    id: 'row',
    name: 'Row',
    grid: { kind: 'graph' },
    nodes: ids.map((id, i) => ({ id, x: i * 100, y: 0 })),
    laneTypes: [{ id: 'lane', name: 'Lane', colour: '#ffffff' }],
    lanes: ids.slice(1).map((id, i) => ({
      id: `l${i}`,
      from: ids[i],
      to: id,
      type: 'lane',
      cost: costs[i] ?? 1,
    })),
    placements: Object.fromEntries(
      Object.entries(at)
        .filter((e): e is [string, string] => e[1] !== null)
        .map(([place, tile]) => [place, { tile }]),
    ),
  });
}

const movement = (extra: Partial<MovementInput> = {}) =>
  movementSchema.parse({
    homes: { kinds: ['home'] },
    wormholes: { attribute: 'gate' },
    entryCosts: [{ match: { attribute: 'storm' }, cost: null }],
    ...extra,
  });

const ore: BalanceSettingsInput['measures'] = [
  { id: 'ore', name: 'Ore', terms: [{ kind: 'sum', path: 'ore' }] },
];

const settings = (input: Partial<BalanceSettingsInput> = {}) =>
  balanceSettingsSchema.parse({
    distance: {},
    ownership: { kind: 'nearest' },
    places: {},
    measures: ore,
    objective: { kind: 'gap' },
    ...input,
  });

const shareOf = (report: ReturnType<typeof analyseBalance>, place: string) =>
  Object.fromEntries(sharesAt(report, place).map((s) => [report.homes[s.home]?.place, s.share]));

describe('ownership', () => {
  //  A(home) — b(mine 2) — c(rich 6) — d(mine 2) — E(home)
  const line = row({ a: 'home', b: 'mine', c: 'rich', d: 'mine', e: 'home' });

  it('nearest home: each mine to its own side, the middle one shared 1/2 each', () => {
    const report = analyseBalance(line, tiles, movement(), settings());
    expect(shareOf(report, 'b')).toEqual({ a: 1 });
    expect(shareOf(report, 'c')).toEqual({ a: 0.5, e: 0.5 });
    expect(shareOf(report, 'd')).toEqual({ e: 1 });
    // 2 + 6/2 = 5 each: no gap.
    expect(report.homes.map((h) => h.totals[0])).toEqual([5, 5]);
    expect(report.imbalance).toBe(0);
    expect(report.homes.map((h) => h.owned)).toEqual([1.5, 1.5]);
  });

  it('nearest home by weighted distance: lane costs decide', () => {
    // Lanes a–b 1, b–c 1, c–d 3, d–e 1: c is 2 from a and 4 from e, so a owns it whole.
    const weighted = row({ a: 'home', b: 'mine', c: 'rich', d: 'mine', e: 'home' }, [1, 1, 3, 1]);
    const report = analyseBalance(
      weighted,
      tiles,
      movement(),
      settings({ distance: { metric: 'weighted' } }),
    );
    expect(shareOf(report, 'c')).toEqual({ a: 1 });
    // a: 2 + 6 = 8; e: 2. Gap 6.
    expect(report.homes.map((h) => h.totals[0])).toEqual([8, 2]);
    expect(report.imbalance).toBe(6);
  });

  it('1/d² stakes: a home twice as far has a quarter of the weight', () => {
    //  A — b — c(rich 6) — E   c is 2 from a and 1 from e: weights 1/4 and 1 → 0.2 and 0.8.
    const map = row({ a: 'home', b: null, c: 'rich', e: 'home' });
    const report = analyseBalance(
      map,
      tiles,
      movement(),
      settings({ ownership: { kind: 'stakes', power: 2 } }),
    );
    expect(shareOf(report, 'c')).toEqual({ a: 0.2, e: 0.8 });
    expect(report.homes.map((h) => h.totals[0])).toEqual([6 * 0.2, 6 * 0.8]);
    // b is 1 from a and 2 from e: 0.8 and 0.2 (an empty place can be owned).
    expect(shareOf(report, 'b')).toEqual({ a: 0.8, e: 0.2 });
  });

  it('1/d² stakes go whole to the nearest home within `nearestWithin`', () => {
    const map = row({ a: 'home', b: null, c: 'rich', e: 'home' });
    const report = analyseBalance(
      map,
      tiles,
      movement(),
      settings({ ownership: { kind: 'stakes', power: 2, nearestWithin: 1.5 } }),
    );
    expect(shareOf(report, 'c')).toEqual({ e: 1 });
  });

  it('fixed slices: a place goes to the home with the same slice value on the map', () => {
    const map = row({ a: 'home-red', b: 'mine', c: 'rich', d: 'mine', e: 'home-blue' });
    const sliced = {
      ...map,
      placements: {
        ...map.placements,
        b: { ...map.placements.b!, overrides: { attributes: { slice: 'blue' } } },
        c: { ...map.placements.c!, overrides: { attributes: { slice: 'blue' } } },
      },
    };
    const report = analyseBalance(
      sliced,
      tiles,
      movement(),
      settings({ ownership: { kind: 'fixed', attribute: 'slice' } }),
    );
    expect(shareOf(report, 'b')).toEqual({ e: 1 });
    expect(shareOf(report, 'c')).toEqual({ e: 1 });
    expect(shareOf(report, 'd')).toEqual({});
    expect(report.homes.map((h) => h.totals[0])).toEqual([0, 8]);
  });
});

describe('ownership by reach', () => {
  it('counts a place in full for every home, weighted by distance, and none beside another home', () => {
    //  A — b(mine 2) — c(rich 6) — d(mine 2) — e — F
    const map = row({ a: 'home', b: 'mine', c: 'rich', d: 'mine', e: null, f: 'home' });
    const reach = (besideOtherHomes: boolean) =>
      analyseBalance(
        map,
        tiles,
        movement(),
        settings({ ownership: { kind: 'reach', weights: [0, 2, 1], besideOtherHomes } }),
      );
    const all = reach(true);
    // a: b at 1 (×2), c at 2 (×1): 4 + 6 = 10. f: e at 1 (empty), d at 2 (×1): 2.
    expect(shareOf(all, 'c')).toEqual({ a: 1 });
    expect(shareOf(all, 'd')).toEqual({ f: 1 });
    expect(all.homes.map((h) => h.totals[0])).toEqual([10, 2]);
    expect(all.homes.map((h) => h.owned)).toEqual([2, 2]);
    // e is beside f: it counts for nobody else (and f itself still has it).
    const apart = reach(false);
    expect(shareOf(apart, 'e')).toEqual({ f: 2 });
    expect(apart.homes.map((h) => h.totals[0])).toEqual([10, 2]);
  });
});

describe('the distance model', () => {
  it('max: places further than it from every home are nobody’s', () => {
    const map = row({ a: 'home', b: 'mine', c: 'mine', d: 'rich' });
    const report = analyseBalance(map, tiles, movement(), settings({ distance: { max: 2 } }));
    expect(shareOf(report, 'c')).toEqual({ a: 1 });
    expect(shareOf(report, 'd')).toEqual({});
  });

  it('wormholes join places of one type, unless the model leaves them out', () => {
    //  A — b(gate) — c — d — e(gate) — f — G: e is 2 from a through the gates, 2 from g.
    const map = row({ a: 'home', b: 'gate', c: null, d: null, e: 'gate', f: null, g: 'home' });
    const through = analyseBalance(map, tiles, movement(), settings());
    expect(shareOf(through, 'e')).toEqual({ a: 0.5, g: 0.5 });
    const without = analyseBalance(
      map,
      tiles,
      movement(),
      settings({ distance: { wormholes: false } }),
    );
    expect(shareOf(without, 'e')).toEqual({ g: 1 });
  });

  it('never past another home unless allowed; the home itself is never owned', () => {
    //  A — B — c: c is 2 from a only through b.
    const map = row({ a: 'home', b: 'home', c: 'rich' });
    const report = analyseBalance(
      map,
      tiles,
      movement(),
      settings({ ownership: { kind: 'stakes', power: 2 } }),
    );
    expect(shareOf(report, 'c')).toEqual({ b: 1 });
    expect(shareOf(report, 'b')).toEqual({});
    const through = analyseBalance(
      map,
      tiles,
      movement(),
      settings({ ownership: { kind: 'stakes', power: 2 }, distance: { throughHomes: true } }),
    );
    // Weights 1/4 and 1: 0.2 and 0.8.
    expect(shareOf(through, 'c')).toEqual({ a: 0.2, b: 0.8 });
  });

  it('blocked, dead ends and the movement rules’ impassable places', () => {
    //  A — b(storm) — c(rich) — x — D
    const map = row({ a: 'home', b: 'storm', c: 'rich', x: null, d: 'home' });
    // The rules make a storm impassable: c is d's alone.
    expect(shareOf(analyseBalance(map, tiles, movement(), settings()), 'c')).toEqual({ d: 1 });
    // Ignoring the rules, c is 2 from both.
    const ignoring = settings({ distance: { ruleBlocks: false } });
    expect(shareOf(analyseBalance(map, tiles, movement(), ignoring), 'c')).toEqual({
      a: 0.5,
      d: 0.5,
    });
    // A dead end may be entered (and owned) but not left.
    const deadEnd = settings({
      distance: { ruleBlocks: false, deadEnds: [{ attribute: 'storm' }] },
    });
    const report = analyseBalance(map, tiles, movement(), deadEnd);
    expect(shareOf(report, 'b')).toEqual({ a: 1 });
    expect(shareOf(report, 'c')).toEqual({ d: 1 });
  });

  it('gives each home its distance to the centre, beyond the limit too', () => {
    const map = row({ a: 'home', b: 'mine', c: 'mine', d: 'rich' });
    const report = analyseBalance(
      map,
      tiles,
      movement({ centre: { tiles: ['rich'] } }),
      settings({ distance: { max: 1 } }),
    );
    expect(report.centre).toBe('d');
    expect(report.homes[0]?.toCentre).toBe(3);
  });
});

describe('a home’s centre term', () => {
  //  A — b(storm) — C(centre)    and a longer way A — x — y — C
  const map = mapSchema.parse({
    id: 'm',
    name: 'M',
    grid: { kind: 'graph' },
    nodes: ['a', 'b', 'c', 'x', 'y'].map((id, i) => ({ id, x: i * 100, y: 0 })),
    laneTypes: [{ id: 'lane', name: 'Lane', colour: '#ffffff' }],
    lanes: [
      ['a', 'b'],
      ['b', 'c'],
      ['a', 'x'],
      ['x', 'y'],
      ['y', 'c'],
    ].map(([from, to], i) => ({ id: `l${i}`, from, to, type: 'lane' })),
    placements: { a: { tile: 'home' }, b: { tile: 'storm' }, c: { tile: 'rich' } },
  });
  const centreTerm = (onEveryWay: { match: { attribute: string }; value: number }[]) =>
    settings({
      measures: [
        {
          id: 'access',
          name: 'Access',
          terms: [],
          centre: {
            baseline: 3,
            perStep: 2,
            distance: { ruleBlocks: false },
            onEveryWay,
          },
        },
      ],
    });

  it('is perStep × (baseline − steps), less a penalty when every shortest way passes a match', () => {
    const rules = movement({ centre: { tiles: ['rich'] } });
    // 2 steps through the storm: 2 × (3 − 2) = 2; every 2-step way passes it: −1.
    const report = analyseBalance(
      map,
      tiles,
      rules,
      centreTerm([{ match: { attribute: 'storm' }, value: -1 }]),
    );
    expect(report.homes[0]?.totals).toEqual([1]);
    // No penalty when the match is not on the way.
    const none = analyseBalance(
      map,
      tiles,
      rules,
      centreTerm([{ match: { attribute: 'gate' }, value: -1 }]),
    );
    expect(none.homes[0]?.totals).toEqual([2]);
  });
});
