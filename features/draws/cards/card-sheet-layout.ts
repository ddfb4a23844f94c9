import type { CardSize } from './card-sizes.ts';

export const CARD_PAPERS = {
  a4: { name: 'A4', width: 210, height: 297 },
  letter: { name: 'Letter', width: 215.9, height: 279.4 },
  a3: { name: 'A3', width: 297, height: 420 },
} as const;
export type CardPaperId = keyof typeof CARD_PAPERS;

/** Room kept at the sheet's edges for printers and crop marks. */
export const SHEET_MARGIN_MM = 5;

export interface CardSheetLayout {
  readonly paper: { id: CardPaperId; name: string; width: number; height: number };
  readonly card: CardSize;
  readonly bleedMm: number;
  readonly columns: number;
  readonly rows: number;
  /** Top-left of each slot's trimmed card on the sheet (mm from the top-left), row by row. */
  readonly slots: readonly { x: number; y: number }[];
}

export class CardLayoutError extends Error {}

/**
 * As many cards as fit on a sheet, in a grid centred on it. Each card takes its size plus
 * its bleed on every side; without bleed cards touch, so one cut serves two cards.
 */
export function cardSheetLayout(
  card: CardSize,
  paperId: CardPaperId = 'a4',
  bleedMm = 0,
): CardSheetLayout {
  const paper = CARD_PAPERS[paperId];
  if (!(bleedMm >= 0 && bleedMm <= 10))
    throw new CardLayoutError(`the bleed must be between 0 and 10 mm (got ${bleedMm})`);
  const cellW = card.width + 2 * bleedMm;
  const cellH = card.height + 2 * bleedMm;
  const room = (length: number) => length - 2 * SHEET_MARGIN_MM;
  const columns = Math.floor(room(paper.width) / cellW);
  const rows = Math.floor(room(paper.height) / cellH);
  if (columns < 1 || rows < 1)
    throw new CardLayoutError(
      `a ${card.name} card (${card.width}×${card.height} mm with ${bleedMm} mm bleed) does not fit on ${paper.name}`,
    );
  const x0 = (paper.width - columns * cellW) / 2 + bleedMm;
  const y0 = (paper.height - rows * cellH) / 2 + bleedMm;
  const slots: { x: number; y: number }[] = [];
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < columns; c++) slots.push({ x: x0 + c * cellW, y: y0 + r * cellH });
  return { paper: { id: paperId, ...paper }, card, bleedMm, columns, rows, slots };
}

/**
 * Where the back of the card in `slot` goes so that it lands behind its front when the sheet
 * is turned over along its long edge (duplex): the same row, the column mirrored.
 */
export function backSlot(layout: CardSheetLayout, slot: number): number {
  const row = Math.floor(slot / layout.columns);
  const column = slot % layout.columns;
  return row * layout.columns + (layout.columns - 1 - column);
}
