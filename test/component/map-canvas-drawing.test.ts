import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mapSchema, type MapDef } from '../../scenarios/format/map.ts';
import { tileSchema } from '../../scenarios/format/tiles.ts';
import { cellIndexFor, cellsInRect } from '../../editor/canvas/cell-index.ts';
import { addCellPath, cellShapeFor } from '../../editor/canvas/cell-shape.ts';
import { borderColour, tokenColour, withAlpha, contrastText } from '../../editor/canvas/colours.ts';
import {
  arrowHead,
  dashPattern,
  dotCentres,
  parallelSegments,
  wavyPoints,
} from '../../editor/canvas/line-style.ts';
import {
  boardDetail,
  fitFontPx,
  MIN_LABEL_PX,
  MIN_SMALL_TEXT_PX,
} from '../../editor/canvas/lod.ts';
import {
  pointerButton,
  toToolPointerEvent,
  toToolWheelEvent,
} from '../../editor/canvas/pointer-input.ts';
import {
  intersectRect,
  rect,
  rectArea,
  rectsIntersect,
  subtractRect,
  type Rect,
} from '../../editor/canvas/rects.ts';
import {
  buildScene,
  concealedPlaces,
  contentBounds,
  placedLook,
} from '../../editor/canvas/scene.ts';
import {
  boardChange,
  changedKeys,
  edgesChanged,
  tilesOnly,
} from '../../editor/canvas/scene-diff.ts';
import { TextWidths } from '../../editor/canvas/text.ts';
import { coverCrop, spriteBucket } from '../../editor/canvas/tile-images.ts';
import { pixel } from '../../editor/geometry/coords.ts';
import { placeTile } from '../../editor/model/edits/tiles.ts';
import { MapEditor } from '../../editor/model/map-editor.ts';
import { addToken } from '../../editor/model/edits/tokens.ts';
import { setVisibility, revealTo } from '../../editor/model/edits/visibility.ts';

/** The canvas's drawing decisions, as pure functions: culling, level of detail, line styles. */

const tiles = [
  tileSchema.parse({
    id: 'nebula',
    name: 'Nebula',
    colour: '#5d4a7a',
    label: '18',
    border: 'blue',
  }),
  tileSchema.parse({ id: 'void', name: 'Void', colour: '#101010' }),
];

function hexMap(shape: MapDef['grid'] | undefined = undefined): MapDef {
  return mapSchema.parse({
    id: 'galaxy',
    name: 'Galaxy',
    grid: shape ?? {
      kind: 'hex',
      orientation: 'flat',
      shape: { type: 'rectangle', width: 30, height: 20 },
    },
    placements: { '0,0': { tile: 'nebula', rotation: 2 } },
  });
}

const rectArb = fc
  .tuple(
    fc.integer({ min: -50, max: 50 }),
    fc.integer({ min: -50, max: 50 }),
    fc.integer({ min: 0, max: 60 }),
    fc.integer({ min: 0, max: 60 }),
  )
  .map(([x, y, w, h]) => rect(x, y, x + w, y + h));

describe('rectangles', () => {
  it('a minus b covers exactly the part of a outside b, in disjoint pieces', () => {
    fc.assert(
      fc.property(rectArb, rectArb, (a, b) => {
        const pieces = subtractRect(a, b);
        const overlap = intersectRect(a, b);
        const expected = rectArea(a) - (overlap ? rectArea(overlap) : 0);
        expect(pieces.reduce((sum, p) => sum + rectArea(p), 0)).toBe(expected);
        for (const p of pieces) {
          expect(intersectRect(p, a)).toEqual(p);
          if (overlap) expect(rectsIntersect(p, overlap)).toBe(false);
        }
        for (let i = 0; i < pieces.length; i++)
          for (let j = i + 1; j < pieces.length; j++)
            expect(rectsIntersect(pieces[i] as Rect, pieces[j] as Rect)).toBe(false);
      }),
    );
  });
});

