import {
  acceptModule,
  type AcceptedProblemRecord,
  type IntegrityKind,
} from './actions/log-decisions.ts';
import { checkAnchor, type LogAnchor } from './anchor.ts';
import { hashEntry } from './hash.ts';
import type { LogEntry } from './types.ts';

/**
 * Whether a log holds together, as a host checks it each time it opens one: every entry's
 * link and hash, the head recorded outside the journal (the sessions index), and the
 * snapshot beside it. A log that does not is opened read-only until Control decides: fork a
 * new session from the last good entry, or accept the log as it is, with a reason, in a
 * `session.accept` entry that names the problems — which from then on are reported as
 * accepted, not as new. Pure: the host reads the files and passes what it found.
 */

export interface IntegrityProblem {
  kind: IntegrityKind;
  /** The entry at fault, or null when the fault is in what the log is compared with. */
  seq: number | null;
  message: string;
  /** The last entry this problem leaves unquestioned: a fork may start there. */
  goodUpTo: number;
}

export interface AcceptedProblem extends IntegrityProblem {
  /** The `session.accept` entry that accepted it, who wrote it, and why. */
  acceptedAt: number;
  by: string;
  reason: string;
}

export interface LogIntegrity {
  /** What does not hold and was not accepted: the log is read-only while any is left. */
  problems: IntegrityProblem[];
  /** What does not hold but an accept entry in the log already took as it is. */
  accepted: AcceptedProblem[];
  /** The last entry no open problem questions: where a fork starts unless told otherwise. */
  lastGood: number;
}

export const SOUND: LogIntegrity = { problems: [], accepted: [], lastGood: 0 };

/**
 * Each entry's numbering, link to the one before and hash. `hashHolds` says whether an
 * entry's contents are those its hash was taken of (the host checks the stored line, which
 * is cheaper than rebuilding the canonical form; see `storedLineHashHolds`).
 */
export function chainProblems(
  entries: readonly LogEntry[],
  headerHash: string,
  hashHolds: (entry: LogEntry, index: number) => boolean,
): IntegrityProblem[] {
  const problems: IntegrityProblem[] = [];
  let prev = headerHash;
  entries.forEach((entry, i) => {
    const seq = i + 1;
    const at = (kind: IntegrityKind, message: string) =>
      problems.push({ kind, seq, message, goodUpTo: seq - 1 });
    if (entry.seq !== seq) at('unlinked', `entry ${seq} is numbered ${entry.seq}`);
    else if (entry.prev !== prev)
      at('unlinked', `entry ${seq} does not link to the entry before it: the chain is broken`);
    if (!hashHolds(entry, i))
      at('changed', `entry ${seq} does not match its hash: it was changed after it was written`);
    prev = entry.hash;
  });
  return problems;
}

/** What the log is compared with, and the entries it vouches for when it agrees. */
export interface Evidence {
  /** The head recorded in the sessions index, and where ("in the sessions index"). */
  head?: { anchor: LogAnchor; where: string };
  /** The snapshot beside the journal: the entry it was taken at and that entry's hash. */
  snapshot?: LogAnchor;
  /**
   * The last snapshot the sessions index says was written, and whether one is there now (the
   * seq of the one found, or null when there is none).
   */
  recordedSnapshot?: { seq: number; found: number | null };
}

/** The problems of the log against what was recorded outside it. */
export function evidenceProblems(
  entries: readonly Pick<LogEntry, 'seq' | 'hash'>[],
  headerHash: string,
  evidence: Evidence,
): IntegrityProblem[] {
  const last = entries.length;
  const hashAt = (seq: number) => (seq === 0 ? headerHash : (entries[seq - 1]?.hash ?? ''));
  const agrees = (anchor: LogAnchor | undefined) =>
    anchor !== undefined && anchor.seq <= last && hashAt(anchor.seq).startsWith(anchor.hash);
  // A change found at or before entry N leaves good what other evidence vouches for below N.
  const vouched = [evidence.head?.anchor, evidence.snapshot].filter(agrees).map((a) => a!.seq);
  const vouchedBelow = (seq: number) => Math.max(0, ...vouched.filter((v) => v < seq));

  const problems: IntegrityProblem[] = [];
  if (evidence.head) {
    const { anchor, where } = evidence.head;
    const problem = checkAnchor(entries, headerHash, anchor, where);
    if (problem)
      problems.push(
        anchor.seq > last
          ? { kind: 'head-missing', seq: null, message: problem.message, goodUpTo: last }
          : {
              kind: 'head-differs',
              seq: anchor.seq,
              message: problem.message,
              goodUpTo: vouchedBelow(anchor.seq),
            },
      );
  }
  const { snapshot } = evidence;
  if (snapshot && snapshot.seq > last) {
    const missing = snapshot.seq - last;
    problems.push({
      kind: 'snapshot-ahead',
      seq: null,
      message: `the snapshot was taken at entry ${snapshot.seq} but the log ends at entry ${last}: the last ${missing} ${missing === 1 ? 'entry is' : 'entries are'} missing`,
      goodUpTo: last,
    });
  } else if (snapshot && hashAt(snapshot.seq) !== snapshot.hash) {
    problems.push({
      kind: 'snapshot-differs',
      seq: snapshot.seq,
      message: `the snapshot taken at entry ${snapshot.seq} does not match that entry's hash: the log was changed at or before entry ${snapshot.seq}`,
      goodUpTo: vouchedBelow(snapshot.seq),
    });
  }
  const recorded = evidence.recordedSnapshot;
  if (recorded && (recorded.found === null || recorded.found < recorded.seq)) {
    problems.push({
      kind: 'snapshot-missing',
      seq: null,
      message:
        recorded.found === null
          ? `the snapshot written at entry ${recorded.seq} (recorded in the sessions index) is missing: it was deleted or moved`
          : `the snapshot is of entry ${recorded.found}, but one of entry ${recorded.seq} was written since (recorded in the sessions index): an older snapshot was put in its place`,
      goodUpTo: last,
    });
  }
  return problems;
}

