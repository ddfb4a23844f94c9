import type { MapDef } from '../../../scenarios/format/map.ts';
import { geometryOf } from '../../geometry/geometry-of.ts';
import type { Drawing } from './drawing.ts';
import { CONTROL_VIEW, drawMap, type DrawMapOptions } from './map-drawing.ts';
import { drawingToPdf } from './map-pdf.ts';
import { drawingToSvg } from './map-svg.ts';
import {
  MARGIN_MM,
  PAPERS,
  printLayout,
  type LayoutOptions,
  type PaperId,
  type PrintLayout,
  type PrintSize,
} from './print-layout.ts';

export interface MapPrintOptions extends Omit<DrawMapOptions, 'titleBlock'> {
  /** A cell's size or the overall width; by default the map fills one sheet of the paper. */
  readonly size?: PrintSize;
  readonly paper?: PaperId;
  readonly landscape?: boolean;
  readonly overlapMm?: number;
  readonly marks?: boolean;
  /** Print the title block: the map's name, the scenario's title, the scale, whose copy. */
  readonly titleBlock?: boolean;
  readonly scenarioTitle?: string;
}

export interface PreparedPrint {
  readonly drawing: Drawing;
  readonly layout: PrintLayout;
}

/** A cell's size in map units as the print measures it: a hex across the flats, a square's side. */
export function cellUnits(map: MapDef): number | null {
  const shape = geometryOf(map).cellShape;
  return shape ? shape.apothem * 2 : null;
}

const round = (v: number) => Math.round(v * 10) / 10;

/** The drawing and where it goes on paper, for any of the writers. */
export function preparePrint(map: MapDef, options: MapPrintOptions): PreparedPrint {
  const paper = options.paper ?? 'a4';
  const units = cellUnits(map);
  const layoutOptions = layoutOf(options, paper);
  const titled = (cellMm: number | null, widthMm: number) =>
    options.titleBlock
      ? { title: map.name, lines: titleLines(map, options, cellMm, widthMm) }
      : null;
  const given = options.size;
  // A cell size gives the scale at once: one drawing. Otherwise the scale comes from the
  // drawing's size, and the title block then says it.
  if (given && 'cellMm' in given && units !== null) {
    const drawing = drawMap(map, { ...options, titleBlock: titled(given.cellMm, 0) });
    return { drawing, layout: printLayout(drawing.box, units, { ...layoutOptions, size: given }) };
  }
  // The title block's size does not depend on the scale (its text is sized from the cells),
  // so a first drawing with the widest scale line gives the sheet's size.
  const first = drawMap(map, { ...options, titleBlock: titled(888.8, 8888.8) });
  const size = given ?? fitSize(first.box.width, first.box.height, paper, options.landscape);
  const layout = printLayout(first.box, units, { ...layoutOptions, size });
  if (!options.titleBlock) return { drawing: first, layout };
  const drawing = drawMap(map, {
    ...options,
    titleBlock: titled(layout.cellMm, mapWidthMm(first, layout)),
  });
  // The same scale for the drawing that says it.
  const scale: PrintSize =
    units !== null && layout.cellMm !== null
      ? { cellMm: layout.cellMm }
      : { widthMm: drawing.box.width * layout.mmPerUnit };
  return { drawing, layout: printLayout(drawing.box, units, { ...layoutOptions, size: scale }) };
}

/** How wide the map itself (without legend and title) prints. */
const mapWidthMm = (drawing: Drawing, layout: PrintLayout) =>
  drawing.mapBox.width * layout.mmPerUnit;

/** The title block's lines under the map's name: scenario, scale, whose copy. */
function titleLines(
  map: MapDef,
  options: MapPrintOptions,
  cellMm: number | null,
  widthMm: number,
): string[] {
  const view = options.view ?? CONTROL_VIEW;
  const team = options.teams?.find((t) => t.id === view);
  const hex = map.grid.kind === 'hex';
  return [
    options.scenarioTitle ?? '',
    cellMm === null
      ? `Scale: ${round(widthMm)} mm across`
      : `Scale: one ${hex ? 'hex' : 'square'} = ${round(cellMm)} mm${hex ? ' across the flats' : ''}`,
    view === CONTROL_VIEW ? 'Control copy' : `${team?.name ?? view}'s copy`,
  ].filter(Boolean);
}

function layoutOf(options: MapPrintOptions, paper: PaperId): Omit<LayoutOptions, 'size'> {
  return {
    paper,
    ...(options.landscape !== undefined ? { landscape: options.landscape } : {}),
    ...(options.overlapMm !== undefined ? { overlapMm: options.overlapMm } : {}),
    ...(options.marks !== undefined ? { marks: options.marks } : {}),
  };
}

/** The width that makes a drawing fill one sheet inside its margins. */
function fitSize(width: number, height: number, paper: PaperId, landscape = false): PrintSize {
  const p = PAPERS[paper];
  const pw = (landscape ? p.height : p.width) - 2 * MARGIN_MM;
  const ph = (landscape ? p.width : p.height) - 2 * MARGIN_MM;
  const k = Math.min(pw / width, ph / height) * 0.999;
  return { widthMm: width * k };
}

export function exportMapSvg(
  map: MapDef,
  options: MapPrintOptions,
): PreparedPrint & { svg: string } {
  const prepared = preparePrint(map, options);
  return {
    ...prepared,
    svg: drawingToSvg(prepared.drawing, { mmPerUnit: prepared.layout.mmPerUnit }),
  };
}

export async function exportMapPdf(
  map: MapDef,
  options: MapPrintOptions & { compress?: boolean },
): Promise<PreparedPrint & { bytes: Uint8Array; warnings: readonly string[] }> {
  const prepared = preparePrint(map, options);
  const { layout } = prepared;
  const caption = layout.cellMm === null ? '' : `cell ${round(layout.cellMm)} mm`;
  const pdf = await drawingToPdf(prepared.drawing, layout, {
    caption,
    ...(options.compress !== undefined ? { compress: options.compress } : {}),
  });
  return { ...prepared, ...pdf };
}

/** What `--json` prints: pages, paper, scale and extent in mm. */
export function layoutSummary(layout: PrintLayout) {
  const r2 = (v: number) => Math.round(v * 100) / 100;
  return {
    paper: layout.paper,
    cellMm: layout.cellMm === null ? null : r2(layout.cellMm),
    mmPerUnit: r2(layout.mmPerUnit * 1000) / 1000,
    extentMm: { width: r2(layout.extent.width), height: r2(layout.extent.height) },
    tiled: layout.tiled,
    columns: layout.columns,
    rows: layout.rows,
    overlapMm: layout.overlapMm,
    marks: layout.marks,
    assemblySheet: layout.assemblySheet,
    pageCount: layout.pages.length + (layout.assemblySheet ? 1 : 0),
    pages: layout.pages.map((p) => ({
      name: p.name,
      label: p.label,
      windowMm: {
        x: r2(p.window.x),
        y: r2(p.window.y),
        width: r2(p.window.width),
        height: r2(p.window.height),
      },
    })),
  };
}
