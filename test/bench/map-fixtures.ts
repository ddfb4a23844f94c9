/**
 * Maps for the canvas benchmark and its screenshots: a 100×100 hex board with a tile, a fill
 * colour and a label on every cell; a 2,000-node point-to-point map; and small boards of each
 * kind that show every feature. Pure data (no DOM): the bench page passes in the tile
 * pictures it drew. Deterministic, so every run draws the same thing.
 */
import { mapSchema, type MapDef, type MapInput } from '../../scenarios/format/map.ts';
import { tileSchema, type Tile } from '../../scenarios/format/tiles.ts';
import { axial, offset } from '../../editor/geometry/coords.ts';
import { hexNeighbours, hexSpiral } from '../../editor/geometry/hex.ts';
import { edgeKey, hexKey } from '../../editor/geometry/keys.ts';
import { offsetToAxial } from '../../editor/geometry/offset.ts';
import { nextFloat, seedRng } from '../../random/rng.ts';

/** The project's seeded generator as a plain function: the same maps on every run. */
export function seeded(seed: number): () => number {
  let state = seedRng(String(seed));
  return () => {
    const [value, next] = nextFloat(state);
    state = next;
    return value;
  };
}

/** A blocking asteroid belt and a one-way gravity wave, on both sample hex boards. */
const SPACE_EDGE_TYPES: NonNullable<MapInput['edgeTypes']> = [
  { id: 'belt', name: 'Asteroid belt', colour: '#c9a26b', style: 'dots', width: 6, blocks: true },
  {
    id: 'wave',
    name: 'Gravity wave',
    colour: '#74c0fc',
    style: 'wavy',
    width: 5,
    directed: true,
  },
];

/** The three route colours of the sample point-to-point maps (lane type ids). */
const ROUTES = ['red', 'blue', 'green'];

const TILE_COLOURS = [
  '#2b4c7e',
  '#3a6b35',
  '#7a3b2e',
  '#5d4a7a',
  '#8a6d1f',
  '#24615f',
  '#6b2d4f',
  '#3d4a5c',
  '#1f5f8b',
  '#587d2a',
  '#914d1d',
  '#4b3b8f',
  '#2f7a6a',
  '#7c2f2f',
  '#5b5b1e',
  '#335577',
];
const BORDERS = ['', 'blue', 'red', '', 'home', ''];

/** `count` tiles; those whose index is in `withImages` get the picture of that index. */
export function benchTiles(count: number, images: readonly string[] = []): Tile[] {
  return Array.from({ length: count }, (_, i) =>
    tileSchema.parse({
      id: `tile-${i + 1}`,
      name: `System ${i + 1}`,
      kind: i % 7 === 0 ? 'anomaly' : 'system',
      colour: TILE_COLOURS[i % TILE_COLOURS.length],
      label: String(i + 1),
      border: BORDERS[i % BORDERS.length],
      ...(images.length > 0 && i % 3 === 0 ? { image: images[(i / 3) % images.length] } : {}),
    }),
  );
}

/**
 * The benchmark board: a rectangle of flat hexes (100×100 unless told), every cell holding a
 * tile.
 */
