import type { Tile } from '../../../scenarios/format/tiles.ts';
import {
  convexMask,
  drawText,
  paint,
  raster,
  rgbaOf,
  strokeMask,
  textWidth,
  type Mask,
  type Point,
  type Raster,
  type Rgba,
} from '../image/raster.ts';
import type { TiledGrid } from './tiled-grid.ts';

/**
 * The tileset's picture: every tile as its cell, in its colour, with a darker rim, its label
 * in the pixel font and, for a tile with lanes (a hyperlane), a light curve per lane between
 * the two sides it joins. A tile's own imported picture is not decoded here: it is drawn as
 * its colour and label. Tiled cuts the picture into tiles `columns` to a row.
 */
export interface TilesetPicture {
  readonly image: Raster;
  readonly columns: number;
}

/** Lanes of a tile as pairs of sides (0 the first side clockwise from north), or none. */
export type LanesOf = (tile: Tile) => readonly (readonly [number, number])[];

const MAX_COLUMNS = 10;
const LIGHT = rgbaOf('#f4f4f4');
const DARK = rgbaOf('#1b1b1b');
const LANE = rgbaOf('#e8e2c8', 0.9);

export function tilesetPicture(
  tiles: readonly Tile[],
  grid: TiledGrid,
  lanesOf: LanesOf,
): TilesetPicture {
  const columns = Math.max(1, Math.min(MAX_COLUMNS, tiles.length));
  const rows = Math.max(1, Math.ceil(tiles.length / columns));
  const image = raster(columns * grid.tileWidth, rows * grid.tileHeight);
  const { tileWidth: w, tileHeight: h } = grid;
  // Every tile has the same outline and rim; each lane is one of a few curves.
  const cell = convexMask(w, h, grid.outline);
  const rim = strokeMask(w, h, [...grid.outline, grid.outline[0]!], 2);
  const sides = sideMiddles(grid);
  const centre = { x: w / 2, y: h / 2 };
  const lanes = new Map<string, Mask>();
  const laneMask = (a: number, b: number): Mask | null => {
    const from = sides[a];
    const to = sides[b];
    if (!from || !to) return null;
    const key = `${a}-${b}`;
    let mask = lanes.get(key);
    if (!mask)
      lanes.set(key, (mask = strokeMask(w, h, curve(from, centre, to), Math.max(3, w / 16))));
    return mask;
  };
  tiles.forEach((tile, i) => {
    const ox = (i % columns) * w;
    const oy = Math.floor(i / columns) * h;
    paint(image, cell, ox, oy, rgbaOf(tile.colour));
    paint(image, rim, ox, oy, rgbaOf(shade(tile.colour, 0.55)));
    for (const [a, b] of lanesOf(tile)) {
      const mask = laneMask(a, b);
      if (mask) paint(image, mask, ox, oy, LANE);
    }
    const light = luminance(tile.colour) < 140;
    label(
      image,
      tile.label || tile.name,
      { x: ox + centre.x, y: oy + centre.y },
      w,
      light ? LIGHT : DARK,
      rgbaOf(shade(tile.colour, 0.4)),
    );
  });
  return { image, columns };
}

/** A lane from one side's middle to another's, bent towards the centre (a quadratic curve). */
function curve(from: Point, control: Point, to: Point): Point[] {
  const steps = 12;
  return Array.from({ length: steps + 1 }, (_, k) => {
    const t = k / steps;
    const u = 1 - t;
    return {
      x: u * u * from.x + 2 * u * t * control.x + t * t * to.x,
      y: u * u * from.y + 2 * u * t * control.y + t * t * to.y,
    };
  });
}

/**
 * The label at the largest scale that fits three quarters of the cell (shortened if need
 * be), with a dark halo so that it reads over lanes.
 */
function label(
  image: Raster,
  text: string,
  centre: Point,
  width: number,
  colour: Rgba,
  halo: Rgba,
): void {
  const room = width * 0.75;
  let shown = text.trim();
  let scale = 3;
  while (scale > 1 && textWidth(shown, scale) > room) scale--;
  while (shown.length > 1 && textWidth(shown, scale) > room) shown = `${shown.slice(0, -2)}.`;
  for (const [dx, dy] of [
    [-1, 0],
    [1, 0],
    [0, -1],
    [0, 1],
  ] as const)
    drawText(image, shown, { x: centre.x + dx, y: centre.y + dy }, scale, halo);
  drawText(image, shown, centre, scale, colour);
}

/**
 * The middle of each side, numbered as lanes number them: 0 for the first side clockwise
 * from north, then clockwise (a quarter step of slack puts a pointy cell's north-east side first).
 */
function sideMiddles(grid: TiledGrid): Point[] {
  const n = grid.outline.length;
  const cx = grid.tileWidth / 2;
  const cy = grid.tileHeight / 2;
  const step = (2 * Math.PI) / n;
  const middles: Point[] = [];
  grid.outline.forEach((a, i) => {
    const b = grid.outline[(i + 1) % n]!;
    const m = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
    let angle = Math.atan2(m.x - cx, -(m.y - cy));
    if (angle < 0) angle += 2 * Math.PI;
    middles[Math.floor(angle / step + 0.25) % n] = m;
  });
  return middles;
}

function channels(hex: string): [number, number, number] {
  const [r, g, b] = rgbaOf(hex);
  return [r, g, b];
}

const luminance = (hex: string) => {
  const [r, g, b] = channels(hex);
  return 0.299 * r + 0.587 * g + 0.114 * b;
};

/** The colour darkened to `factor` of its brightness. */
function shade(hex: string, factor: number): string {
  const part = (v: number) =>
    Math.round(v * factor)
      .toString(16)
      .padStart(2, '0');
  return `#${channels(hex).map(part).join('')}`;
}
