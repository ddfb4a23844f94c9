import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatDuration } from '../features/clock/format-duration.ts';
import type { ReportModel } from './report-model.ts';
import { clockTime, dateTime, driftWords, offsetLabel, shortTime } from './report-format.ts';
import { maxOf } from '../scenarios/numbers/extremes.ts';

/**
 * The report as a PDF (A4, the standard Helvetica fonts, so nothing is embedded or fetched):
 * the same sections as the HTML, the drift chart drawn as lines, and the tables as text.
 */

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const INK = rgb(0.11, 0.14, 0.19);
const MUTED = rgb(0.36, 0.39, 0.45);
const OK = rgb(0.09, 0.4, 0.23);
const BAD = rgb(0.64, 0.09, 0.1);
const ACT = rgb(0.18, 0.44, 0.84);

/** Characters the standard fonts lack, spelled with ones they have. */
const FALLBACKS: Record<string, string> = {
  '−': '-',
  '→': '->',
  '↑': '^',
  '↓': 'v',
  '×': 'x',
  '·': '·',
};

class Writer {
  page!: PDFPage;
  y = 0;
  private readonly charset: Set<number>;
  constructor(
    readonly doc: PDFDocument,
    readonly font: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.charset = new Set(font.getCharacterSet());
    this.newPage();
  }

  newPage(): void {
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  ensure(height: number): void {
    if (this.y - height < MARGIN) this.newPage();
  }

  /** Text the font can draw: unknown characters fall back or become "?". */
  safe(text: string): string {
    let out = '';
    for (const ch of text.replace(/\s+/g, ' ')) {
      const code = ch.codePointAt(0) as number;
      out += this.charset.has(code) ? ch : (FALLBACKS[ch] ?? '?');
    }
    return out;
  }

  /** Lines of at most `width` points. */
  wrap(text: string, size: number, width: number, font = this.font): string[] {
    const words = this.safe(text).split(' ');
    const lines: string[] = [];
    let line = '';
    for (const word of words) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) <= width || line === '') line = next;
      else {
        lines.push(line);
        line = word;
      }
    }
    if (line) lines.push(line);
    return lines;
  }

  text(
    text: string,
    options: {
      size?: number;
      bold?: boolean;
      colour?: ReturnType<typeof rgb>;
      indent?: number;
    } = {},
  ): void {
    const size = options.size ?? 10;
    const font = options.bold ? this.bold : this.font;
    const indent = options.indent ?? 0;
    for (const line of this.wrap(text, size, A4[0] - 2 * MARGIN - indent, font)) {
      this.ensure(size * 1.35);
      this.y -= size * 1.35;
      this.page.drawText(line, {
        x: MARGIN + indent,
        y: this.y,
        size,
        font,
        color: options.colour ?? INK,
      });
    }
  }

  heading(text: string): void {
    this.ensure(40);
    this.y -= 12;
    this.text(text, { size: 14, bold: true });
    this.page.drawLine({
      start: { x: MARGIN, y: this.y - 4 },
      end: { x: A4[0] - MARGIN, y: this.y - 4 },
      thickness: 1,
      color: rgb(0.83, 0.85, 0.88),
    });
    this.y -= 8;
  }

  /** A row of cells at fixed x offsets; the last cell wraps. */
  row(
    cells: string[],
    columns: number[],
    options: { bold?: boolean; strike?: boolean } = {},
  ): void {
    const size = 9;
    const font = options.bold ? this.bold : this.font;
    const lastX = columns.at(-1) as number;
    const lines = this.wrap(cells.at(-1) ?? '', size, A4[0] - 2 * MARGIN - lastX, font);
    const height = Math.max(1, lines.length) * size * 1.3 + 2;
    this.ensure(height);
    const top = this.y - size * 1.3;
    cells.slice(0, -1).forEach((cell, i) => {
      this.page.drawText(this.safe(cell), {
        x: MARGIN + (columns[i] as number),
        y: top,
        size,
        font,
        color: options.strike ? MUTED : INK,
      });
    });
    lines.forEach((line, i) => {
      this.page.drawText(line, {
        x: MARGIN + lastX,
        y: top - i * size * 1.3,
        size,
        font,
        color: options.strike ? MUTED : INK,
      });
    });
    this.y -= height;
  }
}

