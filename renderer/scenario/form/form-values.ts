/**
 * The small value edits the scenario form makes: reading what was typed into a number or a
 * free field, setting or clearing an object's key, moving a list entry, renaming a record's
 * key, and finding what a reference may name. Pure, so the form's rules are tested apart from
 * its widgets.
 */
import { labelOf } from './schema-node.ts';

export interface RefOption {
  id: string;
  name: string;
}

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The entries a reference may name. `list` is a dotted path from the scenario (`decks`,
 * `schedule.timers`); a list met on the way is walked entry by entry, so `teams.roles` is
 * every team's roles and `schedule.blocks.phases` every phase. A path that starts with `~`
 * is looked up from the field at `at` outwards: `~results` is the results of the nearest
 * entry around the field that has them (a resolver's own results, for one of its rows).
 * Each entry is offered by its id and its name (or label, title or text); an id met twice once.
 */
export function refOptions(scenario: unknown, list: string, at = '$'): RefOption[] {
  const near = list.startsWith('~');
  const keys = (near ? list.slice(1) : list).split('.');
  const from = near ? (enclosing(scenario, at, keys[0] ?? '') ?? undefined) : scenario;
  const out = new Map<string, RefOption>();
  for (const entry of walk(from === undefined ? [] : [from], keys)) {
    if (!isRecord(entry) || typeof entry.id !== 'string' || out.has(entry.id)) continue;
    const name = [entry.name, entry.label, entry.title, entry.text].find(
      (v): v is string => typeof v === 'string' && v.trim() !== '',
    );
    out.set(entry.id, { id: entry.id, name: name ?? entry.id });
  }
  return [...out.values()];
}

/** The entries at `keys` below each of `nodes`, lists along the way walked entry by entry. */
function walk(nodes: readonly unknown[], keys: readonly string[]): unknown[] {
  const spread = (n: unknown): unknown[] =>
    Array.isArray(n) ? n : isRecord(n) && keys.length === 0 ? Object.values(n) : [n];
  if (keys.length === 0) return nodes.flatMap(spread);
  const [key, ...rest] = keys as [string, ...string[]];
  const next = nodes
    .flatMap((n) => (Array.isArray(n) ? n : [n]))
    .flatMap((n) => (isRecord(n) && key in n ? [n[key]] : []));
  return walk(next, rest);
}

/** The nearest object holding `key` on the way from the scenario's root to the value at `path`. */
function enclosing(scenario: unknown, path: string, key: string): unknown {
  let node: unknown = scenario;
  let found: unknown = isRecord(node) && key in node ? node : undefined;
  for (const step of pathSteps(path)) {
    node =
      Array.isArray(node) && typeof step === 'number'
        ? node[step]
        : isRecord(node)
          ? node[String(step)]
          : undefined;
    if (node === undefined) break;
    if (isRecord(node) && key in node) found = node;
  }
  return found;
}

/** The keys of a form path: `$.resolvers[0]["odd key"].rows` → resolvers, 0, odd key, rows. */
export function pathSteps(path: string): (string | number)[] {
  const steps: (string | number)[] = [];
  const pattern = /\.([A-Za-z_$][\w$]*)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]/y;
  pattern.lastIndex = path.startsWith('$') ? 1 : 0;
  for (let m = pattern.exec(path); m; m = pattern.exec(path)) {
    if (m[1] !== undefined) steps.push(m[1]);
    else if (m[2] !== undefined) steps.push(Number(m[2]));
    else if (m[3] !== undefined) steps.push(JSON.parse(m[3]) as string);
  }
  return steps;
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

/** `trackers` → `tracker`, `secretRoles` → `secretRole`, `entries` → `entry`. */
export function singular(key: string): string {
  if (/ies$/.test(key)) return key.slice(0, -3) + 'y';
  if (/(ss|us)$/.test(key)) return key;
  return key.replace(/s$/, '');
}

/**
 * A new list entry made ready to save: an empty `id` gets one no entry has (`tracker-2`) and
 * an empty `name` or `title` a matching one ("Tracker 2", "Card 3"), so adding an entry
 * breaks the file only where the game master must say something (a phase's minutes).
 */
export function filledEntry(
  blank: unknown,
  siblings: readonly unknown[],
  listKey: string,
): unknown {
  if (!isRecord(blank)) return blank;
  const stem = singular(listKey) || 'item';
  const slug = stem
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
  const taken = new Set(
    siblings.flatMap((s) => (isRecord(s) && typeof s.id === 'string' ? [s.id] : [])),
  );
  let n = siblings.length + 1;
  while (taken.has(`${slug}-${n}`)) n += 1;
  const name = `${labelOf(stem)} ${n}`;
  // Entries the blank already holds (a list that needs at least one) are filled the same way.
  const nested = Object.fromEntries(
    Object.entries(blank).flatMap(([key, v]) =>
      Array.isArray(v) ? [[key, v.map((entry, i) => filledEntry(entry, v.slice(0, i), key))]] : [],
    ),
  );
  return {
    ...blank,
    ...nested,
    ...(blank.id === '' ? { id: `${slug}-${n}` } : {}),
    ...(blank.name === '' ? { name } : {}),
    ...(blank.title === '' ? { title: name } : {}),
  };
}

/** A problem's place in words, from its path below a section: `[0].rows[2].dice` → "#1 › Rows #3 › Dice". */
export function placeInWords(relativePath: string): string {
  const parts: string[] = [];
  for (const [, key, index] of relativePath.matchAll(/\.([^.[]+)|\[(\d+)\]/g)) {
    if (index !== undefined) {
      const n = `#${Number(index) + 1}`;
      const last = parts.length - 1;
      if (last >= 0 && !parts[last]?.startsWith('#')) parts[last] = `${parts[last]} ${n}`;
      else parts.push(n);
    } else if (key !== undefined) parts.push(labelOf(key));
  }
  return parts.join(' › ') || 'The section';
}
