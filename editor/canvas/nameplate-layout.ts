import { rectsIntersect, type Rect } from './rects.ts';

/**
 * Where the pieces' nameplates go, in screen pixels: a plate beside each piece (under it if
 * there is room, else above, right, left or off a corner), never over another plate nor over another
 * piece. A plate that finds no free spot is left out, so a crowded board at a far zoom shows
 * fewer names rather than a pile of unreadable ones. Pure: the painter measures and draws.
 */

export interface PlatePiece {
  readonly id: string;
  /** The piece's centre and radius on screen. */
  readonly x: number;
  readonly y: number;
  readonly radius: number;
  readonly text: string;
  /** Higher goes first (the piece under the pointer, the viewer's own pieces). */
  readonly priority: number;
}

/** Something a plate must not cover: a piece's disc, or another cell of a long piece. */
export interface PlateObstacle {
  readonly x: number;
  readonly y: number;
  readonly radius: number;
}

export interface PlateLayoutOptions {
  /** The plates' font size in pixels. */
  readonly fontPx: number;
  /** A text's width at a 1 px font. */
  readonly widthPerPx: (text: string) => number;
  /** A plate never grows wider than this; a longer name is cut short with "…". */
  readonly maxWidthPx: number;
  /** Discs no plate may cover besides the pieces' own: the other cells of long pieces. */
  readonly obstacles?: readonly PlateObstacle[];
  /** Plates must lie wholly inside this (the view): one cut by the edge is no use. */
  readonly bounds?: Rect;
}

export interface Nameplate extends Rect {
  readonly id: string;
  readonly text: string;
  readonly fontPx: number;
}

/** The plate's padding and its gap from the disc, as fractions of the font size. */
const PAD_X = 0.45;
const PAD_Y = 0.2;
const GAP = 0.2;
const ELLIPSIS = '…';

/** The text cut to fit `maxTextPx`, with an ellipsis when cut; "" if not even one letter fits. */
export function fitPlateText(
  text: string,
  fontPx: number,
  maxTextPx: number,
  widthPerPx: (text: string) => number,
): string {
  if (widthPerPx(text) * fontPx <= maxTextPx) return text;
  const letters = [...text];
  for (let n = letters.length - 1; n > 0; n--) {
    const cut = `${letters.slice(0, n).join('').trimEnd()}${ELLIPSIS}`;
    if (widthPerPx(cut) * fontPx <= maxTextPx) return cut;
  }
  return '';
}

/** Whether a circle and a rectangle share any area. */
export function circleHitsRect(c: { x: number; y: number; radius: number }, r: Rect): boolean {
  const nx = Math.max(r.x0, Math.min(c.x, r.x1));
  const ny = Math.max(r.y0, Math.min(c.y, r.y1));
  const dx = c.x - nx;
  const dy = c.y - ny;
  return dx * dx + dy * dy < c.radius * c.radius;
}

/** The spots tried for a plate w × h beside a disc, best first. */
function candidates(piece: PlatePiece, w: number, h: number, gap: number): Rect[] {
  const { x, y, radius: r } = piece;
  return [
    { x0: x - w / 2, y0: y + r + gap, x1: x + w / 2, y1: y + r + gap + h },
    { x0: x - w / 2, y0: y - r - gap - h, x1: x + w / 2, y1: y - r - gap },
    { x0: x + r + gap, y0: y - h / 2, x1: x + r + gap + w, y1: y + h / 2 },
    { x0: x - r - gap - w, y0: y - h / 2, x1: x - r - gap, y1: y + h / 2 },
    // Then off a corner, where neighbours in a row or column leave room.
    { x0: x + r * 0.7, y0: y + r * 0.7 + gap, x1: x + r * 0.7 + w, y1: y + r * 0.7 + gap + h },
    { x0: x - r * 0.7 - w, y0: y + r * 0.7 + gap, x1: x - r * 0.7, y1: y + r * 0.7 + gap + h },
    { x0: x + r * 0.7, y0: y - r * 0.7 - gap - h, x1: x + r * 0.7 + w, y1: y - r * 0.7 - gap },
    { x0: x - r * 0.7 - w, y0: y - r * 0.7 - gap - h, x1: x - r * 0.7, y1: y - r * 0.7 - gap },
  ];
}

const inside = (outer: Rect, r: Rect): boolean =>
  r.x0 >= outer.x0 && r.y0 >= outer.y0 && r.x1 <= outer.x1 && r.y1 <= outer.y1;

export function layoutNameplates(
  pieces: readonly PlatePiece[],
  options: PlateLayoutOptions,
): Nameplate[] {
  const { fontPx, widthPerPx, maxWidthPx, bounds } = options;
  if (!(fontPx > 0)) return [];
  const padX = fontPx * PAD_X;
  const h = fontPx * (1 + 2 * PAD_Y) + fontPx * 0.2;
  const gap = fontPx * GAP;
  const obstacles = options.obstacles ?? [];
  const order = pieces
    .map((piece, index) => ({ piece, index }))
    .sort((a, b) => b.piece.priority - a.piece.priority || a.index - b.index);
  const placed: Nameplate[] = [];
  const taken = new Set<string>();
  for (const { piece } of order) {
    if (taken.has(piece.id)) continue;
    const text = fitPlateText(piece.text, fontPx, maxWidthPx - 2 * padX, widthPerPx);
    if (!text) continue;
    const w = widthPerPx(text) * fontPx + 2 * padX;
    const spot = candidates(piece, w, h, gap).find(
      (r) =>
        (!bounds || inside(bounds, r)) &&
        !placed.some((p) => rectsIntersect(p, r)) &&
        !pieces.some((d) => d.id !== piece.id && circleHitsRect(d, r)) &&
        !obstacles.some((d) => circleHitsRect(d, r)),
    );
    if (!spot) continue;
    taken.add(piece.id);
    placed.push({ ...spot, id: piece.id, text, fontPx });
  }
  return placed;
}
