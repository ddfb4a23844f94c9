import type {
  EdgeFeature,
  EdgeType,
  Lane,
  LaneType,
  MapDef,
  MapLabel,
  MapNode,
  MapToken,
  Placement,
  Visibility,
} from '../../scenarios/format/map.ts';
import type { Pixel } from '../geometry/coords.ts';
import { geometryOf } from '../geometry/geometry-of.ts';
import type { GridKind } from '../geometry/grid-geometry.ts';
import { cellKey, edgeKey, parseCellKey, parseEdgeKey, type CellKey } from '../geometry/keys.ts';
import { cellAt, cellCentre, hasCell } from './board.ts';
import { freeIdLike, idsOf } from './edits/ids.ts';
import { boardEdge, isPlace, nodesById } from './edits/places.ts';
import { selectionOf, type Selection } from './selection.ts';
import { maxOf, minOf } from '../../scenarios/numbers/extremes.ts';

/**
 * What copy and cut put aside: everything on the selected places, with positions made
 * relative to the copied set's anchor, so that it can be pasted anywhere on this map or on
 * another map of the same grid kind. Edge and lane types travel with it, so that a paste on
 * another map can define the ones that map lacks.
 */
export interface Clipboard {
  readonly gridKind: GridKind;
  /**
   * Where the copy was taken from, in map units: the anchor cell's centre when cells were
   * copied, otherwise the middle of the copied nodes and labels. Pasting here puts
   * everything back where it came from.
   */
  readonly origin: { readonly x: number; readonly y: number };
  /** Whether cell keys below are relative to an anchor cell (false: only labels, or a graph). */
  readonly anchored: boolean;
  /** Relative cell keys ("dq,dr" / "dx,dy") or node ids → what was there. */
  readonly placements: Readonly<Record<string, Placement>>;
  readonly notes: Readonly<Record<string, string>>;
  readonly visibility: Readonly<Record<string, Visibility>>;
  /** Relative edge keys. */
  readonly edges: Readonly<Record<string, EdgeFeature>>;
  readonly edgeTypes: readonly EdgeType[];
  /** Tokens with `at` relative like the places. */
  readonly tokens: readonly MapToken[];
  /** Labels and nodes with x, y relative to the anchor point. */
  readonly labels: readonly MapLabel[];
  readonly nodes: readonly MapNode[];
  readonly lanes: readonly Lane[];
  readonly laneTypes: readonly LaneType[];
}

export type PasteResult =
  | {
      map: MapDef;
      /** What was pasted, under its new ids, for the editor to select. */
      selection: Selection;
      /** How many copied places fell off the board and were left out (with what was on them). */
      skipped: number;
    }
  | { error: string };

const GRID_NAMES: Record<GridKind, string> = {
  hex: 'a hex board',
  square: 'a square grid',
  graph: 'a point-to-point map',
};

function shift(key: CellKey, da: number, db: number): CellKey | null {
  const p = parseCellKey(key);
  return p ? cellKey(p[0] + da, p[1] + db) : null;
}

function shiftEdge(key: string, da: number, db: number): string | null {
  const cells = parseEdgeKey(key);
  const a = cells && shift(cells[0], da, db);
  const b = cells && shift(cells[1], da, db);
  return a && b ? edgeKey(a, b) : null;
}

function pick<T>(
  record: Readonly<Record<string, T>>,
  keys: Iterable<string>,
  rename: (k: string) => string,
) {
  const out: Record<string, T> = {};
  for (const key of keys) {
    const value = record[key];
    if (value !== undefined) out[rename(key)] = value;
  }
  return out;
}

const middleOf = (points: readonly { x: number; y: number }[]): { x: number; y: number } => {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  return {
    x: (minOf(xs) + maxOf(xs)) / 2,
    y: (minOf(ys) + maxOf(ys)) / 2,
  };
};

/** Copy (and the first half of cut): null when the selection holds nothing to copy. */
export function copySelection(map: MapDef, selection: Selection): Clipboard | null {
  // Cells are copied by what is on them, relative to an anchor cell; nodes are copied whole.
  return geometryOf(map).lattice ? copyCells(map, selection) : copyGraph(map, selection);
}

