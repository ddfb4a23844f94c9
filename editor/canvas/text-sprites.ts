/**
 * Outlined text (and other small marks) drawn from pictures made once. Chromium paints canvas text in software here,
 * and the dark outline (`strokeText`) is re-stroked from the glyph outlines on every call:
 * on a close-up board or a big graph that was most of a repaint. Each distinct text, font and
 * colour is drawn once into a shared atlas page and then copied with `drawImage`, which is a
 * plain blit. Copies land on whole device pixels so they stay as crisp as direct text.
 *
 * Texts are queued with `add` and copied by `flush`: drawing into a page after it has been
 * copied from makes the browser duplicate the page, so a batch makes all its new pictures
 * first and copies them afterwards.
 */

export type SpriteBaseline = 'middle' | 'top';

/** How a text looks, in device pixels. */
export interface TextLook {
  /** A CSS font whose size is in device pixels. */
  readonly font: string;
  readonly fill: string;
  /** Outline colour and width (device pixels); 0 for none. */
  readonly stroke: string;
  readonly outline: number;
  /** The anchor is the text's centre horizontally and this line vertically. */
  readonly baseline: SpriteBaseline;
  /** A rounded plate behind the text, centred on the anchor. */
  readonly plate?: Plate;
}

/** A rounded rectangle behind a text, device pixels. */
export interface Plate {
  readonly width: number;
  readonly height: number;
  readonly radius: number;
  readonly fill: string;
  readonly stroke: string;
  readonly lineWidth: number;
}

const plateKey = (p: Plate | undefined): string =>
  p ? `${p.width}|${p.height}|${p.radius}|${p.fill}|${p.stroke}|${p.lineWidth}` : '';

interface Sprite {
  readonly page: Page;
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  /** Offset of the anchor from the sprite's top left corner. */
  readonly ax: number;
  readonly ay: number;
}

interface Page {
  readonly canvas: HTMLCanvasElement;
  readonly ctx: CanvasRenderingContext2D;
  readonly keys: string[];
  /** Shelf packing: the current row's top, height and next free x. */
  rowY: number;
  rowH: number;
  rowX: number;
}

interface Queued {
  readonly sprite?: Sprite;
  readonly paint?: SpriteRecipe['paint'];
  readonly x: number;
  readonly y: number;
}

/** Room left round a picture for anti-aliasing, device pixels. */
const PAD = 1;

/**
 * How to make a picture: how far it reaches from its anchor (device pixels) and how to
 * paint it with the anchor at (x, y) on a context with an identity transform.
 */
export interface SpriteRecipe {
  readonly left: number;
  readonly right: number;
  readonly up: number;
  readonly down: number;
  paint(ctx: CanvasRenderingContext2D, x: number, y: number): void;
}

/** The recipe of an outlined text (and its plate). */
function textRecipe(measure: CanvasRenderingContext2D, text: string, look: TextLook): SpriteRecipe {
  measure.font = look.font;
  measure.textAlign = 'center';
  measure.textBaseline = look.baseline;
  const m = measure.measureText(text);
  const half = look.outline / 2;
  // A stand-in context may give only the width.
  let left = (m.actualBoundingBoxLeft ?? m.width / 2) + half;
  let right = (m.actualBoundingBoxRight ?? m.width / 2) + half;
  let up = (m.actualBoundingBoxAscent ?? 0) + half;
  let down = (m.actualBoundingBoxDescent ?? 0) + half;
  const plate = look.plate;
  if (plate) {
    const px = plate.width / 2 + plate.lineWidth / 2;
    const py = plate.height / 2 + plate.lineWidth / 2;
    left = Math.max(left, px);
    right = Math.max(right, px);
    up = Math.max(up, py);
    down = Math.max(down, py);
  }
  return { left, right, up, down, paint: (ctx, x, y) => paintText(ctx, text, look, x, y) };
}

/** Kept pictures of texts and small marks, on a few shared atlas pages (bounded memory). */
export class TextSprites {
  readonly #createCanvas: () => HTMLCanvasElement;
  readonly #pageSize: number;
  readonly #maxPages: number;
  readonly #sprites = new Map<string, Sprite>();
  /** Oldest first; when all are full the oldest page is emptied and reused. */
  readonly #pages: Page[] = [];
  /** In order: copies of pictures, and pictures painted directly. */
  #queue: Queued[] = [];

  /**
   * Pages are small: making a picture in a page that a painted tile still holds a copy of
   * makes the browser copy the whole page first, and a board's tiles each make a few.
   */
  constructor(createCanvas: () => HTMLCanvasElement, pageSize = 256, maxPages = 192) {
    this.#createCanvas = createCanvas;
    this.#pageSize = pageSize;
    this.#maxPages = maxPages;
  }

  /** How many pictures are kept. */
  get size(): number {
    return this.#sprites.size;
  }

  /**
   * Queues `text` anchored at device pixel (x, y) of `target` (rounded to a whole pixel),
   * copied from a kept picture made the first time it is asked for.
   */
  add(target: CanvasRenderingContext2D, text: string, look: TextLook, x: number, y: number): void {
    const key = `${look.font}|${look.fill}|${look.stroke}|${look.outline}|${look.baseline}|${plateKey(look.plate)}|${text}`;
    this.addSprite(target, key, x, y, (measure) => textRecipe(measure, text, look));
  }

