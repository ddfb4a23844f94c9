import {
  PDFDocument,
  StandardFonts,
  rgb,
  type PDFFont,
  type PDFImage,
  type PDFPage,
} from 'pdf-lib';
import type { Scenario } from '../../../scenarios/format/schema.ts';
import {
  backSlot,
  cardSheetLayout,
  type CardPaperId,
  type CardSheetLayout,
} from './card-sheet-layout.ts';
import type { CardSize } from './card-sizes.ts';

type Deck = Scenario['decks'][number];
type Card = Deck['cards'][number];

export interface CardPrintOptions {
  readonly size: CardSize;
  readonly paper?: CardPaperId;
  readonly bleedMm?: number;
  /** A page of backs after each page of fronts, mirrored for printing on both sides. */
  readonly backs?: boolean;
}

export interface CardPrintResult {
  readonly bytes: Uint8Array;
  readonly layout: CardSheetLayout;
  /** Cards printed (copies counted) and sheets of fronts. */
  readonly cards: number;
  readonly sheets: number;
  readonly pages: number;
  readonly warnings: readonly string[];
}

const PT = 72 / 25.4;
const INK = rgb(0.12, 0.14, 0.17);
const MUTED = rgb(0.38, 0.4, 0.45);

/** A deck's own colour for its title band and backs, the same every time. */
function deckColour(id: string) {
  let hash = 0;
  for (let i = 0; i < id.length; i++) hash = (hash * 31 + id.charCodeAt(i)) >>> 0;
  const palette = [
    [0.16, 0.36, 0.56],
    [0.55, 0.2, 0.2],
    [0.2, 0.45, 0.3],
    [0.45, 0.3, 0.55],
    [0.6, 0.42, 0.12],
    [0.15, 0.45, 0.5],
  ] as const;
  const [r, g, b] = palette[hash % palette.length] as readonly [number, number, number];
  return rgb(r, g, b);
}

/** The text with what the font cannot show as "?". */
function printable(font: PDFFont, text: string): string {
  try {
    font.encodeText(text);
    return text;
  } catch {
    return [...text]
      .map((ch) => {
        try {
          font.encodeText(ch);
          return ch;
        } catch {
          return ch === '\n' ? ch : '?';
        }
      })
      .join('');
  }
}

/** Words broken into lines no wider than `width` points. */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
      else {
        lines.push(line);
        line = word;
      }
    }
    lines.push(line);
  }
  return lines;
}

/** The cost a card shows in its corner: a field named "cost" (any case), if it has one. */
function costOf(card: Card): string {
  const key = Object.keys(card.fields).find((k) => k.toLowerCase() === 'cost');
  return key === undefined ? '' : String(card.fields[key]);
}

/** Every card of the decks, each as many times as the deck holds it. */
export function cardRun(decks: readonly Deck[]): { deck: Deck; card: Card }[] {
  return decks.flatMap((deck) =>
    deck.cards.flatMap((card) => Array.from({ length: card.copies }, () => ({ deck, card }))),
  );
}

/**
 * Decks laid out on card sheets as a PDF: each card at its true size, as many as fit a page,
 * with crop marks at every cut in the margins; a front drawn from the card's fields (title
 * and cost in a band of the deck's colour, picture, text, the other fields, the deck's name);
 * with `backs`, a page of backs after each page of fronts, columns mirrored so that each back
 * lands behind its front when the sheet is printed on both sides (long-edge flip).
 */
