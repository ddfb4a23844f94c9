import {
  exportMapPdf,
  exportMapSvg,
  preparePrint,
  type MapPrintOptions,
  type PreparedPrint,
} from '../../../editor/formats/print/export-map.ts';
import { PrintLayoutError, type PaperId } from '../../../editor/formats/print/print-layout.ts';
import type { CoordinateStyle, LayerId, MapDef } from '../../../scenarios/format/map.ts';
import { LAYER_IDS } from '../../../scenarios/format/map.ts';
import { slugify } from '../../../scenarios/format/slug.ts';
import type { Tile } from '../../../scenarios/format/tiles.ts';

export type PrintFormat = 'pdf' | 'svg' | 'png';

export interface PrintSource {
  readonly map: MapDef;
  readonly tiles: readonly Tile[];
  readonly teams: readonly { id: string; name: string; colour: string }[];
  readonly scenarioTitle?: string;
}

/** A file ready to hand to the person. */
export interface PrintFile {
  readonly name: string;
  readonly data: string | Uint8Array<ArrayBuffer>;
  readonly type: string;
}

/** Draws an SVG into a PNG at a width (the browser's canvas does it in the renderer). */
export type Rasterise = (
  svg: string,
  widthPx: number,
  background: string | null,
) => Promise<Uint8Array<ArrayBuffer>>;

/** The largest PNG the dialog makes: browsers refuse bigger canvases. */
export const MAX_PNG_PX = 16_000;

/**
 * The Export dialog's choices and what they make: the drawing and its layout on paper
 * (worked out again as choices change, for the preview and its summary) and the file.
 */
export class MapPrintForm {
  format = $state<PrintFormat>('pdf');
  paper = $state<PaperId>('a4');
  landscape = $state(false);
  /** Cell size in mm; null to fit the map on one sheet. */
  cellMm = $state<number | null>(null);
  /** The size the cell field offers when "Fit one sheet" is unticked. */
  static readonly DEFAULT_CELL_MM = 40;
  overlapMm = $state(10);
  marks = $state(false);
  view = $state('control');
  layers = $state<Record<LayerId, boolean>>({
    tiles: true,
    edges: true,
    tokens: true,
    labels: true,
    visibility: false,
  });
  coordinates = $state<CoordinateStyle>('none');
  legend = $state(false);
  titleBlock = $state(true);
  dpi = $state(150);
  whiteBackground = $state(false);

  constructor(private readonly source: () => PrintSource) {
    const { map } = source();
    this.coordinates = map.coordinates;
    for (const id of LAYER_IDS)
      this.layers[id] = id === 'visibility' ? false : map.layers[id].visible;
    // The first print fits one sheet; a cell size prints at true scale.
    this.cellMm = null;
  }

  get isGraph(): boolean {
    return this.source().map.grid.kind === 'graph';
  }

  options(): MapPrintOptions {
    const { tiles, teams, scenarioTitle } = this.source();
    return {
      tiles,
      teams,
      view: this.view,
      layers: { ...this.layers },
      coordinates: this.coordinates,
      legend: this.legend,
      titleBlock: this.titleBlock,
      ...(scenarioTitle ? { scenarioTitle } : {}),
      ...(this.cellMm !== null && !this.isGraph ? { size: { cellMm: this.cellMm } } : {}),
      paper: this.paper,
      landscape: this.landscape,
      overlapMm: this.overlapMm,
      marks: this.marks,
    };
  }

  /** The drawing and layout for the current choices, or why there is none. */
  readonly prepared = $derived.by(
    (): { ok: true; print: PreparedPrint } | { ok: false; problem: string } => {
      const options = this.options();
      try {
        return { ok: true, print: preparePrint(this.source().map, options) };
      } catch (error) {
        if (error instanceof PrintLayoutError) return { ok: false, problem: error.message };
        throw error;
      }
    },
  );

  /** One line saying what will print. */
  readonly summary = $derived.by((): string => {
    const p = this.prepared;
    if (!p.ok) return '';
    const l = p.print.layout;
    const size = `${Math.round(l.extent.width)} × ${Math.round(l.extent.height)} mm`;
    const cell = l.cellMm === null ? '' : ` · cell ${Math.round(l.cellMm * 10) / 10} mm`;
    if (this.format === 'png') {
      const px = this.pngWidth(l.extent.width);
      return `${px} × ${Math.round((px * l.extent.height) / l.extent.width)} px at ${this.dpi} dpi · ${size}${cell}`;
    }
    if (this.format === 'svg') return `Vector file ${size}${cell}`;
    const pages = l.tiled
      ? `${l.columns}×${l.rows} pages of ${l.paper.name} and an assembly sheet`
      : `1 page of ${l.paper.name}, centred`;
    return `${pages} · map ${size}${cell}`;
  });

  pngWidth(widthMm: number): number {
    return Math.min(MAX_PNG_PX, Math.max(16, Math.round((widthMm / 25.4) * this.dpi)));
  }

  fileName(ext: PrintFormat): string {
    const { map } = this.source();
    const base = slugify(map.name, map.id);
    return `${base}${this.view === 'control' ? '' : `-${this.view}`}.${ext}`;
  }

  /** The file for the current choices. */
  async make(rasterise: Rasterise): Promise<PrintFile & { warnings: readonly string[] }> {
    const { map } = this.source();
    const options = this.options();
    if (this.format === 'pdf') {
      const pdf = await exportMapPdf(map, options);
      return {
        name: this.fileName('pdf'),
        data: pdf.bytes as Uint8Array<ArrayBuffer>,
        type: 'application/pdf',
        warnings: pdf.warnings.filter((w, i) => pdf.warnings.indexOf(w) === i),
      };
    }
    const svg = exportMapSvg(map, options);
    if (this.format === 'svg')
      return { name: this.fileName('svg'), data: svg.svg, type: 'image/svg+xml', warnings: [] };
    const png = await rasterise(
      svg.svg,
      this.pngWidth(svg.layout.extent.width),
      this.whiteBackground ? '#ffffff' : null,
    );
    return { name: this.fileName('png'), data: png, type: 'image/png', warnings: [] };
  }
}
