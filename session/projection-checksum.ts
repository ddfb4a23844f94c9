/**
 * A cheap fingerprint of a projection, sent with every patch so that a client can tell that
 * the state it patched is the state the host has: 32-bit FNV-1a, as eight hex digits, of the
 * value's canonical form (object keys sorted, `undefined` keys left out and `undefined` array
 * items read as null, as JSON has them). The same function runs on the host and in the
 * browser. It catches a patch applied to the wrong base, not an attacker: the log's hash
 * chain is what proves a session.
 *
 * Each array or object is hashed from its children's hashes, so a hash can be kept per
 * container. A client passes a `ChecksumCache`: a patched state shares every container the
 * patch did not touch with the state before (see `applyJsonPatch`), so only the containers
 * on the changed paths are hashed again. A hall of screens checks every update, and most of a
 * 33 KB state does not change from one action to the next. The cache assumes that a container
 * it has seen is never changed in place; one that is would only make the check fail and the
 * client resync.
 */
export function projectionChecksum(value: unknown, cache?: ChecksumCache): string {
  return hex(hashOf(value, cache?.hashes));
}

/** The hashes of the containers of the states a client has checked, kept while they live. */
export class ChecksumCache {
  readonly hashes = new WeakMap<object, number>();
}

/** FNV-1a of a text's UTF-16 code units, as eight hex digits. */
export function fnv1a32(text: string): string {
  return hex(feedText(FNV_OFFSET, text));
}

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

const hex = (hash: number) => (hash >>> 0).toString(16).padStart(8, '0');

function feedText(hash: number, text: string): number {
  let h = hash;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), FNV_PRIME);
  return h;
}

const feedCode = (hash: number, code: number) => Math.imul(hash ^ code, FNV_PRIME);

// One tag per kind of value, and the length of each text, so that no two values run together.
const TAG = {
  null: 0x6e,
  true: 0x74,
  false: 0x66,
  number: 0x23,
  string: 0x22,
  array: 0x5b,
  object: 0x7b,
};

function hashOf(value: unknown, cache: WeakMap<object, number> | undefined): number {
  switch (typeof value) {
    case 'string':
      return feedText(feedCode(feedCode(FNV_OFFSET, TAG.string), value.length), value);
    case 'number':
      if (!Number.isFinite(value))
        throw new TypeError(`projectionChecksum: ${value} is not JSON data`);
      return feedText(feedCode(FNV_OFFSET, TAG.number), String(value));
    case 'boolean':
      return feedCode(FNV_OFFSET, value ? TAG.true : TAG.false);
    case 'undefined':
      return feedCode(FNV_OFFSET, TAG.null);
    case 'object': {
      if (value === null) return feedCode(FNV_OFFSET, TAG.null);
      const known = cache?.get(value);
      if (known !== undefined) return known;
      const hash = Array.isArray(value)
        ? hashArray(value, cache)
        : hashRecord(value as Record<string, unknown>, cache);
      cache?.set(value, hash);
      return hash;
    }
    default:
      throw new TypeError(`projectionChecksum: a ${typeof value} is not JSON data`);
  }
}

function hashArray(items: readonly unknown[], cache: WeakMap<object, number> | undefined): number {
  let h = feedCode(feedCode(FNV_OFFSET, TAG.array), items.length);
  for (const item of items) h = feedCode(h, hashOf(item, cache));
  return h;
}

function hashRecord(
  record: Record<string, unknown>,
  cache: WeakMap<object, number> | undefined,
): number {
  const keys = Object.keys(record)
    .filter((key) => record[key] !== undefined)
    .sort();
  let h = feedCode(feedCode(FNV_OFFSET, TAG.object), keys.length);
  for (const key of keys) {
    h = feedText(feedCode(h, key.length), key);
    h = feedCode(h, hashOf(record[key], cache));
  }
  return h;
}