function copyCells(map: MapDef, selection: Selection): Clipboard | null {
  const places = [...selection.places].filter((k) => hasCell(map, k));
  const chosen = new Set(places);
  const edgeKeys = new Set(
    Object.keys(map.edges).filter((key) => {
      const cells = parseEdgeKey(key);
      return (cells && chosen.has(cells[0]) && chosen.has(cells[1])) || selection.edges.has(key);
    }),
  );
  const tokens = map.tokens.filter(
    (t) => (chosen.has(t.at) || selection.tokens.has(t.id)) && hasCell(map, t.at),
  );
  const labels = map.labels.filter((l) => selection.labels.has(l.id));
  // The anchor: the copied cell nearest the middle of everything copied on cells.
  const cells = new Set([...places, ...tokens.map((t) => t.at)]);
  for (const key of edgeKeys) for (const c of parseEdgeKey(key) ?? []) cells.add(c);
  if (cells.size === 0 && labels.length === 0) return null;
  let anchor: [number, number] | null = null;
  let origin: { x: number; y: number };
  if (cells.size > 0) {
    const centres = [...cells].flatMap((k) => cellCentre(map, k) ?? []);
    const middle = middleOf(centres);
    let best = Infinity;
    for (const key of cells) {
      const c = cellCentre(map, key);
      const d = c ? (c.x - middle.x) ** 2 + (c.y - middle.y) ** 2 : Infinity;
      if (d < best) [best, anchor] = [d, parseCellKey(key)];
    }
    const [a, b] = anchor ?? [0, 0];
    origin = cellCentre(map, cellKey(a, b)) ?? middle;
  } else origin = middleOf(labels);
  const [a0, b0] = anchor ?? [0, 0];
  const rel = (key: string) => shift(key, -a0, -b0) ?? key;
  const edges = pick(map.edges, edgeKeys, (key) => shiftEdge(key, -a0, -b0) ?? key);
  const usedTypes = new Set(Object.values(edges).map((f) => f.type));
  return {
    gridKind: geometryOf(map).kind,
    origin,
    anchored: anchor !== null,
    placements: pick(map.placements, places, rel),
    notes: pick(map.notes, places, rel),
    visibility: pick(map.visibility, places, rel),
    edges,
    edgeTypes: map.edgeTypes.filter((t) => usedTypes.has(t.id)),
    tokens: tokens.map((t) => ({ ...t, at: rel(t.at) })),
    labels: labels.map((l) => ({ ...l, x: l.x - origin.x, y: l.y - origin.y })),
    nodes: [],
    lanes: [],
    laneTypes: [],
  };
}

function copyGraph(map: MapDef, selection: Selection): Clipboard | null {
  const nodes = map.nodes.filter((n) => selection.places.has(n.id));
  const ids = new Set(nodes.map((n) => n.id));
  const lanes = map.lanes.filter((l) => ids.has(l.from) && ids.has(l.to));
  const tokens = map.tokens.filter(
    (t) => (ids.has(t.at) || selection.tokens.has(t.id)) && isPlace(map, t.at),
  );
  const labels = map.labels.filter((l) => selection.labels.has(l.id));
  if (nodes.length === 0 && tokens.length === 0 && labels.length === 0) return null;
  const byId = nodesById(map);
  const points = [...nodes, ...labels, ...tokens.flatMap((t) => byId.get(t.at) ?? [])];
  const origin = middleOf(points);
  const usedTypes = new Set(lanes.map((l) => l.type));
  return {
    gridKind: 'graph',
    origin,
    anchored: false,
    placements: pick(map.placements, ids, (k) => k),
    notes: pick(map.notes, ids, (k) => k),
    visibility: pick(map.visibility, ids, (k) => k),
    edges: {},
    edgeTypes: [],
    tokens,
    labels: labels.map((l) => ({ ...l, x: l.x - origin.x, y: l.y - origin.y })),
    nodes: nodes.map((n) => ({ ...n, x: n.x - origin.x, y: n.y - origin.y })),
    lanes,
    laneTypes: map.laneTypes.filter((t) => usedTypes.has(t.id)),
  };
}

/** Types the clipboard brings that the map lacks (a map's own type of the same id wins). */
function withTypes<T extends { id: string }>(own: T[], brought: readonly T[]): T[] {
  const have = idsOf(own);
  const missing = brought.filter((t) => !have.has(t.id));
  return missing.length === 0 ? own : [...own, ...missing];
}

function onlyLabels(clipboard: Clipboard): boolean {
  return (
    Object.keys(clipboard.placements).length === 0 &&
    Object.keys(clipboard.notes).length === 0 &&
    Object.keys(clipboard.visibility).length === 0 &&
    Object.keys(clipboard.edges).length === 0 &&
    clipboard.tokens.length === 0 &&
    clipboard.nodes.length === 0
  );
}

/**
 * Paste at a point: copied cells land relative to the cell under `at` (overwriting what the
 * target cells held), nodes and labels relative to `at` (labels copied with cells keep their
 * place relative to the cells). Nodes, lanes, tokens and labels get new ids where theirs are
 * taken; edge and lane types the map lacks are added. Places that would fall off the board
 * are left out and counted. Pasting between grids of different kinds is refused, except for
 * a clipboard holding only labels, which fit anywhere.
 */
