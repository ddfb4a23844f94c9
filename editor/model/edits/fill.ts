import type { MapDef } from '../../../scenarios/format/map.ts';
import { edgeKey } from '../../geometry/keys.ts';
import { hasCell } from '../board.ts';
import { isPlace, sideNeighbours } from './places.ts';
import { placeTiles } from './tiles.ts';

/** The tile id on a place, or null when it is empty. */
const tileOn = (map: MapDef, at: string): string | null => map.placements[at]?.tile ?? null;

/** Which edge types stop a fill: those that block movement (walls, belts, waves). */
function walls(map: MapDef): ReadonlySet<string> {
  return new Set(map.edgeTypes.filter((t) => t.blocks).map((t) => t.id));
}

/** For graph maps: each node's lane neighbours, whichever way the lane runs. */
function laneNeighbours(map: MapDef): Map<string, string[]> {
  const around = new Map<string, string[]>();
  const link = (a: string, b: string) => {
    const list = around.get(a);
    if (list) list.push(b);
    else around.set(a, [b]);
  };
  for (const lane of map.lanes) {
    link(lane.from, lane.to);
    link(lane.to, lane.from);
  }
  return around;
}

/**
 * The places a fill from `start` covers: `start` and every place reachable from it through
 * places holding the same tile (or through empty places when `start` is empty). Cells step to
 * side neighbours on the board (6 on hex, 4 on square) but never across a blocking edge,
 * whichever way it points: a wall bounds a region. On graph maps, nodes step along lanes.
 */
export function regionOf(map: MapDef, start: string): string[] {
  if (!isPlace(map, start)) return [];
  const tile = tileOn(map, start);
  const isGraph = map.grid.kind === 'graph';
  const blocking = walls(map);
  const lanes = isGraph ? laneNeighbours(map) : null;
  const seen = new Set([start]);
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const at = queue[i] as string;
    const next = lanes ? (lanes.get(at) ?? []) : sideNeighbours(map, at);
    for (const other of next) {
      if (seen.has(other) || tileOn(map, other) !== tile) continue;
      if (!lanes) {
        if (!hasCell(map, other)) continue;
        const feature = map.edges[edgeKey(at, other)];
        if (feature && blocking.has(feature.type)) continue;
      }
      seen.add(other);
      queue.push(other);
    }
  }
  return queue;
}

/** Paints the region `regionOf(map, start)` with one tile (the paint bucket). */
export function fillRegion(map: MapDef, start: string, tileId: string, rotation = 0): MapDef {
  return placeTiles(map, regionOf(map, start), tileId, rotation);
}
