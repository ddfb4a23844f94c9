import { describe, expect, it } from 'vitest';
import { readPath, sumAt, valuesAt } from '../../../../../editor/analysis/checks/attribute-path.ts';
import { checkMap, checksFor } from '../../../../../editor/analysis/checks/check-map.ts';
import { fillMessage, listWords } from '../../../../../editor/analysis/checks/finding.ts';
import { legalPlacements } from '../../../../../editor/analysis/checks/legal-placements.ts';
import { CHECK_KINDS } from '../../../../../editor/analysis/checks/registry.ts';
import { edgeKey } from '../../../../../editor/geometry/keys.ts';
import { mapSchema, type MapDef, type MapInput } from '../../../../../scenarios/format/map.ts';
import { mapCheckSchema, type MapCheckInput } from '../../../../../scenarios/format/map-checks.ts';
import {
  mapRulesSchema,
  type MapRules,
  type MovementInput,
} from '../../../../../scenarios/format/map-rules.ts';
import { tileSchema, type TileInput } from '../../../../../scenarios/format/tiles.ts';

/** A small library of made-up tiles: no game's names, every kind of thing a check reads. */
const tiles = (
  [
    {
      id: 'home',
      name: 'Home',
      kind: 'home',
      border: 'yellow',
      attributes: { worlds: [{ ore: 2 }] },
    },
    { id: 'rock', name: 'Rock', kind: 'hazard', border: 'red' },
    { id: 'pit', name: 'Pit', kind: 'hazard', border: 'red', attributes: { hazard: 'pit' } },
    { id: 'mine', name: 'Mine', attributes: { worlds: [{ ore: 2 }, { ore: 1 }] } },
    { id: 'farm', name: 'Farm', attributes: { worlds: [{ ore: 1 }] } },
    { id: 'gate-x', name: 'Gate X', attributes: { gate: 'x', worlds: [{ ore: 3 }] } },
    { id: 'gate-y', name: 'Gate Y', attributes: { gate: ['y', 'x'] } },
    { id: 'gate-home', name: 'Gate Home', kind: 'home', attributes: { gate: 'x' } },
    { id: 'lane', name: 'Lane', kind: 'lane', attributes: { lanes: [[0, 3]] } },
    { id: 'relic', name: 'Relic', copies: 1 },
  ] satisfies TileInput[]
).map((t) => tileSchema.parse(t));

function rules(checks: MapCheckInput[], movement: MovementInput = {}): MapRules {
  return mapRulesSchema.parse({
    movement: {
      centre: { tiles: ['farm'] },
      wormholes: { attribute: 'gate' },
      hyperlanes: { attribute: 'lanes' },
      entryCosts: [{ match: { attribute: 'hazard', equals: 'pit' }, cost: null }],
      ...movement,
    },
    checks,
  });
}

/** A square grid with tiles by "x,y". */
function square(placed: Record<string, string>, extra: Partial<MapInput> = {}): MapDef {
  return mapSchema.parse({
    id: 'field',
    name: 'Field',
    grid: { kind: 'square', width: 6, height: 4 },
    placements: Object.fromEntries(Object.entries(placed).map(([at, tile]) => [at, { tile }])),
    ...extra,
  });
}

/** A point-to-point map: a ring a–b–c–d–a and a spur d–e. */
function network(placed: Record<string, string>): MapDef {
  const ids = ['a', 'b', 'c', 'd', 'e'];
  return mapSchema.parse({
    id: 'network',
    name: 'Network',
    grid: { kind: 'graph' },
    nodes: ids.map((id, i) => ({ id, name: id.toUpperCase(), x: i * 100, y: (i % 2) * 80 })),
    laneTypes: [{ id: 'route', name: 'Route', colour: '#ffffff' }],
    lanes: [
      ['a', 'b'],
      ['b', 'c'],
      ['c', 'd'],
      ['d', 'a'],
      ['d', 'e'],
    ].map(([from, to]) => ({ id: `${from}${to}`, from, to, type: 'route' })),
    placements: Object.fromEntries(Object.entries(placed).map(([at, tile]) => [at, { tile }])),
  });
}