export function bigHexMap(tiles: readonly Tile[], width = 100, height = 100): MapDef {
  const random = seeded(7);
  const placements: NonNullable<MapInput['placements']> = {};
  const keys: string[] = [];
  for (let row = 0; row < height; row++)
    for (let col = 0; col < width; col++) {
      const key = hexKey(offsetToAxial(offset(col, row), 'flat', 'odd'));
      keys.push(key);
      const tile = tiles[Math.floor(random() * tiles.length)] as Tile;
      placements[key] = {
        tile: tile.id,
        rotation: Math.floor(random() * 6),
        // Every cell its own fill colour and a short label of its own, as the worst case.
        overrides: {
          colour: TILE_COLOURS[(col + row) % TILE_COLOURS.length],
          label: `${(col * 7 + row) % 100}`,
        },
      };
    }
  const edges: NonNullable<MapInput['edges']> = {};
  for (let i = 0; i < 400; i++) {
    const key = keys[Math.floor(random() * keys.length)] as string;
    const [q, r] = key.split(',').map(Number) as [number, number];
    const other = hexNeighbours(axial(q, r))[i % 6];
    if (other)
      edges[edgeKey(key, hexKey(other))] = { type: i % 2 ? 'belt' : 'wave', direction: 'forward' };
  }
  const tokens = Array.from({ length: 300 }, (_, i) => ({
    id: `token-${i + 1}`,
    at: keys[Math.floor(random() * keys.length)] as string,
    label: `Fleet ${i + 1}`,
    colour: ['#e8c547', '#4dabf7', '#ff6b6b', '#69db7c'][i % 4],
    count: 1 + (i % 4),
  }));
  const visibility: NonNullable<MapInput['visibility']> = {};
  for (let i = 0; i < 200; i++)
    visibility[keys[Math.floor(random() * keys.length)] as string] = {
      state: i % 2 ? 'hidden' : 'unexplored',
      revealedTo: [],
    };
  return mapSchema.parse({
    id: 'bench-hex',
    name: 'Benchmark hex board',
    grid: { kind: 'hex', orientation: 'flat', shape: { type: 'rectangle', width, height } },
    placements,
    edgeTypes: SPACE_EDGE_TYPES,
    edges,
    tokens,
    visibility,
    coordinates: 'offset',
  });
}

/** The benchmark graph: 2,000 nodes on a jittered grid and 5,000 lanes between near ones. */
export function bigGraphMap(tiles: readonly Tile[]): MapDef {
  const random = seeded(11);
  const cols = 50;
  const rows = 40;
  const spacing = 110;
  const nodes: NonNullable<MapInput['nodes']> = [];
  for (let row = 0; row < rows; row++)
    for (let col = 0; col < cols; col++) {
      const i = row * cols + col;
      nodes.push({
        id: `n${i}`,
        name: `Star ${i}`,
        x: 60 + col * spacing + (random() - 0.5) * 50,
        y: 60 + row * spacing + (random() - 0.5) * 50,
        kind: i % 17 === 0 ? 'jump-point' : i % 29 === 0 ? 'gate' : 'system',
        size: 18,
      });
    }
  const lanes: NonNullable<MapInput['lanes']> = [];
  const seen = new Set<string>();
  const steps: [number, number][] = [
    [1, 0],
    [0, 1],
    [1, 1],
    [1, -1],
    [2, 1],
  ];
  for (let k = 0; lanes.length < 5000 && k < 100_000; k++) {
    const col = Math.floor(random() * cols);
    const row = Math.floor(random() * rows);
    const [dc, dr] = steps[Math.floor(random() * steps.length)] as [number, number];
    const c2 = col + dc;
    const r2 = row + dr;
    if (c2 < 0 || c2 >= cols || r2 < 0 || r2 >= rows) continue;
    const from = `n${row * cols + col}`;
    const to = `n${r2 * cols + c2}`;
    if (seen.has(`${from}>${to}`)) continue;
    seen.add(`${from}>${to}`);
    const i = lanes.length;
    lanes.push({
      id: `lane-${i + 1}`,
      from,
      to,
      type: ROUTES[i % 3] as string,
      direction: i % 11 === 0 ? 'one-way' : 'two-way',
      ...(i % 4 === 0 ? { cost: 1 + (i % 5) } : {}),
    });
  }
  const placements: NonNullable<MapInput['placements']> = {};
  nodes.forEach((n, i) => {
    if (i % 5 === 0) placements[n.id] = { tile: (tiles[i % tiles.length] as Tile).id };
  });
  return mapSchema.parse({
    id: 'bench-graph',
    name: 'Benchmark point-to-point map',
    grid: { kind: 'graph', width: cols * spacing + 120, height: rows * spacing + 120 },
    laneTypes: [
      { id: 'red', name: 'Red route', colour: '#ff6b6b', style: 'solid', width: 4 },
      { id: 'blue', name: 'Blue route', colour: '#4dabf7', style: 'dashed', width: 4 },
      { id: 'green', name: 'Green route', colour: '#69db7c', style: 'dotted', width: 5 },
    ],
    nodes,
    lanes,
    placements,
  });
}

