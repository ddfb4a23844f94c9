/**
 * What a check reports: the rule it breaks (by id), the places concerned in the map's order,
 * the rule's message with its placeholders filled in, and, where the rule knows one, a fix
 * the editor can apply as one undoable edit.
 */
export interface Finding {
  readonly rule: string;
  readonly places: readonly string[];
  readonly message: string;
  readonly fix?: FindingFix;
}

/** A suggested repair: take the tiles off these places. */
export interface FindingFix {
  /** What the button says: "Remove Lodor (1,-1) and Quann (0,1)". */
  readonly label: string;
  readonly remove: readonly string[];
}

/** What a kind finds, before its rule's words are put to it. */
export interface RawFinding {
  readonly places: readonly string[];
  /** Placeholder values for the rule's message (`{places}` is filled from `places`). */
  readonly values?: Readonly<Record<string, string | number>>;
  /** Places whose tiles a fix would remove. */
  readonly remove?: readonly string[];
}

/** The rule's message with each `{name}` it has a value for replaced; others stay as written. */
export function fillMessage(
  template: string,
  values: Readonly<Record<string, string | number>>,
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!Object.hasOwn(values, name)) return whole;
    const value = values[name];
    return typeof value === 'number' ? formatNumber(value) : String(value);
  });
}

/** Whole numbers as they are, others to two decimals at most (sums of fractions). */
export function formatNumber(value: number): string {
  return Number.isInteger(value) ? String(value) : String(Math.round(value * 100) / 100);
}

/** "A", "A and B", "A, B and C", "A, B, C and 4 more". */
export function listWords(words: readonly string[], most = 4): string {
  const shown = words.slice(0, words.length > most ? most - 1 : most);
  const more = words.length - shown.length;
  if (more > 0) return `${shown.join(', ')} and ${more} more`;
  if (shown.length <= 1) return shown.join('');
  return `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}`;
}
