import { hashEntry } from './hash.ts';
import type { LogEntry, SessionHeader } from './types.ts';

/**
 * A new session made of an old one's log up to an entry: what Control chooses when a log does
 * not hold together past that entry. The header is the old one's under a new id (its start,
 * seed and scenario kept, so that every entry replays to what it recorded), and the entries
 * are the old ones re-linked to it: each keeps its time, author, action and result, with a
 * new `prev` and `hash`.
 */

export const FORK_TITLE_SUFFIX = ' (fork)';

export function forkHeader(header: SessionHeader, id: string): SessionHeader {
  const title = header.title.endsWith(FORK_TITLE_SUFFIX)
    ? header.title
    : `${header.title.slice(0, 200 - FORK_TITLE_SUFFIX.length)}${FORK_TITLE_SUFFIX}`;
  return { ...structuredClone(header), id, title };
}

/** `entries` chained anew from `headerHash`. */
export function rechain(entries: readonly LogEntry[], headerHash: string): LogEntry[] {
  const out: LogEntry[] = [];
  let prev = headerHash;
  for (const { hash: _old, prev: _oldPrev, ...rest } of entries) {
    const unhashed = { ...rest, prev };
    const entry: LogEntry = { ...unhashed, hash: hashEntry(unhashed) };
    out.push(entry);
    prev = entry.hash;
  }
  return out;
}
