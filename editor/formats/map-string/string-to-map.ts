import type { MapDef, Placement } from '../../../scenarios/format/map.ts';
import { newMap } from '../../model/new-map.ts';
import type { MapStringEntry } from './read-map-string.ts';
import { boardForPositions, spiralBoard } from './spiral-board.ts';

/** What a map string read: the tiles it places and the highest position it covers. */
export interface MapStringContent {
  readonly entries: readonly MapStringEntry[];
  readonly last: number;
}

const placement = (e: MapStringEntry): Placement => ({
  tile: e.tile,
  rotation: e.rotation,
  overrides: {},
});

/**
 * A new flat-top hex map holding what a string read. Its board is the string's places (a
 * hexagon when they fill whole rings), so writing it back gives the same string.
 */
export function mapFromString(
  content: MapStringContent,
  options: { name: string; takenIds: readonly string[] },
): MapDef {
  const board = boardForPositions(content.last);
  const blank = newMap(
    'hex',
    { name: options.name, orientation: 'flat', shape: board.shape },
    options.takenIds,
  );
  const made: MapDef = { ...blank, cells: board.cells, coordinates: 'spiral' };
  return { ...made, placements: placementsOn(made, content.entries).placements };
}

export type PlaceResult =
  | { readonly ok: true; readonly map: MapDef }
  | { readonly ok: false; readonly problems: readonly string[] };

/**
 * The map with its placements replaced by the string's (everything else kept). A tile whose
 * position is off the board is reported, not dropped.
 */
export function placeFromString(map: MapDef, content: MapStringContent): PlaceResult {
  const { placements, off } = placementsOn(map, content.entries);
  if (off === null)
    return {
      ok: false,
      problems: ['this map has no spiral positions: map strings fill hex boards'],
    };
  if (off.length > 0)
    return {
      ok: false,
      problems: off.map(
        (e) =>
          `${e.token === 0 ? 'the centre' : `token ${e.token}`}: spiral position ${e.position} is not on this board (import it as a new map, or resize the board)`,
      ),
    };
  return { ok: true, map: { ...map, placements } };
}

function placementsOn(
  map: MapDef,
  entries: readonly MapStringEntry[],
): { placements: Record<string, Placement>; off: MapStringEntry[] | null } {
  const board = spiralBoard(map);
  if (!board) return { placements: {}, off: null };
  const placements: Record<string, Placement> = {};
  const off: MapStringEntry[] = [];
  for (const e of entries) {
    const place = board.placeAt(e.position);
    if (place === null) off.push(e);
    else placements[place] = placement(e);
  }
  return { placements, off };
}
