import { describe, expect, it } from 'vitest';
import { pixel } from '../../../../editor/geometry/coords.ts';
import {
  FAN_ANGLE,
  laneRoutes,
  routeDistance2,
  routePoint,
  routeTangent,
  type LaneRoute,
} from '../../../../editor/geometry/lane-routes.ts';
import { pickAt } from '../../../../editor/model/picking.ts';
import type { MapDef } from '../../../../scenarios/format/map.ts';
import { bundled, mapOf } from '../bundled/bundled.ts';
import { graphMap } from '../edits/fixtures.ts';

const routeOf = (map: MapDef, id: string): LaneRoute => {
  const route = laneRoutes(map).get(id);
  if (!route) throw new Error(`no route for lane "${id}"`);
  return route;
};

/** The side of the line a → b that p is on: + one way, − the other. */
const side = (
  a: { x: number; y: number },
  b: { x: number; y: number },
  p: { x: number; y: number },
) => Math.sign((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x));

describe('lane routes', () => {
  it('keeps a lane alone in its direction straight, from rim to rim', () => {
    const map = graphMap();
    const route = routeOf(map, 'lane-1');
    expect(route.straight).toBe(true);
    // a (100,100, size 18) → b (300,100): ends just inside each disc's edge.
    expect(route.ay).toBeCloseTo(100);
    expect(route.ax).toBeGreaterThan(100);
    expect(route.ax).toBeLessThan(118);
    expect(route.bx).toBeLessThan(300);
    expect(laneRoutes(map)).toBe(laneRoutes(map));
  });

  it('draws lanes between the same two nodes side by side, bowed apart, whichever way they run', () => {
    const map = graphMap({
      lanes: [
        { id: 'one', from: 'a', to: 'b', type: 'route' },
        { id: 'two', from: 'b', to: 'a', type: 'route' },
        { id: 'three', from: 'a', to: 'b', type: 'jump' },
      ],
    });
    const a = pixel(100, 100);
    const b = pixel(300, 100);
    const middles = ['one', 'two', 'three'].map((id) => routePoint(routeOf(map, id), 0.5));
    // One on each side of the line between the nodes and one on it, well apart.
    expect(middles.map((m) => side(a, b, m)).sort()).toEqual([-1, 0, 1]);
    const ys = middles.map((m) => m.y).sort((p, q) => p - q);
    expect((ys[1] ?? 0) - (ys[0] ?? 0)).toBeGreaterThan(8);
    expect((ys[2] ?? 0) - (ys[1] ?? 0)).toBeGreaterThan(8);
    // Each lane keeps its side from end to end: the ends are spread the same way.
    for (const id of ['one', 'two', 'three']) {
      const r = routeOf(map, id);
      const m = routePoint(r, 0.5);
      const start = routePoint(r, 0);
      const end = routePoint(r, 1);
      if (side(a, b, m) === 0) continue;
      expect(side(a, b, start)).toBe(side(a, b, m));
      expect(side(a, b, end)).toBe(side(a, b, m));
    }
  });

  it("fans the sea lanes leaving England, each end at least the fan's angle from the next", () => {
    const europe = mapOf(bundled('europe-at-war'), 'europe');
    const england = europe.nodes.find((n) => n.name === 'England');
    if (!england) throw new Error('England is on the map');
    const routes = europe.lanes
      .filter((l) => l.from === england.id || l.to === england.id)
      .map((l) => {
        const r = routeOf(europe, l.id);
        const start = l.from === england.id ? routePoint(r, 0) : routePoint(r, 1);
        return Math.atan2(start.y - england.y, start.x - england.x);
      })
      .sort((p, q) => p - q);
    expect(routes.length).toBeGreaterThanOrEqual(12);
    for (let i = 1; i < routes.length; i++)
      expect((routes[i] ?? 0) - (routes[i - 1] ?? 0)).toBeGreaterThan(FAN_ANGLE - 1e-6);
    // The lanes end on the other nodes, not in the middle of the sea.
    for (const lane of europe.lanes) {
      const r = routeOf(europe, lane.id);
      const to = europe.nodes.find((n) => n.id === lane.to);
      const end = routePoint(r, 1);
      expect(Math.hypot(end.x - (to?.x ?? 0), end.y - (to?.y ?? 0))).toBeLessThanOrEqual(
        to?.size ?? 0,
      );
    }
  });

  it('picks the lane where it is drawn, not on the straight line between its nodes', () => {
    const map = graphMap({
      lanes: [
        { id: 'one', from: 'a', to: 'b', type: 'route' },
        { id: 'two', from: 'a', to: 'b', type: 'route' },
      ],
    });
    for (const id of ['one', 'two']) {
      const r = routeOf(map, id);
      for (const t of [0.2, 0.5, 0.8]) {
        const p = routePoint(r, t);
        expect(pickAt(map, pixel(p.x, p.y), { scale: 1 })).toEqual({ kind: 'lane', id });
        expect(routeDistance2(r, p.x, p.y)).toBeLessThan(1);
      }
    }
    // Between the two bowed lanes, on the straight line, nothing is drawn at the middle.
    expect(pickAt(map, pixel(200, 100), { scale: 4 })).toEqual({ kind: 'none' });
  });

  it('gives the direction of travel along a route (for one-way arrows)', () => {
    const r = routeOf(graphMap(), 'lane-1');
    const way = routeTangent(r, 0.62);
    expect(way.x).toBeGreaterThan(0);
    expect(Math.abs(way.y)).toBeLessThan(1e-9);
  });
});