export async function renderReportPdf(model: ReportModel): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${model.title} — after-action report`);
  doc.setCreator('Lodestar');
  doc.setProducer('Lodestar');
  doc.setCreationDate(new Date(model.generatedAt));
  doc.setModificationDate(new Date(model.generatedAt));
  const w = new Writer(
    doc,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
  );
  const tz = model.utcOffsetMinutes;

  w.text(model.title, { size: 20, bold: true });
  w.text(
    `After-action report · ${model.scenarioTitle} · ${model.status === 'ended' ? 'finished session' : `running session, as of ${dateTime(model.generatedAt, tz)}`}`,
    { colour: MUTED },
  );

  w.heading('Summary');
  w.text(`Status: ${model.status === 'ended' ? 'Ended' : 'Running'} · Clock: ${model.position}`);
  w.text(`Started ${dateTime(model.createdAt, tz)} (${offsetLabel(tz)}) by ${model.createdBy}`);
  const seed = model.viewer === 'control' ? ` · seed ${model.seed}` : '';
  w.text(`Log: ${model.entryCount} entries${seed} · log head ${model.head.code}`);
  if (model.viewer !== 'control')
    w.text(`Report for ${model.viewer}: what that viewer may see (no seed)`, { colour: MUTED });
  w.text(
    `Who acted: ${model.people.map((p) => `${p.name} (${p.entries})`).join(', ') || 'nobody yet'}`,
  );

  w.heading('Verification');
  const v = model.verification;
  if (v.ok) {
    w.text('The log verifies.', { bold: true, colour: OK, size: 12 });
    w.text(
      'Every entry links to the one before by its hash and replays to the result it recorded.',
    );
  } else {
    w.text('The log does not verify.', { bold: true, colour: BAD, size: 12 });
    w.text(
      'It was changed, cut short or damaged after it was written; what follows the first problem cannot be trusted.',
    );
    for (const p of v.problems)
      w.text(`• ${p.seq === null ? '' : `Entry ${p.seq}: `}${p.message}`, { indent: 10 });
  }
  for (const a of v.anchors)
    w.text(
      `• Head recorded ${a.source}: entry ${a.seq}, hash ${a.hash.slice(0, 12)} — ${a.ok ? 'the log holds it' : 'the log does not hold it'}`,
      { indent: 10 },
    );
  for (const warning of v.warnings) w.text(`• ${warning}`, { indent: 10, colour: MUTED });
  w.text(`Log head ${model.head.code}: entry ${model.head.seq}, hash ${model.head.hash}`, {
    colour: MUTED,
    size: 8,
  });

  w.heading('Timeline: planned against actual');
  const t = model.timeline;
  if (t.rows.length === 0) w.text('The scenario plans no phases.', { colour: MUTED });
  else {
    drawDrift(w, model);
    w.row(['Turn · phase', 'Planned', 'Actual', 'Start vs plan'], [0, 250, 330, 410], {
      bold: true,
    });
    for (const row of t.rows) {
      const actual =
        row.actualStart === null
          ? '—'
          : `${shortTime(row.actualStart, tz)}–${row.actualEnd === null ? 'now' : shortTime(row.actualEnd, tz)}`;
      const late =
        row.actualStart === null
          ? ''
          : formatDuration(row.actualStart - row.plannedStart, { sign: true });
      w.row(
        [
          `${row.turnLabel} · ${row.phaseName}`.slice(0, 48),
          `${shortTime(row.plannedStart, tz)}–${shortTime(row.plannedEnd, tz)}`,
          actual,
          late,
        ],
        [0, 250, 330, 410],
      );
    }
  }

  w.heading('Draws, rolls, tallies and rulings');
  if (model.results.length === 0) w.text('None yet.', { colour: MUTED });
  for (const r of model.results)
    w.row(
      [
        `#${r.seq}`,
        clockTime(r.at, tz),
        r.by.slice(0, 18),
        `${r.text}${r.undone ? ' (undone)' : ''}`,
      ],
      [0, 36, 86, 180],
      { strike: r.undone },
    );

  w.heading('Event outcomes by team');
  if (model.events.length === 0) w.text('No event box was tallied.', { colour: MUTED });
  for (const group of model.events) {
    w.text(group.name, { bold: true });
    for (const item of group.items) {
      const verdict = item.success === null ? '' : item.success ? 'success: ' : 'failure: ';
      w.row([`#${item.seq}`, clockTime(item.at, tz), `${verdict}${item.text}`], [0, 36, 86]);
    }
  }

  w.heading('Trackers over time');
  if (model.trackers.length === 0) w.text('No tracker changed.', { colour: MUTED });
  for (const s of model.trackers) {
    const steps = s.points
      .slice(1)
      .map((p) => `${p.value} at ${shortTime(p.at, tz)} (#${p.seq})`)
      .join(', ');
    w.text(`${s.trackerName} · ${s.holderName}: started at ${s.points[0]?.value}; ${steps}`);
  }

  w.heading('Announcements');
  if (model.announcements.length === 0) w.text('None.', { colour: MUTED });
  for (const a of model.announcements)
    w.row(
      [
        `#${a.seq}`,
        clockTime(a.at, tz),
        a.by.slice(0, 18),
        `${a.urgent ? 'URGENT: ' : ''}${a.text}`,
      ],
      [0, 36, 86, 180],
      { strike: a.undone },
    );

  w.y -= 16;
  w.text(
    `Made by Lodestar on ${dateTime(model.generatedAt, tz)} (${offsetLabel(tz)}) from session ${model.sessionId}.`,
    { colour: MUTED, size: 8 },
  );
  return doc.save();
}

