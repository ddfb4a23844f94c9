import { describe, expect, it } from 'vitest';
import { pixel, type Pixel } from '../../../../editor/geometry/coords.ts';
import { pickAt } from '../../../../editor/model/picking.ts';
import { mapSchema } from '../../../../scenarios/format/map.ts';

/**
 * How fast picking is on a large point-to-point map (2,000 nodes, 5,000 lanes). It logs the
 * time rather than asserting it, so that a busy machine cannot fail the suite; it does check
 * that the index finds what a plain scan finds.
 */

/** A small linear congruential generator: repeatable positions without Math.random. */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** 50 × 40 systems on a jittered grid, each joined to its east, south and south-east neighbours. */
function largeGraph() {
  const next = lcg(7);
  const columns = 50;
  const rows = 40;
  const spacing = 80;
  const id = (c: number, r: number) => `n${r * columns + c}`;
  const nodes = [];
  const lanes = [];
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < columns; c++) {
      nodes.push({
        id: id(c, r),
        x: c * spacing + Math.round((next() - 0.5) * 40),
        y: r * spacing + Math.round((next() - 0.5) * 40),
        size: 12,
      });
      const ends = [
        [c + 1, r],
        [c, r + 1],
        [c + 1, r + 1],
      ];
      for (const [c2, r2] of ends)
        if ((c2 ?? columns) < columns && (r2 ?? rows) < rows && lanes.length < 5000)
          lanes.push({
            id: `l${lanes.length}`,
            from: id(c, r),
            to: id(c2 ?? 0, r2 ?? 0),
            type: 'route',
          });
    }
  return mapSchema.parse({
    id: 'big',
    name: 'Big',
    grid: { kind: 'graph', width: columns * spacing, height: rows * spacing },
    laneTypes: [{ id: 'route', name: 'Route', colour: '#33aa66' }],
    nodes,
    lanes,
  });
}

function segmentDistance(p: Pixel, a: { x: number; y: number }, b: { x: number; y: number }) {
  const vx = b.x - a.x;
  const vy = b.y - a.y;
  const t = Math.max(0, Math.min(1, ((p.x - a.x) * vx + (p.y - a.y) * vy) / (vx * vx + vy * vy)));
  return Math.hypot(p.x - (a.x + t * vx), p.y - (a.y + t * vy));
}

describe('picking speed on 2,000 nodes and 5,000 lanes', () => {
  it('logs the time per pick', () => {
    const map = largeGraph();
    const next = lcg(11);
    const points: Pixel[] = Array.from({ length: 20_000 }, () =>
      pixel(next() * 4000, next() * 3200),
    );
    expect(map.nodes).toHaveLength(2000);
    expect(map.lanes.length).toBeGreaterThan(4800);
    // Build the index and let the JIT settle before timing.
    for (const p of points.slice(0, 5000)) pickAt(map, p, { scale: 1 });
    const start = performance.now();
    let hits = 0;
    for (const p of points) if (pickAt(map, p, { scale: 1 }).kind !== 'none') hits++;
    const perPick = (performance.now() - start) / points.length;
    console.log(
      `pickAt: ${(perPick * 1000).toFixed(1)} µs a pick (${hits} hits in ${points.length})`,
    );
    expect(hits).toBeGreaterThan(0);
  });

  it('finds the same nodes and lanes as a plain scan', () => {
    const map = largeGraph();
    const next = lcg(3);
    for (let i = 0; i < 300; i++) {
      const p = pixel(next() * 4000, next() * 3200);
      const hit = pickAt(map, p, { scale: 1 });
      const near = map.nodes.filter((n) => Math.hypot(n.x - p.x, n.y - p.y) <= n.size + 6);
      if (near.length > 0) {
        expect(hit.kind).toBe('node');
        continue;
      }
      const byId = new Map(map.nodes.map((n) => [n.id, n]));
      const onLane = map.lanes.some((l) => {
        const a = byId.get(l.from);
        const b = byId.get(l.to);
        return !!a && !!b && segmentDistance(p, a, b) <= 2 + 6;
      });
      expect(hit.kind).toBe(onLane ? 'lane' : 'none');
    }
  });
});
