import { spiralCell } from '../../editor/geometry/hex.ts';
import { tileLookup, type TileLookup } from '../../editor/analysis/place-tiles.ts';
import { mapSchema, type MapDef } from '../../scenarios/format/map.ts';
import { movementSchema, type Movement } from '../../scenarios/format/map-rules.ts';
import { tileSchema, type TileInput } from '../../scenarios/format/tiles.ts';

/**
 * TI4 galaxies for checking balance presets against the tools they reproduce: the systems as
 * both tools' data give them (KeeganW/ti4 src/data/tileData.js and heisenbugged/ti4-lab
 * app/data/rawSystemData.ts agree on every one used here), and maps written as those tools
 * write them, a tile id per spiral position (0 the centre, then each ring clockwise from north).
 */

/** [name, resources, influence, tech specialty, legendary] */
type PlanetRow = [string, number, number, (string | null)?, boolean?];
interface SystemRow {
  border?: string;
  planets?: PlanetRow[];
  anomaly?: string;
  wormhole?: string;
  lanes?: number[][];
}

const SYSTEMS: Record<string, SystemRow> = {
  '18': { border: 'blue', planets: [['Mecatol Rex', 1, 6]] },
  '19': { border: 'blue', planets: [['Wellon', 1, 2, 'cybernetic']] },
  '20': { border: 'blue', planets: [['Vefut II', 2, 2]] },
  '21': { border: 'blue', planets: [['Thibah', 1, 1, 'propulsion']] },
  '22': { border: 'blue', planets: [["Tar'mann", 1, 1, 'biotic']] },
  '23': { border: 'blue', planets: [['Saudor', 2, 2]] },
  '24': { border: 'blue', planets: [['Mehar Xull', 1, 3, 'warfare']] },
  '25': { border: 'blue', planets: [['Quann', 2, 1]], wormhole: 'beta' },
  '26': { border: 'blue', planets: [['Lodor', 3, 1]], wormhole: 'alpha' },
  '27': {
    border: 'blue',
    planets: [
      ['New Albion', 1, 1, 'biotic'],
      ['Starpoint', 3, 1],
    ],
  },
  '28': {
    border: 'blue',
    planets: [
      ["Tequ'ran", 2, 0],
      ['Torkan', 0, 3],
    ],
  },
  '29': {
    border: 'blue',
    planets: [
      ["Qucen'n", 1, 2],
      ['Rarron', 0, 3],
    ],
  },
  '30': {
    border: 'blue',
    planets: [
      ['Mellon', 0, 2],
      ['Zohbat', 3, 1],
    ],
  },
  '31': {
    border: 'blue',
    planets: [
      ['Lazar', 1, 0, 'cybernetic'],
      ['Sakulag', 2, 1],
    ],
  },
  '32': {
    border: 'blue',
    planets: [
      ['Dal Bootha', 0, 2],
      ['Xxehan', 1, 1],
    ],
  },
  '33': {
    border: 'blue',
    planets: [
      ['Corneeq', 1, 2],
      ['Resculon', 2, 0],
    ],
  },
  '34': {
    border: 'blue',
    planets: [
      ['Centauri', 1, 3],
      ['Gral', 1, 1, 'propulsion'],
    ],
  },
  '35': {
    border: 'blue',
    planets: [
      ['Bereg', 3, 1],
      ['Lirta IV', 2, 3],
    ],
  },
  '36': {
    border: 'blue',
    planets: [
      ['Arnor', 2, 1],
      ['Lor', 1, 2],
    ],
  },
  '37': {
    border: 'blue',
    planets: [
      ['Arinam', 1, 2],
      ['Meer', 0, 4, 'warfare'],
    ],
  },
  '38': {
    border: 'blue',
    planets: [
      ['Abyz', 3, 0],
      ['Fria', 2, 0],
    ],
  },
  '39': { border: 'red', wormhole: 'alpha' },
  '40': { border: 'red', wormhole: 'beta' },
  '41': { border: 'red', anomaly: 'gravity-rift' },
  '42': { border: 'red', anomaly: 'nebula' },
  '43': { border: 'red', anomaly: 'supernova' },
  '44': { border: 'red', anomaly: 'asteroid-field' },
  '45': { border: 'red', anomaly: 'asteroid-field' },
  '46': { border: 'red' },
  '47': { border: 'red' },
  '59': { border: 'blue', planets: [['Archon Vail', 1, 3, 'propulsion']] },
  '64': { border: 'blue', planets: [['Atlas', 3, 1]], wormhole: 'beta' },
  '65': { border: 'blue', planets: [['Primor', 2, 1, null, true]] },
  '66': { border: 'blue', planets: [["Hope's End", 3, 0, null, true]] },
  '67': { border: 'red', planets: [['Cormund', 2, 0]], anomaly: 'gravity-rift' },
  '68': { border: 'red', planets: [['Everra', 3, 1]], anomaly: 'nebula' },
  '83a': { lanes: [[1, 4]] },
  '84a': { lanes: [[2, 5]] },
  '85a': { lanes: [[1, 5]] },
  '86a': { lanes: [[1, 5]] },
  '87a': {
    lanes: [
      [0, 2],
      [2, 4],
      [2, 5],
    ],
  },
  '88a': {
    lanes: [
      [0, 4],
      [1, 4],
      [2, 4],
    ],
  },
};

