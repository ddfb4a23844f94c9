import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import type { LogEntry, SessionHeader } from './types.ts';

/**
 * The log's hash chain. Hashes are taken over canonical JSON (keys sorted, no spaces), so a
 * file re-written by another tool with a different key order still verifies.
 */

/**
 * Canonical JSON: JSON.stringify's output with every object's keys sorted. Written here
 * rather than taken from a library because opening a session hashes every entry, and this
 * plain recursion is about twice as fast as the general-purpose stringifiers (which also
 * handle cycles and custom types that log entries never hold). A value JSON cannot carry
 * (a function, NaN, a bigint) is a bug, not data to hash: it throws.
 */
export function canonicalJson(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'number':
      if (!Number.isFinite(value)) throw new TypeError(`canonicalJson: ${value} is not JSON data`);
      return JSON.stringify(value);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'object': {
      if (value === null) return 'null';
      if (Array.isArray(value))
        return `[${value.map((item) => (item === undefined ? 'null' : canonicalJson(item))).join(',')}]`;
      const record = value as Record<string, unknown>;
      let text = '';
      for (const key of Object.keys(record).sort()) {
        const item = record[key];
        if (item === undefined) continue;
        text += `${text ? ',' : ''}${JSON.stringify(key)}:${canonicalJson(item)}`;
      }
      return `{${text}}`;
    }
    default:
      throw new TypeError(`canonicalJson: a ${typeof value} is not JSON data`);
  }
}

// One encoder for every hash: noble's utf8ToBytes builds a new one and copies its output.
const utf8 = new TextEncoder();

/** SHA-256 of the UTF-8 text, as lower-case hex, in plain JavaScript (runs anywhere). */
export function portableSha256Hex(text: string): string {
  return bytesToHex(sha256(utf8.encode(text)));
}

type Sha256Hex = (text: string) => string;
let implementation: Sha256Hex = portableSha256Hex;

export function sha256Hex(text: string): string {
  return implementation(text);
}

const PROBES = ['', 'abc', 'Žluťoučký kůň 🚀'];

/**
 * Lets a host that has a native SHA-256 (Node's crypto) use it: checking a long log is
 * mostly hashing, and native hashing is about four times faster on a slow machine. The
 * result is the same function, so logs verify either way; an implementation that disagrees
 * with the portable one is refused. `null` goes back to the portable one.
 */
export function installSha256(native: Sha256Hex | null): void {
  if (native === null) {
    implementation = portableSha256Hex;
    return;
  }
  for (const probe of PROBES)
    if (native(probe) !== portableSha256Hex(probe))
      throw new Error('installSha256: the implementation does not compute SHA-256 as hex');
  implementation = native;
}

export function hashHeader(header: SessionHeader): string {
  return sha256Hex(canonicalJson(header));
}

/**
 * The hash of a header line as the file stores it, before parsing: what entry 1 links to,
 * even once a newer Lodestar reads that header's scenario through a migration.
 */
export function hashStoredHeader(value: unknown): string {
  return sha256Hex(canonicalJson(value));
}

/** Covers every field but `hash` (a stray `hash` on the argument is left out too). */
export function hashEntry(entry: Omit<LogEntry, 'hash'>): string {
  const { hash: _ignored, ...rest } = entry as Omit<LogEntry, 'hash'> & { hash?: string };
  return sha256Hex(canonicalJson(rest));
}

/**
 * Whether an entry read from a journal line is the one its hash was taken of. Lodestar writes
 * each entry as its canonical JSON, in which `hash` is never the first key, so the line less
 * `,"hash":"…"` is the very text that was hashed: hashing it skips rebuilding the canonical
 * form, which is most of the cost of checking a long log (about four fifths here). That text
 * cannot hold the hash it hashes to, so when it matches, the field taken out was the entry's
 * own. A line written otherwise (another tool's key order) is checked the long way.
 */
export function storedLineHashHolds(line: string, entry: LogEntry): boolean {
  const field = `,"hash":"${entry.hash}"`;
  const at = line.indexOf(field);
  if (at !== -1 && sha256Hex(line.slice(0, at) + line.slice(at + field.length)) === entry.hash)
    return true;
  try {
    return hashEntry(entry) === entry.hash;
  } catch {
    return false;
  }
}
