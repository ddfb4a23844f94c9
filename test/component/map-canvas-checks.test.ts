import { describe, expect, it } from 'vitest';
import { paintChecks } from '../../editor/canvas/paint-checks.ts';
import type { PaintEnv } from '../../editor/canvas/paint-env.ts';
import { rect } from '../../editor/canvas/rects.ts';
import { buildScene } from '../../editor/canvas/scene.ts';
import { Viewport } from '../../editor/canvas/viewport.ts';
import { pixel } from '../../editor/geometry/coords.ts';
import { geometryOf } from '../../editor/geometry/geometry-of.ts';
import { mapSchema } from '../../scenarios/format/map.ts';

/** A 2D context that only counts what is asked of it. */
function recorder() {
  const calls: Record<string, number> = {};
  const count =
    (name: string) =>
    (..._args: unknown[]) => {
      calls[name] = (calls[name] ?? 0) + 1;
    };
  const ctx = new Proxy(
    {},
    {
      get: (_target, name) => (typeof name === 'string' ? count(name) : undefined),
      set: () => true,
    },
  ) as unknown as CanvasRenderingContext2D;
  return { ctx, calls };
}

const env = { scale: 1, pixelRatio: 1, originX: 0, originY: 0 } as PaintEnv;

describe('the checks layer', () => {
  const square = mapSchema.parse({
    id: 'field',
    name: 'Field',
    grid: { kind: 'square', width: 10, height: 10 },
  });
  const scene = buildScene(square, [], [], 'control');
  const everyCell = geometryOf(square).places();

  it('draws only the marked places in the area asked for, in batched paths', () => {
    const all = recorder();
    expect(paintChecks(all.ctx, scene, everyCell, rect(-1e6, -1e6, 1e6, 1e6), env)).toBe(100);
    // One fill a batch of up to 128 places, not one a place.
    expect(all.calls['fill']).toBe(1);
    const centre = geometryOf(square).centre('0,0')!;
    const corner = recorder();
    const area = rect(centre.x - 1, centre.y - 1, centre.x + 1, centre.y + 1);
    expect(paintChecks(corner.ctx, scene, everyCell, area, env)).toBe(1);
    expect(paintChecks(recorder().ctx, scene, [], area, env)).toBe(0);
    expect(paintChecks(recorder().ctx, scene, ['99,99', 'nowhere'], area, env)).toBe(0);
  });

  it('rings the nodes of a point-to-point map', () => {
    const graph = mapSchema.parse({
      id: 'net',
      name: 'Net',
      grid: { kind: 'graph' },
      nodes: [
        { id: 'a', x: 0, y: 0 },
        { id: 'b', x: 500, y: 0 },
      ],
    });
    const { ctx, calls } = recorder();
    const drawn = paintChecks(
      ctx,
      buildScene(graph, [], [], 'control'),
      ['a', 'b'],
      rect(-50, -50, 50, 50),
      env,
    );
    expect(drawn).toBe(1);
    expect(calls['arc']).toBe(1);
  });
});

describe('going to places', () => {
  it('centres them at the current zoom when they fit, zooming out only when they do not', () => {
    const view = new Viewport(800, 600);
    view.scale = 2;
    expect(view.reveal({ minX: 100, minY: 100, maxX: 200, maxY: 150 }, 32)).toBe(true);
    expect(view.scale).toBe(2);
    expect(view.worldToScreen(pixel(150, 125))).toEqual({ x: 400, y: 300 });
    view.reveal({ minX: 0, minY: 0, maxX: 2000, maxY: 100 }, 32);
    expect(view.scale).toBeCloseTo((800 - 64) / 2000);
    // Never zoomed in to fill the screen.
    view.scale = 0.5;
    view.reveal({ minX: 0, minY: 0, maxX: 10, maxY: 10 }, 32);
    expect(view.scale).toBe(0.5);
  });
});
