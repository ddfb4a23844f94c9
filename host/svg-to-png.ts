import { createRequire } from 'node:module';
import type * as ResvgModule from '@resvg/resvg-js';

/**
 * resvg is a native module: required when a picture is first drawn, so that loading this
 * file (and the CLI bundle, which keeps it outside) costs nothing at start-up.
 */
let resvg: typeof ResvgModule | null = null;
function loadResvg(): typeof ResvgModule {
  resvg ??= createRequire(import.meta.url)('@resvg/resvg-js') as typeof ResvgModule;
  return resvg;
}

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
  const { Resvg } = loadResvg();
  const picture = new Resvg(svg, {
    fitTo: { mode: 'width', value: Math.max(1, Math.round(options.widthPx)) },
    ...(options.background ? { background: options.background } : {}),
    font: {
      loadSystemFonts: true,
      defaultFontFamily: 'DejaVu Sans',
      sansSerifFamily: 'DejaVu Sans',
    },
  });
  return picture.render().asPng();
}
