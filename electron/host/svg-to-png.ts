import { Resvg } from '@resvg/resvg-js';

export interface PngOptions {
  /** The picture's width in pixels (its height follows the SVG's proportions). */
  readonly widthPx: number;
  /** A fill behind everything ("#ffffff"); transparent when absent. */
  readonly background?: string;
}

/**
 * An SVG as a PNG picture, drawn by resvg (a prebuilt renderer, no browser needed) with the
 * system's fonts. The picture carries no text chunks: only pixels leave with it.
 */
export function svgToPng(svg: string, options: PngOptions): Uint8Array {
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: Math.max(1, Math.round(options.widthPx)) },
    ...(options.background ? { background: options.background } : {}),
    font: {
      loadSystemFonts: true,
      defaultFontFamily: 'DejaVu Sans',
      sansSerifFamily: 'DejaVu Sans',
    },
  });
  return resvg.render().asPng();
}
