import { crc32, inflateSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { zlib } from '../../../../editor/formats/image/deflate.ts';
import { encodePng } from '../../../../editor/formats/image/png.ts';
import { convexMask, paint, raster, rgbaOf } from '../../../../editor/formats/image/raster.ts';
import { readPng } from './png-reader.ts';

describe('the zlib writer', () => {
  it('writes streams that zlib inflates back to the same bytes, for any bytes and distances', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 3000 }),
        fc.array(fc.integer({ min: 1, max: 40_000 }), { maxLength: 3 }),
        (data, distances) => {
          expect(new Uint8Array(inflateSync(zlib(data, distances)))).toEqual(data);
        },
      ),
    );
  });

  it('shrinks flat colour to a few per cent', () => {
    const flat = new Uint8Array(100_000).map((_, i) => [200, 40, 90, 255][i % 4]!);
    expect(zlib(flat, [4]).length).toBeLessThan(2_000);
  });
});

describe('PNG files', () => {
  it('hold the picture: size, pixels and chunk checksums', () => {
    const image = raster(40, 30);
    paint(
      image,
      convexMask(40, 30, [
        { x: 5, y: 5 },
        { x: 35, y: 5 },
        { x: 35, y: 25 },
        { x: 5, y: 25 },
      ]),
      0,
      0,
      rgbaOf('#336699'),
    );
    const bytes = encodePng(image);
    const png = readPng(bytes);
    expect([png.width, png.height]).toEqual([40, 30]);
    expect(png.at(20, 15)).toEqual([0x33, 0x66, 0x99, 255]);
    expect(png.at(1, 1)).toEqual([0, 0, 0, 0]);
    const view = Buffer.from(bytes);
    for (let offset = 8; offset < view.length;) {
      const length = view.readUInt32BE(offset);
      const typed = view.subarray(offset + 4, offset + 8 + length);
      expect(view.readUInt32BE(offset + 8 + length)).toBe(crc32(typed));
      offset += 12 + length;
    }
  });
});
