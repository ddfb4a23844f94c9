import {
  mapSchema,
  type EdgeType,
  type HexShape,
  type LaneType,
  type MapDef,
  type MapInput,
} from '../../scenarios/format/map.ts';
import { uniqueSlug } from '../../scenarios/format/slug.ts';
import type { GridKind } from '../geometry/grid-geometry.ts';
import { hexShapeCells } from '../geometry/hex-geometry.ts';
import type { CellKey } from '../geometry/keys.ts';
import { schemaErrorMessage } from './schema-error.ts';

export type NewMapKind = GridKind;

/** What the "new map" dialog asks; everything left out gets a sensible default. */
export interface NewMapOptions {
  name?: string;
  /** Hex boards only. */
  orientation?: 'flat' | 'pointy';
  /** Hex boards only: the board's outline (a hexagon of radius 3 when left out). */
  shape?: HexShape;
  /** Square grids (columns, rows) and graph maps (drawing area in map units). */
  width?: number;
  height?: number;
  /** Square grids only: whether corner-touching cells are neighbours. */
  diagonal?: boolean;
}

const DEFAULT_NAMES: Record<NewMapKind, string> = {
  hex: 'Hex map',
  square: 'Square map',
  graph: 'Point-to-point map',
};

/**
 * Edge features most hex boards need, so the edge tool has something to draw at once: a
 * border that only marks (sectors, regions), a belt that stops movement, a one-way wave,
 * and a wall. Designers rename, recolour or delete them per map.
 */
export const DEFAULT_HEX_EDGE_TYPES: readonly EdgeType[] = [
  {
    id: 'border',
    name: 'Border',
    colour: '#c9c2a7',
    style: 'dashed',
    width: 4,
    blocks: false,
    directed: false,
  },
  {
    id: 'asteroid-belt',
    name: 'Asteroid belt',
    colour: '#a88a64',
    style: 'dots',
    width: 8,
    blocks: true,
    directed: false,
  },
  {
    id: 'gravity-wave',
    name: 'Gravity wave',
    colour: '#6fa8dc',
    style: 'wavy',
    width: 6,
    blocks: false,
    directed: true,
  },
  {
    id: 'wall',
    name: 'Wall',
    colour: '#8c8c8c',
    style: 'solid',
    width: 8,
    blocks: true,
    directed: false,
  },
];

/** Square grids are mostly rooms and regions: borders and walls. */
export const DEFAULT_SQUARE_EDGE_TYPES: readonly EdgeType[] = DEFAULT_HEX_EDGE_TYPES.filter(
  (t) => t.id === 'border' || t.id === 'wall',
);

export const DEFAULT_LANE_TYPES: readonly LaneType[] = [
  { id: 'route', name: 'Route', colour: '#9fb3c8', style: 'solid', width: 4 },
  { id: 'jump', name: 'Jump', colour: '#e0b252', style: 'dashed', width: 3 },
];

/** A free-shaped board starts as the standard hexagon, so there is something to edit. */
const FREE_START_RADIUS = 3;

/**
 * A new, empty map of the given kind, valid by the map schema, with an id made from its name
 * that none of `takenIds` uses. Throws an `Error` with the schema's message when an option is
 * out of range (a 0-column grid, a 500-row board).
 */
export function newMap(
  kind: NewMapKind,
  options: NewMapOptions = {},
  takenIds: readonly string[] = [],
): MapDef {
  const name = options.name?.trim() || DEFAULT_NAMES[kind];
  const id = uniqueSlug(name, new Set(takenIds), 'map');
  const input: MapInput = { id, name, ...kindFields(kind, options) };
  const parsed = mapSchema.safeParse(input);
  if (!parsed.success) throw new Error(schemaErrorMessage('Cannot make this map', parsed.error));
  return parsed.data;
}

/** The edge or lane types a kind of map starts with (fresh copies: maps own theirs). */
export function kindDefaults(kind: NewMapKind): Pick<Partial<MapDef>, 'edgeTypes' | 'laneTypes'> {
  const copies = <T>(types: readonly T[]) => types.map((t) => ({ ...t }));
  const defaults: Record<NewMapKind, () => Pick<Partial<MapDef>, 'edgeTypes' | 'laneTypes'>> = {
    hex: () => ({ edgeTypes: copies(DEFAULT_HEX_EDGE_TYPES) }),
    square: () => ({ edgeTypes: copies(DEFAULT_SQUARE_EDGE_TYPES) }),
    graph: () => ({ laneTypes: copies(DEFAULT_LANE_TYPES) }),
  };
  return defaults[kind]();
}

/** The cells a board lists itself: a free-shaped board starts as the standard hexagon. */
export function startingCells(grid: MapDef['grid']): CellKey[] {
  return 'shape' in grid && grid.shape.type === 'free'
    ? hexShapeCells({ ...grid, shape: { type: 'hexagon', radius: FREE_START_RADIUS } }, [])
    : [];
}

/** Each kind's grid from the dialog's options, with its defaults. */
const GRIDS: Record<NewMapKind, (options: NewMapOptions) => MapDef['grid']> = {
  hex: (options) => ({
    kind: 'hex',
    orientation: options.orientation ?? 'flat',
    shape: options.shape ?? { type: 'hexagon', radius: 3 },
  }),
  square: (options) => ({
    kind: 'square',
    width: options.width ?? 12,
    height: options.height ?? 8,
    diagonal: options.diagonal ?? false,
  }),
  graph: (options) => ({
    kind: 'graph',
    width: options.width ?? 1600,
    height: options.height ?? 1000,
  }),
};

function kindFields(kind: NewMapKind, options: NewMapOptions): Partial<MapInput> {
  const grid = GRIDS[kind](options);
  return { grid, cells: startingCells(grid), ...kindDefaults(kind) };
}
