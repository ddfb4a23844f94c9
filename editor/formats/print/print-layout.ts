import type { Box } from './drawing.ts';

/** Sheets the print knows, portrait, in millimetres. */
export const PAPERS = {
  a4: { name: 'A4', width: 210, height: 297 },
  letter: { name: 'Letter', width: 215.9, height: 279.4 },
  a3: { name: 'A3', width: 297, height: 420 },
  a1: { name: 'A1', width: 594, height: 841 },
  a0: { name: 'A0', width: 841, height: 1189 },
} as const;
export type PaperId = keyof typeof PAPERS;
export const PAPER_IDS = Object.keys(PAPERS) as PaperId[];

/** Space kept round the printed part of a tiled page: for marks, the page's name and printers. */
export const MARGIN_MM = 10;
export const DEFAULT_OVERLAP_MM = 10;

/** How big the map prints: by its cells (a hex across the flats, a square's side) or overall. */
export type PrintSize = { readonly cellMm: number } | { readonly widthMm: number };

export interface LayoutOptions {
  readonly size: PrintSize;
  readonly paper: PaperId;
  readonly landscape?: boolean;
  /** How much neighbouring pages repeat of each other, for gluing (tiled prints). */
  readonly overlapMm?: number;
  /** Crop and registration marks: always on tiled pages, on a single sheet when asked. */
  readonly marks?: boolean;
}

/** A rectangle in millimetres. */
export interface RectMm {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface PrintPage {
  /** "B2": column letter, row number. */
  readonly name: string;
  /** "B2 of 3×2", or "1 of 1" for a single sheet. */
  readonly label: string;
  readonly column: number;
  readonly row: number;
  /** The part of the sheet's drawing (mm from its top-left) this page prints. */
  readonly window: RectMm;
  /** Where that part goes on the paper (mm from the paper's top-left). */
  readonly place: RectMm;
}

export interface PrintLayout {
  readonly paper: { id: PaperId; name: string; width: number; height: number; landscape: boolean };
  /** Millimetres per map unit. */
  readonly mmPerUnit: number;
  /** A cell's size in mm (hex across the flats, square's side); null on point-to-point maps. */
  readonly cellMm: number | null;
  /** The whole sheet's drawing (map, legend, title) in mm. */
  readonly extent: { width: number; height: number };
  readonly tiled: boolean;
  readonly columns: number;
  readonly rows: number;
  readonly overlapMm: number;
  readonly marks: boolean;
  readonly pages: readonly PrintPage[];
  /** Tiled prints also get an assembly sheet (the first page of the PDF). */
  readonly assemblySheet: boolean;
}

export class PrintLayoutError extends Error {}

/** "A" … "Z", "AA" …: the column letters of a tiled print. */
export function columnName(i: number): string {
  let name = '';
  let k = i + 1;
  while (k > 0) {
    const m = (k - 1) % 26;
    name = String.fromCharCode(65 + m) + name;
    k = Math.floor((k - 1) / 26);
  }
  return name;
}

/**
 * How many pages of `printable` mm, each sharing `overlap` mm with the next, cover `length`
 * mm, and where each starts (centred, so the spare is shared by both ends).
 */
export function tileAxis(length: number, printable: number, overlap: number): number[] {
  const step = printable - overlap;
  const count = length <= printable ? 1 : Math.ceil((length - overlap) / step - 1e-9);
  const covered = count * step + overlap;
  const start = (length - covered) / 2;
  return Array.from({ length: count }, (_, i) => start + i * step);
}

/**
 * Where a drawing of `box` (map units) goes on paper: the scale from the cell size (or the
 * overall width), then one sheet centred when it fits inside the margins, else pages of the
 * chosen paper in columns and rows that overlap by `overlapMm`.
 */
export function printLayout(
  box: Pick<Box, 'width' | 'height'>,
  cellUnits: number | null,
  options: LayoutOptions,
): PrintLayout {
  const paperDef = PAPERS[options.paper];
  if (!paperDef) throw new PrintLayoutError(`unknown paper "${options.paper}"`);
  const landscape = options.landscape === true;
  const pw = landscape ? paperDef.height : paperDef.width;
  const ph = landscape ? paperDef.width : paperDef.height;
  const size = options.size;
  let mmPerUnit: number;
  if ('cellMm' in size) {
    if (!(size.cellMm > 0) || size.cellMm > 2000)
      throw new PrintLayoutError(
        `the cell size must be between 0 and 2000 mm (got ${size.cellMm})`,
      );
    if (cellUnits === null)
      throw new PrintLayoutError(
        'a point-to-point map has no cells: give its overall width in mm instead',
      );
    mmPerUnit = size.cellMm / cellUnits;
  } else {
    if (!(size.widthMm > 0) || size.widthMm > 100_000)
      throw new PrintLayoutError(`the width must be between 0 and 100000 mm (got ${size.widthMm})`);
    mmPerUnit = size.widthMm / box.width;
  }
  const width = box.width * mmPerUnit;
  const height = box.height * mmPerUnit;
  const overlap = options.overlapMm ?? DEFAULT_OVERLAP_MM;
  const printW = pw - 2 * MARGIN_MM;
  const printH = ph - 2 * MARGIN_MM;
  if (!(overlap >= 0) || overlap > Math.min(printW, printH) / 2)
    throw new PrintLayoutError(
      `the overlap must be between 0 and ${Math.floor(Math.min(printW, printH) / 2)} mm on ${paperDef.name} (got ${overlap})`,
    );
  const paper = { id: options.paper, name: paperDef.name, width: pw, height: ph, landscape };
  const cellMm = cellUnits === null ? null : cellUnits * mmPerUnit;
  if (width <= printW + 1e-9 && height <= printH + 1e-9) {
    const place = { x: (pw - width) / 2, y: (ph - height) / 2, width, height };
    return {
      paper,
      mmPerUnit,
      cellMm,
      extent: { width, height },
      tiled: false,
      columns: 1,
      rows: 1,
      overlapMm: 0,
      marks: options.marks === true,
      pages: [
        {
          name: 'A1',
          label: '1 of 1',
          column: 0,
          row: 0,
          window: { x: 0, y: 0, width, height },
          place,
        },
      ],
      assemblySheet: false,
    };
  }
  const xs = tileAxis(width, printW, overlap);
  const ys = tileAxis(height, printH, overlap);
  const pages: PrintPage[] = [];
  const limit = 2000;
  if (xs.length * ys.length > limit)
    throw new PrintLayoutError(
      `that would take ${xs.length * ys.length} pages (at most ${limit}): choose a smaller size or a bigger paper`,
    );
  ys.forEach((y, row) =>
    xs.forEach((x, column) => {
      const name = `${columnName(column)}${row + 1}`;
      pages.push({
        name,
        label: `${name} of ${xs.length}×${ys.length}`,
        column,
        row,
        window: { x, y, width: printW, height: printH },
        place: { x: MARGIN_MM, y: MARGIN_MM, width: printW, height: printH },
      });
    }),
  );
  return {
    paper,
    mmPerUnit,
    cellMm,
    extent: { width, height },
    tiled: true,
    columns: xs.length,
    rows: ys.length,
    overlapMm: overlap,
    marks: true,
    pages,
    assemblySheet: true,
  };
}
