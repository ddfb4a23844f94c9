/**
 * How figures grow with the size of what they work on, gathered from every group into one
 * table printed at the end of `npm run bench`: a row per figure, a column per size.
 */
export interface ScalingCell {
  /** The figure, the same for each of its sizes ("replay"). */
  readonly row: string;
  /** The size, as the column heads read ("1k", "10k"). */
  readonly size: string;
}

export class ScalingTable {
  readonly #rows = new Map<string, Map<string, number>>();
  readonly #sizes: string[] = [];

  record(cell: ScalingCell, ms: number): void {
    let row = this.#rows.get(cell.row);
    if (!row) this.#rows.set(cell.row, (row = new Map()));
    row.set(cell.size, ms);
    if (!this.#sizes.includes(cell.size)) this.#sizes.push(cell.size);
  }

  /** The table as lines of text (none when nothing was recorded); sizes in ascending order. */
  lines(): string[] {
    if (this.#rows.size === 0) return [];
    const sizes = [...this.#sizes].sort((a, b) => sizeValue(a) - sizeValue(b));
    const width = Math.max(...[...this.#rows.keys()].map((r) => r.length));
    const cell = (ms: number | undefined) =>
      (ms === undefined ? '—' : ms < 10 ? ms.toFixed(2) : ms.toFixed(0)).padStart(9);
    return [
      `${'scaling, ms'.padEnd(width)}${sizes.map((s) => s.padStart(9)).join('')}`,
      ...[...this.#rows].map(
        ([name, row]) => `${name.padEnd(width)}${sizes.map((s) => cell(row.get(s))).join('')}`,
      ),
    ];
  }
}

/** "1k" → 1000, "40k" → 40000, "2m" → 2000000, "500" → 500. */
export function sizeValue(size: string): number {
  const match = /^(\d+(?:\.\d+)?)([km]?)$/i.exec(size.trim());
  if (!match) return Infinity;
  const unit = match[2]?.toLowerCase();
  return Number(match[1]) * (unit === 'k' ? 1e3 : unit === 'm' ? 1e6 : 1);
}

/** A size as a column head: 1,024 → "1k", 50,000 → "50k". */
export function sizeLabel(count: number): string {
  return count >= 1000 ? `${Math.round(count / 1000)}k` : String(count);
}
