import type { MapDef } from '../../../scenarios/format/map.ts';
import type { CellDelta } from '../../geometry/grid-geometry.ts';
import { edgeKey, parseEdgeKey } from '../../geometry/keys.ts';
import { hasCell } from '../board.ts';
import { geometryOf } from '../../geometry/geometry-of.ts';

/** A shift in cell coordinates: axial dq, dr on hex boards; dx, dy on square grids. */
export type { CellDelta };

/** `record` with `from` moved to `to`: each target first loses what it held. */
function moveEntries<T>(
  record: Readonly<Record<string, T>>,
  to: ReadonlyMap<string, string>,
): Record<string, T> {
  const out: Record<string, T> = { ...record };
  for (const [source, target] of to) {
    delete out[source];
    delete out[target];
  }
  for (const [source, target] of to) {
    const value = record[source];
    if (value !== undefined) out[target] = value;
  }
  return out;
}

/**
 * Moves what is on `keys` (tiles, tokens, notes, fog, and edge features with both ends among
 * them) by `delta` cells. The moved cells land as a block: a target's own tile, note and fog
 * are replaced by what arrives (or cleared when nothing does), and edge features between two
 * targets give way to the moved ones. Tokens already standing on a target stay, stacked with
 * the newcomers. Refused (the same map) when any target is off the board; keys that are not
 * board cells are ignored. Point-to-point maps move nodes with `moveNodes` instead.
 */
export function moveCells(map: MapDef, keys: readonly string[], delta: CellDelta): MapDef {
  if (!Number.isInteger(delta.a) || !Number.isInteger(delta.b))
    throw new Error(`cells move by whole steps, not by (${delta.a}, ${delta.b})`);
  if (delta.a === 0 && delta.b === 0) return map;
  const geometry = geometryOf(map);
  const to = new Map<string, string>();
  for (const key of keys) {
    // Nodes are not cells: they move themselves (`moveNodes`).
    if (!hasCell(map, key)) continue;
    const target = geometry.shift(key, delta);
    if (!target || !hasCell(map, target)) return map;
    to.set(key, target);
  }
  if (to.size === 0) return map;
  const targets = new Set(to.values());
  const edges: MapDef['edges'] = {};
  const moved: MapDef['edges'] = {};
  for (const [key, feature] of Object.entries(map.edges)) {
    const cells = parseEdgeKey(key);
    const a = cells && to.get(cells[0]);
    const b = cells && to.get(cells[1]);
    if (a && b) moved[edgeKey(a, b)] = feature;
    else if (!(cells && targets.has(cells[0]) && targets.has(cells[1]))) edges[key] = feature;
  }
  return {
    ...map,
    placements: moveEntries(map.placements, to),
    notes: moveEntries(map.notes, to),
    visibility: moveEntries(map.visibility, to),
    edges: { ...edges, ...moved },
    tokens: map.tokens.map((t) => {
      const target = to.get(t.at);
      return target ? { ...t, at: target } : t;
    }),
  };
}
