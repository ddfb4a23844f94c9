/**
 * JSON for values that share structure. A session's history holds the live state and up to
 * sixty undo states, and every action copies only what it changed: written out plainly, the
 * snapshot held the same decks, rosters and plans sixty times over. Here every object or
 * array that a value reaches more than once is written once, in a table, and referred to by
 * its place in it; reading it back shares it again, in memory as well.
 *
 *   encodeShared(value) → { table, root }   (plain JSON: `{"$ref": n}` names table entry n)
 *   decodeShared(encoded) → value
 *
 * An object of the data that happens to have a `$ref` or `$obj` key is wrapped as
 * `{"$obj": …}`, so no data can be mistaken for a reference.
 */

export interface SharedJson {
  /** Values reached more than once, each written once. */
  table: unknown[];
  root: unknown;
}

type Container = object;

const isContainer = (value: unknown): value is Container =>
  value !== null && typeof value === 'object';

/** An own property even for a key such as `__proto__`, which plain assignment would not make. */
function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

export function encodeShared(value: unknown): SharedJson {
  // First pass: how often each object is reached (its insides are walked once).
  const seen = new Map<Container, number>();
  const count = (v: unknown): void => {
    if (!isContainer(v)) return;
    const times = seen.get(v);
    seen.set(v, (times ?? 0) + 1);
    if (times !== undefined) return;
    if (Array.isArray(v)) for (const item of v) count(item);
    else for (const key in v) count((v as Record<string, unknown>)[key]);
  };
  count(value);

  const table: unknown[] = [];
  const ids = new Map<Container, number>();
  const encode = (v: unknown): unknown => {
    if (!isContainer(v)) return v;
    if ((seen.get(v) ?? 0) < 2) return encodeInside(v);
    let id = ids.get(v);
    if (id === undefined) {
      id = table.length;
      ids.set(v, id);
      table.push(null);
      table[id] = encodeInside(v);
    }
    return { $ref: id };
  };
  const encodeInside = (v: Container): unknown => {
    if (Array.isArray(v)) return v.map(encode);
    const out: Record<string, unknown> = {};
    for (const key in v) {
      const item = (v as Record<string, unknown>)[key];
      if (item !== undefined) setOwn(out, key, encode(item));
    }
    return '$ref' in out || '$obj' in out ? { $obj: out } : out;
  };
  return { root: encode(value), table };
}

/** Reads what `encodeShared` wrote; throws on a reference to no table entry. */
export function decodeShared(encoded: SharedJson): unknown {
  const table: unknown = isContainer(encoded) ? encoded.table : undefined;
  if (!Array.isArray(table)) throw new Error('no table of shared values');
  const decoded = new Map<number, unknown>();
  const reading = new Set<number>();
  const decode = (v: unknown): unknown => {
    if (!isContainer(v)) return v;
    if (Array.isArray(v)) return v.map(decode);
    const record = v as Record<string, unknown>;
    if ('$ref' in record) {
      const id = record.$ref;
      if (typeof id !== 'number' || !Number.isInteger(id) || id < 0 || id >= table.length)
        throw new Error(`a reference to entry ${String(id)} of a table of ${table.length}`);
      if (!decoded.has(id)) {
        // A value cannot contain itself: written data is a tree with shared branches.
        if (reading.has(id)) throw new Error(`entry ${id} of the table refers to itself`);
        reading.add(id);
        decoded.set(id, decode(table[id]));
        reading.delete(id);
      }
      return decoded.get(id);
    }
    const inside = '$obj' in record ? record.$obj : record;
    if (!isContainer(inside) || Array.isArray(inside))
      throw new Error('a wrapped object that holds no object');
    const out: Record<string, unknown> = {};
    const fields = inside as Record<string, unknown>;
    for (const key in fields) setOwn(out, key, decode(fields[key]));
    return out;
  };
  return decode(encoded.root);
}
