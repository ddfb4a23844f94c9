import type { HexGrid, MapDef } from '../../../scenarios/format/map.ts';
import { cellKeySchema } from '../../../scenarios/format/map.ts';
import { parseEdgeKey } from '../../geometry/keys.ts';
import { boardCells, boardCellSet } from '../board.ts';
import { dropItems, withoutEntries, withoutKeys } from './records.ts';
import { checked } from './validate.ts';

/**
 * Reshaping a hex board cell by cell. Any other shape first becomes `free`, listing the cells
 * it had, so that one added or removed cell does not disturb the rest. Square grids and
 * point-to-point maps have no per-cell shape: these leave them as they are.
 */

/** Whether the board's shape can list its cells one by one (`shape: free`: hex boards). */
const freeShaped = (grid: MapDef['grid']): grid is HexGrid => 'shape' in grid;

export function addCells(map: MapDef, keys: readonly string[]): MapDef {
  if (!freeShaped(map.grid)) return map;
  for (const key of keys) checked(cellKeySchema, key, 'cell to add');
  const present = boardCellSet(map);
  const added = [...new Set(keys)].filter((k) => !present.has(k));
  if (added.length === 0) return map;
  return {
    ...map,
    grid: { ...map.grid, shape: { type: 'free' } },
    cells: [...boardCells(map), ...added],
  };
}

/** Removes cells and everything on them: tiles, tokens, notes, fog, and edges touching them. */
export function removeCells(map: MapDef, keys: readonly string[]): MapDef {
  if (!freeShaped(map.grid)) return map;
  const present = boardCellSet(map);
  const gone = new Set(keys.filter((k) => present.has(k)));
  if (gone.size === 0) return map;
  return {
    ...map,
    grid: { ...map.grid, shape: { type: 'free' } },
    cells: boardCells(map).filter((k) => !gone.has(k)),
    placements: withoutKeys(map.placements, gone),
    tokens: dropItems(map.tokens, (t) => gone.has(t.at)),
    notes: withoutKeys(map.notes, gone),
    visibility: withoutKeys(map.visibility, gone),
    edges: withoutEntries(map.edges, (key) => {
      const cells = parseEdgeKey(key);
      return !!cells && (gone.has(cells[0]) || gone.has(cells[1]));
    }),
  };
}
