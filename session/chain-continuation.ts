import { hashEntry } from './hash.ts';
import { parseLogEntry } from './log-entry.ts';
import type { LogEntry } from './types.ts';

/**
 * Checks entries copied from another host before any of them is kept: each must be a
 * well-formed log entry, numbered right after the one before, linked to its hash, and match
 * its own hash. Copying stops at the first that does not hold; the ones before it are sound.
 */

/** The last entry held (seq 0 and the header's hash for an empty log). */
export interface ChainTail {
  seq: number;
  hash: string;
}

export interface ChainBreak {
  /** The seq the bad entry should have had. */
  seq: number;
  kind: 'malformed' | 'duplicate' | 'gap' | 'broken-link' | 'tampered';
  message: string;
}

export interface ChainContinuation {
  /** The entries that continue the chain, up to the first that does not. */
  accepted: LogEntry[];
  /** Why copying stopped early, or null when every entry holds. */
  problem: ChainBreak | null;
}

export function checkContinuation(tail: ChainTail, values: readonly unknown[]): ChainContinuation {
  const accepted: LogEntry[] = [];
  let { seq, hash } = tail;
  const stop = (kind: ChainBreak['kind'], message: string): ChainContinuation => ({
    accepted,
    problem: { seq: seq + 1, kind, message },
  });
  for (const value of values) {
    const entry = parseLogEntry(value);
    if ('error' in entry) return stop('malformed', `entry ${seq + 1}: ${entry.error}`);
    if (entry.seq <= seq)
      return stop('duplicate', `entry ${entry.seq} came again after entry ${seq} was copied`);
    if (entry.seq > seq + 1)
      return stop('gap', `entry ${entry.seq} came after entry ${seq}: entries are missing`);
    if (entry.prev !== hash)
      return stop(
        'broken-link',
        `entry ${entry.seq} does not link to entry ${seq}: the chain is broken`,
      );
    if (hashEntry(entry) !== entry.hash)
      return stop('tampered', `entry ${entry.seq} does not match its hash: it was changed`);
    accepted.push(entry);
    seq = entry.seq;
    hash = entry.hash;
  }
  return { accepted, problem: null };
}
