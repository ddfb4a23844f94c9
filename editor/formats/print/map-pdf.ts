import { PDFDict, PDFDocument, PDFName, type PDFRef } from 'pdf-lib';
import { imagesOf, type Drawing, type TextShape } from './drawing.ts';
import { PdfPen } from './pdf-pen.ts';
import { PdfResources } from './pdf-resources.ts';
import type { PrintLayout, PrintPage, RectMm } from './print-layout.ts';

const PT = 72 / 25.4;

export interface PdfOptions {
  /** Leave content streams uncompressed (for reading a file back in tests). */
  readonly compress?: boolean;
  /** "cell 50 mm" and the like, printed beside each page's name. */
  readonly caption?: string;
}

export interface PdfResult {
  readonly bytes: Uint8Array;
  readonly warnings: readonly string[];
}

const MARK = '0.25 0.25 0.25';

/**
 * The drawing as a PDF at the layout's true scale. The map is drawn once, as a form (a PDF
 * drawing that pages place), and every page shows its window of it through a clip: so a map
 * on twenty sheets is one set of paths and one copy of each picture. Tiled prints add crop
 * marks at the printed area's corners, registration targets in the strips neighbours share,
 * dashed lines where the next sheet's printed area begins, the page's name and an assembly
 * sheet in front.
 */
export async function drawingToPdf(
  drawing: Drawing,
  layout: PrintLayout,
  options: PdfOptions = {},
): Promise<PdfResult> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(drawing.title);
  doc.setCreator('Lodestar');
  doc.setProducer('Lodestar (pdf-lib)');
  const res = await PdfResources.create(doc);
  await res.embedImages(imagesOf(drawing));
  const pen = new PdfPen(res);
  for (const layer of drawing.layers) {
    // Texts side by side go out as one run (see PdfPen.texts).
    let run: TextShape[] = [];
    for (const s of layer.shapes) {
      if (s.kind === 'text') {
        run.push(s);
        continue;
      }
      pen.texts(run);
      run = [];
      pen.shape(s);
    }
    pen.texts(run);
  }
  const { box } = drawing;
  const pad = Math.max(box.width, box.height) * 0.02;
  const stream = (content: string, dict: Record<string, unknown> = {}) =>
    options.compress === false
      ? doc.context.stream(content, dict as never)
      : doc.context.flateStream(content, dict as never);
  const form = doc.context.register(
    stream(pen.content(), {
      Type: 'XObject',
      Subtype: 'Form',
      BBox: [box.x - pad, box.y - pad, box.x + box.width + pad, box.y + box.height + pad],
      Resources: res.dictionary(),
    }),
  );
  const { paper } = layout;
  const k = layout.mmPerUnit;
  const caption = [drawing.title, options.caption].filter(Boolean).join(' · ');
  for (const page of layout.pages) {
    const pdfPage = doc.addPage([paper.width * PT, paper.height * PT]);
    const H = paper.height;
    const p = new PdfPen(res);
    // mm from the paper's top-left → points from its bottom-left.
    p.raw('q').transform(PT, 0, 0, -PT, 0, H * PT);
    const { place, window } = page;
    // A tiled page shows its window only; a single sheet shows the whole drawing, strokes
    // on its outer edges included.
    const clip = layout.tiled ? place : { x: 0, y: 0, width: paper.width, height: H };
    p.raw(`${clip.x} ${clip.y} ${clip.width} ${clip.height} re W n`);
    p.transform(k, 0, 0, k, place.x - box.x * k - window.x, place.y - box.y * k - window.y);
    p.raw('/Map Do Q');
    if (layout.marks) cropMarks(p, page.place, H);
    if (layout.tiled) tileGuides(p, page, layout, H);
    if (layout.tiled || layout.marks)
      label(p, res, `${page.label}${caption ? ` · ${caption}` : ''}`, MARGIN_TEXT_X, H - 4, H);
    attach(doc, pdfPage.node, p.content(), res, form, stream);
  }
  if (layout.assemblySheet) {
    const sheet = doc.insertPage(0, [paper.width * PT, paper.height * PT]);
    attach(doc, sheet.node, assembly(res, drawing, layout, caption), res, form, stream);
  }
  const bytes = await doc.save({ useObjectStreams: options.compress !== false });
  return { bytes, warnings: res.warnings };
}

const MARGIN_TEXT_X = 10;

function attach(
  doc: PDFDocument,
  node: { set(key: PDFName, value: unknown): void },
  content: string,
  res: PdfResources,
  form: PDFRef,
  stream: (
    content: string,
    dict?: Record<string, unknown>,
  ) => ReturnType<PDFDocument['context']['stream']>,
): void {
  const resources = res.dictionary();
  resources.lookup(PDFName.of('XObject'), PDFDict).set(PDFName.of('Map'), form);
  node.set(PDFName.of('Resources'), resources);
  node.set(PDFName.of('Contents'), doc.context.register(stream(content)));
}

/** One line of small text at (x, y) mm from the paper's top-left. */
function label(p: PdfPen, res: PdfResources, text: string, x: number, y: number, H: number): void {
  p.raw(
    `q 0.2 0.2 0.2 rg BT /${res.font(false)} 8 Tf 1 0 0 1 ${(x * PT).toFixed(2)} ${((H - y) * PT).toFixed(2)} Tm ${res.encode(text, false)} Tj ET Q`,
  );
}

/** Lines in mm (y down from the paper's top), stroked thin. */
function mmLines(p: PdfPen, H: number, lines: number[][], dash = ''): void {
  p.raw(`q ${PT} 0 0 ${-PT} 0 ${H * PT} cm ${MARK} RG 0.15 w ${dash}`);
  for (const [x1, y1, x2, y2] of lines) p.raw(`${x1} ${y1} m ${x2} ${y2} l`);
  p.raw('S Q');
}

