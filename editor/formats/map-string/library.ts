import type { Movement } from '../../../scenarios/format/map-rules.ts';
import type { Tile } from '../../../scenarios/format/tiles.ts';
import { matchesTile } from '../../analysis/place-tiles.ts';

/**
 * How a tile library is read by map strings: each tile's number (its `number` attribute,
 * else its label when that is a number such as "26" or "83A"), and the centre tile a string
 * that leaves the centre out implies (the first tile the movement rules call the centre).
 */
export interface MapStringLibrary {
  /** The tile a code names ("26", "83A", "0"), if any. */
  tileOf(code: string): Tile | undefined;
  /** A tile's code, or null when it has no number. */
  codeOf(tileId: string): string | null;
  tile(id: string): Tile | undefined;
  /** The codes that start with a number: "83" → ["83A", "83B"], for a hint. */
  sidesOf(number: string): readonly string[];
  /** The tile at the centre when a string does not say. */
  readonly centre: Tile | null;
}

/** A map-string code: digits, and a side letter for a two-sided tile. */
const CODE = /^\d+[A-Z]?$/;

/** The code of a tile: its number attribute (text or number), else a numeric label. */
export function tileCode(tile: Tile): string | null {
  const raw = tile.attributes['number'];
  const text = typeof raw === 'string' || typeof raw === 'number' ? String(raw) : tile.label;
  const code = text
    .trim()
    .toUpperCase()
    .replace(/^0+(?=\d)/, '');
  return CODE.test(code) ? code : null;
}

export function mapStringLibrary(
  tiles: readonly Tile[],
  movement: Movement | null,
): MapStringLibrary {
  const byId = new Map(tiles.map((t) => [t.id, t]));
  const byCode = new Map<string, Tile>();
  const codes = new Map<string, string>();
  for (const tile of tiles) {
    const code = tileCode(tile);
    if (code === null) continue;
    codes.set(tile.id, code);
    // The first tile with a code keeps it: a library should not give two tiles one number.
    if (!byCode.has(code)) byCode.set(code, tile);
  }
  const rule = movement?.centre ?? null;
  const centre = rule
    ? (tiles.find((tile) =>
        matchesTile(rule, { tile, rotation: 0, attributes: tile.attributes }),
      ) ?? null)
    : null;
  return {
    tileOf: (code) => byCode.get(code),
    codeOf: (id) => codes.get(id) ?? null,
    tile: (id) => byId.get(id),
    sidesOf: (number) =>
      [...byCode.keys()].filter((c) => c !== number && c.replace(/[A-Z]$/, '') === number),
    centre,
  };
}
