import fc from 'fast-check';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import {
  CardLayoutError,
  SHEET_MARGIN_MM,
  backSlot,
  cardSheetLayout,
} from '../../../features/draws/cards/card-sheet-layout.ts';
import { CARD_SIZES, parseCardSize } from '../../../features/draws/cards/card-sizes.ts';
import { cardRun, printCards } from '../../../features/draws/cards/cards-pdf.ts';
import { deckSchema } from '../../../features/draws/draws-format.ts';
import { pdfHex, pdfText } from '../editor/formats/print/print-fixtures.ts';

const deck = (
  id: string,
  cards: {
    id: string;
    title: string;
    copies?: number;
    fields?: Record<string, string | number>;
    text?: string;
  }[],
) => deckSchema.parse({ id, name: `${id} deck`, cards });

describe('card sizes', () => {
  it('knows poker, bridge and tarot, and reads WxHmm', () => {
    expect(parseCardSize('poker')).toEqual(CARD_SIZES.poker);
    expect(parseCardSize('Tarot')).toMatchObject({ width: 70, height: 120 });
    expect(parseCardSize('70x110mm')).toMatchObject({ width: 70, height: 110 });
    expect(parseCardSize('63.5×88')).toMatchObject({ width: 63.5, height: 88 });
    for (const bad of ['huge', '10x10mm', '70x', '0x0']) expect(parseCardSize(bad)).toBeNull();
  });
});

describe('card sheet layout', () => {
  it('fits nine poker cards on A4 and Letter, four tarot cards on A4', () => {
    expect(cardSheetLayout(CARD_SIZES.poker, 'a4')).toMatchObject({ columns: 3, rows: 3 });
    expect(cardSheetLayout(CARD_SIZES.poker, 'letter')).toMatchObject({ columns: 3, rows: 3 });
    expect(cardSheetLayout(CARD_SIZES.tarot, 'a4')).toMatchObject({ columns: 2, rows: 2 });
  });

  it('keeps every card and its bleed on the sheet, inside the margins, none overlapping', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 20, max: 150, noNaN: true }),
        fc.double({ min: 20, max: 200, noNaN: true }),
        fc.constantFrom('a4' as const, 'letter' as const, 'a3' as const),
        fc.double({ min: 0, max: 5, noNaN: true }),
        (width, height, paper, bleed) => {
          const layout = cardSheetLayout({ name: 'c', width, height }, paper, bleed);
          const { slots } = layout;
          expect(slots).toHaveLength(layout.columns * layout.rows);
          for (const s of slots) {
            expect(s.x - bleed).toBeGreaterThanOrEqual(SHEET_MARGIN_MM - 1e-9);
            expect(s.y - bleed).toBeGreaterThanOrEqual(SHEET_MARGIN_MM - 1e-9);
            expect(s.x + width + bleed).toBeLessThanOrEqual(
              layout.paper.width - SHEET_MARGIN_MM + 1e-9,
            );
            expect(s.y + height + bleed).toBeLessThanOrEqual(
              layout.paper.height - SHEET_MARGIN_MM + 1e-9,
            );
          }
          for (let i = 1; i < slots.length; i++) {
            const a = slots[i - 1]!;
            const b = slots[i]!;
            if (a.y === b.y) expect(b.x - a.x).toBeCloseTo(width + 2 * bleed, 9);
          }
          // Backs: a mirror, so the same slot twice is itself.
          for (let i = 0; i < slots.length; i++) {
            expect(backSlot(layout, backSlot(layout, i))).toBe(i);
            const front = slots[i]!;
            const back = slots[backSlot(layout, i)]!;
            expect(back.y).toBe(front.y);
            // Mirrored about the sheet's middle: the back sits where the front lands when turned.
            expect(back.x + width / 2).toBeCloseTo(layout.paper.width - (front.x + width / 2), 6);
          }
        },
      ),
    );
  });

  it('refuses a card bigger than the sheet, naming it', () => {
    expect(() => cardSheetLayout({ name: 'Mat', width: 250, height: 300 }, 'a4')).toThrow(
      CardLayoutError,
    );
    expect(() => cardSheetLayout({ name: 'Mat', width: 250, height: 300 }, 'a4')).toThrow(
      /a Mat card \(250×300 mm with 0 mm bleed\) does not fit on A4/,
    );
  });
});

describe('card sheets as a PDF', () => {
  const events = deck('events', [
    {
      id: 'a',
      title: 'Fuel Leak',
      copies: 3,
      fields: { Cost: 2, Effect: 'Lose 1 Fuel' },
      text: 'A cracked feed line is venting fuel into space.',
    },
    { id: 'b', title: 'Mutiny', copies: 8, text: 'Tempers short.' },
    { id: 'c', title: 'Never printed', copies: 0 },
  ]);

  it("prints each card as many times as the deck holds it, and the fronts' text as text", async () => {
    expect(cardRun([events]).map((x) => x.card.id)).toEqual(['a', 'a', 'a', ...Array(8).fill('b')]);
    const printed = await printCards([events], { size: CARD_SIZES.poker });
    expect(printed).toMatchObject({ cards: 11, sheets: 2, pages: 2 });
    const doc = await PDFDocument.load(printed.bytes);
    expect(doc.getPageCount()).toBe(2);
    expect(doc.getPage(0).getWidth()).toBeCloseTo((210 * 72) / 25.4, 1);
    const text = pdfText(printed.bytes);
    expect(text).toContain(`<${pdfHex('Fuel Leak')}> Tj`);
    expect(text).not.toContain(pdfHex('Never printed'));
  });

  it('adds a page of backs after each page of fronts', async () => {
    const printed = await printCards(
      [events, deck('loot', [{ id: 'x', title: 'Gold', copies: 2 }])],
      {
        size: CARD_SIZES.bridge,
        backs: true,
        bleedMm: 1,
      },
    );
    expect(printed).toMatchObject({ cards: 13, sheets: 2, pages: 4 });
    const text = pdfText(printed.bytes);
    expect(text).toContain(`<${pdfHex('loot deck')}> Tj`);
    expect(text).toContain(pdfHex('backs (print on the other side, long-edge flip)'));
  });
});