/** A 37-cell galaxy (flat hexagon, radius 3) with every kind of content, for screenshots. */
export function demoHexMap(tiles: readonly Tile[]): MapDef {
  const cells = hexSpiral(axial(0, 0), 3).map(hexKey);
  const placements: NonNullable<MapInput['placements']> = {};
  cells.forEach((key, i) => {
    if (i % 9 === 8) return;
    placements[key] = { tile: (tiles[i % tiles.length] as Tile).id, rotation: i % 6 };
  });
  return mapSchema.parse({
    id: 'demo-hex',
    name: 'Galaxy',
    grid: { kind: 'hex', orientation: 'flat', shape: { type: 'hexagon', radius: 3 } },
    placements,
    edgeTypes: [
      ...SPACE_EDGE_TYPES,
      { id: 'border', name: 'Border', colour: '#ff922b', style: 'double', width: 6 },
      { id: 'mines', name: 'Mines', colour: '#ff6b6b', style: 'dashed', width: 5 },
    ],
    edges: {
      [edgeKey('0,0', '1,-1')]: { type: 'belt' },
      [edgeKey('0,0', '1,0')]: { type: 'belt' },
      [edgeKey('-1,0', '-1,1')]: { type: 'wave', direction: 'forward' },
      [edgeKey('0,-2', '0,-1')]: { type: 'border' },
      [edgeKey('1,-2', '1,-1')]: { type: 'border' },
      [edgeKey('2,0', '2,1')]: { type: 'mines' },
    },
    tokens: [
      { id: 'token-1', at: '0,0', label: 'Flagship', icon: 'F', colour: '#e8c547' },
      { id: 'token-2', at: '1,1', label: 'Carrier', icon: 'C', colour: '#4dabf7', count: 3 },
      { id: 'token-3', at: '1,1', label: 'Fighter', icon: 'f', colour: '#4dabf7', count: 6 },
      {
        id: 'token-4',
        at: '-2,1',
        label: 'Raider',
        icon: 'R',
        colour: '#ff6b6b',
        team: 'red-team',
      },
    ],
    labels: [
      { id: 'label-1', x: 0, y: -390, text: 'The Core Worlds', size: 30, colour: '#ffe066' },
    ],
    visibility: {
      '3,-3': { state: 'hidden', revealedTo: [] },
      '2,-3': { state: 'unexplored', revealedTo: [] },
      '-3,3': { state: 'unexplored', revealedTo: ['red-team'] },
      '-3,0': { state: 'hidden', revealedTo: [] },
    },
    coordinates: 'spiral',
  });
}

/** A pointy-top parallelogram board numbered like a wargame map. */
export function demoPointyMap(tiles: readonly Tile[]): MapDef {
  const placements: NonNullable<MapInput['placements']> = {};
  for (let r = 0; r < 6; r++)
    for (let q = 0; q < 9; q++)
      if ((q + r) % 3 !== 0)
        placements[`${q},${r}`] = { tile: (tiles[(q * 5 + r) % tiles.length] as Tile).id };
  return mapSchema.parse({
    id: 'demo-pointy',
    name: 'Pointy board',
    grid: {
      kind: 'hex',
      orientation: 'pointy',
      shape: { type: 'parallelogram', width: 9, height: 6 },
    },
    placements,
    edgeTypes: [{ id: 'river', name: 'River', colour: '#4dabf7', style: 'wavy', width: 5 }],
    edges: {
      [edgeKey('3,2', '4,2')]: { type: 'river' },
      [edgeKey('4,1', '4,2')]: { type: 'river' },
    },
    coordinates: 'offset',
  });
}