describe('culling', () => {
  it('finds exactly the cells whose box overlaps a rectangle', () => {
    for (const orientation of ['flat', 'pointy'] as const) {
      const map = hexMap({
        kind: 'hex',
        orientation,
        shape: { type: 'rectangle', width: 30, height: 20, offset: 'odd' },
      });
      const index = cellIndexFor(map);
      if (!index) throw new Error('a hex board has an index');
      fc.assert(
        fc.property(
          fc.integer({ min: -500, max: 3000 }),
          fc.integer({ min: -500, max: 2500 }),
          fc.integer({ min: 0, max: 900 }),
          fc.integer({ min: 0, max: 900 }),
          (x, y, w, h) => {
            const area = rect(x, y, x + w, y + h);
            const found = new Set(cellsInRect(index, area));
            for (let i = 0; i < index.keys.length; i++) {
              const cx = index.xs[i] as number;
              const cy = index.ys[i] as number;
              const box = rect(
                cx - index.halfW,
                cy - index.halfH,
                cx + index.halfW,
                cy + index.halfH,
              );
              const touches =
                box.x0 <= area.x1 && area.x0 <= box.x1 && box.y0 <= area.y1 && area.y0 <= box.y1;
              expect(found.has(i)).toBe(touches);
            }
          },
        ),
        { numRuns: 40 },
      );
    }
  });

  it('keeps the index while the board stays the same, across edits', () => {
    const map = hexMap();
    const painted = placeTile(map, '1,0', 'void');
    expect(cellIndexFor(painted)).toBe(cellIndexFor(map));
    expect(cellIndexFor(mapSchema.parse({ ...map, cellSize: 40 }))).not.toBe(cellIndexFor(map));
  });

  it('has no index for point-to-point maps', () => {
    expect(
      cellIndexFor(mapSchema.parse({ id: 'g', name: 'G', grid: { kind: 'graph' } })),
    ).toBeNull();
  });
});

describe('cell shapes', () => {
  it('insets a hexagon towards its centre', () => {
    const shape = cellShapeFor(hexMap());
    if (!shape) throw new Error('a hex board has a cell shape');
    const points: [number, number][] = [];
    const path = {
      moveTo: (x: number, y: number) => points.push([x, y]),
      lineTo: (x: number, y: number) => points.push([x, y]),
      closePath: () => undefined,
    } as unknown as CanvasPath;
    addCellPath(path, shape, 100, 50, 0);
    expect(points).toHaveLength(6);
    for (const [x, y] of points) expect(Math.hypot(x - 100, y - 50)).toBeCloseTo(60);
    points.length = 0;
    addCellPath(path, shape, 0, 0, shape.apothem / 2);
    for (const [x, y] of points) expect(Math.hypot(x, y)).toBeCloseTo(30);
  });
});

describe('level of detail', () => {
  it('never draws text below the readable sizes', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 2000, noNaN: true }), (cellPx) => {
        const d = boardDetail(cellPx);
        if (d.labelPx !== null) expect(d.labelPx).toBeGreaterThanOrEqual(MIN_LABEL_PX);
        if (d.coordinatePx !== null)
          expect(d.coordinatePx).toBeGreaterThanOrEqual(MIN_SMALL_TEXT_PX);
        if (d.namePx !== null) expect(d.namePx).toBeGreaterThanOrEqual(MIN_SMALL_TEXT_PX);
        expect(d.gridLines && d.gridGaps).toBe(false);
      }),
    );
  });

  it('shows a whole 100×100 board as colours and a close-up with labels and pictures', () => {
    const whole = boardDetail(11);
    expect(whole).toMatchObject({
      labelPx: null,
      coordinatePx: null,
      images: false,
      gridLines: false,
      gridGaps: true,
    });
    const close = boardDetail(90);
    expect(close.labelPx).not.toBeNull();
    expect(close.coordinatePx).not.toBeNull();
    expect(close).toMatchObject({ images: true, gridLines: true, borders: true, notch: true });
  });

  it('shrinks a long text to fit, or gives up below the minimum', () => {
    expect(fitFontPx(0.5, 100, 20, 10)).toBe(20);
    expect(fitFontPx(10, 100, 20, 10)).toBe(10);
    expect(fitFontPx(20, 100, 20, 10)).toBeNull();
  });
});