/** A check without an id takes its kind's name. */
type CheckWithoutId = MapCheckInput extends infer C
  ? C extends MapCheckInput
    ? Omit<C, 'id'> & { id?: string }
    : never
  : never;
const check = (input: CheckWithoutId): MapCheckInput =>
  ({ ...input, id: input.id ?? input.kind }) as MapCheckInput;

describe('attribute paths', () => {
  const attributes = {
    worlds: [{ ore: 2, tag: 'a' }, { ore: 1.5 }, { ore: 'x' }],
    gate: ['y', 'x'],
  };

  it('open lists marked [] and add up the numbers they lead to', () => {
    expect(readPath(attributes, 'worlds[].ore')).toEqual([2, 1.5, 'x']);
    expect(sumAt(attributes, 'worlds[].ore')).toBe(3.5);
    expect(sumAt(attributes, 'worlds.ore')).toBe(0);
    expect(sumAt({}, 'worlds[].ore')).toBe(0);
    expect(readPath({ a: { b: [{ c: 1 }, { c: 2 }] } }, 'a.b[].c')).toEqual([1, 2]);
  });

  it('give the distinct values, each item of a list, less the ignored and the empty ones', () => {
    expect(valuesAt(attributes, 'gate')).toEqual(['y', 'x']);
    expect(valuesAt(attributes, 'gate', ['x'])).toEqual(['y']);
    expect(valuesAt({ gate: null }, 'gate')).toEqual([]);
    expect(valuesAt({ gate: '' }, 'gate')).toEqual([]);
    expect(valuesAt(attributes, 'worlds[].tag')).toEqual(['a']);
  });

  it('are refused by the format when they are not names joined by dots', () => {
    const bad = mapCheckSchema.safeParse({
      id: 'x',
      kind: 'value-count',
      message: 'm',
      attribute: 'worlds..ore',
      min: 2,
    });
    expect(bad.success).toBe(false);
  });
});

describe('messages', () => {
  it('fill the placeholders they have values for and leave the others as written', () => {
    expect(fillMessage('{count} of {value} at {where}', { count: 2, value: 'x' })).toBe(
      '2 of x at {where}',
    );
    expect(fillMessage('{total}', { total: 10 / 3 })).toBe('3.33');
    expect(listWords(['a', 'b', 'c', 'd', 'e', 'f'])).toBe('a, b, c and 3 more');
    expect(listWords(['a', 'b'])).toBe('a and b');
  });
});

describe('every kind', () => {
  it('is registered under its name', () => {
    for (const [kind, runner] of Object.entries(CHECK_KINDS)) expect(runner.kind).toBe(kind);
  });

  it('applies to the maps it names, or to every map when it names none', () => {
    const r = rules([
      check({ kind: 'apart', message: 'm', match: { kinds: ['hazard'] }, maps: ['other'] }),
      check({ id: 'all', kind: 'apart', message: 'm', match: { kinds: ['hazard'] } }),
    ]);
    expect(checksFor(square({}), r).map((c) => c.id)).toEqual(['all']);
  });
});