/** A 12×8 square grid with walls, doors and tokens. */
export function demoSquareMap(tiles: readonly Tile[]): MapDef {
  const placements: NonNullable<MapInput['placements']> = {};
  for (let y = 0; y < 8; y++)
    for (let x = 0; x < 12; x++)
      if ((x * 3 + y) % 4 !== 0)
        placements[`${x},${y}`] = {
          tile: (tiles[(x + y * 2) % tiles.length] as Tile).id,
          rotation: (x + y) % 4,
        };
  return mapSchema.parse({
    id: 'demo-square',
    name: 'Square grid',
    grid: { kind: 'square', width: 12, height: 8 },
    placements,
    edgeTypes: [
      { id: 'wall', name: 'Wall', colour: '#f1f3f5', style: 'solid', width: 6, blocks: true },
      { id: 'door', name: 'Door', colour: '#e8c547', style: 'dashed', width: 5 },
      { id: 'fence', name: 'Fence', colour: '#adb5bd', style: 'double', width: 5 },
    ],
    edges: {
      [edgeKey('3,2', '4,2')]: { type: 'wall' },
      [edgeKey('3,3', '4,3')]: { type: 'door' },
      [edgeKey('3,4', '4,4')]: { type: 'wall' },
      [edgeKey('6,5', '6,6')]: { type: 'fence' },
      [edgeKey('7,5', '7,6')]: { type: 'fence' },
    },
    tokens: [
      { id: 'token-1', at: '2,2', label: 'Scout', icon: 'S', colour: '#69db7c' },
      { id: 'token-2', at: '8,5', label: 'Guard', icon: 'G', colour: '#ff6b6b', count: 2 },
    ],
    coordinates: 'offset',
  });
}

/** A point-to-point map of named systems joined by coloured routes with costs. */
export function demoGraphMap(tiles: readonly Tile[]): MapDef {
  const random = seeded(3);
  const names = [
    'Aldebaran',
    'Bellatrix',
    'Canopus',
    'Deneb',
    'Electra',
    'Fomalhaut',
    'Gienah',
    'Hadar',
    'Izar',
    'Jabbah',
    'Kochab',
    'Lesath',
    'Mirach',
    'Nunki',
    'Okul',
    'Pollux',
    'Rigel',
    'Sabik',
  ];
  const nodes = names.map((name, i) => ({
    id: name.toLowerCase(),
    name,
    x: 120 + (i % 6) * 260 + (random() - 0.5) * 90,
    y: 140 + Math.floor(i / 6) * 300 + (random() - 0.5) * 90,
    kind: i === 7 ? 'gate' : i % 5 === 2 ? 'jump-point' : 'system',
    size: i % 5 === 2 ? 14 : 22,
  }));
  const lanes: NonNullable<MapInput['lanes']> = [];
  for (let i = 0; i < names.length; i++) {
    const right = i % 6 < 5 ? i + 1 : -1;
    const down = i + 6 < names.length ? i + 6 : -1;
    for (const [j, k] of [
      [right, 0],
      [down, 1],
    ] as const) {
      if (j < 0) continue;
      lanes.push({
        id: `lane-${lanes.length + 1}`,
        from: (nodes[i] as { id: string }).id,
        to: (nodes[j] as { id: string }).id,
        type: ROUTES[(i + k) % 3] as string,
        cost: 1 + ((i + j) % 4),
        direction: (i + k) % 7 === 0 ? 'one-way' : 'two-way',
      });
    }
  }
  const placements: NonNullable<MapInput['placements']> = {};
  nodes.forEach((n, i) => {
    if (i % 3 === 0) placements[n.id] = { tile: (tiles[i % tiles.length] as Tile).id };
  });
  return mapSchema.parse({
    id: 'demo-graph',
    name: 'Rift sector',
    grid: { kind: 'graph', width: 1600, height: 1000 },
    laneTypes: [
      { id: 'red', name: 'Red route', colour: '#ff6b6b', style: 'solid', width: 5 },
      { id: 'blue', name: 'Blue route', colour: '#4dabf7', style: 'dashed', width: 5 },
      { id: 'green', name: 'Green route', colour: '#69db7c', style: 'dotted', width: 6 },
    ],
    nodes,
    lanes,
    placements,
    tokens: [{ id: 'token-1', at: 'canopus', label: 'Cruiser', icon: 'C', colour: '#e8c547' }],
    visibility: {
      sabik: { state: 'unexplored', revealedTo: [] },
      okul: { state: 'hidden', revealedTo: [] },
    },
    labels: [{ id: 'label-1', x: 800, y: 40, text: 'The Rift', size: 34, colour: '#ffe066' }],
  });
}

export const DEMO_TEAMS = [
  { id: 'red-team', colour: '#ff6b6b', name: 'Red' },
  { id: 'blue-team', colour: '#4dabf7', name: 'Blue' },
];
