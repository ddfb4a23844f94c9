import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { liveMapDef } from '../../../../features/maps/live-map.ts';
import { stepCostsFor } from '../../../../features/maps/movement/move-path-actions.ts';
import { pathContext } from '../../../../features/maps/movement/path-preview.ts';
import { walkPath, type PathStep } from '../../../../features/maps/movement/path-cost.ts';
import { controlLine } from '../../../../session/describe.ts';
import type { LogEntry } from '../../../../session/types.ts';
import { bundled, mapsRecorder, refusal } from '../maps-fixtures.ts';

type R = ReturnType<typeof mapsRecorder>;
const naval = () => mapsRecorder(bundled('naval-duel'));
const sea = (r: R) =>
  liveMapDef(
    r.engine.header.scenario.maps.find((m) => m.id === 'sea')!,
    r.engine.state.maps.live['sea']!,
  );
const ship = (r: R, id: string) => sea(r).tokens.find((t) => t.id === id)!;
const words = (r: R, entry: LogEntry) =>
  controlLine(entry, r.engine.header, r.engine.registry).text;
const to = (at: string): PathStep => ({ to: at });

describe('facing on a live map', () => {
  it('turns a ship, logs from and to, and undoes it', () => {
    const r = naval();
    expect(ship(r, 'a1').facing).toBe('E');
    const [entry] = r.act(
      { type: 'map.face', map: 'sea', token: 'a1', facing: 'NE' },
      1000,
      'Control',
    );
    expect(ship(r, 'a1').facing).toBe('NE');
    expect(words(r, entry!)).toBe('Control turned A1 from E to NE');
    r.act({ type: 'session.undo' });
    expect(ship(r, 'a1').facing).toBe('E');
  });

  it('refuses a direction the grid does not have, changing nothing', () => {
    const r = naval();
    const before = r.engine.state;
    expect(refusal(r, { type: 'map.face', map: 'sea', token: 'a1', facing: 'up' })).toBe(
      '"up" is not a direction on Open sea (N, NE, E, SE, S, SW, W, NW)',
    );
    expect(refusal(r, { type: 'map.face', map: 'sea', token: 'a1', facing: 'E' })).toBe(
      'A1 already faces E',
    );
    expect(r.engine.state).toBe(before);
  });

  it('places a piece with a facing', () => {
    const r = naval();
    r.act({ type: 'map.place', map: 'sea', at: '5,5', id: 'a9', label: 'Prize', facing: 'South' });
    expect(ship(r, 'a9').facing).toBe('S');
  });
});

