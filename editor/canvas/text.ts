/**
 * Text on the canvas: one font family, widths measured once per string and reused (the
 * canvas asks for the same tile labels and coordinates on every frame), and a dark outline
 * under light text so that labels stay readable on any tile and on a projector.
 */
export const FONT_FAMILY = 'system-ui, "Segoe UI", Roboto, "DejaVu Sans", sans-serif';

export const fontAt = (px: number, weight = 600): string => `${weight} ${px}px ${FONT_FAMILY}`;

/** Widths of strings at a 1 px font, by weight, measured once each. */
export class TextWidths {
  readonly #measure: (font: string, text: string) => number;
  readonly #widths = new Map<string, number>();
  /** Enough for every label and coordinate of a large board; beyond it the oldest go. */
  readonly #limit: number;

  constructor(measure: (font: string, text: string) => number, limit = 50_000) {
    this.#measure = measure;
    this.#limit = limit;
  }

  /** Width of `text` at a 1 px font of `weight` (measured at 100 px for precision). */
  perPx(text: string, weight = 600): number {
    const key = `${weight}|${text}`;
    let width = this.#widths.get(key);
    if (width === undefined) {
      width = this.#measure(fontAt(100, weight), text) / 100;
      if (this.#widths.size >= this.#limit) this.#widths.clear();
      this.#widths.set(key, width);
    }
    return width;
  }
}

/** Measures with a canvas context of its own (the browser's text shaping). */
export function canvasTextWidths(): TextWidths {
  let ctx: CanvasRenderingContext2D | null = null;
  return new TextWidths((font, text) => {
    ctx ??= document.createElement('canvas').getContext('2d');
    if (!ctx) return text.length * 55; // No canvas (tests): roughly an average glyph.
    ctx.font = font;
    return ctx.measureText(text).width;
  });
}

/**
 * Draws text centred on (x, y) in the context's current units, light on a dark outline.
 * The caller sets `font`, `textAlign`/`textBaseline` once for a batch; `outline` is the
 * outline width in the same units.
 */
export function outlinedText(
  ctx: CanvasRenderingContext2D,
  text: string,
  x: number,
  y: number,
  outline: number,
  fill: string,
  stroke: string,
): void {
  if (outline > 0) {
    ctx.lineWidth = outline;
    ctx.strokeStyle = stroke;
    ctx.strokeText(text, x, y);
  }
  ctx.fillStyle = fill;
  ctx.fillText(text, x, y);
}
