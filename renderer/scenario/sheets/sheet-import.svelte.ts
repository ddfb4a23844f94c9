import {
  applyColumns,
  choiceFromValue,
  guessColumns,
  mappingProblems,
  type ColumnChoice,
} from '../../../scenarios/csv/column-mapping.ts';
import { readSheetFile, type SheetFile } from '../../../scenarios/csv/sheet-file.ts';
import type { SheetPart, SheetReadResult } from '../../../scenarios/csv/sheet-part.ts';

/** How many rows the mapping previews. */
export const PREVIEW_ROWS = 5;

/**
 * One import in progress: the file as read, what each of its columns is read as, and what the
 * import would do with that mapping, worked out again on every change, so the person sees the
 * result before confirming it.
 */
export class SheetImport {
  readonly part: SheetPart;
  fileName = $state('');
  file = $state.raw<SheetFile | null>(null);
  /** Why the file could not be read at all. */
  error = $state<string | null>(null);
  choices = $state.raw<ColumnChoice[]>([]);
  #bytes: Uint8Array | null = null;

  constructor(part: SheetPart) {
    this.part = part;
  }

  // Deriveds run when first read, after the constructor; through methods, as TypeScript
  // cannot see that.
  readonly problems = $derived(this.#problems());

  /** The rows headed as chosen, which is exactly what the import reads. */
  readonly mapped = $derived(this.#mapped());

  readonly result = $derived.by((): SheetReadResult | null => {
    if (!this.mapped || this.problems.length > 0) return null;
    return this.part.read(this.mapped, this.fileName);
  });

  /** Each column's first few values, shortened, for the mapping table: "Ambush · Raid". */
  readonly samples = $derived.by((): string[] => {
    const file = this.file;
    if (!file) return [];
    const rows = file.rows.rows.slice(0, PREVIEW_ROWS);
    return file.rows.names.map((_, i) =>
      rows
        .map((r) => r.cells[i]?.trim() ?? '')
        .filter((cell) => cell !== '')
        .slice(0, 3)
        .map((cell) => (cell.length > 40 ? `${cell.slice(0, 39)}…` : cell))
        .join(' · '),
    );
  });

  #problems(): string[] {
    return this.file ? mappingProblems(this.file.rows.names, this.choices, this.part.columns) : [];
  }

  #mapped() {
    return this.file ? applyColumns(this.file.rows, this.choices, this.part.columns) : null;
  }

  async open(fileName: string, bytes: Uint8Array): Promise<void> {
    this.fileName = fileName;
    this.#bytes = bytes;
    await this.#read();
  }

  /** Reads another sheet of the workbook, guessing its columns afresh. */
  async chooseSheet(sheet: string): Promise<void> {
    await this.#read(sheet);
  }

  choose(column: number, value: string): void {
    this.choices = this.choices.map((c, i) => (i === column ? choiceFromValue(value) : c));
  }

  async #read(sheet?: string): Promise<void> {
    if (!this.#bytes) return;
    const read = await readSheetFile(this.fileName, this.#bytes, sheet);
    if (!read.ok) {
      this.error = read.message;
      this.file = null;
      this.choices = [];
      return;
    }
    this.error = read.file.rows.header.length === 0 ? `“${this.fileName}” is empty` : null;
    this.file = read.file;
    this.choices = guessColumns(read.file.rows.names, this.part.columns);
  }
}