describe('apart', () => {
  const hazardsApart = (relation: 'adjoining' | 'adjacent', wormholes = true) =>
    rules([
      check({
        kind: 'apart',
        message: '{places} touch ({count})',
        match: { kinds: ['hazard'] },
        relation,
        wormholes,
      }),
    ]);

  it('reports each group of matching places that touch, once, in the map’s order', () => {
    const map = square({
      '2,0': 'rock',
      '1,0': 'rock',
      '3,0': 'pit',
      '5,3': 'rock',
      '0,3': 'rock',
    });
    expect(checkMap(map, tiles, hazardsApart('adjoining'))).toEqual([
      {
        rule: 'apart',
        places: ['1,0', '2,0', '3,0'],
        message: 'Rock (1,0), Rock (2,0) and Pit (3,0) touch (3)',
      },
    ]);
  });

  it('reads "adjoining" as sharing a side, "adjacent" as a move: a wall parts, a gate joins', () => {
    const walled = square(
      { '0,0': 'rock', '1,0': 'rock' },
      {
        edgeTypes: [{ id: 'wall', name: 'Wall', colour: '#aa3333', blocks: true }],
        edges: { [edgeKey('0,0', '1,0')]: { type: 'wall' } },
      },
    );
    expect(checkMap(walled, tiles, hazardsApart('adjoining'))).toHaveLength(1);
    expect(checkMap(walled, tiles, hazardsApart('adjacent'))).toEqual([]);
    // Gates of a type join places wherever they are.
    const gated = rules([
      check({ kind: 'apart', message: 'm', match: { attribute: 'gate' }, relation: 'adjacent' }),
    ]);
    const far = square({ '0,0': 'gate-x', '5,3': 'gate-y' });
    expect(checkMap(far, tiles, gated)[0]?.places).toEqual(['0,0', '5,3']);
    const noGates = rules([
      check({
        kind: 'apart',
        message: 'm',
        match: { attribute: 'gate' },
        relation: 'adjacent',
        wormholes: false,
      }),
    ]);
    expect(checkMap(far, tiles, noGates)).toEqual([]);
  });

  it('follows lanes on a point-to-point map', () => {
    const map = network({ a: 'rock', b: 'rock', e: 'pit' });
    expect(checkMap(map, tiles, hazardsApart('adjoining'))[0]?.places).toEqual(['a', 'b']);
    expect(checkMap(map, tiles, hazardsApart('adjoining'))[0]?.message).toBe(
      'Rock (A) and Rock (B) touch (2)',
    );
  });
});

describe('apart by value', () => {
  const gatesApart = rules([
    check({
      kind: 'apart-by-value',
      message: 'Two {value} gates: {places}',
      attribute: 'gate',
      relation: 'adjacent',
      wormholes: false,
    }),
  ]);

  it('keeps places sharing a value apart, not places of different values', () => {
    expect(checkMap(square({ '0,0': 'gate-x', '1,0': 'gate-y' }), tiles, gatesApart)).toEqual([
      {
        rule: 'apart-by-value',
        places: ['0,0', '1,0'],
        message: 'Two x gates: Gate X (0,0) and Gate Y (1,0)',
      },
    ]);
    const ignoreX = rules([
      check({ kind: 'apart-by-value', message: 'm', attribute: 'gate', ignore: ['x'] }),
    ]);
    expect(checkMap(square({ '0,0': 'gate-x', '1,0': 'gate-y' }), tiles, ignoreX)).toEqual([]);
  });

  it('sees places joined through a chain of hyperlane tiles as next to each other', () => {
    // Hex: a straight lane north–south on 0,-1 joins 0,0 and 0,-2.
    const hex = mapSchema.parse({
      id: 'hex',
      name: 'Hex',
      grid: { kind: 'hex', orientation: 'flat', shape: { type: 'hexagon', radius: 2 } },
      placements: {
        '0,0': { tile: 'gate-x' },
        '0,-1': { tile: 'lane' },
        '0,-2': { tile: 'gate-x' },
      },
    });
    expect(checkMap(hex, tiles, gatesApart)[0]?.places).toEqual(['0,0', '0,-2']);
  });
});

