import { sameOutcome } from './engine.ts';
import { canonicalJson, hashEntry, hashHeader } from './hash.ts';
import { applyEntry } from './history.ts';
import { initialHistory } from './initial-state.ts';
import type { SessionDefinition } from './session-definition.ts';
import type { SessionSnapshot } from './snapshot.ts';
import type { History, LogEntry, SessionHeader, SessionState } from './types.ts';

export interface VerifyProblem {
  /** The entry at fault; null for the header or the snapshot as a whole. */
  seq: number | null;
  message: string;
}

export interface VerifyReport {
  ok: boolean;
  entryCount: number;
  problems: VerifyProblem[];
  headerHash: string;
  /** The recorded hash of the last entry (the header's hash for an empty log). */
  lastHash: string;
  /** The state after replaying every entry that applies; null if replay could not begin. */
  state: SessionState | null;
}

/**
 * Checks a whole log after the event, reporting every problem rather than the first: the
 * chain (numbering, links, hashes), a replay of every entry (each recorded outcome must come
 * out the same) and, if given, the snapshot against the replay at its seq. An entry that does
 * not apply is reported and skipped, and the replay goes on from there.
 */
export function verifySession(
  header: SessionHeader,
  entries: readonly LogEntry[],
  snapshot: SessionSnapshot | undefined,
  definition: SessionDefinition,
  /** The hash of the header as stored (see `SessionEngine.replay`). */
  headerHash: string = hashHeader(header),
): VerifyReport {
  const problems: VerifyProblem[] = [];
  let history: History | null;
  try {
    history = initialHistory(header, definition);
  } catch (error) {
    problems.push({ seq: null, message: `the session cannot start: ${messageOf(error)}` });
    history = null;
  }

  if (snapshot) {
    if (snapshot.sessionId !== header.id)
      problems.push({
        seq: null,
        message: `the snapshot belongs to session "${snapshot.sessionId}", not "${header.id}"`,
      });
    if (snapshot.seq > entries.length)
      problems.push({
        seq: null,
        message: `the snapshot is at entry ${snapshot.seq} but the log has ${entries.length} entries`,
      });
    else if (snapshot.seq === 0) compareSnapshot(snapshot, history, headerHash, problems);
  }

  let prev = headerHash;
  entries.forEach((entry, i) => {
    const seq = i + 1;
    // A tampered file may hold anything here, even an object that cannot become a string.
    if (entry.seq !== seq)
      problems.push({ seq, message: `entry ${seq} is numbered ${show(entry.seq, AS_VALUE)}` });
    if (entry.prev !== prev)
      problems.push({ seq, message: `entry ${seq} does not link to the entry before it` });
    let hash: string | null = null;
    try {
      hash = hashEntry(entry);
    } catch (error) {
      problems.push({ seq, message: `entry ${seq} cannot be hashed: ${messageOf(error)}` });
    }
    if (hash !== null && hash !== entry.hash)
      problems.push({ seq, message: `entry ${seq} does not match its hash (it was changed)` });
    prev = entry.hash;

    if (history) {
      try {
        const next = applyEntry(history, { ...entry, seq }, header, definition);
        if (!sameOutcome(entry.outcome, next.applied.outcome))
          problems.push({
            seq,
            message: `entry ${seq} (${describeType(entry)}) replays to ${show(next.applied.outcome, AS_RESULT)}, but the log recorded ${show(entry.outcome, AS_RESULT)}`,
          });
        history = next.history;
      } catch (error) {
        problems.push({
          seq,
          message: `entry ${seq} (${describeType(entry)}) does not replay: ${messageOf(error)}`,
        });
        // Skip its effect but keep counting, so later entries are still checked.
        history = { ...history, state: { ...history.state, seq } };
      }
    }
    if (snapshot && snapshot.seq === seq) compareSnapshot(snapshot, history, entry.hash, problems);
  });

  return {
    ok: problems.length === 0,
    entryCount: entries.length,
    problems,
    headerHash,
    lastHash: prev,
    state: history?.state ?? null,
  };
}

function compareSnapshot(
  snapshot: SessionSnapshot,
  history: History | null,
  hashAtSeq: string,
  problems: VerifyProblem[],
): void {
  if (snapshot.hash !== hashAtSeq)
    problems.push({
      seq: null,
      message: `the snapshot at entry ${snapshot.seq} does not match that entry's hash`,
    });
  if (!history) return;
  if (canonicalJson(snapshot.history.state) !== canonicalJson(history.state))
    problems.push({
      seq: null,
      message: `the snapshot's state at entry ${snapshot.seq} differs from a replay of the log`,
    });
  else if (
    canonicalJson({ past: snapshot.history.past, future: snapshot.history.future }) !==
    canonicalJson({ past: history.past, future: history.future })
  )
    problems.push({
      seq: null,
      message: `the snapshot's undo history at entry ${snapshot.seq} differs from a replay of the log`,
    });
}

function describeType(entry: LogEntry): string {
  const type = (entry.action as { type?: unknown } | null)?.type;
  return typeof type === 'string' ? type : 'no action type';
}

/**
 * A value from the log as canonical JSON for a message, or words for what has none: a tampered
 * file may hold anything, even an object that cannot become a string.
 */
function show(value: unknown, what: { missing: string; unreadable: string }): string {
  if (value === undefined) return what.missing;
  try {
    return canonicalJson(value);
  } catch {
    return what.unreadable;
  }
}

const AS_RESULT = { missing: 'no result', unreadable: 'an unreadable result' };
const AS_VALUE = { missing: 'nothing', unreadable: 'an unreadable value' };

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
