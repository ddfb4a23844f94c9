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
