import { mapSchema, type MapDef, type MapInput } from '../../../../scenarios/format/map.ts';

/** Small maps, as the loader returns them, for the edit tests. */

const base = { id: 'test-map', name: 'Test map' };

export const EDGE_TYPES: MapInput['edgeTypes'] = [
  { id: 'wall', name: 'Wall', colour: '#aa3333', blocks: true },
  { id: 'wave', name: 'Wave', colour: '#3366cc', blocks: true, directed: true },
  { id: 'border', name: 'Border', colour: '#cccc33', style: 'dashed' },
];

export const LANE_TYPES: MapInput['laneTypes'] = [
  { id: 'route', name: 'Route', colour: '#33aa66' },
  { id: 'jump', name: 'Jump', colour: '#aa66cc', style: 'dashed' },
];

export function hexMap(radius = 3, extra: Partial<MapInput> = {}): MapDef {
  return mapSchema.parse({
    ...base,
    grid: { kind: 'hex', orientation: 'flat', shape: { type: 'hexagon', radius } },
    edgeTypes: EDGE_TYPES,
    ...extra,
  });
}

export function squareMap(width = 5, height = 4, extra: Partial<MapInput> = {}): MapDef {
  return mapSchema.parse({
    ...base,
    grid: { kind: 'square', width, height },
    edgeTypes: EDGE_TYPES,
    ...extra,
  });
}

/** Three systems in a row and a gate: a—b—c two-way routes, c→gate one way. */
export function graphMap(extra: Partial<MapInput> = {}): MapDef {
  return mapSchema.parse({
    ...base,
    grid: { kind: 'graph', width: 1600, height: 1000 },
    laneTypes: LANE_TYPES,
    nodes: [
      { id: 'a', name: 'Alpha', x: 100, y: 100 },
      { id: 'b', name: 'Beta', x: 300, y: 100 },
      { id: 'c', name: 'Gamma', x: 500, y: 100 },
      { id: 'gate', name: 'Gate', x: 500, y: 300, kind: 'gate' },
    ],
    lanes: [
      { id: 'lane-1', from: 'a', to: 'b', type: 'route' },
      { id: 'lane-2', from: 'b', to: 'c', type: 'route', cost: 2 },
      { id: 'lane-3', from: 'c', to: 'gate', type: 'jump', direction: 'one-way' },
    ],
    ...extra,
  });
}

/** Parses with the file format's schema and returns the problems, if any (for `toEqual([])`). */
export function formatProblems(map: MapDef): string[] {
  const result = mapSchema.safeParse(map);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}
