import path from 'node:path';
import { defineCommand } from '../command.ts';
import { dataDirOf, dataOption, fileName, jsonOption, printJson } from '../common-options.ts';
import { findMap } from '../find-map.ts';
import { EXIT, type CliIo, type ExitCode } from '../io.ts';
import { UsageError } from '../parse-command-args.ts';

/** A positive number of millimetres (decimals allowed). */
const millimetres =
  (min: number, max: number) =>
  (text: string, flag: string): number => {
    const n = Number(text);
    if (!/^\d+(\.\d+)?$/.test(text) || n < min || n > max)
      throw new UsageError(
        `${flag} must be a number of millimetres from ${min} to ${max}, not "${text}"`,
      );
    return n;
  };

const whole =
  (min: number, max: number) =>
  (text: string, flag: string): number => {
    const n = Number(text);
    if (!/^\d+$/.test(text) || n < min || n > max)
      throw new UsageError(`${flag} must be a whole number from ${min} to ${max}, not "${text}"`);
    return n;
  };

const LAYERS = ['tiles', 'edges', 'tokens', 'labels', 'visibility'] as const;
type Layer = (typeof LAYERS)[number];

function layerList(text: string, flag: string): Layer[] {
  const names = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const name of names)
    if (!(LAYERS as readonly string[]).includes(name))
      throw new UsageError(`${flag}: no layer "${name}" (layers: ${LAYERS.join(', ')})`);
  return names as Layer[];
}

