import { axial, squareCell, type Axial, type SquareCell } from './coords.ts';

/**
 * String keys of places, as the map format stores them: "q,r" for hex cells, "x,y" for
 * square cells, and "a|b" for the edge between two cells (the smaller cell first, by first
 * then second number, so that both sides name the same edge).
 */
export type CellKey = string;
export type EdgeKey = string;

export const cellKey = (a: number, b: number): CellKey => `${a === 0 ? 0 : a},${b === 0 ? 0 : b}`;
export const hexKey = (h: Axial): CellKey => cellKey(h.q, h.r);
export const squareKey = (c: SquareCell): CellKey => cellKey(c.x, c.y);

const CELL_KEY = /^(-?\d+),(-?\d+)$/;

export const isCellKey = (key: string): boolean => CELL_KEY.test(key);

/** The two numbers of a cell key, or null when the key names a node instead. */
export function parseCellKey(key: string): [number, number] | null {
  const m = CELL_KEY.exec(key);
  return m ? [Number(m[1]), Number(m[2])] : null;
}

export function keyToHex(key: CellKey): Axial | null {
  const p = parseCellKey(key);
  return p ? axial(p[0], p[1]) : null;
}

export function keyToSquare(key: CellKey): SquareCell | null {
  const p = parseCellKey(key);
  return p ? squareCell(p[0], p[1]) : null;
}

function compareCells(a: [number, number], b: [number, number]): number {
  return a[0] - b[0] || a[1] - b[1];
}

export function edgeKey(a: CellKey, b: CellKey): EdgeKey {
  const pa = parseCellKey(a);
  const pb = parseCellKey(b);
  if (!pa || !pb) throw new Error(`an edge joins two cells, not "${a}" and "${b}"`);
  return compareCells(pa, pb) <= 0 ? `${a}|${b}` : `${b}|${a}`;
}

/** The two cells of an edge key, in stored order, or null when it is malformed. */
export function parseEdgeKey(key: EdgeKey): [CellKey, CellKey] | null {
  const parts = key.split('|');
  if (parts.length !== 2) return null;
  const [a, b] = parts as [string, string];
  return isCellKey(a) && isCellKey(b) ? [a, b] : null;
}
