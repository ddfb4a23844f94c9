import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { axial, squareCell } from '../../../../editor/geometry/coords.ts';
import {
  cellKey,
  edgeKey,
  hexKey,
  isCellKey,
  keyToHex,
  keyToSquare,
  parseCellKey,
  parseEdgeKey,
  squareKey,
} from '../../../../editor/geometry/keys.ts';

const coord = fc.integer({ min: -10_000, max: 10_000 });
const keyArb = fc.tuple(coord, coord).map(([a, b]) => cellKey(a, b));

describe('cell keys', () => {
  it('round-trip hex and square cells', () => {
    fc.assert(
      fc.property(coord, coord, (a, b) => {
        expect(keyToHex(hexKey(axial(a, b)))).toEqual(axial(a, b));
        expect(keyToSquare(squareKey(squareCell(a, b)))).toEqual(squareCell(a, b));
        expect(parseCellKey(cellKey(a, b))).toEqual([a, b]);
      }),
    );
  });

  it('writes zero as 0, never -0', () => {
    expect(cellKey(-0, 0)).toBe('0,0');
  });

  it('tells cells from node ids', () => {
    expect(isCellKey('3,-2')).toBe(true);
    for (const key of ['sol', '3', '3,', ',3', '1,2,3', '1.5,2', ' 1,2']) {
      expect(isCellKey(key)).toBe(false);
      expect(parseCellKey(key)).toBeNull();
      expect(keyToHex(key)).toBeNull();
    }
  });
});

describe('edge keys', () => {
  it('are symmetric and name their two cells, smaller first', () => {
    fc.assert(
      fc.property(keyArb, keyArb, (a, b) => {
        const key = edgeKey(a, b);
        expect(edgeKey(b, a)).toBe(key);
        const cells = parseEdgeKey(key);
        expect(cells).not.toBeNull();
        expect(new Set(cells)).toEqual(new Set([a, b]));
      }),
    );
    expect(edgeKey('1,0', '0,0')).toBe('0,0|1,0');
    expect(edgeKey('0,1', '0,-1')).toBe('0,-1|0,1');
  });

  it('refuses a node id with a clear error, and malformed keys parse to null', () => {
    expect(() => edgeKey('sol', '0,0')).toThrow(/an edge joins two cells, not "sol" and "0,0"/);
    for (const key of ['0,0', '0,0|', '0,0|1,0|2,0', 'a|b']) expect(parseEdgeKey(key)).toBeNull();
  });
});
