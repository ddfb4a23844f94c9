import { axial, cube, type Axial, type Cube } from './coords.ts';

/**
 * Hex arithmetic in axial coordinates. Directions are listed clockwise from north for
 * flat-top boards (from north-west for pointy-top, whose "north" is a corner).
 */
export const HEX_DIRECTIONS: readonly Axial[] = [
  axial(0, -1),
  axial(1, -1),
  axial(1, 0),
  axial(0, 1),
  axial(-1, 1),
  axial(-1, 0),
];

export const hexAdd = (a: Axial, b: Axial): Axial => axial(a.q + b.q, a.r + b.r);
export const hexSubtract = (a: Axial, b: Axial): Axial => axial(a.q - b.q, a.r - b.r);
export const hexScale = (a: Axial, k: number): Axial => axial(a.q * k, a.r * k);
export const hexEquals = (a: Axial, b: Axial): boolean => a.q === b.q && a.r === b.r;

export function hexDirection(direction: number): Axial {
  return HEX_DIRECTIONS[((direction % 6) + 6) % 6] as Axial;
}

export const hexNeighbour = (h: Axial, direction: number): Axial =>
  hexAdd(h, hexDirection(direction));

export const hexNeighbours = (h: Axial): Axial[] => HEX_DIRECTIONS.map((d) => hexAdd(h, d));

/** Steps between two cells on an open board. */
export function hexDistance(a: Axial, b: Axial): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** The cell a fractional cube coordinate falls in (Red Blob's cube rounding). */
export function cubeRound(q: number, r: number, s: number = -q - r): Cube {
  let rq = Math.round(q);
  let rr = Math.round(r);
  let rs = Math.round(s);
  const dq = Math.abs(rq - q);
  const dr = Math.abs(rr - r);
  const ds = Math.abs(rs - s);
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  else rs = -rq - rr;
  return cube(rq, rr, rs);
}

export function axialRound(q: number, r: number): Axial {
  const c = cubeRound(q, r);
  return axial(c.q, c.r);
}

/**
 * The cells exactly `radius` steps from `centre`, clockwise from north (flat-top; from the
 * north-west corner cell on pointy-top boards): the order in which published hex games
 * number the positions of a ring.
 */
export function hexRing(centre: Axial, radius: number): Axial[] {
  if (radius === 0) return [centre];
  const cells: Axial[] = [];
  let h = hexAdd(centre, hexScale(hexDirection(0), radius));
  // Walk the six sides, starting south-east from the northernmost cell.
  for (let side = 0; side < 6; side++) {
    for (let step = 0; step < radius; step++) {
      cells.push(h);
      h = hexNeighbour(h, side + 2);
    }
  }
  return cells;
}

/** Centre, then ring 1, ring 2, … each clockwise from north: tile positions 0, 1, 2, … */
export function hexSpiral(centre: Axial, radius: number): Axial[] {
  const cells: Axial[] = [];
  for (let k = 0; k <= radius; k++) cells.push(...hexRing(centre, k));
  return cells;
}

/** Position of a cell in the spiral around 0,0 (0 = centre), as galaxy games number tile positions. */
export function spiralIndex(h: Axial): number {
  const k = hexDistance(h, axial(0, 0));
  if (k === 0) return 0;
  const ringStart = 1 + 3 * k * (k - 1);
  // Walk position along the ring: find the side, then the step along it.
  const corner = hexScale(hexDirection(0), k);
  let side = 0;
  let start = corner;
  for (; side < 6; side++) {
    const end = hexAdd(start, hexScale(hexDirection(side + 2), k));
    const along = hexDistance(start, h);
    if (along < k && hexDistance(h, end) === k - along) return ringStart + side * k + along;
    start = end;
  }
  return ringStart; // unreachable for a cell at distance k
}

/** The cell at a spiral position around 0,0 (the inverse of `spiralIndex`). */
export function spiralCell(index: number): Axial {
  if (index <= 0) return axial(0, 0);
  let k = 1;
  while (1 + 3 * k * (k + 1) <= index) k++;
  const along = index - (1 + 3 * k * (k - 1));
  const side = Math.floor(along / k);
  const step = along % k;
  let h = hexScale(hexDirection(0), k);
  for (let s = 0; s < side; s++) h = hexAdd(h, hexScale(hexDirection(s + 2), k));
  return hexAdd(h, hexScale(hexDirection(side + 2), step));
}

/** Turn a cell about `centre` by `steps` × 60° clockwise (negative steps turn back). */
export function hexRotate(h: Axial, steps: number, centre: Axial = axial(0, 0)): Axial {
  const turns = ((steps % 6) + 6) % 6;
  let q = h.q - centre.q;
  let r = h.r - centre.r;
  for (let i = 0; i < turns; i++) {
    const s = -q - r;
    // (q, r, s) → (−r, −s, −q) is one step clockwise with r pointing down.
    [q, r] = [-r, -s];
  }
  return axial(q + centre.q, r + centre.r);
}

/** The cells on a straight line from a to b, both included (Red Blob's line drawing). */
export function hexLine(a: Axial, b: Axial): Axial[] {
  const steps = hexDistance(a, b);
  if (steps === 0) return [a];
  const cells: Axial[] = [];
  // Nudge off exact corners so that rounding is consistent.
  const aq = a.q + 1e-6;
  const ar = a.r + 1e-6;
  const bq = b.q + 1e-6;
  const br = b.r + 1e-6;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    cells.push(axialRound(aq + (bq - aq) * t, ar + (br - ar) * t));
  }
  return cells;
}
