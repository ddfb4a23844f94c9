import type { TextWidths } from './text.ts';
import type { TextSprites } from './text-sprites.ts';
import type { TileImages } from './tile-images.ts';

/**
 * Where and how big the painters draw. A target canvas maps a map point p to the device pixel
 * p × scale × pixelRatio + origin; painters switch between map units (shapes) and CSS pixels
 * (text, hairlines, which keep their size whatever the zoom).
 */
export interface PaintEnv {
  /** CSS pixels per map unit. */
  readonly scale: number;
  /** Device pixels per CSS pixel. */
  readonly pixelRatio: number;
  /** Device pixel of the map's origin on the target canvas. */
  readonly originX: number;
  readonly originY: number;
  readonly images: TileImages;
  readonly text: TextWidths;
  readonly sprites: TextSprites;
}

/** What every target shares: the caches of pictures, text widths and text sprites. */
export type SharedPaintEnv = Pick<PaintEnv, 'images' | 'text' | 'sprites'>;

/** Draw in map units. */
export function useMapUnits(ctx: CanvasRenderingContext2D, env: PaintEnv): void {
  const s = env.scale * env.pixelRatio;
  ctx.setTransform(s, 0, 0, s, env.originX, env.originY);
}

/** Draw in CSS pixels measured from the map's origin: a map point p is at p × scale. */
export function useScreenUnits(ctx: CanvasRenderingContext2D, env: PaintEnv): void {
  ctx.setTransform(env.pixelRatio, 0, 0, env.pixelRatio, env.originX, env.originY);
}

/** One CSS pixel in map units. */
export const cssPixel = (env: PaintEnv): number => 1 / env.scale;