describe('line styles', () => {
  it('dashes dashed and dotted lines and keeps the others solid', () => {
    expect(dashPattern('solid', 4)).toEqual([]);
    expect(dashPattern('dashed', 4)).toEqual([12, 8]);
    expect(dashPattern('dotted', 4)).toEqual([0, 8]);
    // Zoomed out, dashes keep a minimum size instead of turning into thousands of specks.
    expect(dashPattern('dashed', 1, 3)).toEqual([9, 6]);
  });

  it('waves end on the line, whatever its length', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 500, noNaN: true }),
        fc.double({ min: -500, max: 500, noNaN: true }),
        (bx, by) => {
          const points = wavyPoints(0, 0, bx, by, 3, 20);
          expect(points[0]).toBeCloseTo(0);
          expect(points[1]).toBeCloseTo(0);
          expect(points.at(-2)).toBeCloseTo(bx);
          expect(points.at(-1)).toBeCloseTo(by);
        },
      ),
    );
  });

  it('spaces dots evenly from end to end, and doubles lines symmetrically', () => {
    const dots = dotCentres(0, 0, 100, 0, 10);
    expect(dots).toHaveLength(22);
    expect(dots.slice(0, 4)).toEqual([0, 0, 10, 0]);
    const [a, b] = parallelSegments(0, 0, 10, 0, 2);
    expect(a).toEqual([0, 2, 10, 2]);
    expect(b).toEqual([0, -2, 10, -2]);
  });

  it('points an arrow head along its direction', () => {
    const [tx, ty, lx, ly, rx, ry] = arrowHead(10, 0, 1, 0, 4);
    expect([tx, ty]).toEqual([10, 0]);
    expect(lx).toBeCloseTo(6);
    expect(rx).toBeCloseTo(6);
    expect(ly).toBeCloseTo(-ry);
    expect(Math.abs(ly)).toBeCloseTo(2);
  });
});

describe('colours', () => {
  it('gives border categories a stable colour and none to an empty one', () => {
    expect(borderColour('')).toBeNull();
    expect(borderColour('Blue')).toBe('#1c7ed6');
    expect(borderColour('#AA3300')).toBe('#aa3300');
    expect(borderColour('home')).toBe(borderColour('home'));
    expect(borderColour('home')).toMatch(/^#[0-9a-f]{6}$/);
  });

  it("gives a team's token the team's colour unless it has its own", () => {
    const teams = new Map([['red', '#ff0000']]);
    expect(tokenColour({ colour: '#e0e0e0', team: 'red' }, teams)).toBe('#ff0000');
    expect(tokenColour({ colour: '#00ff00', team: 'red' }, teams)).toBe('#00ff00');
    expect(tokenColour({ colour: '#e0e0e0', team: undefined }, teams)).toBe('#e0e0e0');
  });

  it('writes alpha colours and picks readable text', () => {
    expect(withAlpha('#ff8000', 0.5)).toBe('rgba(255, 128, 0, 0.5)');
    expect(contrastText('#ffffff')).not.toBe(contrastText('#000000'));
  });
});

describe('tile pictures', () => {
  it('draws from a cached size at least as large as the cell, from few sizes', () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 1000, noNaN: true }), (px) => {
        expect(spriteBucket(px)).toBeGreaterThanOrEqual(Math.min(px, 1024) - 1e-9);
        expect(spriteBucket(px)).toBeLessThanOrEqual(Math.max(8, px * 1.25 + 1));
      }),
    );
    const sizes = new Set(Array.from({ length: 200 }, (_, i) => spriteBucket(20 + i)));
    expect(sizes.size).toBeLessThan(12);
  });

  it('crops a picture to cover a box without stretching it', () => {
    expect(coverCrop(200, 100, 50, 50)).toEqual({ sx: 50, sy: 0, sw: 100, sh: 100 });
    expect(coverCrop(100, 200, 50, 50)).toEqual({ sx: 0, sy: 50, sw: 100, sh: 100 });
  });

  it('measures each text once', () => {
    let measured = 0;
    const widths = new TextWidths((_, text) => {
      measured++;
      return text.length * 60;
    });
    expect(widths.perPx('0101')).toBeCloseTo(2.4);
    expect(widths.perPx('0101')).toBeCloseTo(2.4);
    expect(measured).toBe(1);
  });
});

