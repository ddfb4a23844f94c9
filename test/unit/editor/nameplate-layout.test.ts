import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  circleHitsRect,
  fitPlateText,
  layoutNameplates,
  type PlatePiece,
} from '../../../editor/canvas/nameplate-layout.ts';
import { rectsIntersect } from '../../../editor/canvas/rects.ts';

/** Every letter half a font size wide: enough to test the layout without a browser. */
const widthPerPx = (text: string) => [...text].length * 0.5;

const pieceArb = (id: number) =>
  fc.record({
    id: fc.constant<string>(`p${id}`),
    x: fc.double({ min: 0, max: 800, noNaN: true }),
    y: fc.double({ min: 0, max: 600, noNaN: true }),
    radius: fc.double({ min: 2, max: 40, noNaN: true }),
    text: fc.string({ minLength: 1, maxLength: 24 }),
    priority: fc.integer({ min: 0, max: 2 }),
  });

const piecesArb = fc
  .integer({ min: 0, max: 60 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => pieceArb(i))));

describe('nameplates beside the pieces', () => {
  it('never overlap one another nor another piece, each belongs to one piece and sits beside it', () => {
    fc.assert(
      fc.property(piecesArb, fc.double({ min: 6, max: 60, noNaN: true }), (pieces, fontPx) => {
        const bounds = { x0: 0, y0: 0, x1: 800, y1: 600 };
        const plates = layoutNameplates(pieces as PlatePiece[], {
          fontPx,
          widthPerPx,
          maxWidthPx: fontPx * 9,
          bounds,
        });
        const byId = new Map(pieces.map((p) => [p.id, p]));
        expect(new Set(plates.map((p) => p.id)).size).toBe(plates.length);
        for (const [i, plate] of plates.entries()) {
          const piece = byId.get(plate.id);
          expect(piece).toBeDefined();
          for (const other of plates.slice(i + 1)) expect(rectsIntersect(plate, other)).toBe(false);
          for (const other of pieces)
            if (other.id !== plate.id) expect(circleHitsRect(other, plate)).toBe(false);
          // Beside its own piece: within a small gap of its disc, and inside the view.
          const near = { ...piece!, radius: piece!.radius + fontPx * 0.2 + 0.01 };
          expect(circleHitsRect(near, plate) || touches(near, plate)).toBe(true);
          expect(plate.x0).toBeGreaterThanOrEqual(0);
          expect(plate.y1).toBeLessThanOrEqual(600);
          expect(plate.x1 - plate.x0).toBeLessThanOrEqual(fontPx * 9 + 1e-6);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('gives the first place to the piece of higher priority', () => {
    const pieces: PlatePiece[] = [
      { id: 'a', x: 100, y: 100, radius: 10, text: 'Alpha', priority: 0 },
      { id: 'b', x: 100, y: 100, radius: 10, text: 'Beta', priority: 1 },
    ];
    const plates = layoutNameplates(pieces, { fontPx: 12, widthPerPx, maxWidthPx: 200 });
    expect(plates[0]?.id).toBe('b');
  });

  it('drops the plates of a crowded board, and cuts long names short', () => {
    const crowd: PlatePiece[] = Array.from({ length: 100 }, (_, i) => ({
      id: `p${i}`,
      x: (i % 10) * 8,
      y: Math.floor(i / 10) * 8,
      radius: 3,
      text: `Civilian Ship ${i}`,
      priority: 0,
    }));
    // Only the edges of the crowd have room: a few names, none over another.
    expect(
      layoutNameplates(crowd, { fontPx: 14, widthPerPx, maxWidthPx: 200 }).length,
    ).toBeLessThan(15);
    expect(fitPlateText('Plantation Ship 1', 10, 50, widthPerPx)).toBe('Plantatio…');
    expect(fitPlateText('Raptor', 10, 50, widthPerPx)).toBe('Raptor');
  });
});

/** The plate's edge lies on the grown disc's edge (a plate set exactly at the gap). */
function touches(
  c: { x: number; y: number; radius: number },
  r: { x0: number; y0: number; x1: number; y1: number },
) {
  return circleHitsRect({ ...c, radius: c.radius + 1e-6 }, r);
}