describe('moving along a path within an allowance', () => {
  it('costs 1 a square, 1.5 a diagonal and 0.5 each 45° turn, and logs path and cost', () => {
    const r = naval();
    r.act({ type: 'map.movement-roll', map: 'sea', token: 'a1', entered: 4 });
    const [entry] = r.act(
      {
        type: 'map.move-path',
        map: 'sea',
        token: 'a1',
        steps: [to('2,4'), to('3,5'), { turn: 'right' }],
      },
      1000,
      'Control',
    );
    // E 1, turn to SE 0.5 + diagonal 1.5, turn to S 0.5: 3.5 of 4.
    expect(ship(r, 'a1')).toMatchObject({ at: '3,5', facing: 'S' });
    expect(words(r, entry!)).toBe('Control moved A1 1,4 → 2,4 → 3,5 ⟳, facing S: 3.5 of 4 moves');
    expect(r.engine.state.maps.live['sea']!.allowances['a1']).toEqual({
      total: 4,
      spent: 3.5,
      bonus: 0,
    });
    r.act({ type: 'session.undo' });
    expect(ship(r, 'a1')).toMatchObject({ at: '1,4', facing: 'E' });
  });

  it('refuses over the allowance, into land, onto a ship and against the wind, changing nothing', () => {
    const r = naval();
    r.act({ type: 'map.movement-roll', map: 'sea', token: 'a1', entered: 3 });
    r.act({ type: 'map.heading', map: 'sea', direction: 'West' });
    const before = r.engine.state;
    const path = (steps: PathStep[]) => ({ type: 'map.move-path', map: 'sea', token: 'a1', steps });
    // The west wind blows east: +2 for a first move east, so 5 moves; this path costs 1 + 1 + 1 + (0.5 + 1.5) + 1.5 = 6.5.
    expect(refusal(r, path([to('2,4'), to('3,4'), to('4,4'), to('5,5'), to('6,6')]))).toBe(
      'A1 needs 6.5 of its 5 moves',
    );
    expect(refusal(r, path([to('1,3')]))).toBe(
      '1,3 already holds A8: at most 1 such piece per place',
    );
    expect(refusal(r, path([to('0,4')]))).toBe(
      'A1 may not move W: that is directly against the wind',
    );
    expect(refusal(r, path([to('3,4')]))).toBe('3,4 is not next to 1,4');
    const a7 = {
      type: 'map.move-path',
      map: 'sea',
      token: 'a7',
      allowance: 5,
      steps: [to('1,11')],
    };
    expect(refusal(r, a7)).toBe('A7 cannot enter 1,11 (land)');
    expect(
      refusal(r, { type: 'map.move-path', map: 'sea', token: 'b1', steps: [to('21,4')] }),
    ).toBe('B1 has no movement allowance: roll or enter one first');
    expect(r.engine.state).toBe(before);
  });

  it('multiplies a step by what the map rules say entering the place costs, and bars a null', () => {
    const base = bundled('naval-duel');
    const sea = base.tiles.find((t) => t.id === 'sea')!;
    const any = { kinds: [], borders: [], tiles: [] };
    const scenario = {
      ...base,
      tiles: [
        ...base.tiles,
        { ...sea, id: 'shoal', name: 'Shoal' },
        { ...sea, id: 'reef', name: 'Reef' },
      ],
      maps: base.maps.map((m) =>
        m.id === 'sea'
          ? {
              ...m,
              placements: {
                ...m.placements,
                '2,4': { tile: 'shoal', rotation: 0, overrides: {} },
                '1,5': { tile: 'reef', rotation: 0, overrides: {} },
              },
            }
          : m,
      ),
      mapRules: {
        ...base.mapRules,
        movement: {
          ...base.mapRules.movement,
          entryCosts: [
            { match: { ...any, tiles: ['shoal'] }, cost: 2 },
            { match: { ...any, tiles: ['reef'] }, cost: null },
          ],
        },
      },
    };
    const r = mapsRecorder(scenario);
    r.act({ type: 'map.movement-roll', map: 'sea', token: 'a1', entered: 6 });
    const path = (steps: PathStep[]) => ({ type: 'map.move-path', map: 'sea', token: 'a1', steps });
    expect(refusal(r, path([{ turn: 'right' }, { turn: 'right' }, to('1,5')]))).toBe(
      'A1 cannot enter 1,5: the map rules bar it',
    );
    // Into the shoal 2 × 1, then a diagonal into open sea: 0.5 to turn + 1.5.
    const [entry] = r.act(path([to('2,4'), to('3,5')]), 1000, 'Control');
    expect(words(r, entry!)).toBe('Control moved A1 1,4 → 2,4 → 3,5, facing SE: 4 of 6 moves');
  });

  it('refuses a piece dragged onto a tile its movement calls impassable, as a plotted move does', () => {
    const r = naval();
    const before = r.engine.state;
    expect(refusal(r, { type: 'map.move', map: 'sea', token: 'a7', to: '1,11' })).toBe(
      'A7 cannot enter 1,11 (land)',
    );
    expect(r.engine.state).toBe(before);
  });

  it('gives the wind bonus once and spends what is left over two moves', () => {
    const r = naval();
    r.act({ type: 'map.heading', map: 'sea', direction: 'W' });
    r.act({ type: 'map.movement-roll', map: 'sea', token: 'a1', entered: 1 });
    r.act({ type: 'map.move-path', map: 'sea', token: 'a1', steps: [to('2,4'), to('3,4')] });
    const [entry] = r.act({ type: 'map.move-path', map: 'sea', token: 'a1', steps: [to('4,4')] });
    expect(words(r, entry!)).toBe('Ana moved A1 3,4 → 4,4, facing E: 1 of 1 moves (wind +2)');
    expect(refusal(r, { type: 'map.move-path', map: 'sea', token: 'a1', steps: [to('5,4')] })).toBe(
      'A1 needs 1 of its 0 moves',
    );
  });

  it('rolls the movement with the session generator, the same on replay', () => {
    const run = () => {
      const r = naval();
      const [entry] = r.act({ type: 'map.movement-roll', map: 'sea', token: 'a1', modifier: 2 });
      return {
        text: words(r, entry!),
        allowance: r.engine.state.maps.live['sea']!.allowances['a1'],
      };
    };
    const first = run();
    expect(first).toEqual(run());
    expect(first.text).toMatch(/^Ana rolled 2d6 .* \+ 2 for A1's movement: \d+ moves?$/);
  });

  it('rolls the wind on its table: calm, or a direction the wind blows from', () => {
    const r = naval();
    const [north] = r.act({ type: 'map.heading', map: 'sea', entered: 3 });
    expect(words(r, north!)).toBe('Ana rolled 3 for the wind: N');
    expect(r.engine.state.maps.live['sea']!.heading).toBe('N');
    const [calm] = r.act({ type: 'map.heading', map: 'sea', entered: 1 });
    expect(words(r, calm!)).toBe('Ana rolled 1 for the wind: no direction (Calm)');
    expect(r.engine.state.maps.live['sea']!.heading).toBeNull();
  });
});

describe('path costs (property)', () => {
  const r = naval();
  const map = sea(r);
  const scenario = r.engine.header.scenario;
  const live = r.engine.state.maps.live['sea']!;
  const ctx = pathContext(scenario, map, live, stepCostsFor(map, 'a1'));
  const start = {
    id: 'a9',
    at: '12,12',
    label: 'P',
    colour: '#ffffff',
    count: 1,
    icon: '',
    facing: 'N',
  };
  const deltas = [
    [0, -1],
    [1, -1],
    [1, 0],
    [1, 1],
    [0, 1],
    [-1, 1],
    [-1, 0],
    [-1, -1],
  ] as const;
  const moves = fc.array(fc.integer({ min: 0, max: 7 }), { minLength: 1, maxLength: 6 });

  function stepsFrom(at: string, dirs: number[]): PathStep[] {
    let [x, y] = at.split(',').map(Number) as [number, number];
    return dirs.map((d) => {
      x += deltas[d]![0];
      y += deltas[d]![1];
      return { to: `${x},${y}` };
    });
  }

  it('is the sum of its steps, and the same split into two moves at any point', () => {
    fc.assert(
      fc.property(moves, fc.nat(), (dirs, cut) => {
        const steps = stepsFrom(start.at, dirs);
        const whole = walkPath(ctx, start, steps);
        fc.pre(whole.problem === null);
        let expected = 0;
        let facing = 0;
        for (const d of dirs) {
          const turn = Math.min((d - facing + 8) % 8, (facing - d + 8) % 8);
          expected += turn * 0.5 + (d % 2 === 0 ? 1 : 1.5);
          facing = d;
        }
        expect(whole.cost).toBeCloseTo(expected);
        const k = 1 + (cut % steps.length);
        const first = walkPath(ctx, start, steps.slice(0, k));
        const rest = walkPath(
          ctx,
          { ...start, at: first.at, facing: first.facing!.name },
          steps.slice(k),
        );
        expect(first.cost + rest.cost).toBeCloseTo(whole.cost);
        expect(rest.at).toBe(whole.at);
      }),
    );
  });
});
