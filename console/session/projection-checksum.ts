import { canonicalJson } from './hash.ts';

/**
 * A cheap fingerprint of a projection, sent with every patch so that a client can tell that
 * the state it patched is the state the host has: 32-bit FNV-1a over the UTF-16 code units of
 * the canonical JSON (keys sorted), as eight hex digits. The same function runs on the host
 * and in the browser. It catches a patch applied to the wrong base, not an attacker: the
 * log's hash chain is what proves a session.
 */
export function projectionChecksum(value: unknown): string {
  return fnv1a32(canonicalJson(value));
}

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

export function fnv1a32(text: string): string {
  let hash = FNV_OFFSET;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, FNV_PRIME);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}
