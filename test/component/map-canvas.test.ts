import fc from 'fast-check';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { edgeTypeSchema, mapSchema, type MapDef } from '../../scenarios/format/map.ts';
import { tileSchema } from '../../scenarios/format/tiles.ts';
import { MapCanvas } from '../../editor/canvas/map-canvas.ts';
import { MAX_SCALE, MIN_SCALE, Viewport } from '../../editor/canvas/viewport.ts';
import { pixel, screenPoint } from '../../editor/geometry/coords.ts';
import { edgeKey } from '../../editor/geometry/keys.ts';
import { boardCells } from '../../editor/model/board.ts';
import { setEdgeFeature } from '../../editor/model/edits/edges.ts';
import { placeTile } from '../../editor/model/edits/tiles.ts';
import { selectionOf } from '../../editor/model/selection.ts';
import type { ToolPointerEvent } from '../../editor/tools/types.ts';

/**
 * happy-dom has no canvas drawing, so a stand-in 2D context counts the calls the canvas
 * makes: the viewport maths and event plumbing run for real, and the counts show what was
 * drawn (text or not, how many paths) without pixels.
 */
const calls = new Map<string, number>();
const count = (name: string) => calls.get(name) ?? 0;

function fakeContext(canvas: HTMLCanvasElement): CanvasRenderingContext2D {
  const state: Record<string | symbol, unknown> = { canvas };
  return new Proxy(state, {
    get(target, prop) {
      if (prop in target) return target[prop];
      if (prop === 'measureText') return (text: string) => ({ width: text.length * 55 });
      if (prop === 'getImageData')
        return (_x: number, _y: number, w: number, h: number) => ({
          data: new Uint8ClampedArray(w * h * 4),
        });
      if (prop === 'createPattern') return () => ({ setTransform: () => undefined });
      if (prop === 'getTransform') return () => new DOMMatrix();
      if (prop === 'isPointInPath' || prop === 'isPointInStroke') return () => false;
      return (..._args: unknown[]) => {
        calls.set(String(prop), count(String(prop)) + 1);
      };
    },
    set(target, prop, value) {
      target[prop] = value;
      return true;
    },
  }) as unknown as CanvasRenderingContext2D;
}

beforeAll(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (
    this: HTMLCanvasElement,
  ) {
    const self = this as HTMLCanvasElement & { fake?: CanvasRenderingContext2D };
    self.fake ??= fakeContext(this);
    return self.fake;
  } as unknown as HTMLCanvasElement['getContext']);
});

const tiles = [
  tileSchema.parse({ id: 'nebula', name: 'Nebula', colour: '#5d4a7a', label: '18' }),
  tileSchema.parse({ id: 'rift', name: 'Rift', colour: '#224466', label: 'R' }),
];

function bigBoard(): MapDef {
  const map = mapSchema.parse({
    id: 'big',
    name: 'Big board',
    grid: {
      kind: 'hex',
      orientation: 'flat',
      shape: { type: 'rectangle', width: 100, height: 100 },
    },
    coordinates: 'offset',
  });
  const placements: MapDef['placements'] = {};
  for (const key of boardCells(map))
    placements[key] = { tile: 'nebula', rotation: 0, overrides: {} };
  return { ...map, placements };
}

let container: HTMLDivElement;
let canvas: MapCanvas;

beforeEach(() => {
  calls.clear();
  container = document.createElement('div');
  document.body.append(container);
  canvas = new MapCanvas(container, { pixelRatio: 1 });
  canvas.resize(1600, 1000);
});

afterEach(() => {
  canvas.destroy();
  container.remove();
});

