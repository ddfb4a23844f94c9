import { execFileSync } from 'node:child_process';
import { inflateSync } from 'node:zlib';
import { encodePng } from '../../../../../editor/formats/image/png.ts';
import { mapSchema, type MapDef, type MapInput } from '../../../../../scenarios/format/map.ts';
import { tileSchema, type Tile } from '../../../../../scenarios/format/tiles.ts';

export const map = (input: Partial<MapInput>): MapDef =>
  mapSchema.parse({ id: 'sheet', name: 'Sector sheet', ...input });

export const tile = (id: string, name: string, extra: Record<string, unknown> = {}): Tile =>
  tileSchema.parse({ id, name, ...extra });

/** A small PNG as a data: URL, one colour; `salt` makes each picture's bytes its own. */
export function pictureUrl(rgb: [number, number, number], salt = 0): string {
  const w = 4;
  const h = 4 + salt;
  const data = new Uint8Array(w * h * 4);
  for (let i = 0; i < w * h; i++) data.set([...rgb, 255], i * 4);
  const png = encodePng({ width: w, height: h, data } as never);
  return `data:image/png;base64,${Buffer.from(png).toString('base64')}`;
}

/** Every stream of a PDF, inflated when it is compressed, with the file's own bytes. */
export function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString('latin1');
  const parts = [raw];
  const re = /stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(raw))) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    const chunk = Buffer.from(raw.slice(start, end), 'latin1');
    try {
      parts.push(inflateSync(chunk).toString('latin1'));
    } catch {
      parts.push(chunk.toString('latin1'));
    }
  }
  return parts.join('\n');
}

/** A text as the PDF writes it in a string: hex of its bytes. */
export const pdfHex = (text: string) => Buffer.from(text, 'latin1').toString('hex').toUpperCase();

/** poppler's pdftoppm; the tests that need it fail, saying how to get it. */
export function requirePdftoppm(): void {
  try {
    execFileSync('pdftoppm', ['-v'], { stdio: 'ignore' });
  } catch {
    throw new Error(
      'pdftoppm is not installed: these tests measure rendered pages with it (apt-get install -y poppler-utils)',
    );
  }
}
