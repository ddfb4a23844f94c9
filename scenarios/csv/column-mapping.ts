import type { CsvRows } from './csv-rows.ts';

/**
 * Which column of a spreadsheet holds what. An importer names the columns it reads (a card's
 * title, a table row's roll) and what becomes of any other column; the person sees the guess
 * for every column before anything is imported and can change it, so a sheet headed "Card
 * name" or "Würfel" imports as well as one headed the way Lodestar writes it.
 */

export interface ColumnTarget {
  /** The heading the importer reads, lower-case ("title"). */
  key: string;
  /** What the person reads ("Title"). */
  label: string;
  /** Other headings taken as this column without asking (lower-case). */
  aliases?: readonly string[];
  /**
   * Headings that say more than the key and are kept as written when read as this column: a
   * roll column headed "2d6" names the table's dice.
   */
  keepsHeading?: (heading: string) => boolean;
  /** Nothing imports until some column is read as this one. */
  required?: boolean;
}

export interface SheetColumns {
  targets: readonly ColumnTarget[];
  /**
   * What a column the importer does not name becomes, in words ("a field of the card"); null
   * when such columns can only be left out.
   */
  others: string | null;
}

/** What one column of the file is read as. */
export type ColumnChoice =
  | { kind: 'target'; key: string }
  /** Kept under its own heading: a field, or the notes. */
  | { kind: 'other' }
  | { kind: 'ignore' };

const norm = (text: string) => text.trim().toLowerCase();

/** The target a heading names: its key, an alias, or a heading the target keeps as written. */
function targetOf(heading: string, columns: SheetColumns): ColumnTarget | undefined {
  const h = norm(heading);
  return columns.targets.find(
    (t) => t.key === h || (t.aliases ?? []).includes(h) || (t.keepsHeading?.(heading) ?? false),
  );
}

/**
 * The first guess for every column: what its heading names, else kept as another column where
 * the importer takes such, else left out. A target is guessed for one column only: a second
 * column with the same meaning is left out, for the person to decide.
 */
export function guessColumns(names: readonly string[], columns: SheetColumns): ColumnChoice[] {
  const taken = new Set<string>();
  return names.map((name) => {
    if (name.trim() === '') return { kind: 'ignore' };
    const target = targetOf(name, columns);
    if (target && !taken.has(target.key)) {
      taken.add(target.key);
      return { kind: 'target', key: target.key };
    }
    if (target) return { kind: 'ignore' };
    return columns.others ? { kind: 'other' } : { kind: 'ignore' };
  });
}

/** What stops an import before its rows are read: a required column missing, one read twice. */
export function mappingProblems(
  names: readonly string[],
  choices: readonly ColumnChoice[],
  columns: SheetColumns,
): string[] {
  const problems: string[] = [];
  for (const target of columns.targets) {
    const at = choices
      .map((c, i) => (c.kind === 'target' && c.key === target.key ? i : -1))
      .filter((i) => i >= 0);
    if (at.length > 1)
      problems.push(
        `${at.map((i) => `“${names[i]}”`).join(' and ')} are both read as ${target.label}: choose one`,
      );
    if (target.required && at.length === 0)
      problems.push(`no column is read as ${target.label}: choose the column that holds it`);
  }
  const others = choices
    .map((c, i) => (c.kind === 'other' ? norm(names[i] ?? '') : ''))
    .filter((n) => n !== '');
  const twice = others.filter((n, i) => others.indexOf(n) !== i);
  for (const name of new Set(twice))
    problems.push(`two columns are headed “${name}”: leave one out`);
  return problems;
}

/**
 * The rows with every column headed as chosen: read as a target, headed with its key (or as
 * written, where the target keeps the heading); kept, under its own heading; left out, gone.
 * What the importer then reads is exactly what the person saw in the mapping.
 */
export function applyColumns(
  rows: CsvRows,
  choices: readonly ColumnChoice[],
  columns: SheetColumns,
): CsvRows {
  const kept = choices
    .map((choice, i) => ({ choice, i }))
    .filter(({ choice }) => choice.kind !== 'ignore');
  const names = kept.map(({ choice, i }) => {
    const written = rows.names[i] ?? '';
    if (choice.kind !== 'target') return written;
    const target = columns.targets.find((t) => t.key === choice.key);
    return target?.keepsHeading?.(written) ? written : choice.key;
  });
  return {
    names,
    header: names.map(norm),
    rows: rows.rows.map(({ row, cells }) => ({ row, cells: kept.map(({ i }) => cells[i] ?? '') })),
    problems: rows.problems,
  };
}

/** The choices' keys in the form the mapping's select uses: "target:title", "other", "ignore". */
export function choiceValue(choice: ColumnChoice): string {
  return choice.kind === 'target' ? `target:${choice.key}` : choice.kind;
}

export function choiceFromValue(value: string): ColumnChoice {
  if (value.startsWith('target:')) return { kind: 'target', key: value.slice('target:'.length) };
  return value === 'other' ? { kind: 'other' } : { kind: 'ignore' };
}
