/**
 * Level of detail: what is worth drawing at a given size on screen. Text smaller than these
 * sizes is unreadable (on a projector even more so) and is what makes a full-board redraw
 * slow, so it is skipped rather than drawn tiny.
 */

/** Smallest tile label, in CSS pixels. */
export const MIN_LABEL_PX = 13;
/** Smallest secondary text (coordinates, names, lane costs), in CSS pixels. */
export const MIN_SMALL_TEXT_PX = 11;

/** Text sizes as fractions of a cell's width on screen. */
const LABEL_FRACTION = 0.3;
const COORDINATE_FRACTION = 0.2;
const NAME_FRACTION = 0.13;
const FIGURE_FRACTION = 0.15;
/** Text never grows past these (a 1:1 zoom on a big cell stays calm). */
const MAX_LABEL_PX = 44;
const MAX_SMALL_TEXT_PX = 20;

export interface BoardDetail {
  /** Grid lines stroked around every cell. */
  readonly gridLines: boolean;
  /**
   * Small cells show the grid as a hairline gap between fills instead: the same look for a
   * fraction of the cost (no stroke over 10,000 outlines when the whole board is in view).
   */
  readonly gridGaps: boolean;
  readonly borders: boolean;
  readonly images: boolean;
  readonly notch: boolean;
  /** Font size of tile labels in CSS pixels, or null when too small to show. */
  readonly labelPx: number | null;
  readonly coordinatePx: number | null;
  readonly namePx: number | null;
  /** The numbers a tile carries (resources, costs). */
  readonly figurePx: number | null;
}

const sized = (cellPx: number, fraction: number, min: number, max: number): number | null => {
  const px = Math.min(max, cellPx * fraction);
  return px >= min ? px : null;
};

/** What to draw for cells `cellPx` CSS pixels wide. */
export function boardDetail(cellPx: number): BoardDetail {
  return {
    gridLines: cellPx >= 16,
    gridGaps: cellPx >= 4 && cellPx < 16,
    borders: cellPx >= 20,
    // Below this a picture is a smudge of its average colour, which the fill already shows.
    images: cellPx >= 32,
    notch: cellPx >= 26,
    labelPx: sized(cellPx, LABEL_FRACTION, MIN_LABEL_PX, MAX_LABEL_PX),
    coordinatePx: sized(cellPx, COORDINATE_FRACTION, MIN_SMALL_TEXT_PX, MAX_SMALL_TEXT_PX),
    namePx: sized(cellPx, NAME_FRACTION, MIN_SMALL_TEXT_PX, MAX_SMALL_TEXT_PX),
    figurePx: sized(cellPx, FIGURE_FRACTION, MIN_SMALL_TEXT_PX, MAX_SMALL_TEXT_PX),
  };
}

/**
 * The font size that fits a text into `maxWidthPx`: the preferred size, shrunk if the text
 * is too wide, or null when it would have to shrink below `minPx`. `widthPerPx` is the
 * text's width at a 1 px font.
 */
export function fitFontPx(
  widthPerPx: number,
  maxWidthPx: number,
  preferredPx: number,
  minPx: number,
): number | null {
  const px = widthPerPx > 0 ? Math.min(preferredPx, maxWidthPx / widthPerPx) : preferredPx;
  return px >= minPx ? px : null;
}

/** Graph maps: what to draw for nodes of `radiusPx` and names of `namePx` on screen. */
export function graphDetail(
  radiusPx: number,
  namePx: number,
): { names: boolean; arrows: boolean; costs: boolean; images: boolean } {
  return {
    names: namePx >= MIN_SMALL_TEXT_PX,
    arrows: radiusPx >= 3,
    costs: namePx >= MIN_SMALL_TEXT_PX,
    images: radiusPx >= 8,
  };
}
