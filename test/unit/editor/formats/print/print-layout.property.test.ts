import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MARGIN_MM,
  PAPERS,
  PAPER_IDS,
  columnName,
  printLayout,
  tileAxis,
  PrintLayoutError,
} from '../../../../../editor/formats/print/print-layout.ts';

const layoutArb = fc.record({
  width: fc.double({ min: 5, max: 3000, noNaN: true }),
  height: fc.double({ min: 5, max: 3000, noNaN: true }),
  paper: fc.constantFrom(...PAPER_IDS),
  landscape: fc.boolean(),
  overlap: fc.double({ min: 0, max: 40, noNaN: true }),
});

describe('page tiling', () => {
  it('puts every point of the map on at least one page, and neighbours share the overlap', () => {
    fc.assert(
      fc.property(
        layoutArb,
        fc.array(
          fc.tuple(
            fc.double({ min: 0, max: 1, noNaN: true }),
            fc.double({ min: 0, max: 1, noNaN: true }),
          ),
          { minLength: 1, maxLength: 30 },
        ),
        (o, points) => {
          const layout = printLayout({ width: o.width, height: o.height }, 1, {
            size: { cellMm: 1 },
            paper: o.paper,
            landscape: o.landscape,
            overlapMm: o.overlap,
          });
          const paper = PAPERS[o.paper];
          const pw = (o.landscape ? paper.height : paper.width) - 2 * MARGIN_MM;
          const ph = (o.landscape ? paper.width : paper.height) - 2 * MARGIN_MM;
          for (const [u, v] of points) {
            const x = u * o.width;
            const y = v * o.height;
            const on = layout.pages.filter(
              (p) =>
                x >= p.window.x - 1e-6 &&
                x <= p.window.x + p.window.width + 1e-6 &&
                y >= p.window.y - 1e-6 &&
                y <= p.window.y + p.window.height + 1e-6,
            );
            expect(on.length).toBeGreaterThan(0);
          }
          expect(layout.pages.length).toBe(layout.columns * layout.rows);
          for (const page of layout.pages) {
            // What a page prints fits inside its sheet's margins.
            expect(page.place.x).toBeGreaterThanOrEqual(MARGIN_MM - 1e-6);
            expect(page.place.x + page.place.width).toBeLessThanOrEqual(pw + MARGIN_MM + 1e-6);
            expect(page.place.y + page.place.height).toBeLessThanOrEqual(ph + MARGIN_MM + 1e-6);
            const right = layout.pages.find(
              (q) => q.row === page.row && q.column === page.column + 1,
            );
            if (right)
              expect(page.window.x + page.window.width - right.window.x).toBeCloseTo(o.overlap, 6);
            const below = layout.pages.find(
              (q) => q.column === page.column && q.row === page.row + 1,
            );
            if (below)
              expect(page.window.y + page.window.height - below.window.y).toBeCloseTo(o.overlap, 6);
          }
          if (o.width <= pw && o.height <= ph) {
            expect(layout.tiled).toBe(false);
            expect(layout.pages).toHaveLength(1);
          } else expect(layout.tiled).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('uses no more pages along an axis than it needs', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 5000, noNaN: true }),
        fc.double({ min: 50, max: 800, noNaN: true }),
        fc.double({ min: 0, max: 20, noNaN: true }),
        (length, printable, overlap) => {
          const starts = tileAxis(length, printable, overlap);
          if (starts.length > 1)
            expect((starts.length - 1) * (printable - overlap) + overlap).toBeLessThan(
              length + 1e-6,
            );
          expect(starts.length * (printable - overlap) + overlap).toBeGreaterThanOrEqual(
            length - 1e-6,
          );
        },
      ),
    );
  });

  it('names pages by column letter and row number', () => {
    expect([0, 1, 25, 26, 27].map(columnName)).toEqual(['A', 'B', 'Z', 'AA', 'AB']);
    const layout = printLayout({ width: 500, height: 400 }, 1, {
      size: { cellMm: 1 },
      paper: 'a4',
    });
    expect(layout.pages.map((p) => p.label)).toEqual([
      'A1 of 3×2',
      'B1 of 3×2',
      'C1 of 3×2',
      'A2 of 3×2',
      'B2 of 3×2',
      'C2 of 3×2',
    ]);
  });

  it('refuses an overlap as big as the page and a graph sized by cells, clearly', () => {
    expect(() =>
      printLayout({ width: 500, height: 400 }, 1, {
        size: { cellMm: 1 },
        paper: 'a4',
        overlapMm: 120,
      }),
    ).toThrow(/overlap must be between 0 and 95 mm on A4 \(got 120\)/);
    expect(() =>
      printLayout({ width: 500, height: 400 }, null, { size: { cellMm: 10 }, paper: 'a4' }),
    ).toThrow(PrintLayoutError);
  });
});
