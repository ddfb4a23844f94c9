import type { TableRow } from '../draws-format.ts';

/** A row's range as a designer writes it: "5", "1–2", "11+", "2 or less". */
export function rangeText(row: Pick<TableRow, 'min' | 'max'>): string {
  if (row.min === null && row.max === null) return 'any';
  if (row.min === null) return `${row.max} or less`;
  if (row.max === null) return `${row.min}+`;
  return row.min === row.max ? String(row.min) : `${row.min}–${row.max}`;
}

export function rowCovers(row: Pick<TableRow, 'min' | 'max'>, total: number): boolean {
  return (row.min === null || total >= row.min) && (row.max === null || total <= row.max);
}

/**
 * A range as a designer writes it, in a cell or a grid: `3`, `1-2`, `1–2`, `11+`, `11 or more`,
 * `2-`, `2 or less`, `any`; on a d100 (`hundred`) `00` is 100. Null when it is none of these.
 */
export function readRange(
  text: string,
  hundred = false,
): { min: number | null; max: number | null } | null {
  const t = text.replace(/\s/g, '').replace(/[\u2013\u2014]/g, '-');
  const num = (s: string) => (hundred && s === '00' ? 100 : Number(s));
  if (/^any$/i.test(t)) return { min: null, max: null };
  let m = /^(-?\d+)$/.exec(t);
  if (m) return { min: num(m[1]!), max: num(m[1]!) };
  m = /^(-?\d+)-(-?\d+|00)$/.exec(t);
  if (m) return { min: num(m[1]!), max: num(m[2]!) };
  m = /^(-?\d+)(\+|ormore|orhigher)$/i.exec(t);
  if (m) return { min: num(m[1]!), max: null };
  m = /^(-?\d+)(-|orless|orlower|orfewer)$/i.exec(t);
  if (m) return { min: null, max: num(m[1]!) };
  return null;
}