describe('what a new map version repaints', () => {
  it('repaints only the painted cell, not the board', () => {
    const before = buildScene(hexMap(), tiles, [], 'control');
    const after = buildScene(placeTile(before.map, '3,1', 'void'), tiles, [], 'control');
    expect(boardChange(before, after)).toEqual({ kind: 'places', keys: ['3,1'] });
    expect(edgesChanged(before, after)).toBe(false);
  });

  it('follows a stroke that writes into one copy: each step repaints its own cells only', () => {
    const editor = new MapEditor({ tiles, maps: [hexMap()] });
    const first = buildScene(editor.map as MapDef, tiles, [], 'control');
    const tx = editor.begin('Paint');
    tx.updateMap((m) => placeTile(m, '3,1', 'void'));
    const second = buildScene(editor.map as MapDef, tiles, [], 'control');
    tx.updateMap((m) => placeTile(m, '2,1', 'void'));
    const third = buildScene(editor.map as MapDef, tiles, [], 'control');
    tx.commit();
    // The stroke's later steps share one placements record, changed in place.
    expect(third.map.placements).toBe(second.map.placements);
    expect(boardChange(first, second)).toEqual({ kind: 'places', keys: ['3,1'] });
    expect(boardChange(second, third)).toEqual({ kind: 'places', keys: ['2,1'] });
    // Only the placements changed: tokens, fog, heat and checks need no repaint.
    expect(tilesOnly(second, third)).toBe(true);
    expect(edgesChanged(second, third)).toBe(false);
    const moved = addToken(third.map, '0,0', {
      label: 'F',
      colour: '#ffffff',
      team: null,
      icon: '',
    });
    expect(tilesOnly(third, buildScene(moved.map, tiles, [], 'control'))).toBe(false);
  });

  it('leaves the board alone when a token moves, and repaints it all for a new style', () => {
    const before = buildScene(hexMap(), tiles, [], 'control');
    const tokened = addToken(before.map, '0,0', {
      label: 'Fleet',
      colour: '#ffffff',
      team: null,
      icon: '',
    }).map;
    expect(boardChange(before, buildScene(tokened, tiles, [], 'control'))).toEqual({
      kind: 'none',
    });
    const styled = buildScene(
      mapSchema.parse({ ...before.map, coordinates: 'axial' }),
      tiles,
      [],
      'control',
    );
    expect(boardChange(before, styled)).toEqual({ kind: 'all' });
    expect(boardChange(before, buildScene(before.map, [...tiles], [], 'control'))).toEqual({
      kind: 'all',
    });
  });

  it('lists changed keys in both directions', () => {
    const shared = { tile: 'a' };
    expect(changedKeys({ a: shared, b: shared }, { a: shared, c: shared }).sort()).toEqual([
      'b',
      'c',
    ]);
    expect(changedKeys(new Map([['x', 1]]), new Map([['x', 2]]))).toEqual(['x']);
  });
});

