import type { IntegrityKind } from './actions/log-decisions.ts';
import { canonicalJson, hashEntry, hashHeader } from './hash.ts';
import { initialHistory } from './initial-state.ts';
import { AS_VALUE, replayOneAsItIs, show } from './replay-as-is.ts';
import type { SessionDefinition } from './session-definition.ts';
import type { SessionSnapshot } from './snapshot.ts';
import type { History, LogEntry, SessionHeader, SessionState } from './types.ts';

export interface VerifyProblem {
  /** The entry at fault; null for the header or the snapshot as a whole. */
  seq: number | null;
  /** What kind of fault, when it is one a log can be accepted with (see log-decisions.ts). */
  kind?: IntegrityKind;
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
        kind: 'snapshot-ahead',
        message: `the snapshot is at entry ${snapshot.seq} but the log has ${entries.length} entries`,
      });
    else if (snapshot.seq === 0) compareSnapshot(snapshot, history, headerHash, problems);
  }

  let prev = headerHash;
  entries.forEach((entry, i) => {
    const seq = i + 1;
    // A tampered file may hold anything here, even an object that cannot become a string.
    if (entry.seq !== seq)
      problems.push({
        seq,
        kind: 'unlinked',
        message: `entry ${seq} is numbered ${show(entry.seq, AS_VALUE)}`,
      });
    if (entry.prev !== prev)
      problems.push({
        seq,
        kind: 'unlinked',
        message: `entry ${seq} does not link to the entry before it`,
      });
    let hash: string | null = null;
    try {
      hash = hashEntry(entry);
    } catch (error) {
      problems.push({
        seq,
        kind: 'changed',
        message: `entry ${seq} cannot be hashed: ${messageOf(error)}`,
      });
    }
    if (hash !== null && hash !== entry.hash)
      problems.push({
        seq,
        kind: 'changed',
        message: `entry ${seq} does not match its hash (it was changed)`,
      });
    prev = entry.hash;

    if (history) {
      const replayed = replayOneAsItIs(history, entry, seq, header, definition);
      history = replayed.history;
      if (replayed.problem) problems.push({ seq, kind: 'replay', message: replayed.problem });
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
      kind: 'snapshot-differs',
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

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
