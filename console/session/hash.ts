import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { configure } from 'safe-stable-stringify';
import type { LogEntry, SessionHeader } from './types.ts';

/**
 * The log's hash chain. Hashes are taken over canonical JSON (keys sorted, no spaces), so a
 * file re-written by another tool with a different key order still verifies.
 */

// Strict: a value that JSON cannot carry (a function, NaN, a bigint) is a bug, not data to hash.
const stringify = configure({ deterministic: true, strict: true, bigint: false });

export function canonicalJson(value: unknown): string {
  const text = stringify(value);
  if (text === undefined) throw new TypeError('canonicalJson: the value is not JSON data');
  return text;
}

// One encoder for every hash: noble's utf8ToBytes builds a new one and copies its output,
// which is a sixth of the cost of checking a 10,000-entry log.
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

/** Covers every field but `hash` (a stray `hash` on the argument is left out too). */
export function hashEntry(entry: Omit<LogEntry, 'hash'>): string {
  const { hash: _ignored, ...rest } = entry as Omit<LogEntry, 'hash'> & { hash?: string };
  return sha256Hex(canonicalJson(rest));
}