/** Problems found, some perhaps accepted already by `session.accept` entries of the log. */
export function assessIntegrity(
  found: readonly IntegrityProblem[],
  entries: readonly LogEntry[],
): LogIntegrity {
  // An accept entry counts only while it holds itself.
  const unsound = new Set(
    found.filter((p) => p.kind === 'changed' || p.kind === 'unlinked').map((p) => p.seq),
  );
  const decisions = new Map<
    string,
    { acceptedAt: number; by: string; reason: string; content: string | undefined }
  >();
  for (const entry of entries) {
    if (entry.action.type !== acceptModule.type || unsound.has(entry.seq)) continue;
    const parsed = acceptModule.schema.safeParse(entry.action);
    if (!parsed.success) continue;
    for (const problem of parsed.data.problems) {
      // Only what came before the decision: it cannot vouch for entries written after it.
      if (problem.seq !== null && problem.seq >= entry.seq) continue;
      decisions.set(problemKey(problem), {
        acceptedAt: entry.seq,
        by: entry.by,
        reason: parsed.data.reason,
        content: problem.content,
      });
    }
  }
  const problems: IntegrityProblem[] = [];
  const accepted: AcceptedProblem[] = [];
  for (const problem of found) {
    const decision = decisions.get(problemKey(problem));
    if (decision && decision.content === contentHash(entries, problem.seq)) {
      const { content: _content, ...who } = decision;
      accepted.push({ ...problem, ...who });
    } else problems.push(problem);
  }
  const lastGood = Math.min(entries.length, ...problems.map((p) => p.goodUpTo));
  return { problems, accepted, lastGood };
}

/**
 * What a `session.accept` entry records of the problems it accepts: each with the hash of
 * its entry's contents as they are now.
 */
export function acceptanceOf(
  problems: readonly IntegrityProblem[],
  entries: readonly LogEntry[],
): AcceptedProblemRecord[] {
  return problems.map(({ kind, seq, message }) => {
    const content = contentHash(entries, seq);
    return { kind, seq, message: message.slice(0, 500), ...(content ? { content } : {}) };
  });
}

/** The hash of an entry's contents as they stand (not the hash it records), if it exists. */
function contentHash(entries: readonly LogEntry[], seq: number | null): string | undefined {
  const entry = seq === null || seq === 0 ? undefined : entries[seq - 1];
  if (!entry) return undefined;
  try {
    return hashEntry(entry);
  } catch {
    return undefined;
  }
}

/** Which problem an accept entry names: its kind and entry, or its words when at no entry. */
function problemKey(problem: { kind: IntegrityKind; seq: number | null; message: string }) {
  return `${problem.kind}:${problem.seq ?? problem.message.slice(0, 500)}`;
}

/** Why nothing may be written to the log, in words, or null when it holds. */
export function readOnlyReason(integrity: LogIntegrity): string | null {
  const [first, ...rest] = integrity.problems;
  if (!first) return null;
  const more =
    rest.length === 0
      ? ''
      : ` (and ${rest.length} more ${rest.length === 1 ? 'problem' : 'problems'})`;
  return `the log does not hold together: ${first.message}${more}. It is read-only until Control forks a new session from entry ${integrity.lastGood} (the last good one) or accepts the log as it is, with a reason`;
}

/** An accepted problem as a warning: what it is, and who accepted it and why. */
export function describeAccepted(problem: AcceptedProblem): string {
  return `${problem.message} — accepted as it is at entry ${problem.acceptedAt} by ${problem.by}: "${problem.reason}"`;
}
