import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boxesInRect, buildBoxIndex } from '../../../editor/canvas/box-index.ts';

const boxArb = fc
  .tuple(
    fc.double({ min: -2000, max: 2000, noNaN: true }),
    fc.double({ min: -2000, max: 2000, noNaN: true }),
    fc.double({ min: 0, max: 600, noNaN: true }),
    fc.double({ min: 0, max: 600, noNaN: true }),
  )
  .map(([x, y, w, h]) => [x, y, x + w, y + h] as const);

describe('the bucketed box index (lanes and nodes of a graph)', () => {
  it('finds exactly the boxes a full scan finds, each once, in their order', () => {
    fc.assert(
      fc.property(
        fc.array(boxArb, { maxLength: 300 }),
        boxArb,
        fc.double({ min: 0, max: 100, noNaN: true }),
        (boxes, [x0, y0, x1, y1], pad) => {
          const index = buildBoxIndex(new Float64Array(boxes.flat()));
          const scan = boxes.flatMap(([a, b, c, d], i) =>
            c >= x0 - pad && a <= x1 + pad && d >= y0 - pad && b <= y1 + pad ? [i] : [],
          );
          const area = { x0, y0, x1, y1 };
          expect(boxesInRect(index, area, pad)).toEqual(scan);
          // A second query of the same area finds the same (no state left from the first).
          expect(boxesInRect(index, area, pad)).toEqual(scan);
        },
      ),
    );
  });

  it('finds nothing in an empty index or far from every box', () => {
    expect(boxesInRect(buildBoxIndex(new Float64Array()), { x0: 0, y0: 0, x1: 9, y1: 9 })).toEqual(
      [],
    );
    const index = buildBoxIndex(new Float64Array([0, 0, 10, 10, 20, 20, 30, 30]));
    expect(boxesInRect(index, { x0: 100, y0: 100, x1: 200, y1: 200 })).toEqual([]);
    expect(boxesInRect(index, { x0: 5, y0: 5, x1: 25, y1: 25 })).toEqual([0, 1]);
  });
});