export function pasteClipboard(map: MapDef, clipboard: Clipboard, at: Pixel): PasteResult {
  const geometry = geometryOf(map);
  const kind = geometry.kind;
  /** Nodes are pasted as new nodes, which tokens then follow; cells take what lands on them. */
  const onNodes = !geometry.lattice;
  if (clipboard.gridKind !== kind && !onlyLabels(clipboard))
    return {
      error: `cannot paste from ${GRID_NAMES[clipboard.gridKind]} onto ${GRID_NAMES[kind]}: copy and paste between maps of the same kind`,
    };
  const pasted = {
    places: new Set<string>(),
    edges: [] as string[],
    lanes: [] as string[],
    tokens: [] as string[],
    labels: [] as string[],
  };
  let skipped = 0;
  let next: MapDef = map;
  /** Where copied places land: a board cell or a node id, or null when off the board. */
  let land: (copied: string) => string | null;
  let labelBase: { x: number; y: number } = at;

  if (onNodes) {
    const taken = idsOf(map.nodes);
    const renamed = new Map<string, string>();
    const nodes = clipboard.nodes.map((n) => {
      const id = freeIdLike(n.id, taken);
      taken.add(id);
      renamed.set(n.id, id);
      pasted.places.add(id);
      return { ...n, id, x: n.x + at.x, y: n.y + at.y };
    });
    const laneIds = idsOf(map.lanes);
    const lanes = clipboard.lanes.flatMap((l) => {
      const from = renamed.get(l.from);
      const to = renamed.get(l.to);
      if (!from || !to) return [];
      const id = freeIdLike(l.id, laneIds);
      laneIds.add(id);
      pasted.lanes.push(id);
      return [{ ...l, id, from, to }];
    });
    if (nodes.length > 0)
      next = {
        ...next,
        nodes: [...next.nodes, ...nodes],
        lanes: lanes.length > 0 ? [...next.lanes, ...lanes] : next.lanes,
        laneTypes: withTypes(next.laneTypes, clipboard.laneTypes),
      };
    // Tokens copied from nodes that were not copied go back onto that node, if this map has it.
    land = (copied) => renamed.get(copied) ?? (nodesById(map).has(copied) ? copied : null);
  } else {
    let da = 0;
    let db = 0;
    if (clipboard.anchored) {
      const target = parseCellKey(cellAt(map, at) ?? '') ?? [0, 0];
      [da, db] = target;
      labelBase = cellCentre(map, cellKey(da, db)) ?? at;
    }
    land = (copied) => {
      const key = shift(copied, da, db);
      return key !== null && hasCell(map, key) ? key : null;
    };
    const edges: MapDef['edges'] = {};
    for (const [key, feature] of Object.entries(clipboard.edges)) {
      const target = shiftEdge(key, da, db);
      const edge = target && boardEdge(map, target);
      if (!edge) continue;
      edges[edge] = feature;
      pasted.edges.push(edge);
    }
    if (pasted.edges.length > 0)
      next = {
        ...next,
        edges: { ...next.edges, ...edges },
        edgeTypes: withTypes(next.edgeTypes, clipboard.edgeTypes),
      };
  }

  const copiedPlaces = new Set([
    ...Object.keys(clipboard.placements),
    ...Object.keys(clipboard.notes),
    ...Object.keys(clipboard.visibility),
    ...(onNodes ? [] : clipboard.tokens.map((t) => t.at)),
  ]);
  const landed = new Map<string, string>();
  for (const copied of copiedPlaces) {
    const target = land(copied);
    if (target === null) skipped++;
    else landed.set(copied, target);
  }
  const placeRecord = <T>(record: Readonly<Record<string, T>>, current: Record<string, T>) => {
    let out: Record<string, T> | null = null;
    for (const [copied, value] of Object.entries(record)) {
      const target = landed.get(copied);
      if (target === undefined) continue;
      out ??= { ...current };
      out[target] = value;
    }
    return out ?? current;
  };
  const placements = placeRecord(clipboard.placements, next.placements);
  const notes = placeRecord(clipboard.notes, next.notes);
  const visibility = placeRecord(clipboard.visibility, next.visibility);
  if (placements !== next.placements || notes !== next.notes || visibility !== next.visibility)
    next = { ...next, placements, notes, visibility };
  if (!onNodes) for (const target of landed.values()) pasted.places.add(target);

  const tokenIds = idsOf(map.tokens);
  const tokens = clipboard.tokens.flatMap((t) => {
    const target = landed.get(t.at) ?? (onNodes ? land(t.at) : null);
    if (target === null || target === undefined) {
      if (onNodes) skipped++;
      return [];
    }
    const id = freeIdLike(t.id, tokenIds);
    tokenIds.add(id);
    pasted.tokens.push(id);
    return [{ ...t, id, at: target }];
  });
  if (tokens.length > 0) next = { ...next, tokens: [...next.tokens, ...tokens] };

  const labelIds = idsOf(map.labels);
  const labels = clipboard.labels.map((l) => {
    const id = freeIdLike(l.id, labelIds);
    labelIds.add(id);
    pasted.labels.push(id);
    return { ...l, id, x: l.x + labelBase.x, y: l.y + labelBase.y };
  });
  if (labels.length > 0) next = { ...next, labels: [...next.labels, ...labels] };

  return { map: next, selection: selectionOf(pasted), skipped };
}
