/**
 * A chart's rows as the scenario page's grid edits them: raw values as the form holds them
 * (they may be half-typed), changed one cell at a time, each change a new list.
 */

export interface RawChartRow {
  id: string;
  name: string;
  cells: string[];
}

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The rows in a form's value, with anything that is not a row's shape read as blank. */
export function chartRowsOf(value: unknown): RawChartRow[] {
  if (!Array.isArray(value)) return [];
  return value.map((r: unknown) => {
    const row = (r ?? {}) as Record<string, unknown>;
    return {
      id: text(row['id']),
      name: text(row['name']),
      cells: Array.isArray(row['cells']) ? row['cells'].map(text) : [],
    };
  });
}

/** The chart's column names, from the chart the rows belong to. */
export function chartColumnsOf(parent: unknown): string[] {
  const columns = (parent as { columns?: unknown } | undefined)?.columns;
  if (!Array.isArray(columns)) return [];
  return columns.map((c: unknown, i) => text((c as { name?: unknown })?.name) || `Column ${i + 1}`);
}

/** An id made from a row's name ("Light woods" → "light-woods"), unique among the others. */
export function rowIdFor(name: string, taken: readonly string[]): string {
  const base =
    name
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'row';
  let id = base;
  for (let n = 2; taken.includes(id); n++) id = `${base}-${n}`;
  return id;
}

/** A row's name changed; its id follows the name while the id is still the one made from it. */
export function withRowName(rows: readonly RawChartRow[], i: number, name: string): RawChartRow[] {
  return rows.map((row, j) => {
    if (j !== i) return row;
    const others = rows.filter((_, k) => k !== i).map((r) => r.id);
    const followed = row.id === '' || row.id === rowIdFor(row.name, others);
    return { ...row, name, id: followed ? rowIdFor(name, others) : row.id };
  });
}

/** One cell typed; cells before it that were never written become empty ones. */
export function withCell(
  rows: readonly RawChartRow[],
  i: number,
  column: number,
  value: string,
): RawChartRow[] {
  return rows.map((row, j) => {
    if (j !== i) return row;
    const cells = [...row.cells];
    while (cells.length < column) cells.push('');
    cells[column] = value;
    // Trailing empty cells are left out, so a shorter row stays a valid one.
    while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop();
    return { ...row, cells };
  });
}

/** A blank row inserted at `at`, with an id no other row has. */
export function withNewRow(rows: readonly RawChartRow[], at: number): RawChartRow[] {
  const id = rowIdFor(
    `row ${rows.length + 1}`,
    rows.map((r) => r.id),
  );
  const next = [...rows];
  next.splice(at, 0, { id, name: `Row ${rows.length + 1}`, cells: [] });
  return next;
}