describe('value count', () => {
  it('asks each value to be there not at all or at least min times', () => {
    const r = rules([
      check({
        kind: 'value-count',
        message: '{value}: {count} of {min}',
        attribute: 'gate',
        min: 2,
      }),
    ]);
    expect(checkMap(square({ '0,0': 'gate-x', '3,3': 'gate-y' }), tiles, r)).toEqual([
      { rule: 'value-count', places: ['3,3'], message: 'y: 1 of 2' },
    ]);
    expect(checkMap(square({ '0,0': 'gate-x' }), tiles, r).map((f) => f.message)).toEqual([
      'x: 1 of 2',
    ]);
    expect(checkMap(square({}), tiles, r)).toEqual([]);
  });
});

describe('sum near home', () => {
  const near = (extra: Partial<MapCheckInput> = {}) =>
    rules([
      check({
        kind: 'sum-near-home',
        message: '{total} ore near {home} (at most {max} within {within})',
        sum: 'worlds[].ore',
        max: 3,
        ...extra,
      } as MapCheckInput),
    ]);

  it('adds up the places within reach, the home itself aside, and suggests the biggest to go', () => {
    const map = square({ '0,0': 'home', '1,0': 'mine', '0,1': 'farm', '2,0': 'mine' });
    expect(checkMap(map, tiles, near())).toEqual([
      {
        rule: 'sum-near-home',
        places: ['0,0', '1,0', '0,1'],
        message: '4 ore near Home (0,0) (at most 3 within 1)',
        fix: { label: 'Remove Mine (1,0)', remove: ['1,0'] },
      },
    ]);
    expect(checkMap(map, tiles, near({ within: 2 }))[0]?.message).toBe(
      '7 ore near Home (0,0) (at most 3 within 2)',
    );
  });

  it('counts a gate’s far end as next to the home, and shared places only when asked', () => {
    const gate = square({ '0,0': 'gate-home', '5,3': 'gate-x' });
    expect(checkMap(gate, tiles, near({ max: 2 }))[0]?.places).toEqual(['0,0', '5,3']);
    expect(checkMap(gate, tiles, near({ max: 2, wormholes: false }))).toEqual([]);
    const shared = square({ '0,0': 'home', '1,0': 'mine', '2,0': 'home' });
    expect(checkMap(shared, tiles, near({ max: 2 }))).toEqual([]);
    expect(checkMap(shared, tiles, near({ max: 2, countShared: true }))).toHaveLength(2);
  });
});

describe('sum per player', () => {
  it('caps the board by the homes on it, and takes from the richest', () => {
    const r = rules([
      check({
        kind: 'sum-per-player',
        message: '{total} ore for {players} ({limit}): most at {home}',
        sum: 'worlds[].ore',
        maxPerPlayer: 3,
        except: { kinds: ['home'] },
      }),
    ]);
    const map = square({
      '0,0': 'home',
      '1,0': 'mine',
      '5,3': 'home',
      '4,3': 'farm',
      '5,2': 'farm',
    });
    expect(checkMap(map, tiles, r)).toEqual([]);
    const more = {
      ...map,
      placements: { ...map.placements, '0,1': { tile: 'mine', rotation: 0, overrides: {} } },
    };
    expect(checkMap(more, tiles, r)).toEqual([
      {
        rule: 'sum-per-player',
        places: ['0,0', '1,0', '0,1'],
        message: '8 ore for 2 (6): most at Home (0,0)',
        fix: { label: 'Remove Mine (1,0)', remove: ['1,0'] },
      },
    ]);
  });
});

describe('reach centre', () => {
  const r = rules([check({ kind: 'reach-centre', message: '{home} cannot reach {centre}' })]);

  it('finds homes with no way to the centre but through impassable places', () => {
    const open = square({ '0,0': 'home', '1,0': 'pit', '3,0': 'farm' });
    expect(checkMap(open, tiles, r)).toEqual([]);
    const shut = square({ '0,0': 'home', '1,0': 'pit', '0,1': 'pit', '3,0': 'farm' });
    expect(checkMap(shut, tiles, r)).toEqual([
      { rule: 'reach-centre', places: ['0,0'], message: 'Home (0,0) cannot reach Farm (3,0)' },
    ]);
    // A map without a centre has nothing to reach.
    expect(checkMap(square({ '0,0': 'home', '1,0': 'pit', '0,1': 'pit' }), tiles, r)).toEqual([]);
  });
});