export async function printCards(
  decks: readonly Deck[],
  options: CardPrintOptions,
): Promise<CardPrintResult> {
  const layout = cardSheetLayout(options.size, options.paper ?? 'a4', options.bleedMm ?? 0);
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(decks.length === 1 ? `${decks[0]?.name} cards` : 'Cards');
  doc.setCreator('Lodestar');
  doc.setProducer('Lodestar (pdf-lib)');
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const images = new Map<string, PDFImage | null>();
  const warnings: string[] = [];
  const imageOf = async (url: string | undefined) => {
    if (!url) return null;
    if (images.has(url)) return images.get(url) ?? null;
    const m = /^data:image\/(png|jpeg);base64,(.*)$/s.exec(url);
    let image: PDFImage | null = null;
    try {
      if (m) {
        const binary = atob(m[2] as string);
        const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
        image = m[1] === 'png' ? await doc.embedPng(bytes) : await doc.embedJpg(bytes);
      }
    } catch {
      image = null;
    }
    if (!image) warnings.push('a card picture that is not PNG or JPEG is left out of the PDF');
    images.set(url, image);
    return image;
  };

  const run = cardRun(decks);
  const perPage = layout.slots.length;
  const sheets = Math.ceil(run.length / perPage);
  const { paper } = layout;
  for (let sheet = 0; sheet < sheets; sheet++) {
    const batch = run.slice(sheet * perPage, (sheet + 1) * perPage);
    const front = doc.addPage([paper.width * PT, paper.height * PT]);
    for (const [i, item] of batch.entries())
      drawFront(
        front,
        layout,
        layout.slots[i]!,
        item,
        { regular, bold },
        await imageOf(item.card.image),
      );
    cropMarks(front, layout, batch.length);
    footer(
      front,
      regular,
      `Sheet ${sheet + 1} of ${sheets} · fronts · ${layout.card.name} ${layout.card.width}×${layout.card.height} mm`,
    );
    if (options.backs) {
      const back = doc.addPage([paper.width * PT, paper.height * PT]);
      for (const [i, item] of batch.entries())
        drawBack(back, layout, layout.slots[backSlot(layout, i)]!, item.deck, bold);
      const mirrored = batch.map((_, i) => backSlot(layout, i));
      cropMarks(back, layout, batch.length, mirrored);
      footer(
        back,
        regular,
        `Sheet ${sheet + 1} of ${sheets} · backs (print on the other side, long-edge flip)`,
      );
    }
  }
  if (sheets === 0) doc.addPage([paper.width * PT, paper.height * PT]);
  const bytes = await doc.save();
  return {
    bytes,
    layout,
    cards: run.length,
    sheets,
    pages: doc.getPageCount(),
    warnings: [...new Set(warnings)],
  };
}

/** A rectangle in mm from the sheet's top-left, as pdf-lib's points from its bottom-left. */
function box(page: PDFPage, x: number, y: number, w: number, h: number) {
  return { x: x * PT, y: page.getHeight() - (y + h) * PT, width: w * PT, height: h * PT };
}

function drawFront(
  page: PDFPage,
  layout: CardSheetLayout,
  slot: { x: number; y: number },
  { deck, card }: { deck: Deck; card: Card },
  fonts: { regular: PDFFont; bold: PDFFont },
  image: PDFImage | null,
): void {
  const { width: w, height: h } = layout.card;
  const b = layout.bleedMm;
  const colour = deckColour(deck.id);
  const pad = Math.min(w, h) * 0.06;
  const band = Math.max(8, h * 0.12);
  // The band runs into the bleed at the top, so a cut a little high shows no white edge.
  page.drawRectangle({ ...box(page, slot.x - b, slot.y - b, w + 2 * b, band + b), color: colour });
  page.drawRectangle({ ...box(page, slot.x, slot.y, w, h), borderColor: MUTED, borderWidth: 0.4 });
  const cost = printable(fonts.bold, costOf(card));
  const titleSize = Math.min(11, band * PT * 0.42);
  const textWidth = (w - 2 * pad) * PT;
  // A short cost shares the band with the title; a long one ("1 Manpower, 1 Fuel") gets
  // its own line under it.
  const costPt = cost ? fonts.bold.widthOfTextAtSize(cost, titleSize) : 0;
  const costInBand = cost !== '' && costPt <= textWidth * 0.3;
  const title = fit(
    fonts.bold,
    printable(fonts.bold, card.title),
    titleSize,
    textWidth - (costInBand ? costPt + pad * PT : 0),
  );
  page.drawText(title.text, {
    x: (slot.x + pad) * PT,
    y: page.getHeight() - (slot.y + band / 2) * PT - title.size * 0.35,
    size: title.size,
    font: fonts.bold,
    color: rgb(1, 1, 1),
  });
  if (costInBand)
    page.drawText(cost, {
      x: (slot.x + w - pad) * PT - costPt,
      y: page.getHeight() - (slot.y + band / 2) * PT - titleSize * 0.35,
      size: titleSize,
      font: fonts.bold,
      color: rgb(1, 1, 1),
    });
  let y = slot.y + band + pad;
  if (cost && !costInBand) {
    const line = fit(fonts.bold, `Cost: ${cost}`, 8, textWidth);
    y += line.size / PT;
    page.drawText(line.text, {
      x: (slot.x + pad) * PT,
      y: page.getHeight() - y * PT,
      size: line.size,
      font: fonts.bold,
      color: deckColour(deck.id),
    });
    y += pad / 2;
  }
  if (image) {
    const room = { w: w - 2 * pad, h: h * 0.36 };
    const scale = Math.min(room.w / image.width, room.h / image.height);
    const iw = image.width * scale;
    const ih = image.height * scale;
    page.drawImage(image, box(page, slot.x + (w - iw) / 2, y, iw, ih));
    y += ih + pad;
  }
  const footerH = 5;
  const extra = Object.entries(card.fields)
    .filter(([k]) => k.toLowerCase() !== 'cost')
    .map(([k, v]) => `${k}: ${v}`);
  const bottom = slot.y + h - pad - footerH - extra.length * 3.6;
  const body = printable(fonts.regular, card.text);
  // The largest size from 9 pt down at which the text fits above the fields.
  for (let size = 9; size >= 5; size -= 0.5) {
    const lines = wrap(fonts.regular, body, size, textWidth);
    const lineMm = (size * 1.2) / PT;
    if (lines.length * lineMm <= bottom - y || size === 5) {
      lines.forEach((line, i) => {
        const top = y + (i + 1) * lineMm;
        if (top > bottom + lineMm) return;
        page.drawText(line, {
          x: (slot.x + pad) * PT,
          y: page.getHeight() - top * PT,
          size,
          font: fonts.regular,
          color: INK,
        });
      });
      break;
    }
  }
  extra.forEach((line, i) =>
    page.drawText(fit(fonts.bold, printable(fonts.bold, line), 7, textWidth).text, {
      x: (slot.x + pad) * PT,
      y: page.getHeight() - (bottom + (i + 1) * 3.6) * PT,
      size: 7,
      font: fonts.bold,
      color: INK,
    }),
  );
  page.drawText(fit(fonts.regular, printable(fonts.regular, deck.name), 6, textWidth).text, {
    x: (slot.x + pad) * PT,
    y: page.getHeight() - (slot.y + h - pad) * PT,
    size: 6,
    font: fonts.regular,
    color: MUTED,
  });
}

