/**
 * The change between two JSON values as a JSON Patch (RFC 6902, the `add`, `remove` and
 * `replace` operations), and its application. The host sends each screen the patch from the
 * projection it sent last to the new one instead of the whole state.
 *
 * Written here rather than taken from fast-json-patch or jsondiffpatch because both copy or
 * mutate the whole document to apply a patch, while the renderer needs the untouched parts of
 * the old state to stay the very same objects (so Svelte recomputes only what changed), and
 * because the diff can skip a subtree as soon as both sides are the same object, which the
 * engine's copy-on-write states make the common case (see the README's Performance section).
 *
 * JSON semantics throughout: an object key whose value is `undefined` does not exist, and an
 * `undefined` array item is `null`.
 */

export type JsonPatchOperation =
  | { op: 'add'; path: string; value: unknown }
  | { op: 'remove'; path: string }
  | { op: 'replace'; path: string; value: unknown };

export type JsonPatch = JsonPatchOperation[];

/** A patch that does not fit the document it is applied to. */
export class JsonPatchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'JsonPatchError';
  }
}

type JsonRecord = Record<string, unknown>;

const isRecord = (value: unknown): value is JsonRecord =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** One reference token of a JSON Pointer (RFC 6901): `~` and `/` escaped. */
const escapeToken = (token: string) =>
  token.includes('~') || token.includes('/')
    ? token.replace(/~/g, '~0').replace(/\//g, '~1')
    : token;
const unescapeToken = (token: string) => token.replace(/~1/g, '/').replace(/~0/g, '~');

/** What JSON makes of a value inside an array. */
const arrayItem = (value: unknown) => (value === undefined ? null : value);

/** The patch that turns `prev` into `next`: `applyJsonPatch(prev, diffJson(prev, next))` equals `next`. */
export function diffJson(prev: unknown, next: unknown): JsonPatch {
  const patch: JsonPatch = [];
  diffInto(prev, next, '', patch);
  return patch;
}

function diffInto(prev: unknown, next: unknown, path: string, patch: JsonPatch): void {
  if (prev === next) return;
  if (isRecord(prev) && isRecord(next)) {
    for (const key of Object.keys(prev)) {
      if (prev[key] !== undefined && ownValue(next, key) === undefined)
        patch.push({ op: 'remove', path: `${path}/${escapeToken(key)}` });
    }
    for (const key of Object.keys(next)) {
      const value = next[key];
      const before = ownValue(prev, key);
      if (value === undefined || value === before) continue;
      const at = `${path}/${escapeToken(key)}`;
      if (before === undefined) patch.push({ op: 'add', path: at, value });
      else diffInto(before, value, at, patch);
    }
    return;
  }
  if (Array.isArray(prev) && Array.isArray(next)) {
    diffArrays(prev, next, path, patch);
    return;
  }
  if (!isContainer(prev) && !isContainer(next) && Object.is(prev, next)) return;
  patch.push({ op: 'replace', path, value: next });
}

const isContainer = (value: unknown) => value !== null && typeof value === 'object';

/** A key's value only if it is the object's own (`constructor` is not data). */
const ownValue = (record: JsonRecord, key: string) =>
  Object.hasOwn(record, key) ? record[key] : undefined;

/**
 * Item by item where the two arrays are mostly alike; the whole array when more than half of
 * its items changed (a deck drawn from the top shifts every card: one `replace` is smaller
 * than a `replace` per card).
 */
function diffArrays(prev: unknown[], next: unknown[], path: string, patch: JsonPatch): void {
  const common = Math.min(prev.length, next.length);
  const start = patch.length;
  const most = Math.max(next.length, 1);
  let changed = Math.abs(prev.length - next.length);
  if (changed * 2 > most) {
    patch.push({ op: 'replace', path, value: next });
    return;
  }
  for (let i = 0; i < common; i += 1) {
    if (prev[i] === next[i]) continue;
    const before = patch.length;
    diffInto(arrayItem(prev[i]), arrayItem(next[i]), `${path}/${i}`, patch);
    if (patch.length > before) changed += 1;
    if (changed * 2 > most) {
      patch.length = start;
      patch.push({ op: 'replace', path, value: next });
      return;
    }
  }
  // Removed from the end first, so each index still names an item.
  for (let i = prev.length - 1; i >= next.length; i -= 1)
    patch.push({ op: 'remove', path: `${path}/${i}` });
  for (let i = prev.length; i < next.length; i += 1)
    patch.push({ op: 'add', path: `${path}/${i}`, value: arrayItem(next[i]) });
}

/**
 * `document` with `patch` applied, without changing `document`: every object or array on the
 * way to a change is copied once, everything else is shared with `document`. Throws a
 * `JsonPatchError` if an operation does not fit (a missing parent, an index out of range).
 */
export function applyJsonPatch<T>(document: T, patch: readonly JsonPatchOperation[]): T {
  let root: unknown = document;
  // Containers this call made: changed in place by later operations instead of copied again.
  const fresh = new Set<object>();
  const own = <C extends object>(container: C): C => {
    if (fresh.has(container)) return container;
    const copy = (Array.isArray(container) ? [...container] : { ...container }) as C;
    fresh.add(copy);
    return copy;
  };

  for (const operation of patch) {
    if (operation.path === '') {
      if (operation.op === 'remove') throw new JsonPatchError('cannot remove the whole document');
      root = operation.value;
      continue;
    }
    if (!operation.path.startsWith('/'))
      throw new JsonPatchError(`"${operation.path}" is not a JSON Pointer`);
    const tokens = operation.path.slice(1).split('/').map(unescapeToken);
    const last = tokens.pop() as string;
    if (!isContainer(root)) throw new JsonPatchError(`no container at "${operation.path}"`);
    root = own(root as object);
    let parent = root as JsonRecord | unknown[];
    for (const token of tokens) {
      const child = readChild(parent, token, operation.path);
      if (!isContainer(child))
        throw new JsonPatchError(`no container at "${token}" of "${operation.path}"`);
      const copy = own(child as object);
      writeChild(parent, token, copy);
      parent = copy as JsonRecord | unknown[];
    }
    applyAt(parent, last, operation);
  }
  return root as T;
}

function arrayIndex(token: string, length: number, path: string, allowEnd: boolean): number {
  if (allowEnd && token === '-') return length;
  if (!/^(0|[1-9]\d*)$/.test(token))
    throw new JsonPatchError(`"${token}" of "${path}" is not an index`);
  const index = Number(token);
  if (index > length || (!allowEnd && index === length))
    throw new JsonPatchError(`index ${index} of "${path}" is out of range`);
  return index;
}

function readChild(parent: JsonRecord | unknown[], token: string, path: string): unknown {
  if (Array.isArray(parent)) return parent[arrayIndex(token, parent.length, path, false)];
  if (!Object.hasOwn(parent, token)) throw new JsonPatchError(`no "${token}" in "${path}"`);
  return parent[token];
}

function writeChild(parent: JsonRecord | unknown[], token: string, value: unknown): void {
  if (Array.isArray(parent)) parent[Number(token)] = value;
  else setOwn(parent, token, value);
}

function applyAt(
  parent: JsonRecord | unknown[],
  token: string,
  operation: JsonPatchOperation,
): void {
  const { path } = operation;
  if (Array.isArray(parent)) {
    const index = arrayIndex(token, parent.length, path, operation.op === 'add');
    if (operation.op === 'add') parent.splice(index, 0, operation.value);
    else if (operation.op === 'remove') parent.splice(index, 1);
    else parent[index] = operation.value;
    return;
  }
  if (operation.op !== 'add' && !Object.hasOwn(parent, token))
    throw new JsonPatchError(`no "${token}" to ${operation.op} at "${path}"`);
  if (operation.op === 'remove') delete parent[token];
  else setOwn(parent, token, operation.value);
}

/** An own property even for a key such as `__proto__`, which plain assignment would not make. */
function setOwn(target: JsonRecord, key: string, value: unknown): void {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}