function cropMarks(p: PdfPen, r: RectMm, H: number): void {
  const lines: number[][] = [];
  const [x0, y0, x1, y1] = [r.x, r.y, r.x + r.width, r.y + r.height];
  for (const x of [x0, x1])
    for (const y of [y0, y1]) {
      const sx = x === x0 ? -1 : 1;
      const sy = y === y0 ? -1 : 1;
      lines.push([x + sx * 1, y, x + sx * 8, y], [x, y + sy * 1, x, y + sy * 8]);
    }
  mmLines(p, H, lines);
}

/** Where the next sheet's print begins, and targets in the strips two sheets share. */
function tileGuides(p: PdfPen, page: PrintPage, layout: PrintLayout, H: number): void {
  const { place } = page;
  const o = layout.overlapMm;
  const lines: number[][] = [];
  const targets: [number, number][] = [];
  const midX = place.x + place.width / 2;
  const midY = place.y + place.height / 2;
  if (page.column < layout.columns - 1) {
    const x = place.x + place.width - o;
    lines.push([x, place.y, x, place.y + place.height]);
    targets.push([place.x + place.width - o / 2, midY]);
  }
  if (page.row < layout.rows - 1) {
    const y = place.y + place.height - o;
    lines.push([place.x, y, place.x + place.width, y]);
    targets.push([midX, place.y + place.height - o / 2]);
  }
  if (page.column > 0) targets.push([place.x + o / 2, midY]);
  if (page.row > 0) targets.push([midX, place.y + o / 2]);
  if (lines.length) mmLines(p, H, lines, '[1 1] 0 d');
  if (o <= 0) return;
  const r = Math.min(3, o / 2 - 0.5);
  if (r <= 0.5) return;
  p.raw(`q ${PT} 0 0 ${-PT} 0 ${H * PT} cm 0 0 0 RG 0.15 w`);
  for (const [x, y] of targets) {
    const c = 0.5523 * r;
    p.raw(
      `${x + r} ${y} m ${x + r} ${y + c} ${x + c} ${y + r} ${x} ${y + r} c ${x - c} ${y + r} ${x - r} ${y + c} ${x - r} ${y} c ${x - r} ${y - c} ${x - c} ${y - r} ${x} ${y - r} c ${x + c} ${y - r} ${x + r} ${y - c} ${x + r} ${y} c S`,
    );
    p.raw(
      `${x - r * 1.4} ${y} m ${x + r * 1.4} ${y} l ${x} ${y - r * 1.4} m ${x} ${y + r * 1.4} l S`,
    );
  }
  p.raw('Q');
}

/** The whole map small, each page's window drawn over it with its name. */
function assembly(
  res: PdfResources,
  drawing: Drawing,
  layout: PrintLayout,
  caption: string,
): string {
  const { paper } = layout;
  const H = paper.height;
  const p = new PdfPen(res);
  const top = 30;
  const area = { x: 15, y: top, width: paper.width - 30, height: paper.height - top - 15 };
  const s = Math.min(area.width / layout.extent.width, area.height / layout.extent.height);
  const ox = area.x + (area.width - layout.extent.width * s) / 2;
  const oy = area.y + (area.height - layout.extent.height * s) / 2;
  const { box } = drawing;
  const k = layout.mmPerUnit * s;
  p.raw(
    `q 0.1 0.1 0.1 rg BT /${res.font(true)} 14 Tf 1 0 0 1 ${(15 * PT).toFixed(2)} ${((H - 14) * PT).toFixed(2)} Tm ${res.encode(`Assembly: ${drawing.title}`, true)} Tj ET Q`,
  );
  const line = `${layout.columns}×${layout.rows} sheets of ${paper.name}${paper.landscape ? ' landscape' : ''}, ${layout.overlapMm} mm overlap; whole map ${Math.round(layout.extent.width)} × ${Math.round(layout.extent.height)} mm${caption.includes('cell') ? `; ${caption.split(' · ').pop()}` : ''}.`;
  const how = `Cut each sheet along the top and left edges of its print, lay it over its neighbours with those edges on their dashed lines, targets on targets.`;
  [line, how].forEach((text, i) =>
    p.raw(
      `q 0.2 0.2 0.2 rg BT /${res.font(false)} 8 Tf 1 0 0 1 ${(15 * PT).toFixed(2)} ${((H - 19 - i * 4) * PT).toFixed(2)} Tm ${res.encode(text, false)} Tj ET Q`,
    ),
  );
  p.raw('q').transform(PT, 0, 0, -PT, 0, H * PT);
  p.raw('q')
    .transform(k, 0, 0, k, ox - box.x * k, oy - box.y * k)
    .raw('/Map Do Q');
  p.raw('0.85 0.1 0.1 RG 0.3 w');
  const labels: string[] = [];
  for (const page of layout.pages) {
    const w = page.window;
    p.raw(`${ox + w.x * s} ${oy + w.y * s} ${w.width * s} ${w.height * s} re S`);
    const cx = ox + (w.x + w.width / 2) * s;
    const cy = oy + (w.y + w.height / 2) * s;
    const size = Math.max(5, Math.min(16, w.width * s * 0.18));
    const width = res.width(page.name, true) * size;
    labels.push(
      `BT /${res.font(true)} ${size.toFixed(2)} Tf 1 0 0 -1 ${(cx - width / 2).toFixed(2)} ${(cy + size * 0.35).toFixed(2)} Tm 2 Tr ${res.encode(page.name, true)} Tj ET`,
    );
  }
  p.raw(`0.85 0.1 0.1 rg 1 1 1 RG 0.2 w ${labels.join(' ')}`);
  p.raw('Q');
  return p.content();
}