function systemTile(id: string, row: SystemRow): TileInput {
  if (row.lanes)
    return { id, name: `Hyperlane ${id}`, kind: 'hyperlane', attributes: { lanes: row.lanes } };
  const planets = (row.planets ?? []).map(([name, resources, influence, tech, legendary]) => ({
    name,
    resources,
    influence,
    ...(tech ? { tech } : {}),
    ...(legendary ? { legendary: true } : {}),
  }));
  return {
    id,
    name: planets.map((p) => p.name).join(' / ') || `System ${id}`,
    kind: row.anomaly ? 'anomaly' : 'system',
    border: row.border ?? '',
    attributes: {
      planets,
      anomaly: row.anomaly ?? null,
      wormhole: row.wormhole ?? null,
    },
  };
}

export const TI4_TILES = [
  ...Object.entries(SYSTEMS).map(([id, row]) => tileSchema.parse(systemTile(id, row))),
  tileSchema.parse({ id: 'home', name: 'Home system', kind: 'home', copies: null }),
];
export const TI4_LOOKUP: TileLookup = tileLookup(TI4_TILES);

/** The movement rules of the galaxy game: a supernova cannot be entered, a nebula costs 2. */
export const TI4_MOVEMENT: Movement = movementSchema.parse({
  homes: { kinds: ['home'] },
  centre: { tiles: ['18'] },
  wormholes: { attribute: 'wormhole' },
  hyperlanes: { attribute: 'lanes' },
  entryCosts: [
    { match: { attribute: 'anomaly', equals: 'supernova' }, cost: null },
    { match: { attribute: 'anomaly', equals: 'nebula' }, cost: 2 },
  ],
});

/** A tile per spiral position: an id, 0 for a home, -1 for none, "83a-2" a hyperlane turned twice. */
export type SpiralEntry = string | number;

export const spiralKey = (index: number): string => {
  const h = spiralCell(index);
  return `${h.q},${h.r}`;
};

export function spiralMap(entries: readonly SpiralEntry[], radius: number): MapDef {
  const placements: Record<string, { tile: string; rotation: number }> = {};
  entries.forEach((entry, index) => {
    if (entry === -1) return;
    const [id, turns] = String(entry).split('-');
    placements[spiralKey(index)] = {
      tile: entry === 0 ? 'home' : (id as string).toLowerCase(),
      rotation: Number(turns ?? 0),
    };
  });
  return mapSchema.parse({
    id: 'galaxy',
    name: 'Galaxy',
    grid: { kind: 'hex', orientation: 'flat', shape: { type: 'hexagon', radius } },
    placements,
  });
}

function spiral(length: number, at: Record<number, SpiralEntry>): SpiralEntry[] {
  return Array.from({ length }, (_, i) => at[i] ?? -1);
}

/**
 * A six-player galaxy (homes on the corners of ring 3) with a supernova and a nebula on the
 * ways of two homes to the centre, wormholes, asteroid fields, legendary planets and empty
 * red systems.
 */
export const SIX_PLAYER: SpiralEntry[] = spiral(37, {
  0: 18,
  1: 43,
  2: 42,
  3: 26,
  4: 65,
  5: 27,
  6: 30,
  7: 19,
  8: 44,
  9: 20,
  10: 66,
  11: 21,
  12: 41,
  13: 22,
  14: 25,
  15: 23,
  16: 39,
  17: 24,
  18: 46,
  19: 0,
  20: 28,
  21: 29,
  22: 0,
  23: 31,
  24: 40,
  25: 0,
  26: 32,
  27: 45,
  28: 0,
  29: 33,
  30: 47,
  31: 0,
  32: 34,
  33: 67,
  34: 0,
  35: 35,
  36: 68,
});
export const SIX_PLAYER_HOMES = [19, 22, 25, 28, 31, 34];

/** KeeganW's five-player warp board (boardData styles["5"].warp): six hyperlane tiles. */
export const FIVE_PLAYER_WARP: SpiralEntry[] = spiral(37, {
  0: 18,
  4: '86a-0',
  12: '88a-0',
  14: '87a-0',
  27: '83a-0',
  28: '85a-0',
  29: '84a-0',
  19: 0,
  22: 0,
  25: 0,
  31: 0,
  34: 0,
  7: 19,
  9: 26,
  11: 64,
  15: 59,
  17: 37,
  6: 42,
  5: 20,
  3: 44,
  2: 27,
  1: 30,
  13: 41,
  16: 65,
  18: 28,
  8: 43,
  10: 38,
  20: 45,
  23: 31,
  26: 39,
  32: 32,
  35: 66,
  33: 47,
  30: 25,
  24: 35,
  21: 40,
  36: 36,
});
export const FIVE_PLAYER_WARP_HOMES = [19, 22, 25, 31, 34];

/** A spiral position turned `steps` × 60° clockwise about the centre. */
export function turnedIndex(index: number, steps: number): number {
  if (index === 0) return 0;
  let k = 1;
  while (1 + 3 * k * (k + 1) <= index) k++;
  const first = 1 + 3 * k * (k - 1);
  return first + ((((index - first + steps * k) % (6 * k)) + 6 * k) % (6 * k));
}

/** The whole board turned: every tile moved, every hyperlane turned with it. */
export function turnedBoard(entries: readonly SpiralEntry[], steps: number): SpiralEntry[] {
  const out: SpiralEntry[] = Array.from({ length: entries.length }, () => -1);
  entries.forEach((entry, index) => {
    const turned =
      typeof entry === 'string' && entry.includes('-')
        ? `${entry.split('-')[0]}-${(Number(entry.split('-')[1]) + steps) % 6}`
        : entry;
    out[turnedIndex(index, steps)] = turned;
  });
  return out;
}
