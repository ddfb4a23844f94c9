/**
 * Tile pictures: each data URL decoded once into an image, and cut to the cell's shape once
 * per size ("sprites"), so that drawing a tile is one drawImage with no clip path. A cell is
 * drawn from the smallest cached sprite at least as large as it, so zooming in and out reuses
 * a few sizes instead of cutting a new sprite for every scale.
 */

/** How a sprite is cut: the outline of a cell or node, in a box of `w` × `h` (map units). */
export interface SpriteMask {
  /** Distinguishes masks in the cache key (e.g. "hex-flat", "circle"). */
  readonly id: string;
  readonly w: number;
  readonly h: number;
  /** Adds the outline, centred on (0, 0), in the box's units. */
  path(ctx: CanvasPath): void;
}

/** Sprite sizes grow by this factor: at most 25% more pixels than needed, few sizes. */
const SIZE_STEP = 1.25;
/** Largest sprite side in device pixels; bigger cells are drawn from it, slightly soft. */
const MAX_SPRITE_PX = 1024;
const MAX_SPRITES = 400;

/** The cached sprite size (device pixels) used for a cell `px` device pixels wide. */
export function spriteBucket(px: number): number {
  if (px <= 8) return 8;
  const step = Math.ceil(Math.log(px / 8) / Math.log(SIZE_STEP) - 1e-9);
  return Math.min(MAX_SPRITE_PX, Math.ceil(8 * SIZE_STEP ** step));
}

/** The part of an image that covers a w × h box when scaled to fill it ("cover"). */
export function coverCrop(
  imageW: number,
  imageH: number,
  boxW: number,
  boxH: number,
): { sx: number; sy: number; sw: number; sh: number } {
  const boxRatio = boxW / boxH;
  if (imageW / imageH > boxRatio) {
    const sw = imageH * boxRatio;
    return { sx: (imageW - sw) / 2, sy: 0, sw, sh: imageH };
  }
  const sh = imageW / boxRatio;
  return { sx: 0, sy: (imageH - sh) / 2, sw: imageW, sh };
}

const spriteKey = (urlId: number, mask: SpriteMask, w: number, angle: number): string =>
  `${mask.id}|${w}|${angle.toFixed(4)}|${urlId}`;

interface LoadingImage {
  /**
   * Stands for the URL in sprite keys: pictures come as data URLs tens of kilobytes long,
   * which a key would copy and hash whole on every lookup (once per cell per repaint).
   */
  readonly id: number;
  readonly image: HTMLImageElement;
  /** The picture decoded once into a canvas, at most MAX_SPRITE_PX a side. */
  source?: HTMLCanvasElement;
  loaded: boolean;
  failed: boolean;
}

export class TileImages {
  readonly #images = new Map<string, LoadingImage>();
  readonly #sprites = new Map<string, HTMLCanvasElement>();
  readonly #onLoad: () => void;

  /** `onLoad` runs when a picture finishes decoding, so the canvas can redraw with it. */
  constructor(onLoad: () => void) {
    this.#onLoad = onLoad;
  }

  /** The decoded image, or null while it loads (loading starts on the first ask) or if it is broken. */
  image(url: string): HTMLImageElement | null {
    let entry = this.#images.get(url);
    if (!entry) {
      const image = new Image();
      const created: LoadingImage = { id: this.#images.size, image, loaded: false, failed: false };
      entry = created;
      this.#images.set(url, created);
      image.onload = () => {
        created.loaded = true;
        this.#onLoad();
      };
      image.onerror = () => {
        created.failed = true;
      };
      image.src = url;
    }
    return entry.loaded ? entry.image : null;
  }

  /** Whether every image asked for so far has loaded or failed (tests and screenshots wait for it). */
  get settled(): boolean {
    for (const entry of this.#images.values()) if (!entry.loaded && !entry.failed) return false;
    return true;
  }

  /**
   * The picture as a canvas: the browser may drop a decoded image and decode it again on
   * the next draw, which made every new sprite size slow to cut.
   */
  #source(url: string, image: HTMLImageElement): HTMLCanvasElement | HTMLImageElement {
    const entry = this.#images.get(url);
    if (!entry) return image;
    if (entry.source) return entry.source;
    const k = Math.min(1, MAX_SPRITE_PX / Math.max(image.naturalWidth, image.naturalHeight));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(image.naturalWidth * k));
    canvas.height = Math.max(1, Math.round(image.naturalHeight * k));
    const ctx = canvas.getContext('2d');
    if (!ctx) return image;
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(image, 0, 0, canvas.width, canvas.height);
    entry.source = canvas;
    return canvas;
  }

  /** Whether `sprite` with these arguments is already made (asking for it costs nothing). */
  hasSprite(url: string, mask: SpriteMask, devicePx: number, angle = 0): boolean {
    const id = this.#images.get(url)?.id;
    return (
      id !== undefined && this.#sprites.has(spriteKey(id, mask, spriteBucket(devicePx), angle))
    );
  }

  /**
   * The image cut to `mask`, at least `devicePx` device pixels wide, turned by `angle`
   * radians about its centre (the mask must map onto itself under that turn), or null while
   * the image loads. Turned sprites are made once: drawing a turned copy on every repaint
   * costs twice as much as an upright one. Sprites are kept most-recently-used first, up to
   * a fixed count.
   */
  sprite(url: string, mask: SpriteMask, devicePx: number, angle = 0): HTMLCanvasElement | null {
    const image = this.image(url);
    if (!image || image.naturalWidth === 0) return null;
    const w = spriteBucket(devicePx);
    const id = this.#images.get(url)?.id ?? -1;
    const key = spriteKey(id, mask, w, angle);
    const cached = this.#sprites.get(key);
    if (cached) {
      this.#sprites.delete(key);
      this.#sprites.set(key, cached);
      return cached;
    }
    // A turned sprite is the upright one turned: cheaper than cutting the picture again.
    const upright = angle === 0 ? null : this.sprite(url, mask, devicePx);
    if (angle !== 0 && !upright) return null;
    const h = Math.max(1, Math.round((w * mask.h) / mask.w));
    const canvas = document.createElement('canvas');
    canvas.width = w;
    canvas.height = h;
    const ctx = canvas.getContext('2d');
    if (!ctx) return null;
    ctx.setTransform(w / mask.w, 0, 0, h / mask.h, w / 2, h / 2);
    ctx.beginPath();
    mask.path(ctx);
    ctx.clip();
    if (upright) {
      ctx.rotate(angle);
      ctx.drawImage(upright, -mask.w / 2, -mask.h / 2, mask.w, mask.h);
    } else {
      ctx.imageSmoothingQuality = 'high';
      const source = this.#source(url, image);
      const crop = coverCrop(source.width, source.height, mask.w, mask.h);
      ctx.drawImage(
        source,
        crop.sx,
        crop.sy,
        crop.sw,
        crop.sh,
        -mask.w / 2,
        -mask.h / 2,
        mask.w,
        mask.h,
      );
    }
    this.#sprites.set(key, canvas);
    if (this.#sprites.size > MAX_SPRITES) {
      const oldest = this.#sprites.keys().next().value;
      if (oldest !== undefined) this.#sprites.delete(oldest);
    }
    return canvas;
  }
}