function colour(text: string, flag: string): string {
  if (text === 'none' || /^#[0-9a-fA-F]{6}$/.test(text)) return text;
  throw new UsageError(`${flag} must be a colour such as #ffffff, or none`);
}

export const exportCommand = defineCommand({
  name: 'export',
  summary: 'print a map: vector SVG, true-scale PDF (tiled across sheets) or PNG',
  description: `Writes one map of a scenario as a picture to print. --format svg writes a vector
file whose width and height are in millimetres; pdf prints at true scale: --cell-mm sets a hex's
width across the flats (a square's side), --width-mm the whole map's width; when the map is
bigger than the sheet it is tiled across pages that overlap by --overlap-mm, each with crop
marks, registration targets and its name ("B2 of 3×2"), after an assembly sheet; when it fits,
it is one page, centred, with marks only if --marks. Without a size the map fills one sheet.
png draws the SVG at --dpi (or --width-px) on a transparent or --background fill.
--view TEAM writes that team's copy: nothing hidden from it, in any layer, text or picture.`,
  positionals: [{ name: 'scenario', description: 'a scenario file, library id or bundled id' }],
  options: {
    map: { type: 'string', value: 'ID', description: "the map's id (needed when it has several)" },
    format: {
      type: 'string',
      choices: ['svg', 'pdf', 'png'],
      required: true,
      description: 'what to write',
    },
    'cell-mm': {
      type: 'string',
      value: 'MM',
      description: "a cell's printed size: a hex across the flats, a square's side",
      parse: millimetres(1, 2000),
    },
    'width-mm': {
      type: 'string',
      value: 'MM',
      description: "the map's printed width, instead of --cell-mm (point-to-point maps)",
      parse: millimetres(10, 100_000),
    },
    paper: {
      type: 'string',
      choices: ['a4', 'letter', 'a3', 'a1', 'a0'],
      description: 'the sheet (default a4)',
    },
    landscape: { type: 'boolean', description: 'turn the sheet sideways' },
    marks: { type: 'boolean', description: 'crop marks on a single sheet too' },
    'overlap-mm': {
      type: 'string',
      value: 'N',
      description: 'how much neighbouring pages share (default 10)',
      parse: millimetres(0, 100),
    },
    dpi: {
      type: 'string',
      value: 'N',
      description: 'PNG pixels per inch (default 150)',
      parse: whole(10, 1200),
    },
    'width-px': {
      type: 'string',
      value: 'N',
      description: 'PNG width in pixels, instead of --dpi',
      parse: whole(16, 30_000),
    },
    background: {
      type: 'string',
      value: 'COLOUR',
      description: 'fill behind the map (#rrggbb); default none (transparent PNG)',
      parse: colour,
    },
    view: {
      type: 'string',
      value: 'TEAM',
      description: "a team's id: only what that team may see (default: control, everything)",
    },
    layers: {
      type: 'string',
      value: 'LIST',
      description: `the layers to draw, comma-separated (${LAYERS.join(', ')}); default the map's own`,
      parse: layerList,
    },
    coordinates: {
      type: 'string',
      choices: ['none', 'axial', 'offset', 'spiral', 'names'],
      description: "numbering on the cells (default the map's own)",
    },
    legend: { type: 'boolean', description: 'a legend of the tiles, edges and teams shown' },
    title: { type: 'boolean', description: "a title block: the map's name, scale and whose copy" },
    out: {
      type: 'string',
      value: 'FILE',
      description: 'where to write (default MAP.svg|pdf|png in this folder)',
      parse: fileName,
    },
    json: jsonOption('the layout (pages, paper, cell size, the map’s extent in mm)'),
    data: dataOption(),
  },
  exitCodes: '0 written, 1 the map cannot be found or printed that way, 2 usage error.',

  async run({ args, options }, io) {
    if (options['cell-mm'] !== undefined && options['width-mm'] !== undefined)
      throw new UsageError('give --cell-mm or --width-mm, not both');
    const input = options.map ? `${args.scenario}#${options.map}` : args.scenario;
    const found = await findMap(input, io.cwd, dataDirOf(options.data, io));
    if (!found.ok) return fail(io, found.lines);
    const { scenario, map } = found;
    const view = options.view ?? 'control';
    if (view !== 'control' && !scenario.teams.some((t) => t.id === view))
      return fail(io, [
        `no team "${view}" in ${scenario.meta.title} (teams: ${scenario.teams.map((t) => t.id).join(', ') || 'none'})`,
      ]);
    const { exportMapPdf, exportMapSvg, layoutSummary } =
      await import('../../editor/formats/print/export-map.ts');
    const { PrintLayoutError } = await import('../../editor/formats/print/print-layout.ts');
    const layers = options.layers
      ? Object.fromEntries(LAYERS.map((l) => [l, options.layers!.includes(l)]))
      : undefined;
    const background =
      options.background && options.background !== 'none' ? options.background : null;
    const printOptions = {
      tiles: scenario.tiles,
      teams: scenario.teams.map((t) => ({ id: t.id, name: t.name, colour: t.colour })),
      view,
      ...(layers ? { layers } : {}),
      ...(options.coordinates ? { coordinates: options.coordinates } : {}),
      legend: options.legend === true,
      titleBlock: options.title === true,
      scenarioTitle: scenario.meta.title,
      background: options.format === 'png' ? null : background,
      ...(options['cell-mm'] !== undefined ? { size: { cellMm: options['cell-mm'] } } : {}),
      ...(options['width-mm'] !== undefined ? { size: { widthMm: options['width-mm'] } } : {}),
      paper: options.paper ?? 'a4',
      landscape: options.landscape === true,
      marks: options.marks === true,
      ...(options['overlap-mm'] !== undefined ? { overlapMm: options['overlap-mm'] } : {}),
    } as const;
    let data: string | Uint8Array;
    let summary: ReturnType<typeof layoutSummary>;
    let extra = '';
    try {
      if (options.format === 'pdf') {
        const pdf = await exportMapPdf(map, printOptions);
        data = pdf.bytes;
        summary = layoutSummary(pdf.layout);
        for (const w of new Set(pdf.warnings)) io.err(`lodestar export: warning: ${w}`);
        extra = `${summary.pageCount} page${summary.pageCount === 1 ? '' : 's'} of ${pdf.layout.paper.name}`;
      } else {
        const svg = exportMapSvg(map, printOptions);
        summary = layoutSummary(svg.layout);
        if (options.format === 'svg') data = svg.svg;
        else {
          const { svgToPng } = await import('../../host/svg-to-png.ts');
          const widthPx =
            options['width-px'] ?? (svg.layout.extent.width / 25.4) * (options.dpi ?? 150);
          data = svgToPng(svg.svg, { widthPx, ...(background ? { background } : {}) });
          extra = `${Math.round(widthPx)} px wide`;
        }
      }
    } catch (error) {
      if (error instanceof PrintLayoutError) return fail(io, [error.message]);
      throw error;
    }
    const suffix = view === 'control' ? '' : `-${view}`;
    const out = path.resolve(io.cwd, options.out ?? `${map.id}${suffix}.${options.format}`);
    try {
      const { writeFileDurably } = await import('../../host/atomic-text-file.ts');
      await writeFileDurably(out, data);
    } catch (error) {
      return fail(io, [
        `cannot write ${out}: ${error instanceof Error ? error.message : String(error)}`,
      ]);
    }
    if (options.json) printJson(io, { file: out, format: options.format, view, ...summary });
    else
      io.err(
        `lodestar export: wrote ${path.relative(io.cwd, out) || out}${extra ? ` (${extra})` : ''}`,
      );
    return EXIT.ok;
  },
});

function fail(io: CliIo, lines: readonly string[]): ExitCode {
  for (const line of lines) io.err(`lodestar export: ${line}`);
  return EXIT.invalid;
}
