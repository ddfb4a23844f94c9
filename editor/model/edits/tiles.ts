import { placementSchema, type MapDef, type Placement } from '../../../scenarios/format/map.ts';
import { idSchema } from '../../../scenarios/format/primitives.ts';
import { geometryOf } from '../../geometry/geometry-of.ts';
import { isPlace } from './places.ts';
import { editRecord } from '../record-journal.ts';
import { sameValue, withEntry } from './records.ts';
import { checked } from './validate.ts';

/** Steps in a full turn of a tile: 60° steps on hex boards and graph nodes, 90° on squares. */
export function rotationSteps(map: MapDef): 6 | 4 {
  return geometryOf(map).rotationSteps;
}

const turn = (rotation: number, steps: 6 | 4): number =>
  ((Math.trunc(rotation) % steps) + steps) % steps;

/** A tile on one place; places that are not on the board (or not a node) are left alone. */
export function placeTile(map: MapDef, at: string, tileId: string, rotation = 0): MapDef {
  return placeTiles(map, [at], tileId, rotation);
}

/** The same tile on every place of `ats` that is on the board (or is a node). */
export function placeTiles(
  map: MapDef,
  ats: readonly string[],
  tileId: string,
  rotation = 0,
): MapDef {
  checked(idSchema, tileId, 'tile id');
  const r = turn(rotation, rotationSteps(map));
  // One copy of the record for the whole batch (a fill may cover 10,000 cells), and none at
  // all for the later steps of a stroke, which write into the copy its first step made.
  const { record, changed } = editRecord(map.placements, (placements) => {
    for (const at of ats) {
      if (!isPlace(map, at)) continue;
      const current = placements.get(at);
      if (current?.tile === tileId && current.rotation === r) continue;
      // Re-placing the same tile keeps this copy's overrides; another tile starts afresh.
      placements.set(
        at,
        current?.tile === tileId
          ? { ...current, rotation: r }
          : { tile: tileId, rotation: r, overrides: {} },
      );
    }
  });
  return changed ? { ...map, placements: record } : map;
}

/** Removes the tiles on `ats` (overrides and all). */
export function eraseTiles(map: MapDef, ats: readonly string[]): MapDef {
  const { record, changed } = editRecord(map.placements, (placements) => {
    for (const at of ats) placements.delete(at);
  });
  return changed ? { ...map, placements: record } : map;
}

/** Turns the tiles on `ats` by `steps` (clockwise; negative turns back), wrapping round. */
export function rotateTiles(map: MapDef, ats: readonly string[], steps: number): MapDef {
  const n = rotationSteps(map);
  if (turn(steps, n) === 0) return map;
  let placements: MapDef['placements'] | null = null;
  for (const at of new Set(ats)) {
    const current = map.placements[at];
    if (!current) continue;
    placements ??= { ...map.placements };
    placements[at] = { ...current, rotation: turn(current.rotation + steps, n) };
  }
  return placements ? { ...map, placements } : map;
}

/** Replaces what this copy of the tile changes (its name, colour, label, attributes). */
export function setPlacementOverrides(
  map: MapDef,
  at: string,
  overrides: Placement['overrides'],
): MapDef {
  const current = map.placements[at];
  if (!current) return map;
  const next = checked(placementSchema, { ...current, overrides }, `the tile on "${at}"`);
  if (sameValue(next.overrides, current.overrides)) return map;
  return { ...map, placements: withEntry(map.placements, at, next) };
}
