/**
 * The small value edits the scenario form makes: reading what was typed into a number or a
 * free field, setting or clearing an object's key, moving a list entry, renaming a record's
 * key, and finding what a reference may name. Pure, so the form's rules are tested apart from
 * its widgets.
 */

export interface RefOption {
  id: string;
  name: string;
}

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The entries a reference may name: the list at `list` in the scenario (`decks`,
 * `schedule.timers`), each by its id and its name (or label, or title).
 */
export function refOptions(scenario: unknown, list: string): RefOption[] {
  let node: unknown = scenario;
  for (const key of list.split('.')) node = isRecord(node) ? node[key] : undefined;
  const entries = Array.isArray(node) ? node : isRecord(node) ? Object.values(node) : [];
  const out: RefOption[] = [];
  for (const entry of entries) {
    if (!isRecord(entry) || typeof entry.id !== 'string') continue;
    const name = [entry.name, entry.label, entry.title].find(
      (v): v is string => typeof v === 'string' && v.trim() !== '',
    );
    out.push({ id: entry.id, name: name ?? entry.id });
  }
  return out;
}

/**
 * What a number field holds: the number typed; nothing when left empty and the field is
 * optional; otherwise NaN, which the format reports beside the field ("expected number").
 */
export function readNumber(text: string, required: boolean): number | undefined {
  if (text.trim() === '') return required ? Number.NaN : undefined;
  return Number(text);
}

export type ScalarType = 'string' | 'number' | 'boolean';

/** A free field's value typed as `type` (a card's own fields hold text, numbers or yes/no). */
export function readScalar(text: string, type: ScalarType): string | number | boolean {
  if (type === 'number') return text.trim() === '' ? Number.NaN : Number(text);
  if (type === 'boolean') return text === 'true';
  return text;
}

export function scalarTypeOf(value: unknown): ScalarType {
  if (typeof value === 'number') return 'number';
  if (typeof value === 'boolean') return 'boolean';
  return 'string';
}

/** The object with `key` set, or taken out when `value` is undefined (the default applies). */
export function withKey(object: unknown, key: string, value: unknown): Json {
  const base = isRecord(object) ? object : {};
  if (value === undefined) {
    const { [key]: _gone, ...rest } = base;
    return rest;
  }
  return { ...base, [key]: value };
}

/** The list with the entry at `from` moved to `to`; the same list when either is outside it. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  if (from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const out = [...list];
  const [item] = out.splice(from, 1) as [T];
  out.splice(to, 0, item);
  return out;
}

/** The record with `from` renamed `to`, keeping its place; unchanged when `to` is taken. */
export function renamedKey(record: unknown, from: string, to: string): Json {
  const base = isRecord(record) ? record : {};
  if (from === to || to in base) return base;
  return Object.fromEntries(Object.entries(base).map(([k, v]) => [k === from ? to : k, v]));
}

/** A key for a new record entry that no entry has yet: `new`, `new-2`, … */
export function freshKey(record: unknown, stem = 'new'): string {
  const base = isRecord(record) ? record : {};
  if (!(stem in base)) return stem;
  let n = 2;
  while (`${stem}-${n}` in base) n += 1;
  return `${stem}-${n}`;
}

/** Whether `path` is `root` or lies under it (`$.trackers[0].name` under `$.trackers`). */
export function isUnder(path: string, root: string): boolean {
  if (path === root) return true;
  if (!path.startsWith(root)) return false;
  const next = path.charAt(root.length);
  return next === '.' || next === '[';
}
