import { describe, expect, it } from 'vitest';
import { readSheetFile } from '../../../scenarios/csv/sheet-file.ts';
import { xlsxOf } from '../../../scenarios/csv/sheet-write.ts';
import writeXlsxFile from 'write-excel-file/universal';

const bytesOf = (text: string) => new TextEncoder().encode(text);

async function bytesOfBlob(blob: Blob): Promise<Uint8Array> {
  return new Uint8Array(await blob.arrayBuffer());
}

async function read(name: string, bytes: Uint8Array, sheet?: string) {
  const result = await readSheetFile(name, bytes, sheet);
  if (!result.ok) throw new Error(result.message);
  return result.file;
}

describe('reading a spreadsheet file', () => {
  it('reads UTF-8 CSV, with or without a byte-order mark, and says so', async () => {
    for (const text of [
      'title,copies\nŁódź — Żegluga,2\n',
      '\uFEFFtitle,copies\nŁódź — Żegluga,2\n',
    ]) {
      const file = await read('cards.csv', bytesOf(text));
      expect(file.format).toBe('CSV, UTF-8');
      expect(file.rows.header).toEqual(['title', 'copies']);
      expect(file.rows.rows[0]?.cells).toEqual(['Łódź — Żegluga', '2']);
    }
  });

  it('reads UTF-16 (both byte orders) as Excel\'s "Unicode text" saves it', async () => {
    const text = 'title\tcopies\r\nКиев\t3\r\n';
    const le = new Uint8Array(2 + text.length * 2);
    const be = new Uint8Array(2 + text.length * 2);
    le.set([0xff, 0xfe]);
    be.set([0xfe, 0xff]);
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      le[2 + i * 2] = code & 0xff;
      le[3 + i * 2] = code >> 8;
      be[2 + i * 2] = code >> 8;
      be[3 + i * 2] = code & 0xff;
    }
    for (const bytes of [le, be]) {
      const file = await read('cards.txt', bytes);
      expect(file.format).toBe('Tab-separated text, UTF-16');
      expect(file.rows.rows[0]?.cells).toEqual(['Киев', '3']);
    }
  });

  it('reads a file that is not UTF-8 as Windows-1252 and says so, keeping é instead of �', async () => {
    // "title\nCafé\n" as Excel on Windows saves it.
    const bytes = new Uint8Array([...bytesOf('title\nCaf'), 0xe9, 0x0a]);
    const file = await read('cards.csv', bytes);
    expect(file.format).toBe('CSV, Windows-1252 (it is not UTF-8)');
    expect(file.rows.rows[0]?.cells).toEqual(['Café']);
  });

  it('reads an Excel workbook written by the export, numbers and text as they were', async () => {
    const grid = [
      ['title', 'copies', 'text'],
      ['Łódź', 3, '=HYPERLINK("x")'],
      ['Tokyo 東京', 0.5, ''],
    ];
    const file = await read('cards.xlsx', await bytesOfBlob(await xlsxOf(grid, 'Cards')));
    expect(file.format).toBe('Excel workbook');
    expect(file.sheet).toBe('Cards');
    expect(file.rows.names).toEqual(['title', 'copies', 'text']);
    expect(file.rows.rows.map((r) => r.cells)).toEqual([
      ['Łódź', '3', '=HYPERLINK("x")'],
      ['Tokyo 東京', '0.5', ''],
    ]);
    // Spreadsheet row numbers: the header is row 1.
    expect(file.rows.rows.map((r) => r.row)).toEqual([2, 3]);
  });

  it('picks the first sheet that holds anything, and any sheet by name', async () => {
    const blob = await writeXlsxFile([
      { data: [[null]], sheet: 'Cover' },
      { data: [[{ value: 'name' }], [{ value: 'Ann' }]], sheet: 'Players' },
      { data: [[{ value: 'name' }], [{ value: 'Bo' }]], sheet: 'Reserves' },
    ]).toBlob();
    const bytes = await bytesOfBlob(blob);
    const first = await read('roster.xlsx', bytes);
    expect(first.sheets).toEqual(['Cover', 'Players', 'Reserves']);
    expect(first.sheet).toBe('Players');
    expect(first.format).toBe('Excel workbook, sheet “Players” of 3');
    const other = await read('roster.xlsx', bytes, 'Reserves');
    expect(other.rows.rows[0]?.cells).toEqual(['Bo']);
  });

  it('refuses what it cannot read with a reason, not garbage', async () => {
    const xls = await readSheetFile('old.xls', new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0, 0]));
    expect(xls).toEqual({ ok: false, message: expect.stringContaining('old Excel file (.xls)') });
    const ods = await readSheetFile('sheet.ods', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1]));
    expect(ods).toEqual({ ok: false, message: expect.stringContaining('not an Excel file') });
    const broken = await readSheetFile(
      'cut.xlsx',
      new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]),
    );
    expect(broken).toEqual({ ok: false, message: expect.stringContaining('cannot be read') });
    const png = await readSheetFile('art.csv', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0]));
    expect(png.ok).toBe(false);
  });
});
