/**
 * Tiled's global tile ids carry a tile's turn in their four highest bits (Tiled's "Global
 * Tile IDs" reference): on hexagonal maps bit 30 turns 60° clockwise and bit 29 120°, and
 * the two flips together turn 180°; on orthogonal maps a diagonal flip with a horizontal or
 * vertical flip turns 90° either way.
 */
const FLIP_H = 0x80000000;
const FLIP_V = 0x40000000;
const FLIP_D = 0x20000000;
const TURN_120 = 0x10000000;

/** The flags for 0–5 steps of 60° clockwise. */
const HEX_TURNS = [
  0,
  FLIP_D,
  TURN_120,
  FLIP_H + FLIP_V,
  FLIP_H + FLIP_V + FLIP_D,
  FLIP_H + FLIP_V + TURN_120,
];
/** The flags for 0–3 steps of 90° clockwise. */
const SQUARE_TURNS = [0, FLIP_H + FLIP_D, FLIP_H + FLIP_V, FLIP_V + FLIP_D];

/** A tile's gid with its turn (`steps` of a full turn in `stepsPerTurn`). */
export function turnedGid(gid: number, steps: number, stepsPerTurn: number): number {
  const turns = stepsPerTurn === 4 ? SQUARE_TURNS : HEX_TURNS;
  const n = turns.length;
  return gid + turns[((steps % n) + n) % n]!;
}

/** The gid without its flags, and the flags (for tests and readers). */
export function splitGid(value: number): { gid: number; flags: number } {
  const flags = value - (value % 0x10000000);
  return { gid: value - flags, flags };
}
