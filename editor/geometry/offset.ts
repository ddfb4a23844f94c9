import { axial, offset, type Axial, type Offset } from './coords.ts';
import type { HexOrientation } from './hex-layout.ts';

/**
 * Offset (column, row) coordinates of rectangular hex boards. Flat-top boards shift every
 * other column ("odd-q"/"even-q"); pointy-top boards shift every other row ("odd-r"/"even-r").
 * `parity` says whether odd or even columns (rows) are pushed down (right).
 */
export type OffsetParity = 'odd' | 'even';

export function axialToOffset(h: Axial, orientation: HexOrientation, parity: OffsetParity): Offset {
  if (orientation === 'flat') {
    const shift = parity === 'odd' ? (h.q - (h.q & 1)) / 2 : (h.q + (h.q & 1)) / 2;
    return offset(h.q, h.r + shift);
  }
  const shift = parity === 'odd' ? (h.r - (h.r & 1)) / 2 : (h.r + (h.r & 1)) / 2;
  return offset(h.q + shift, h.r);
}

export function offsetToAxial(o: Offset, orientation: HexOrientation, parity: OffsetParity): Axial {
  if (orientation === 'flat') {
    const shift = parity === 'odd' ? (o.col - (o.col & 1)) / 2 : (o.col + (o.col & 1)) / 2;
    return axial(o.col, o.row - shift);
  }
  const shift = parity === 'odd' ? (o.row - (o.row & 1)) / 2 : (o.row + (o.row & 1)) / 2;
  return axial(o.col - shift, o.row);
}

/**
 * Wargame numbering: column then row, each two digits from 01 ("0101" is the top-left hex),
 * wider when the board needs it.
 */
export function offsetLabel(o: Offset, digits = 2): string {
  const part = (v: number) =>
    v < 0 ? `-${String(-v).padStart(digits, '0')}` : String(v).padStart(digits, '0');
  return `${part(o.col + 1)}${part(o.row + 1)}`;
}