describe('viewport maths', () => {
  const viewportArb = fc.record({
    x: fc.double({ min: -5000, max: 5000, noNaN: true }),
    y: fc.double({ min: -5000, max: 5000, noNaN: true }),
    scale: fc.double({ min: MIN_SCALE, max: MAX_SCALE, noNaN: true }),
  });
  const pointArb = fc.tuple(
    fc.double({ min: -1e4, max: 1e4, noNaN: true }),
    fc.double({ min: -1e4, max: 1e4, noNaN: true }),
  );

  it('screenToWorld undoes worldToScreen', () => {
    fc.assert(
      fc.property(viewportArb, pointArb, (v, [x, y]) => {
        const viewport = Object.assign(new Viewport(1600, 1000), v);
        const back = viewport.screenToWorld(viewport.worldToScreen(pixel(x, y)));
        expect(back.x).toBeCloseTo(x, 6);
        expect(back.y).toBeCloseTo(y, 6);
      }),
    );
  });

  it('keeps the map point under the cursor still while zooming, within the limits', () => {
    fc.assert(
      fc.property(
        viewportArb,
        fc.double({ min: 0, max: 1600, noNaN: true }),
        fc.double({ min: 0, max: 1000, noNaN: true }),
        fc.double({ min: 0.01, max: 100, noNaN: true }),
        (v, sx, sy, factor) => {
          const viewport = Object.assign(new Viewport(1600, 1000), v);
          const cursor = screenPoint(sx, sy);
          const before = viewport.screenToWorld(cursor);
          viewport.zoomAt(cursor, factor);
          const after = viewport.screenToWorld(cursor);
          expect(after.x).toBeCloseTo(before.x, 5);
          expect(after.y).toBeCloseTo(before.y, 5);
          expect(viewport.scale).toBeGreaterThanOrEqual(MIN_SCALE);
          expect(viewport.scale).toBeLessThanOrEqual(MAX_SCALE);
        },
      ),
    );
  });

  it('fits any box inside the screen, centred, with its margin', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e4, max: 1e4, noNaN: true }),
        fc.double({ min: -1e4, max: 1e4, noNaN: true }),
        fc.double({ min: 50, max: 2e4, noNaN: true }),
        fc.double({ min: 50, max: 2e4, noNaN: true }),
        (minX, minY, w, h) => {
          const viewport = new Viewport(1600, 1000);
          viewport.fitBounds({ minX, minY, maxX: minX + w, maxY: minY + h }, 32);
          const a = viewport.worldToScreen(pixel(minX, minY));
          const b = viewport.worldToScreen(pixel(minX + w, minY + h));
          const inside = (v: number, max: number) => v >= 32 - 1e-6 && v <= max - 32 + 1e-6;
          // Within the zoom limits the whole box shows; at the smallest zoom it may not.
          if (viewport.scale > MIN_SCALE) {
            expect(
              inside(a.x, 1600) && inside(b.x, 1600) && inside(a.y, 1000) && inside(b.y, 1000),
            ).toBe(true);
          }
          expect((a.x + b.x) / 2).toBeCloseTo(800, 4);
          expect((a.y + b.y) / 2).toBeCloseTo(500, 4);
        },
      ),
    );
  });
});

