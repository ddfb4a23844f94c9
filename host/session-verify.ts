import './native-sha256.ts';
import path from 'node:path';
import { parseLogEntry } from '../session/log-entry.ts';
import { lodestarSession } from '../features/index.ts';
import type { IntegrityKind } from '../session/actions/log-decisions.ts';
import type { SessionDefinition } from '../session/session-definition.ts';
import { hashStoredHeader } from '../session/hash.ts';
import { parseHeader } from '../session/session-header.ts';
import type { SessionSnapshot } from '../session/snapshot.ts';
import type { LogEntry, SessionHeader } from '../session/types.ts';
import { verifySession } from '../session/verify.ts';
import { checkAnchor, type LogAnchor } from '../session/anchor.ts';
import {
  assessIntegrity,
  describeAccepted,
  evidenceProblems,
  type IntegrityProblem,
} from '../session/log-integrity.ts';
import { indexedHeadWarning, indexPathFor, readIndexedHead } from './session-index.ts';
import { readJournal, tornLineWarning } from './session-journal.ts';
import { snapshotPathFor } from './session-paths.ts';
import { readSnapshotFile } from './session-snapshot-file.ts';

/**
 * `lodestar session verify`: check a session file after the event, reporting every problem
 * rather than the first — lines that are not entries, the hash chain, a replay of every entry
 * against its recorded outcome, and the snapshot against the replay. A torn last line (a crash
 * cut off an action that was never acknowledged) is a warning, not a failure, and so are
 * problems a `session.accept` entry of the log accepted (saying who accepted them, and why).
 * When nothing recorded outside the journal is there to compare its head with (no index, no
 * snapshot, no anchor given), the report says that a cut tail cannot be detected.
 */

/** Said when nothing recorded outside the journal can show that its last entries are there. */
export const NOTHING_TO_COMPARE =
  'nothing to compare the head with: a cut tail cannot be detected; pass --anchor SEQ:HASH, the code a console or the display showed (#1234·a1b2c3 is --anchor 1234:a1b2c3)';

export interface FileVerifyProblem {
  /** The file's line (1 is the header), or null for the snapshot or the file as a whole. */
  line: number | null;
  seq: number | null;
  /** What kind of fault, when a log can be accepted with it (see log-integrity.ts). */
  kind?: IntegrityKind;
  message: string;
}

export interface FileVerifyReport {
  file: string;
  ok: boolean;
  entryCount: number;
  /** Whether a snapshot was there to compare with the replay. */
  snapshot: 'compared' | 'none' | 'unreadable';
  problems: FileVerifyProblem[];
  warnings: string[];
  headerHash: string | null;
  lastHash: string | null;
  /** The recorded heads the log was compared with, and whether it still holds each. */
  anchors: AnchorCheck[];
  /**
   * Whether anything recorded outside the journal (a head, the snapshot) was there to compare
   * it with: without, a log cut short passes unseen.
   */
  headCompared: boolean;
}

export interface AnchorCheck {
  /** "the sessions index" or "on the command line". */
  source: string;
  seq: number;
  hash: string;
  ok: boolean;
}

