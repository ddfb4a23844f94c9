/**
 * `JSON.stringify(value, null, 2)` as a list of pieces to write one after another, for files
 * of many megabytes.
 *
 * Why pieces: V8 builds one stringify result in a single character width. One character
 * beyond Latin-1 in a scenario's prose (a dash, a quote mark) makes the whole text two bytes
 * per character — a 5 MB board becomes a 10 MB string that must then be joined and encoded,
 * which costs more than the stringify itself. Stringified apart, each top-level part keeps its
 * own width: the board's cells stay one byte per character, and nothing is joined.
 */

/** How many levels of containers are opened entry by entry before the rest is stringified whole. */
const DEFAULT_DEPTH = 3;

/**
 * The pieces of `JSON.stringify(value, null, 2)`, in order; their concatenation is that text.
 * Containers down to `depth` levels (3: a scenario, its maps, each map) are opened entry by
 * entry; below that each value is stringified whole.
 */
export function jsonTextParts(
  value: unknown,
  depth: number = DEFAULT_DEPTH,
  known?: KnownTexts,
): string[] {
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol') {
    throw new TypeError('no JSON text for this value');
  }
  const parts: string[] = [];
  addParts(value, 0, { depth, known }, parts);
  return parts;
}

/**
 * Texts already made for some values (`jsonTextAt(value, depth)`), used in their place: a value
 * stringified once to be checked is not stringified again to be written.
 */
export type KnownTexts = ReadonlyMap<unknown, string>;

interface Walk {
  readonly depth: number;
  readonly known: KnownTexts | undefined;
}

/** Values JSON leaves out of an object (and writes as `null` in an array). */
function omitted(value: unknown): boolean {
  return value === undefined || typeof value === 'function' || typeof value === 'symbol';
}

/**
 * Opened by hand, a container gives the same text as stringify only when stringify would walk
 * it key by key itself (no `toJSON`, not boxed or exotic), and would not call `toJSON` on any
 * of its items: it passes each its own key, which the item stringified apart would not get.
 */
function openable(value: unknown): value is Record<string, unknown> | unknown[] {
  if (typeof value !== 'object' || value === null || hasToJson(value)) return false;
  if (Array.isArray(value)) return !value.some(hasToJson);
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return false;
  for (const key of Object.keys(value)) {
    if (hasToJson((value as Record<string, unknown>)[key])) return false;
  }
  return true;
}

function hasToJson(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { toJSON?: unknown }).toJSON === 'function'
  );
}

function addParts(value: unknown, level: number, walk: Walk, parts: string[]): void {
  // The depth is tested first: a big record below it is never walked here, only stringified.
  if (level >= walk.depth) {
    parts.push(walk.known?.get(value) ?? jsonTextAt(value, level));
    return;
  }
  if (!openable(value)) {
    parts.push(jsonTextAt(value, level));
    return;
  }
  const inner = `\n${'  '.repeat(level + 1)}`;
  const close = `\n${'  '.repeat(level)}`;
  if (Array.isArray(value)) {
    // An index loop, not forEach: a hole is written as null, as stringify does.
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      parts.push(`${i === 0 ? '[' : ','}${inner}`);
      if (omitted(item)) parts.push('null');
      else addParts(item, level + 1, walk, parts);
    }
    parts.push(value.length === 0 ? '[]' : `${close}]`);
    return;
  }
  let opened = false;
  for (const key of Object.keys(value)) {
    const item = value[key];
    if (omitted(item)) continue;
    parts.push(`${opened ? ',' : '{'}${inner}${JSON.stringify(key)}: `);
    opened = true;
    addParts(item, level + 1, walk, parts);
  }
  parts.push(opened ? `${close}}` : '{}');
}

/**
 * The text of `value` as it reads `level` containers deep: stringify indents from the left
 * margin, so the value is stringified inside as many one-item arrays, which are then cut off
 * ("[\n  " opens each level, "\n" plus the level's indent and "]" closes it).
 */
export function jsonTextAt(value: unknown, level: number): string {
  let wrapped = value;
  for (let i = 0; i < level; i++) wrapped = [wrapped];
  const text = JSON.stringify(wrapped, null, 2);
  if (level === 0) return text;
  return text.slice(level * (level + 3), text.length - level * (level + 1));
}