  /**
   * Queues the picture `key` anchored at device pixel (x, y) of `target` (rounded to a whole
   * pixel), made by `recipe` (given a context to measure with) the first time and kept. A
   * picture too big for a page is painted straight onto the target instead. Always the same
   * way for the same key, so a cached tile's pixels do not depend on what was drawn before
   * it (a repaint spread over frames ends as one painted in one go).
   */
  addSprite(
    target: CanvasRenderingContext2D,
    key: string,
    x: number,
    y: number,
    recipe: (measure: CanvasRenderingContext2D) => SpriteRecipe,
  ): void {
    const ix = Math.round(x);
    const iy = Math.round(y);
    let sprite = this.#sprites.get(key);
    if (!sprite) {
      const measure = this.#pages[0]?.ctx ?? this.#newPage()?.ctx;
      if (!measure) return;
      const made = recipe(measure);
      sprite = this.#make(target, key, made) ?? undefined;
      if (!sprite) {
        this.#queue.push({ paint: made.paint, x: ix, y: iy });
        return;
      }
    }
    this.#queue.push({ sprite, x: ix, y: iy });
  }

  /** Draws the queued pictures onto `target` (its transform is reset). */
  flush(target: CanvasRenderingContext2D): void {
    if (this.#queue.length === 0) return;
    target.setTransform(1, 0, 0, 1, 0, 0);
    for (const q of this.#queue) {
      const s = q.sprite;
      if (s) target.drawImage(s.page.canvas, s.x, s.y, s.w, s.h, q.x - s.ax, q.y - s.ay, s.w, s.h);
      else q.paint?.(target, q.x, q.y);
    }
    this.#queue = [];
  }

  #make(target: CanvasRenderingContext2D, key: string, recipe: SpriteRecipe): Sprite | null {
    const left = Math.ceil(recipe.left + PAD);
    const up = Math.ceil(recipe.up + PAD);
    const w = Math.max(1, left + Math.ceil(recipe.right + PAD));
    const h = Math.max(1, up + Math.ceil(recipe.down + PAD));
    if (w > this.#pageSize || h > this.#pageSize) return null;
    const page = this.#pageWithRoom(target, w, h);
    if (!page) return null;
    if (page.rowX + w > this.#pageSize) {
      page.rowY += page.rowH;
      page.rowX = 0;
      page.rowH = 0;
    }
    const sprite: Sprite = { page, x: page.rowX, y: page.rowY, w, h, ax: left, ay: up };
    page.rowX += w;
    page.rowH = Math.max(page.rowH, h);
    page.ctx.setTransform(1, 0, 0, 1, 0, 0);
    recipe.paint(page.ctx, sprite.x + left, sprite.y + up);
    page.keys.push(key);
    this.#sprites.set(key, sprite);
    return sprite;
  }

  /** The newest page if a `w`×`h` sprite fits, else a fresh or recycled one. */
  #pageWithRoom(target: CanvasRenderingContext2D, w: number, h: number): Page | null {
    const last = this.#pages[this.#pages.length - 1];
    if (last && this.#fits(last, w, h)) return last;
    if (this.#pages.length < this.#maxPages) return this.#newPage();
    // Reuse the oldest page. What is queued may come from it, so copy that out first.
    this.flush(target);
    const oldest = this.#pages.shift() as Page;
    for (const key of oldest.keys) this.#sprites.delete(key);
    oldest.keys.length = 0;
    oldest.rowX = oldest.rowY = oldest.rowH = 0;
    oldest.ctx.clearRect(0, 0, this.#pageSize, this.#pageSize);
    this.#pages.push(oldest);
    return oldest;
  }

  #fits(page: Page, w: number, h: number): boolean {
    if (page.rowX + w <= this.#pageSize && page.rowY + Math.max(page.rowH, h) <= this.#pageSize)
      return true;
    return page.rowY + page.rowH + h <= this.#pageSize;
  }

  #newPage(): Page | null {
    const canvas = this.#createCanvas();
    canvas.width = this.#pageSize;
    canvas.height = this.#pageSize;
    const ctx = canvas.getContext('2d');
    if (!ctx) return null;
    const page: Page = { canvas, ctx, keys: [], rowY: 0, rowH: 0, rowX: 0 };
    this.#pages.push(page);
    return page;
  }
}

/** Draws `text` (and its plate) anchored at (x, y) in the context's current units. */
function paintText(
  ctx: CanvasRenderingContext2D,
  text: string,
  look: TextLook,
  x: number,
  y: number,
): void {
  const plate = look.plate;
  if (plate) {
    ctx.fillStyle = plate.fill;
    ctx.strokeStyle = plate.stroke;
    ctx.lineWidth = plate.lineWidth;
    ctx.beginPath();
    ctx.roundRect(
      x - plate.width / 2,
      y - plate.height / 2,
      plate.width,
      plate.height,
      plate.radius,
    );
    ctx.fill();
    ctx.stroke();
  }
  ctx.font = look.font;
  ctx.textAlign = 'center';
  ctx.textBaseline = look.baseline;
  ctx.lineJoin = 'round';
  if (look.outline > 0) {
    ctx.lineWidth = look.outline;
    ctx.strokeStyle = look.stroke;
    ctx.strokeText(text, x, y);
  }
  ctx.fillStyle = look.fill;
  ctx.fillText(text, x, y);
}
