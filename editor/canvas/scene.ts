import type { Lane, LaneType, EdgeType, MapDef, MapNode } from '../../scenarios/format/map.ts';
import type { Tile } from '../../scenarios/format/tiles.ts';
import { geometryOf } from '../geometry/geometry-of.ts';
import type { GridGeometry } from '../geometry/grid-geometry.ts';
import { placedFigures } from '../model/attribute-figures.ts';
import { visibilityFor } from '../model/edits/visibility.ts';
import { cellIndexFor, type CellIndex } from './cell-index.ts';
import { cellShapeFor, type CellShape } from './cell-shape.ts';
import { labelExtent } from '../model/picking.ts';
import { recordVersion } from '../model/record-journal.ts';
import { boundingRect, type Rect } from './rects.ts';

/** A team as the canvas needs it: whose colour its tokens take, whose eyes a view uses. */
export interface CanvasTeam {
  readonly id: string;
  readonly colour: string;
  readonly name: string;
}

export type Concealment = 'hidden' | 'unexplored';

/**
 * Everything the painters read, looked up once per map version: tiles, node and type tables
 * by id, the board's cell index, and which places the current view must not show as they
 * are. Lookups that depend only on one part of the map are cached on that part, so a new
 * map version that shares it (a token moved) reuses them.
 */
export interface Scene {
  readonly map: MapDef;
  readonly tileList: readonly Tile[];
  readonly tiles: ReadonlyMap<string, Tile>;
  readonly teamColours: ReadonlyMap<string, string>;
  /** 'control' or a team id. */
  readonly view: string;
  /** Places this view does not see as they are (always empty for Control). */
  readonly concealed: ReadonlyMap<string, Concealment>;
  /**
   * The map's geometry. On lattices the board layer draws the cells and their tiles; on
   * point-to-point maps it draws only the area, and the edges layer draws nodes with theirs.
   */
  readonly geometry: GridGeometry;
  readonly index: CellIndex | null;
  readonly shape: CellShape | null;
  readonly nodes: ReadonlyMap<string, MapNode>;
  readonly edgeTypes: ReadonlyMap<string, EdgeType>;
  readonly laneTypes: ReadonlyMap<string, LaneType>;
  readonly lanes: readonly Lane[];
  /**
   * How many changes the map's placements and edges had taken when the scene was built: a
   * paint stroke writes into one record, so the next scene asks the record's journal what
   * changed since (editor/model/record-journal.ts).
   */
  readonly versions: { readonly placements: number; readonly edges: number };
}

const byIdCache = new WeakMap<readonly { id: string }[], ReadonlyMap<string, unknown>>();

function byId<T extends { id: string }>(items: readonly T[]): ReadonlyMap<string, T> {
  let found = byIdCache.get(items) as ReadonlyMap<string, T> | undefined;
  if (!found) {
    found = new Map(items.map((item) => [item.id, item]));
    byIdCache.set(items, found);
  }
  return found;
}

const concealedCache = new WeakMap<
  MapDef['visibility'],
  Map<string, ReadonlyMap<string, Concealment>>
>();
const NOTHING_CONCEALED: ReadonlyMap<string, Concealment> = new Map();

/** The places `view` sees as hidden or unexplored; only marked places can be. */
export function concealedPlaces(map: MapDef, view: string): ReadonlyMap<string, Concealment> {
  if (view === 'control') return NOTHING_CONCEALED;
  let perView = concealedCache.get(map.visibility);
  if (!perView) {
    perView = new Map();
    concealedCache.set(map.visibility, perView);
  }
  let concealed = perView.get(view);
  if (!concealed) {
    const found = new Map<string, Concealment>();
    for (const at of Object.keys(map.visibility)) {
      const seen = visibilityFor(map, at, view);
      if (seen !== 'visible') found.set(at, seen);
    }
    concealed = found;
    perView.set(view, concealed);
  }
  return concealed;
}

export function buildScene(
  map: MapDef,
  tiles: readonly Tile[],
  teams: readonly CanvasTeam[],
  view: string,
): Scene {
  return {
    map,
    tileList: tiles,
    tiles: byId(tiles),
    teamColours: new Map(teams.map((t) => [t.id, t.colour])),
    view,
    concealed: concealedPlaces(map, view),
    geometry: geometryOf(map),
    index: cellIndexFor(map),
    shape: cellShapeFor(map),
    nodes: byId(map.nodes),
    edgeTypes: byId(map.edgeTypes),
    laneTypes: byId(map.laneTypes),
    lanes: map.lanes,
    versions: { placements: recordVersion(map.placements), edges: recordVersion(map.edges) },
  };
}

/** What a placement looks like: the tile's own look with the placement's overrides. */
export interface PlacedLook {
  readonly fill: string;
  readonly label: string;
  readonly name: string;
  readonly image: string | undefined;
  readonly border: string;
  readonly rotation: number;
  /** The numbers the tile carries, in a few characters ("R1 I6"); "" when none. */
  readonly figures: string;
  /** The placement names a tile the library does not have. */
  readonly missing: boolean;
}

export const MISSING_TILE_COLOUR = '#c2255c';

export function placedLook(scene: Scene, at: string): PlacedLook | null {
  const placement = scene.map.placements[at];
  if (!placement) return null;
  const tile = scene.tiles.get(placement.tile);
  const o = placement.overrides;
  if (!tile)
    return {
      fill: o.colour ?? MISSING_TILE_COLOUR,
      label: o.label ?? '?',
      name: o.name ?? placement.tile,
      image: undefined,
      border: '',
      rotation: placement.rotation,
      figures: '',
      missing: true,
    };
  return {
    fill: o.colour ?? tile.colour,
    label: o.label ?? tile.label,
    name: o.name ?? tile.name,
    image: tile.image,
    border: tile.border,
    rotation: placement.rotation,
    figures: placedFigures(tile.attributes, o.attributes),
    missing: false,
  };
}

/**
 * What "fit" shows: the board's cells, or a graph's drawing area and its nodes (with room
 * for their names and tokens), and the free labels; null when there is nothing.
 */
export function contentBounds(scene: Scene): Rect | null {
  const { map } = scene;
  const extent = scene.geometry.extent();
  let box: Rect | null = extent && {
    x0: extent.minX,
    y0: extent.minY,
    x1: extent.maxX,
    y1: extent.maxY,
  };
  const grow = (r: Rect) => {
    box = box ? boundingRect(box, r) : r;
  };
  for (const label of map.labels) {
    // The turned box's own extent: a long caption does not reach as far up as it is wide.
    const { width, height } = labelExtent(label);
    const angle = (label.rotation * Math.PI) / 180;
    const cos = Math.abs(Math.cos(angle));
    const sin = Math.abs(Math.sin(angle));
    const rx = (width * cos + height * sin) / 2;
    const ry = (width * sin + height * cos) / 2;
    grow({ x0: label.x - rx, y0: label.y - ry, x1: label.x + rx, y1: label.y + ry });
  }
  return box;
}