describe('not surrounded', () => {
  const r = rules([
    check({
      kind: 'not-surrounded',
      message: '{place} is closed in',
      match: { kinds: ['home'] },
      by: { borders: ['red'] },
    }),
  ]);

  it('finds a place every neighbour of which matches, on a grid and on a network', () => {
    expect(checkMap(square({ '0,0': 'home', '1,0': 'rock', '0,1': 'pit' }), tiles, r)).toEqual([
      { rule: 'not-surrounded', places: ['0,0', '1,0', '0,1'], message: 'Home (0,0) is closed in' },
    ]);
    expect(checkMap(square({ '1,1': 'home', '1,0': 'rock', '0,1': 'pit' }), tiles, r)).toEqual([]);
    // E hangs off D alone.
    expect(checkMap(network({ e: 'home', d: 'rock' }), tiles, r)[0]?.places).toEqual(['e', 'd']);
  });
});

describe('excluded and pool', () => {
  it('flag tiles out of the game and copies beyond the pool, counted on this map', () => {
    const r = rules([
      check({ kind: 'excluded', message: '{place} is out', match: { tiles: ['rock'] } }),
      check({ kind: 'pool', message: '{count} {tile} of {copies}', match: {} }),
    ]);
    expect(checkMap(square({ '0,0': 'relic', '2,2': 'relic', '1,1': 'rock' }), tiles, r)).toEqual([
      {
        rule: 'excluded',
        places: ['1,1'],
        message: 'Rock (1,1) is out',
        fix: { label: 'Remove Rock (1,1)', remove: ['1,1'] },
      },
      { rule: 'pool', places: ['0,0', '2,2'], message: '2 Relic of 1' },
    ]);
  });
});

describe('legal placements', () => {
  const r = rules([
    check({ kind: 'apart', message: 'm', match: { kinds: ['hazard'] }, relation: 'adjoining' }),
    check({ kind: 'pool', message: 'm', match: {} }),
  ]);

  it('offers the empty places where a tile breaks no rule, on a point-to-point map too', () => {
    expect(legalPlacements(network({ a: 'rock' }), tiles, r, 'pit')).toEqual(['c', 'e']);
    expect(legalPlacements(network({ a: 'rock' }), tiles, r, 'farm')).toEqual(['b', 'c', 'd', 'e']);
    expect(legalPlacements(network({ a: 'relic' }), tiles, r, 'relic')).toEqual([]);
    expect(legalPlacements(network({}), tiles, r, 'no-such-tile')).toEqual([]);
  });

  it('only beside a tile already down when asked, and tries hyperlane tiles on a rebuilt map', () => {
    const map = square({ '0,0': 'farm' });
    expect(legalPlacements(map, tiles, r, 'farm', { adjoinPlaced: true })).toEqual(['1,0', '0,1']);
    expect(legalPlacements(square({}), tiles, r, 'farm', { adjoinPlaced: true })).toHaveLength(24);
    const gates = rules([
      check({ kind: 'apart-by-value', message: 'm', attribute: 'gate', wormholes: false }),
    ]);
    const hex = mapSchema.parse({
      id: 'hex',
      name: 'Hex',
      grid: { kind: 'hex', orientation: 'flat', shape: { type: 'hexagon', radius: 2 } },
      placements: { '0,0': { tile: 'gate-x' }, '0,-2': { tile: 'gate-x' } },
    });
    // A lane north–south on 0,-1 would join the two gates; turned, it joins nothing.
    expect(legalPlacements(hex, tiles, gates, 'lane')).not.toContain('0,-1');
    expect(legalPlacements(hex, tiles, gates, 'lane', { rotation: 1 })).toContain('0,-1');
  });
});