/** Shrinks a line down to 6 pt to fit, then cuts it with "…" if it still does not. */
function fit(
  font: PDFFont,
  text: string,
  size: number,
  width: number,
): { text: string; size: number } {
  let s = size;
  while (s > 6 && font.widthOfTextAtSize(text, s) > width) s -= 0.5;
  if (font.widthOfTextAtSize(text, s) <= width) return { text, size: s };
  let cut = text;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}...`, s) > width) cut = cut.slice(0, -1);
  return { text: `${cut}...`, size: s };
}

function drawBack(
  page: PDFPage,
  layout: CardSheetLayout,
  slot: { x: number; y: number },
  deck: Deck,
  font: PDFFont,
): void {
  const { width: w, height: h } = layout.card;
  const b = layout.bleedMm;
  page.drawRectangle({
    ...box(page, slot.x - b, slot.y - b, w + 2 * b, h + 2 * b),
    color: deckColour(deck.id),
  });
  const inset = Math.min(w, h) * 0.08;
  page.drawRectangle({
    ...box(page, slot.x + inset, slot.y + inset, w - 2 * inset, h - 2 * inset),
    borderColor: rgb(1, 1, 1),
    borderWidth: 1,
  });
  const name = fit(font, printable(font, deck.name), 14, (w - 4 * inset) * PT);
  page.drawText(name.text, {
    x: (slot.x + w / 2) * PT - font.widthOfTextAtSize(name.text, name.size) / 2,
    y: page.getHeight() - (slot.y + h / 2) * PT - name.size * 0.35,
    size: name.size,
    font,
    color: rgb(1, 1, 1),
  });
}

/** Short lines in the margins at every cut: each column's and row's edges. */
function cropMarks(
  page: PDFPage,
  layout: CardSheetLayout,
  used: number,
  slots?: readonly number[],
): void {
  if (used === 0) return;
  const { width: w, height: h } = layout.card;
  const filled = (slots ?? Array.from({ length: used }, (_, i) => i)).map((i) => layout.slots[i]!);
  const xs = new Set<number>();
  const ys = new Set<number>();
  for (const s of filled) {
    xs.add(s.x).add(s.x + w);
    ys.add(s.y).add(s.y + h);
  }
  const left = Math.min(...filled.map((s) => s.x)) - layout.bleedMm;
  const right = Math.max(...filled.map((s) => s.x + w)) + layout.bleedMm;
  const top = Math.min(...filled.map((s) => s.y)) - layout.bleedMm;
  const bottom = Math.max(...filled.map((s) => s.y + h)) + layout.bleedMm;
  const H = page.getHeight();
  const line = (x1: number, y1: number, x2: number, y2: number) =>
    page.drawLine({
      start: { x: x1 * PT, y: H - y1 * PT },
      end: { x: x2 * PT, y: H - y2 * PT },
      thickness: 0.3,
      color: rgb(0, 0, 0),
    });
  for (const x of xs) {
    line(x, top - 1.5, x, Math.max(1, top - 6));
    line(x, bottom + 1.5, x, Math.min(layout.paper.height - 1, bottom + 6));
  }
  for (const y of ys) {
    line(left - 1.5, y, Math.max(1, left - 6), y);
    line(right + 1.5, y, Math.min(layout.paper.width - 1, right + 6), y);
  }
}

function footer(page: PDFPage, font: PDFFont, text: string): void {
  page.drawText(printable(font, text), { x: 8 * PT, y: 3 * PT, size: 6, font, color: MUTED });
}