describe('views', () => {
  it('conceals marked places from teams, except where revealed, and nothing from Control', () => {
    let map = setVisibility(hexMap(), ['0,0'], 'hidden');
    map = setVisibility(map, ['1,0', '2,0'], 'unexplored');
    map = revealTo(map, ['2,0'], 'red', true);
    expect(concealedPlaces(map, 'control').size).toBe(0);
    expect([...concealedPlaces(map, 'red')]).toEqual([
      ['0,0', 'hidden'],
      ['1,0', 'unexplored'],
    ]);
    expect(concealedPlaces(map, 'blue').get('2,0')).toBe('unexplored');
  });

  it("shows a placement with its overrides over the tile's look", () => {
    const map = mapSchema.parse({
      ...hexMap(),
      placements: {
        '0,0': { tile: 'nebula', rotation: 1, overrides: { colour: '#123456', label: 'X' } },
        '1,0': { tile: 'gone' },
      },
    });
    const scene = buildScene(map, tiles, [], 'control');
    expect(placedLook(scene, '0,0')).toMatchObject({
      fill: '#123456',
      label: 'X',
      name: 'Nebula',
      rotation: 1,
    });
    expect(placedLook(scene, '1,0')).toMatchObject({ missing: true, label: '?' });
    expect(placedLook(scene, '2,0')).toBeNull();
  });

  it('fits a graph around its area, its nodes and its labels', () => {
    const map = mapSchema.parse({
      id: 'g',
      name: 'G',
      grid: { kind: 'graph', width: 100, height: 100 },
      nodes: [{ id: 'far', x: 500, y: 50, size: 10 }],
      labels: [{ id: 'title', x: 50, y: -200, text: 'North', size: 20 }],
    });
    const box = contentBounds(buildScene(map, tiles, [], 'control'));
    expect(box).not.toBeNull();
    expect(box?.x1).toBeGreaterThanOrEqual(510);
    expect(box?.y0).toBeLessThanOrEqual(-210);
    expect(box?.x0).toBeLessThanOrEqual(0);
  });

  it('lets a long caption reach only as far as its turned box', () => {
    const caption = (rotation: number) =>
      contentBounds(
        buildScene(
          mapSchema.parse({
            id: 'g',
            name: 'G',
            grid: { kind: 'graph', width: 1600, height: 1000 },
            labels: [
              {
                id: 'c',
                x: 800,
                y: 975,
                text: 'A caption far wider than it is high',
                size: 20,
                rotation,
              },
            ],
          }),
          tiles,
          [],
          'control',
        ),
      );
    expect(caption(0)?.y1).toBe(1000);
    expect(caption(90)?.y1).toBeGreaterThan(1100);
  });
});

describe('pointer input', () => {
  it('names the held button during a move, and the pressed one on a press', () => {
    expect(pointerButton({ button: 2, buttons: 2 })).toBe(2);
    expect(pointerButton({ button: -1, buttons: 4 })).toBe(1);
    expect(pointerButton({ button: -1, buttons: 2 })).toBe(2);
    expect(pointerButton({ button: -1, buttons: 0 })).toBe(0);
  });

  it('gives positions relative to the canvas, in screen and map units', () => {
    const e = toToolPointerEvent(
      {
        clientX: 110,
        clientY: 70,
        button: 0,
        buttons: 1,
        shiftKey: true,
        ctrlKey: false,
        metaKey: true,
        altKey: false,
      },
      { left: 10, top: 20 },
      (p) => pixel(p.x * 2, p.y * 2),
    );
    expect(e).toEqual({
      world: { x: 200, y: 100 },
      screen: { x: 100, y: 50 },
      button: 0,
      shift: true,
      mod: true,
      alt: false,
    });
  });

  it('turns line-based wheel deltas into pixels', () => {
    const base = { clientX: 5, clientY: 5, ctrlKey: false, metaKey: false };
    expect(
      toToolWheelEvent({ ...base, deltaY: 3, deltaMode: 1 }, { left: 0, top: 0, height: 500 })
        .deltaY,
    ).toBe(48);
    expect(
      toToolWheelEvent({ ...base, deltaY: -100, deltaMode: 0 }, { left: 0, top: 0, height: 500 })
        .deltaY,
    ).toBe(-100);
  });
});