/** The drift of the projected end from the plan, as a step line. */
function drawDrift(w: Writer, model: ReportModel): void {
  const points = model.timeline.drift;
  if (points.length === 0) {
    w.text('The clock was not started.', { colour: MUTED });
    return;
  }
  const tz = model.utcOffsetMinutes;
  const height = 110;
  w.ensure(height + 30);
  w.text('Drift over time (up: behind plan, down: ahead of it)', { bold: true, size: 10 });
  const top = w.y - 6;
  const bottom = top - height;
  const left = MARGIN + 50;
  const right = A4[0] - MARGIN;
  const start = points[0]!.at;
  const end = Math.max(model.lastAt ?? start, points.at(-1)!.at, start + 60_000);
  const maxAbs = Math.max(60_000, maxOf(points.map((p) => Math.abs(p.driftMs))));
  const x = (at: number) => left + ((at - start) / (end - start)) * (right - left);
  const y = (ms: number) => bottom + ((ms + maxAbs) / (2 * maxAbs)) * height;
  const page = w.page;
  page.drawLine({
    start: { x: left, y: y(0) },
    end: { x: right, y: y(0) },
    thickness: 0.5,
    color: MUTED,
    dashArray: [3, 2],
  });
  const label = (text: string, at: number) =>
    page.drawText(w.safe(text), { x: MARGIN, y: at - 3, size: 8, font: w.font, color: MUTED });
  label(formatDuration(maxAbs, { sign: true }), y(maxAbs));
  label('on plan', y(0));
  label(formatDuration(-maxAbs), y(-maxAbs));
  let px = x(points[0]!.at);
  let py = y(points[0]!.driftMs);
  for (const p of points.slice(1)) {
    const nx = x(p.at);
    const ny = y(p.driftMs);
    page.drawLine({ start: { x: px, y: py }, end: { x: nx, y: py }, thickness: 1.5, color: ACT });
    page.drawLine({ start: { x: nx, y: py }, end: { x: nx, y: ny }, thickness: 1.5, color: ACT });
    px = nx;
    py = ny;
  }
  page.drawLine({ start: { x: px, y: py }, end: { x: x(end), y: py }, thickness: 1.5, color: ACT });
  page.drawText(shortTime(start, tz), {
    x: left,
    y: bottom - 12,
    size: 8,
    font: w.font,
    color: MUTED,
  });
  page.drawText(shortTime(end, tz), {
    x: right - 22,
    y: bottom - 12,
    size: 8,
    font: w.font,
    color: MUTED,
  });
  w.y = bottom - 18;
  const last = points.at(-1)!;
  w.text(`Latest: ${driftWords(last.driftMs)} at ${clockTime(last.at, tz)}.`, { size: 9 });
  w.y -= 6;
}
