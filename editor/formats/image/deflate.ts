/**
 * A small zlib (RFC 1950/1951) compressor for generated pictures: one block of fixed Huffman
 * codes, with back-references found only at a few given distances (the previous pixel, the
 * row above). Flat colours and repeated rows, all a generated tile picture has, shrink to a
 * few per cent; nothing else needs more. Pure TypeScript, so engines can write PNG files.
 */

const LENGTH_BASE = [
  3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131,
  163, 195, 227, 258,
];
const LENGTH_EXTRA = [
  0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
];
const DISTANCE_BASE = [
  1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049,
  3073, 4097, 6145, 8193, 12289, 16385, 24577,
];
const DISTANCE_EXTRA = [
  0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
];
const MAX_MATCH = 258;
const MAX_DISTANCE = 32768;

class BitWriter {
  #bytes: number[] = [];
  #bits = 0;
  #count = 0;

  /** `value`'s low `n` bits, least significant first (how deflate packs numbers). */
  write(value: number, n: number): void {
    for (let i = 0; i < n; i++) {
      this.#bits |= ((value >>> i) & 1) << this.#count;
      if (++this.#count === 8) this.flush();
    }
  }

  /** A Huffman code of `n` bits, most significant first. */
  code(value: number, n: number): void {
    for (let i = n - 1; i >= 0; i--) this.write((value >>> i) & 1, 1);
  }

  flush(): void {
    if (this.#count === 0) return;
    this.#bytes.push(this.#bits);
    this.#bits = 0;
    this.#count = 0;
  }

  get bytes(): number[] {
    return this.#bytes;
  }
}

/** The fixed literal/length code of a symbol 0–287 (RFC 1951, 3.2.6). */
function literal(out: BitWriter, symbol: number): void {
  if (symbol < 144) out.code(0x30 + symbol, 8);
  else if (symbol < 256) out.code(0x190 + symbol - 144, 9);
  else if (symbol < 280) out.code(symbol - 256, 7);
  else out.code(0xc0 + symbol - 280, 8);
}

function lastIndexAtMost(table: readonly number[], value: number): number {
  let i = table.length - 1;
  while (table[i]! > value) i--;
  return i;
}

function match(out: BitWriter, length: number, distance: number): void {
  const l = lastIndexAtMost(LENGTH_BASE, length);
  literal(out, 257 + l);
  out.write(length - LENGTH_BASE[l]!, LENGTH_EXTRA[l]!);
  const d = lastIndexAtMost(DISTANCE_BASE, distance);
  out.code(d, 5);
  out.write(distance - DISTANCE_BASE[d]!, DISTANCE_EXTRA[d]!);
}

function adler32(data: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (let i = 0; i < data.length; i++) {
    a = (a + data[i]!) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

/** `data` as a zlib stream; back-references are looked for at `distances` only. */
export function zlib(data: Uint8Array, distances: readonly number[]): Uint8Array {
  const out = new BitWriter();
  out.write(0x78, 8);
  out.write(0x01, 8);
  out.write(1, 1); // the last block…
  out.write(1, 2); // …with fixed codes
  const usable = distances.filter((d) => d > 0 && d <= MAX_DISTANCE);
  let i = 0;
  while (i < data.length) {
    let best = 0;
    let bestDistance = 0;
    for (const d of usable) {
      if (d > i) continue;
      let n = 0;
      const limit = Math.min(MAX_MATCH, data.length - i);
      while (n < limit && data[i + n] === data[i + n - d]) n++;
      if (n > best) {
        best = n;
        bestDistance = d;
      }
    }
    if (best >= 3) {
      match(out, best, bestDistance);
      i += best;
    } else literal(out, data[i++]!);
  }
  literal(out, 256);
  out.flush();
  const check = adler32(data);
  const bytes = out.bytes;
  bytes.push(check >>> 24, (check >>> 16) & 0xff, (check >>> 8) & 0xff, check & 0xff);
  return Uint8Array.from(bytes);
}