describe('MapCanvas', () => {
  it('fits a new map, and zooms about the cursor within half a pixel', () => {
    const map = bigBoard();
    canvas.setMap(map, tiles);
    const corner = canvas.worldToScreen(pixel(0, 0));
    expect(corner.x).toBeGreaterThanOrEqual(31);
    expect(corner.y).toBeGreaterThanOrEqual(31);
    const last = boardCells(map).at(-1) as string;
    const [q, r] = last.split(',').map(Number) as [number, number];
    const far = canvas.worldToScreen(pixel(90 * q, 60 * Math.sqrt(3) * (q / 2 + r)));
    expect(far.x).toBeLessThanOrEqual(1600 - 31);
    expect(far.y).toBeLessThanOrEqual(1000 - 31);

    const cursor = screenPoint(613, 421);
    const before = canvas.screenToWorld(cursor);
    canvas.zoomAt(cursor, 1.1);
    const after = canvas.worldToScreen(before);
    expect(Math.abs(after.x - cursor.x)).toBeLessThanOrEqual(0.5);
    expect(Math.abs(after.y - cursor.y)).toBeLessThanOrEqual(0.5);
  });

  it('tells listeners about viewport changes, and stops when asked', () => {
    canvas.setMap(bigBoard(), tiles);
    const seen = vi.fn();
    const off = canvas.onViewportChange(seen);
    canvas.panBy(10, 0);
    canvas.zoomAt(screenPoint(800, 500), 2);
    canvas.oneToOne();
    expect(seen).toHaveBeenCalledTimes(3);
    expect(canvas.scale).toBe(1);
    off();
    canvas.panBy(5, 5);
    expect(seen).toHaveBeenCalledTimes(3);
    expect(canvas.viewport).toMatchObject({ scale: 1 });
  });

  it('draws no text for the whole 10,000-cell board, and labels close up', () => {
    canvas.setMap(bigBoard(), tiles);
    canvas.flush();
    expect(canvas.stats().cellsDrawn).toBe(10_000);
    expect(count('fillText')).toBe(0);
    canvas.zoomAt(screenPoint(800, 500), 1 / canvas.scale);
    canvas.settle();
    expect(count('fillText')).toBeGreaterThan(0);
    expect(canvas.stats().cellsDrawn).toBeLessThan(600);
  });

  it('paints the first picture straight onto the screen and its cached tiles while idle', async () => {
    vi.useFakeTimers();
    try {
      canvas.setMap(bigBoard(), tiles);
      canvas.flush();
      // One pass over the screen, no tile painted and copied.
      expect(canvas.stats().cellsDrawn).toBe(10_000);
      expect(count('drawImage')).toBe(0);
      // The tiles are filled in a few at a time while nothing happens, then pans only copy.
      await vi.runAllTimersAsync();
      calls.clear();
      canvas.panBy(40, 0);
      canvas.flush();
      expect(canvas.stats().cellsDrawn).toBe(0);
      expect(count('drawImage')).toBeGreaterThan(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows an edit made while its tiles are filled in, on its frame', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const map = bigBoard();
      canvas.setMap(map, tiles);
      canvas.flush();
      canvas.setMap(placeTile(map, '50,10', 'rift'), tiles);
      // The canvas goes idle before the edit's frame: that work leaves the edit to the frame.
      vi.advanceTimersByTime(1_000);
      canvas.flush();
      const stats = canvas.stats();
      expect(stats.cellsDrawn).toBeGreaterThan(0);
      expect(stats.cellsDrawn).toBeLessThan(10);
    } finally {
      vi.useRealTimers();
    }
  });

  it('repaints only the painted cell when one tile changes', () => {
    const map = bigBoard();
    canvas.setMap(map, tiles);
    canvas.flush();
    canvas.setMap(placeTile(map, '50,10', 'rift'), tiles);
    canvas.flush();
    const stats = canvas.stats();
    expect(stats.cellsDrawn).toBeGreaterThan(0);
    expect(stats.cellsDrawn).toBeLessThan(10);
    expect(Object.keys(stats.layers)).toContain('board');
  });

  it('redraws only the overlay for a new selection', () => {
    canvas.setMap(bigBoard(), tiles);
    canvas.flush();
    canvas.setSelection(selectionOf({ places: ['0,0'] }));
    canvas.flush();
    expect(Object.keys(canvas.stats().layers)).toEqual(['overlay']);
  });

  it('stretches the drawn board by CSS while the wheel turns, then paints it sharp', () => {
    const boardCanvas = () =>
      container.querySelector<HTMLCanvasElement>('canvas[data-layer~="board"]')!;
    canvas.setMap(bigBoard(), tiles);
    canvas.settle();
    calls.clear();
    // The whole board is in view, so zooming in or out uncovers none of it.
    for (const factor of [1.1, 1.1, 1 / 1.1, 1 / 1.1, 1 / 1.1]) {
      canvas.zoomAt(screenPoint(700, 450), factor);
      canvas.flush();
      expect(canvas.stats().cellsDrawn).toBe(0);
    }
    expect(boardCanvas().style.transform).toMatch(/^matrix\(0\.909\d*, 0, 0, 0\.909/);
    // Neither painted nor copied: the old picture is left on its canvas.
    expect(count('drawImage')).toBe(0);
    canvas.settle();
    expect(boardCanvas().style.transform).toBe('');
    expect(canvas.stats().cellsDrawn).toBeGreaterThan(0);
  });

  it('draws the board stretched from its cache when a zoom out brings more of it into view', () => {
    const boardCanvas = () =>
      container.querySelector<HTMLCanvasElement>('canvas[data-layer~="board"]')!;
    canvas.setMap(bigBoard(), tiles);
    canvas.zoomAt(screenPoint(800, 500), 1 / canvas.scale);
    canvas.settle();
    calls.clear();
    canvas.zoomAt(screenPoint(800, 500), 1 / 1.1);
    canvas.flush();
    expect(boardCanvas().style.transform).toBe('');
    expect(count('drawImage')).toBeGreaterThan(0);
    // Back in, inside what that frame drew: stretched by CSS again.
    canvas.zoomAt(screenPoint(800, 500), 1.1);
    canvas.flush();
    expect(boardCanvas().style.transform).toMatch(/^matrix/);
    canvas.settle();
    expect(boardCanvas().style.transform).toBe('');
  });

  it('draws a pan or a zoom once: nothing is redrawn on the frames after', async () => {
    canvas.setMap(bigBoard(), tiles);
    canvas.settle();
    await new Promise((resolve) => setTimeout(resolve, 50));
    canvas.panBy(30, 20);
    canvas.zoomAt(screenPoint(800, 500), 1.1);
    canvas.flush();
    calls.clear();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(count('clearRect') + count('fill') + count('drawImage')).toBe(0);
    canvas.settle();
  });

  it('sizes a layer canvas only once it has something to draw, and clears it when it has not', () => {
    const overlayCanvas = () =>
      container.querySelector<HTMLCanvasElement>('canvas[data-layer="overlay"]')!;
    const boardCanvas = () =>
      container.querySelector<HTMLCanvasElement>('canvas[data-layer~="board"]')!;
    canvas.setMap(bigBoard(), tiles);
    canvas.flush();
    expect(boardCanvas().width).toBeGreaterThan(0);
    // Nothing selected or hovered: the overlay's bitmap is never allocated.
    expect(overlayCanvas().width).toBe(0);
    canvas.setSelection(selectionOf({ places: ['0,0'] }));
    canvas.flush();
    expect(overlayCanvas().width).toBe(boardCanvas().width);
    expect(overlayCanvas().height).toBe(boardCanvas().height);
    // Emptied again, the drawn canvas is cleared rather than left showing the old selection.
    calls.clear();
    canvas.setSelection(selectionOf({}));
    canvas.flush();
    expect(Object.keys(canvas.stats().layers)).toEqual(['overlay']);
    expect(count('clearRect')).toBeGreaterThan(0);
  });

  it("paints a grid's edge features on the tokens' layer, sized only once there is one", () => {
    const edgesCanvas = () =>
      container.querySelector<HTMLCanvasElement>('canvas[data-layer~="edges"]')!;
    const board = bigBoard();
    canvas.setMap(board, tiles);
    canvas.flush();
    expect(edgesCanvas().dataset.layer).toBe('edges tokens visibility checks');
    expect(edgesCanvas().width).toBe(0);
    const river = edgeTypeSchema.parse({ id: 'river', name: 'River', colour: '#3366cc' });
    const withRiver = setEdgeFeature({ ...board, edgeTypes: [river] }, edgeKey('0,0', '1,0'), {
      type: 'river',
    });
    expect(Object.keys(withRiver.edges)).toHaveLength(1);
    canvas.setMap(withRiver, tiles);
    canvas.flush();
    expect(edgesCanvas().width).toBeGreaterThan(0);
    // The layer the edges would have on a point-to-point map keeps no bitmap, even settled.
    canvas.settle();
    const spare = container.querySelector<HTMLCanvasElement>('canvas[data-layer=""]')!;
    expect(spare.width).toBe(0);
  });

  it("paints a point-to-point map's lanes on a layer of their own, and clears it for a grid", () => {
    const graph = mapSchema.parse({
      id: 'net',
      name: 'Net',
      grid: { kind: 'graph' },
      nodes: [
        { id: 'a', x: 0, y: 0 },
        { id: 'b', x: 300, y: 0 },
      ],
    });
    canvas.setMap(graph, tiles);
    canvas.flush();
    const own = container.querySelector<HTMLCanvasElement>('canvas[data-layer="edges"]')!;
    expect(own.width).toBeGreaterThan(0);
    expect(
      container.querySelector<HTMLCanvasElement>('canvas[data-layer="tokens visibility checks"]'),
    ).not.toBeNull();
    let cleared = 0;
    const ctx = own.getContext('2d') as unknown as Record<string, unknown>;
    ctx.clearRect = () => void cleared++;
    canvas.setMap(bigBoard(), tiles);
    canvas.flush();
    // Its old picture is cleared, and the edges are painted with the tokens again.
    expect(own.dataset.layer).toBe('');
    expect(cleared).toBeGreaterThan(0);
    expect(container.querySelector('canvas[data-layer~="edges"]')?.getAttribute('data-layer')).toBe(
      'edges tokens visibility checks',
    );
  });

  it('allocates the empty layers once settled, ahead of the first hover', () => {
    canvas.setMap(bigBoard(), tiles);
    canvas.flush();
    const overlay = container.querySelector<HTMLCanvasElement>('canvas[data-layer="overlay"]')!;
    expect(overlay.width).toBe(0);
    canvas.settle();
    expect(overlay.width).toBeGreaterThan(0);
  });

  it('turns pointer events into tool events in map units', () => {
    canvas.setMap(bigBoard(), tiles);
    const seen: [string, ToolPointerEvent][] = [];
    canvas.onPointer((type, e) => seen.push([type, e]));
    container.dispatchEvent(
      new PointerEvent('pointerdown', {
        clientX: 400,
        clientY: 300,
        button: 0,
        buttons: 1,
        shiftKey: true,
        bubbles: true,
      }),
    );
    container.dispatchEvent(
      new PointerEvent('pointermove', {
        clientX: 420,
        clientY: 310,
        button: -1,
        buttons: 1,
        bubbles: true,
      }),
    );
    container.dispatchEvent(
      new PointerEvent('pointerup', { clientX: 420, clientY: 310, button: 0, bubbles: true }),
    );
    expect(seen.map(([t]) => t)).toEqual(['down', 'move', 'up']);
    const [, down] = seen[0] as [string, ToolPointerEvent];
    expect(down.shift).toBe(true);
    const world = canvas.screenToWorld(down.screen);
    expect(down.world.x).toBeCloseTo(world.x);
    expect(down.world.y).toBeCloseTo(world.y);
  });

  it('stops the page from scrolling under the wheel and reports it', () => {
    const wheel = vi.fn();
    canvas.onWheel(wheel);
    // happy-dom's WheelEvent ignores positions and modifiers: give them as a browser would.
    const event = new Event('wheel', { cancelable: true, bubbles: true });
    for (const [key, value] of Object.entries({
      deltaY: 120,
      deltaMode: 0,
      clientX: 50,
      clientY: 60,
      ctrlKey: true,
      metaKey: false,
    }))
      Object.defineProperty(event, key, { value });
    container.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(wheel).toHaveBeenCalledWith({ screen: { x: 50, y: 60 }, deltaY: 120, mod: true });
  });

  it('stops listening when destroyed', () => {
    const handler = vi.fn();
    canvas.onPointer(handler);
    canvas.destroy();
    container.dispatchEvent(
      new PointerEvent('pointerdown', { clientX: 1, clientY: 1, bubbles: true }),
    );
    expect(handler).not.toHaveBeenCalled();
  });

  it('draws nothing and keeps working without a map', () => {
    canvas.setMap(null, tiles);
    canvas.fit();
    canvas.flush();
    expect(canvas.stats().cellsDrawn).toBe(0);
    expect(typeof canvas.toDataURL()).toBe('string');
  });
});
