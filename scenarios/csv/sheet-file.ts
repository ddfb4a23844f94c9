import readXlsxFile from 'read-excel-file/universal';
import { readCsvRows, rowsFromGrid, type CsvRows } from './csv-rows.ts';

/**
 * A spreadsheet file as an importer reads it, whatever saved it: a CSV or TSV file (UTF-8,
 * UTF-16 with its byte-order mark, or an 8-bit Windows file) or an Excel workbook (.xlsx).
 * Every format ends as the same header and numbered rows, and says in words how it was read.
 */

export interface SheetFile {
  rows: CsvRows;
  /** How the file was read, for the person to check: "Excel workbook, sheet “Cards”". */
  format: string;
  /** A workbook's sheets, in order (one name for a CSV file). */
  sheets: string[];
  /** The sheet read. */
  sheet: string;
}

export type SheetFileResult = { ok: true; file: SheetFile } | { ok: false; message: string };

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0];

const startsWith = (bytes: Uint8Array, magic: readonly number[]) =>
  magic.every((b, i) => bytes[i] === b);

/** Text as the file holds it, with the encoding named when it is not plain UTF-8. */
function decodeText(bytes: Uint8Array): { text: string; encoding: string } {
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return { text: new TextDecoder('utf-16le').decode(bytes), encoding: 'UTF-16' };
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return { text: new TextDecoder('utf-16be').decode(bytes), encoding: 'UTF-16' };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'UTF-8' };
  } catch {
    // Not UTF-8: Excel on Windows saves "CSV" in the system's code page, Windows-1252 in
    // western Europe and the Americas; reading it so keeps é and ü instead of "�".
    return {
      text: new TextDecoder('windows-1252').decode(bytes),
      encoding: 'Windows-1252 (it is not UTF-8)',
    };
  }
}

/** A workbook cell as the text a CSV file would hold. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const iso = value.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.slice(0, 16);
  }
  return String(value);
}

/** Reads a workbook's sheet (the first that holds anything, unless one is named). */
async function readWorkbook(bytes: Uint8Array, wanted?: string): Promise<SheetFileResult> {
  let sheets;
  try {
    const copy = bytes.slice().buffer;
    // Numbers keep the text the workbook stores, so 2.50 is not turned into 2.5 twice over.
    sheets = await readXlsxFile<string>(copy, { parseNumber: (text) => text });
  } catch (error) {
    return {
      ok: false,
      message: `this workbook cannot be read (${error instanceof Error ? error.message : String(error)}); save it again as .xlsx or CSV`,
    };
  }
  const names = sheets.map((s) => s.sheet);
  const chosen =
    (wanted === undefined ? undefined : sheets.find((s) => s.sheet === wanted)) ??
    sheets.find((s) => s.data.some((row) => row.some((cell) => cellText(cell).trim() !== ''))) ??
    sheets[0];
  if (!chosen) return { ok: false, message: 'this workbook has no sheets' };
  const grid = chosen.data.map((row) => row.map(cellText));
  return {
    ok: true,
    file: {
      rows: rowsFromGrid(grid),
      format:
        names.length > 1
          ? `Excel workbook, sheet “${chosen.sheet}” of ${names.length}`
          : 'Excel workbook',
      sheets: names,
      sheet: chosen.sheet,
    },
  };
}

/**
 * Reads a spreadsheet from its bytes. `name` is the file's name (its extension tells a
 * workbook from text when the bytes do not); `sheet` picks a workbook's sheet by name.
 */
export async function readSheetFile(
  name: string,
  data: ArrayBuffer | Uint8Array,
  sheet?: string,
): Promise<SheetFileResult> {
  const bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
  if (startsWith(bytes, ZIP)) {
    if (/\.(ods|numbers)$/i.test(name))
      return {
        ok: false,
        message: `save “${name}” as .xlsx or CSV first: it is not an Excel file`,
      };
    return readWorkbook(bytes, sheet);
  }
  if (startsWith(bytes, OLE) || /\.xls$/i.test(name))
    return {
      ok: false,
      message: `“${name}” is an old Excel file (.xls): save it as .xlsx or CSV first`,
    };
  const { text, encoding } = decodeText(bytes);
  if (text.includes('\u0000'))
    return { ok: false, message: `“${name}” is not a spreadsheet: it holds binary data` };
  const rows = readCsvRows(text);
  const tabs = text.split(/\r?\n/, 1)[0]?.includes('\t') ?? false;
  const sheetName = name.replace(/\.[^.]+$/, '') || 'Sheet';
  return {
    ok: true,
    file: {
      rows,
      format: `${tabs ? 'Tab-separated text' : 'CSV'}, ${encoding}`,
      sheets: [sheetName],
      sheet: sheetName,
    },
  };
}