export interface VerifyFileOptions {
  snapshotPath?: string;
  definition?: SessionDefinition;
  /** A head typed in by hand (`--anchor SEQ:HASHPREFIX`), checked besides the index's. */
  anchor?: LogAnchor;
  /** Where the sessions index is; default: the one of the sessions folder holding the file. */
  indexPath?: string | null;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function verifySessionFile(
  journalPath: string,
  options: VerifyFileOptions = {},
): Promise<FileVerifyReport> {
  const file = path.basename(journalPath);
  const problems: FileVerifyProblem[] = [];
  const warnings: string[] = [];
  const fail = (message: string, line: number | null = null): FileVerifyReport => ({
    file,
    ok: false,
    entryCount: 0,
    snapshot: 'none',
    problems: [...problems, { line, seq: null, message }],
    warnings,
    headerHash: null,
    lastHash: null,
    anchors: [],
    headCompared: false,
  });

  let read;
  try {
    read = await readJournal(journalPath);
  } catch (error) {
    return fail(`cannot be read: ${messageOf(error)}`);
  }
  if (read.torn) warnings.push(tornLineWarning(read.torn));
  const [first, ...rest] = read.lines;
  if (!first) return fail('the file holds no session header', 1);
  const header: SessionHeader | { error: string } = parseHeader(first.value);
  if ('error' in header) return fail(header.error, 1);

  // Lines that are not entries are reported and left out; the chain check then also says
  // where the log no longer holds together.
  const entries: LogEntry[] = [];
  const lineOfEntry: number[] = [];
  for (const { line, value } of rest) {
    const entry = parseLogEntry(value);
    if ('error' in entry) {
      problems.push({ line, seq: null, message: entry.error });
    } else {
      entries.push(entry);
      lineOfEntry.push(line);
    }
  }
  if (read.damaged) {
    problems.push({ line: read.damaged.line, seq: null, message: read.damaged.message });
    problems.push({
      line: null,
      seq: null,
      message: `the lines after line ${read.damaged.line} were not checked`,
    });
  }

  let snapshot: SessionSnapshot | undefined;
  let snapshotState: FileVerifyReport['snapshot'] = 'none';
  const definition = options.definition ?? lodestarSession;
  const snapshotFile = await readSnapshotFile(
    options.snapshotPath ?? snapshotPathFor(journalPath),
    definition,
  );
  if (snapshotFile.kind === 'ok') {
    snapshot = snapshotFile.snapshot;
    snapshotState = 'compared';
  } else if (snapshotFile.kind === 'unusable') {
    snapshotState = 'unreadable';
    problems.push({
      line: null,
      seq: null,
      message: `the snapshot cannot be used: ${snapshotFile.message}`,
    });
  }

  const report = verifySession(
    header,
    entries,
    snapshot,
    definition,
    hashStoredHeader(first.value),
  );
  for (const problem of report.problems) {
    // The replay counts the entries it was given; a skipped line shifts them from the lines.
    const line = problem.seq === null ? null : (lineOfEntry[problem.seq - 1] ?? null);
    problems.push({
      line,
      seq: problem.seq,
      ...(problem.kind ? { kind: problem.kind } : {}),
      message: problem.message,
    });
  }
  const anchors: AnchorCheck[] = [];
  const compare = (anchor: LogAnchor, source: string) => {
    const problem = checkAnchor(entries, report.headerHash, anchor, source);
    anchors.push({ source, seq: anchor.seq, hash: anchor.hash, ok: problem === null });
    if (problem) {
      const line = problem.seq === null ? null : (lineOfEntry[problem.seq - 1] ?? null);
      const kind = anchor.seq > entries.length ? 'head-missing' : 'head-differs';
      problems.push({ line, seq: problem.seq, kind, message: problem.message });
    }
  };
  const indexPath = options.indexPath === undefined ? indexPathFor(journalPath) : options.indexPath;
  if (indexPath !== null) {
    const indexed = await readIndexedHead(indexPath, header.id);
    const blind = indexedHeadWarning(indexed, header.id);
    if (blind) warnings.push(blind);
    if (indexed.kind === 'recorded') {
      compare(indexed.anchor, 'in the sessions index');
      const recorded = indexed.anchor.snapshotSeq;
      // A snapshot deleted, or an older one put back, after the index recorded a newer one.
      if (recorded !== undefined && snapshotFile.kind !== 'unusable') {
        const found = snapshotFile.kind === 'ok' ? snapshotFile.snapshot.seq : null;
        for (const problem of evidenceProblems(entries, report.headerHash, {
          recordedSnapshot: { seq: recorded, found },
        }))
          problems.push({ line: null, seq: null, kind: problem.kind, message: problem.message });
      }
    }
  }
  if (options.anchor) compare(options.anchor, 'on the command line');
  const headCompared = anchors.length > 0 || snapshotState === 'compared';
  if (!headCompared) warnings.push(NOTHING_TO_COMPARE);

  // What the log's own accept entries took as it is is a warning, not a failure.
  const judged: IntegrityProblem[] = [];
  for (const problem of problems)
    if (problem.kind)
      judged.push({ kind: problem.kind, seq: problem.seq, message: problem.message, goodUpTo: 0 });
  const { accepted } = assessIntegrity(judged, entries);
  const wasAccepted = (problem: FileVerifyProblem) =>
    accepted.some(
      (a) => a.kind === problem.kind && a.seq === problem.seq && a.message === problem.message,
    );
  for (const a of accepted) warnings.push(describeAccepted(a));
  const open = problems.filter((problem) => !wasAccepted(problem));
  problems.length = 0;
  problems.push(...open);
  problems.sort((a, b) => (a.line ?? Infinity) - (b.line ?? Infinity));
  return {
    file,
    ok: problems.length === 0,
    entryCount: entries.length,
    snapshot: snapshotState,
    problems,
    warnings,
    headerHash: report.headerHash,
    lastHash: report.lastHash,
    anchors,
    headCompared,
  };
}
