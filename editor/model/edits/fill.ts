import type { MapDef } from '../../../scenarios/format/map.ts';
import { geometryOf } from '../../geometry/geometry-of.ts';
import { isPlace } from './places.ts';
import { placeTiles } from './tiles.ts';

/** The tile id on a place, or null when it is empty. */
const tileOn = (map: MapDef, at: string): string | null => map.placements[at]?.tile ?? null;

/** Which edge types stop a fill: those that block movement (walls, belts, waves). */
function walls(map: MapDef): ReadonlySet<string> {
  return new Set(map.edgeTypes.filter((t) => t.blocks).map((t) => t.id));
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
  const geometry = geometryOf(map);
  const blocking = walls(map);
  const seen = new Set([start]);
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const at = queue[i] as string;
    for (const other of geometry.sideNeighbours(at)) {
      if (seen.has(other) || tileOn(map, other) !== tile || !geometry.has(other)) continue;
      // Lanes have no edge features: only sides of cells can be walled.
      const edge = geometry.edgeBetween(at, other);
      const feature = edge === null ? undefined : map.edges[edge];
      if (feature && blocking.has(feature.type)) continue;
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
