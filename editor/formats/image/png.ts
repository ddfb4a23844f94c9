import { zlib } from './deflate.ts';
import type { Raster } from './raster.ts';

/** PNG files (RGBA, 8 bits a channel) of generated pictures, in pure TypeScript. */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) c = CRC_TABLE[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

const u32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];

function chunk(type: string, data: Uint8Array): number[] {
  const typed = Uint8Array.from([...[...type].map((c) => c.charCodeAt(0)), ...data]);
  return [...u32(data.length), ...typed, ...u32(crc32(typed))];
}

export function encodePng(image: Raster): Uint8Array<ArrayBuffer> {
  const { width, height, data } = image;
  const stride = width * 4;
  // Each row starts with its filter byte (0: none); back-references reach the pixel before
  // and the row above, which is where a flat picture repeats itself.
  const rows = new Uint8Array((stride + 1) * height);
  for (let y = 0; y < height; y++)
    rows.set(data.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  const header = Uint8Array.from([...u32(width), ...u32(height), 8, 6, 0, 0, 0]);
  return Uint8Array.from([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...chunk('IHDR', header),
    ...chunk('IDAT', zlib(rows, [4, stride + 1])),
    ...chunk('IEND', new Uint8Array(0)),
  ]);
}
