/** A view of the map on a canvas: its zoom, where the map's origin is, and its size. */
export interface RasterView {
  /** CSS pixels per map unit. */
  readonly scale: number;
  readonly pixelRatio: number;
  /** Screen position of the map's origin, CSS pixels. */
  readonly x: number;
  readonly y: number;
  /** Canvas size, CSS pixels. */
  readonly width: number;
  readonly height: number;
}
