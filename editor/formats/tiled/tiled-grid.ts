import type { MapDef } from '../../../scenarios/format/map.ts';
import type { Pixel } from '../../geometry/coords.ts';
import { geometryOf } from '../../geometry/geometry-of.ts';
import type { CellShape } from '../../geometry/grid-geometry.ts';
import { maxOf, minOf } from '../../../scenarios/numbers/extremes.ts';

/**
 * How a map's board lies on Tiled's grid, worked out from its cells as the geometry draws
 * them, not from its kind: square cells make an orthogonal map; hexagons with a flat top
 * make a hexagonal map staggered along x (Tiled draws stagger axis x flat-topped), pointy
 * ones along y. Every other column (row) is pushed down (right) by half a cell; which ones
 * is the stagger index. Tiled measures in whole pixels, so the cell is sized to even ones.
 */
export interface TiledGrid {
  readonly orientation: 'orthogonal' | 'hexagonal';
  readonly stagger: {
    readonly axis: 'x' | 'y';
    readonly index: 'odd' | 'even';
    readonly sideLength: number;
  } | null;
  readonly tileWidth: number;
  readonly tileHeight: number;
  readonly columns: number;
  readonly rows: number;
  /** The Tiled column and row of a place of the board. */
  cellOf(place: string): { readonly x: number; readonly y: number } | null;
  /** A point of the map in Tiled's pixels, measured from `place`'s cell as Tiled draws it. */
  pixelOf(point: Pixel, place: string): { readonly x: number; readonly y: number } | null;
  /** The cell's outline in a tile picture's pixels (the picture is tileWidth × tileHeight). */
  readonly outline: readonly { readonly x: number; readonly y: number }[];
}

const EPSILON = 1e-6;
const even = (n: number) => Math.max(8, 2 * Math.round(n / 2));

/** Tiled's grid for a map, or why it has none. */
export function tiledGrid(map: MapDef): TiledGrid | string {
  const geometry = geometryOf(map);
  const shape = geometry.cellShape;
  if (!shape) return 'a point-to-point map has no cells: Tiled maps are grids of cells';
  const corners = shape.xs.length;
  if (corners !== 4 && corners !== 6) return `cells with ${corners} corners have no Tiled grid`;
  const places = geometry.places();
  const centres = new Map(places.map((p) => [p, geometry.centre(p)!] as const));
  if (places.length === 0) return 'the board has no cells';
  const minX = minOf([...centres.values()].map((c) => c.x));
  const minY = minOf([...centres.values()].map((c) => c.y));

  const layout = corners === 4 ? orthogonal(shape) : hexagonal(shape);
  const cells = new Map<string, { x: number; y: number }>();
  let shiftedParity: number | null = null;
  for (const [place, c] of centres) {
    // Along the staggered axis cells sit a whole pitch apart; across it, half a cell apart
    // in every other line.
    const along = layout.axis === 'y' ? c.y - minY : c.x - minX;
    const across = layout.axis === 'y' ? c.x - minX : c.y - minY;
    const line = Math.round(along / layout.linePitch);
    const step = across / layout.stepPitch;
    const index = Math.floor(step + EPSILON);
    if (layout.staggered && step - index > 0.25) shiftedParity = ((line % 2) + 2) % 2;
    cells.set(place, layout.axis === 'y' ? { x: index, y: line } : { x: line, y: index });
  }
  const xs = [...cells.values()].map((c) => c.x);
  const ys = [...cells.values()].map((c) => c.y);
  const columns = maxOf(xs) + 1;
  const rows = maxOf(ys) + 1;
  const index: 'odd' | 'even' = shiftedParity === 0 ? 'even' : 'odd';
  const stagger = layout.staggered
    ? { axis: layout.axis, index, sideLength: layout.sideLength }
    : null;

  const { tileWidth, tileHeight } = layout;
  const sx = tileWidth / shape.width;
  const sy = tileHeight / shape.height;
  const topLeft = (x: number, y: number) => tiledTopLeft(x, y, tileWidth, tileHeight, stagger);
  return {
    orientation: stagger ? 'hexagonal' : 'orthogonal',
    stagger,
    tileWidth,
    tileHeight,
    columns,
    rows,
    cellOf: (place) => cells.get(place) ?? null,
    pixelOf: (point, place) => {
      const cell = cells.get(place);
      const centre = centres.get(place);
      if (!cell || !centre) return null;
      const corner = topLeft(cell.x, cell.y);
      return {
        x: corner.x + tileWidth / 2 + (point.x - centre.x) * sx,
        y: corner.y + tileHeight / 2 + (point.y - centre.y) * sy,
      };
    },
    outline: shape.xs.map((x, i) => ({
      x: tileWidth / 2 + x * sx,
      y: tileHeight / 2 + shape.ys[i]! * sy,
    })),
  };
}

interface Layout {
  readonly axis: 'x' | 'y';
  readonly staggered: boolean;
  /** Map units between lines along the axis, and between cells of a line. */
  readonly linePitch: number;
  readonly stepPitch: number;
  readonly tileWidth: number;
  readonly tileHeight: number;
  readonly sideLength: number;
}

function orthogonal(shape: CellShape): Layout {
  const size = even(shape.width);
  return {
    axis: 'x',
    staggered: false,
    linePitch: shape.width,
    stepPitch: shape.height,
    tileWidth: size,
    tileHeight: even(shape.height),
    sideLength: 0,
  };
}

/** Flat-topped when the two highest corners are level (a side on top), else pointy. */
function hexagonal(shape: CellShape): Layout {
  const top = Math.min(...shape.ys);
  const flat = shape.ys.filter((y) => Math.abs(y - top) < EPSILON).length === 2;
  // The side length is the distance between the two corners of a side.
  const side = Math.hypot(shape.xs[1]! - shape.xs[0]!, shape.ys[1]! - shape.ys[0]!);
  const sideLength = even(side);
  const across = even(Math.sqrt(3) * sideLength);
  return flat
    ? {
        axis: 'x',
        staggered: true,
        linePitch: (shape.width + side) / 2,
        stepPitch: shape.height,
        tileWidth: 2 * sideLength,
        tileHeight: across,
        sideLength,
      }
    : {
        axis: 'y',
        staggered: true,
        linePitch: (shape.height + side) / 2,
        stepPitch: shape.width,
        tileWidth: across,
        tileHeight: 2 * sideLength,
        sideLength,
      };
}

/** Where Tiled draws a cell's box (its renderer's `tileToScreenCoords`). */
function tiledTopLeft(
  x: number,
  y: number,
  width: number,
  height: number,
  stagger: TiledGrid['stagger'],
): { x: number; y: number } {
  if (!stagger) return { x: x * width, y: y * height };
  const shifted = (n: number) => (n & 1) === (stagger.index === 'odd' ? 1 : 0);
  if (stagger.axis === 'x') {
    const columnWidth = (width - stagger.sideLength) / 2 + stagger.sideLength;
    return { x: x * columnWidth, y: y * height + (shifted(x) ? height / 2 : 0) };
  }
  const rowHeight = (height - stagger.sideLength) / 2 + stagger.sideLength;
  return { x: x * width + (shifted(y) ? width / 2 : 0), y: y * rowHeight };
}
