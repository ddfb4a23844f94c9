import './native-sha256.ts';
import fs from 'node:fs/promises';
import path from 'node:path';
import { SessionEngine, type Proposal } from '../session/engine.ts';
import { checkContinuation, type ChainBreak } from '../session/chain-continuation.ts';
import { canonicalJson, storedLineHashHolds } from '../session/hash.ts';
import { DECISION_TYPES } from '../session/actions/log-decisions.ts';
import { parseLogEntry } from '../session/log-entry.ts';
import {
  acceptanceOf,
  assessIntegrity,
  chainProblems,
  describeAccepted,
  evidenceProblems,
  readOnlyReason,
  type Evidence,
  type LogIntegrity,
} from '../session/log-integrity.ts';
import { lodestarSession } from '../features/index.ts';
import { SessionIntegrityError } from '../session/types.ts';
import type { SessionDefinition } from '../session/session-definition.ts';
import { hashStoredHeader } from '../session/hash.ts';
import { parseHeader } from '../session/session-header.ts';
import type { SessionSnapshot } from '../session/snapshot.ts';
import { ActionRejected, type LogEntry, type SessionHeader } from '../session/types.ts';
import { JournalWriter, readJournal, tornLineWarning, type TornLine } from './session-journal.ts';
import { SessionFileError, SessionReadOnlyError } from './session-file-error.ts';
import {
  indexedHeadWarning,
  indexPathFor,
  readIndexedHead,
  type IndexedHead,
} from './session-index.ts';
import { snapshotPathFor } from './session-paths.ts';
import { readSnapshotFile, writeSnapshotFile, type SnapshotRead } from './session-snapshot-file.ts';

/**
 * One session on disk: the journal `<id>.session.jsonl` (line 1 the header, then one log
 * entry per line) and its snapshot sidecar. `SessionFile` is the live, writable form: the
 * engine with the state, every entry, and the journal open for appending. One writer per file.
 */

export { SessionFileError, SessionReadOnlyError };

/** The journal read back: the header and every whole entry, before any replay. */
export interface SessionJournal {
  header: SessionHeader;
  /** The hash of the header line as stored, which entry 1 links to. */
  headerHash: string;
  entries: LogEntry[];
  /** The entries whose contents are not what their hash was taken of (checked on the line). */
  changed: ReadonlySet<number>;
  /** A last line cut off by a crash (dropped). */
  torn: TornLine | null;
  /** Bytes of the whole lines: where the next append goes. */
  keptBytes: number;
  fileName: string;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Read a session file without replaying it. Throws `SessionFileError` (with the line) for a
 * file that is unreadable, has a bad header, a line that is not JSON or not a log entry, or
 * entries out of sequence. A torn last line is not an error: it is reported in `torn`.
 */
export async function readSessionJournal(journalPath: string): Promise<SessionJournal> {
  const fileName = path.basename(journalPath);
  let read;
  try {
    read = await readJournal(journalPath);
  } catch (error) {
    throw new SessionFileError(fileName, null, `cannot be read: ${messageOf(error)}`);
  }
  if (read.damaged) throw new SessionFileError(fileName, read.damaged.line, read.damaged.message);
  const [first, ...rest] = read.lines;
  if (!first) {
    throw new SessionFileError(
      fileName,
      1,
      read.torn
        ? 'the session header was cut off by a crash while the session was being created'
        : 'the file is empty: a session file starts with its header',
    );
  }
  const header = parseHeader(first.value);
  if ('error' in header) throw new SessionFileError(fileName, 1, header.error);
  const entries: LogEntry[] = [];
  const changed = new Set<number>();
  for (const { line, value, text } of rest) {
    const entry = parseLogEntry(value);
    if ('error' in entry) throw new SessionFileError(fileName, line, entry.error);
    const expected = entries.length + 1;
    if (entry.seq !== expected) {
      throw new SessionFileError(
        fileName,
        line,
        `entry ${entry.seq} is out of sequence: expected entry ${expected}`,
      );
    }
    if (!storedLineHashHolds(text, entry)) changed.add(entry.seq);
    entries.push(entry);
  }
  return {
    header,
    headerHash: hashStoredHeader(first.value),
    entries,
    changed,
    torn: read.torn,
    keptBytes: read.keptBytes,
    fileName,
  };
}

/**
 * The header line exactly as the file stores it (not migrated): what a standby copies, so
 * that its copy hashes the same. Reads only up to the first newline.
 */
export async function readStoredHeader(journalPath: string): Promise<unknown> {
  const handle = await fs.open(journalPath, 'r');
  try {
    const chunks: Buffer[] = [];
    let position = 0;
    for (;;) {
      const buffer = Buffer.alloc(64 * 1024);
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, position);
      if (bytesRead === 0) break;
      const chunk = buffer.subarray(0, bytesRead);
      const newline = chunk.indexOf(0x0a);
      if (newline !== -1) {
        chunks.push(chunk.subarray(0, newline));
        return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
      }
      chunks.push(chunk);
      position += bytesRead;
    }
  } finally {
    await handle.close();
  }
  throw new SessionFileError(path.basename(journalPath), 1, 'the header line is incomplete');
}

/** The line of the file that holds entry `seq` (the header is line 1). */
export const lineOfSeq = (seq: number): number => seq + 1;

export interface SessionFileOptions {
  /** The plugins the session runs with (all of Lodestar's by default). */
  definition?: SessionDefinition;
  /** Default: beside the journal, `<id>.snapshot.json`. */
  snapshotPath?: string;
  /** Told the entry of each snapshot once it is on disk (the sessions index records it). */
  onSnapshotWritten?: (seq: number) => void;
}

export interface SessionOpenOptions extends SessionFileOptions {
  now?: number;
  /**
   * The sessions index the log's head is compared with; default: the one of the sessions
   * folder holding the journal, none (null) outside a data folder.
   */
  indexPath?: string | null;
}

export class SessionFile {
  private writer: JournalWriter | null = null;
  /** The last snapshot taken (written, or being written). */
  private snapshotSeq: number;
  private snapshotAt: number;
  /** The last snapshot on disk: what a failed write falls back to. */
  private writtenSnapshot: { seq: number; at: number };
  /** Snapshot writes in flight, one after another, so that the newest lands last. */
  private snapshotWrites: Promise<void> = Promise.resolve();

  private constructor(
    readonly journalPath: string,
    readonly snapshotPath: string,
    private readonly current: SessionEngine,
    /** Every entry of the log, oldest first. */
    readonly entries: LogEntry[],
    private keptBytes: number,
    /** What recovery had to do when the file was opened (a dropped line, a stale snapshot). */
    private readonly recovery: readonly string[],
    snapshot: { seq: number; at: number },
    private logIntegrity: LogIntegrity,
    private readonly onSnapshotWritten: ((seq: number) => void) | undefined,
    /** What the sessions index held of this session when it was opened (null: no index). */
    readonly indexedHead: IndexedHead | null = null,
  ) {
    this.snapshotSeq = snapshot.seq;
    this.snapshotAt = snapshot.at;
    this.writtenSnapshot = snapshot;
  }

  get fileName(): string {
    return path.basename(this.journalPath);
  }

  /** What recovery had to do, what cannot be checked, and the problems accepted already. */
  get warnings(): string[] {
    return [...this.recovery, ...this.logIntegrity.accepted.map(describeAccepted)];
  }

  /** Whether the log holds together (see session/log-integrity.ts). */
  get integrity(): LogIntegrity {
    return this.logIntegrity;
  }

  /** Why nothing may be appended, or null when the log holds together. */
  get readOnlyReason(): string | null {
    return readOnlyReason(this.logIntegrity);
  }

  get header(): SessionHeader {
    return this.current.header;
  }

  get engine(): SessionEngine {
    return this.current;
  }

  get seq(): number {
    return this.current.seq;
  }

  /** Entries appended since the last snapshot was taken (or since the file was opened). */
  get unsnapshotted(): number {
    return this.seq - this.snapshotSeq;
  }

  /** When the last snapshot was written, or when the file was opened without a fresh one. */
  get lastSnapshotAt(): number {
    return this.snapshotAt;
  }

  /** A new session file holding only its header, durable before it resolves. */
  static async create(
    journalPath: string,
    header: SessionHeader,
    options: SessionFileOptions = {},
  ): Promise<SessionFile> {
    const engine = SessionEngine.start(header, options.definition ?? lodestarSession);
    const writer = await JournalWriter.create(journalPath, canonicalJson(header));
    const file = new SessionFile(
      path.resolve(journalPath),
      path.resolve(options.snapshotPath ?? snapshotPathFor(journalPath)),
      engine,
      [],
      writer.size,
      [],
      { seq: 0, at: header.createdAt },
      { problems: [], accepted: [], lastGood: 0 },
      options.onSnapshotWritten,
    );
    file.writer = writer;
    return file;
  }

  /**
   * A copy of another host's session holding only its header exactly as that host stores it
   * (so that entry 1 links to it), durable before it resolves. Throws `SessionFileError` for a
   * header that does not parse.
   */
  static async createFromStored(
    journalPath: string,
    storedHeader: unknown,
    options: SessionFileOptions = {},
  ): Promise<SessionFile> {
    const header = parseHeader(storedHeader);
    if ('error' in header) throw new SessionFileError(path.basename(journalPath), 1, header.error);
    const engine = SessionEngine.replay(header, [], options.definition ?? lodestarSession, {
      headerHash: hashStoredHeader(storedHeader),
    });
    const writer = await JournalWriter.create(journalPath, canonicalJson(storedHeader));
    const file = new SessionFile(
      path.resolve(journalPath),
      path.resolve(options.snapshotPath ?? snapshotPathFor(journalPath)),
      engine,
      [],
      writer.size,
      [],
      { seq: 0, at: header.createdAt },
      { problems: [], accepted: [], lastGood: 0 },
      options.onSnapshotWritten,
    );
    file.writer = writer;
    return file;
  }

  /**
   * Open a session: the snapshot plus the entries after it, or the whole journal when the
   * snapshot is missing or does not fit. Every entry's hash and link is checked, and the log is
   * compared with its head in the sessions index and with the snapshot: a log that does not
   * hold together is replayed as it is and opened read-only (`integrity`, `readOnlyReason`).
   * Throws `SessionFileError` when the file cannot be read as a log at all (a bad header, a
   * line that is not an entry). The journal is opened for writing only at the first append
   * (cutting off a torn line then).
   */
  static async open(journalPath: string, options: SessionOpenOptions = {}): Promise<SessionFile> {
    const journal = await readSessionJournal(journalPath);
    const definition = options.definition ?? lodestarSession;
    const snapshotPath = path.resolve(options.snapshotPath ?? snapshotPathFor(journalPath));
    const snapshotRead = await readSnapshotFile(snapshotPath, definition);
    const indexPath =
      options.indexPath === undefined ? indexPathFor(journalPath) : options.indexPath;
    const indexed = indexPath === null ? null : await readIndexedHead(indexPath, journal.header.id);
    const warnings: string[] = [];
    if (journal.torn) warnings.push(tornLineWarning(journal.torn));
    const blind = indexed && indexedHeadWarning(indexed, journal.header.id);
    if (blind) warnings.push(blind);

    const found = [
      ...chainProblems(journal.entries, journal.headerHash, (e) => !journal.changed.has(e.seq)),
      ...evidenceProblems(
        journal.entries,
        journal.headerHash,
        evidenceOf(journal.header, indexed, snapshotRead),
      ),
    ];
    // A log that holds together opens from its snapshot; any other is replayed as it is, which
    // also names every entry that does not replay as recorded.
    const strict =
      found.length === 0 ? replayWithSnapshot(journal, snapshotRead, definition) : null;
    let engine: SessionEngine;
    let snapshot: SessionSnapshot | null = null;
    if (strict && !('failed' in strict)) {
      ({ engine, snapshot } = strict);
      if (strict.warning) warnings.push(strict.warning);
    } else {
      let asItIs;
      try {
        asItIs = SessionEngine.replayAsItIs(journal.header, journal.entries, definition, {
          headerHash: journal.headerHash,
        });
      } catch (error) {
        // Only a session that cannot even start: its entries are each reported, never thrown.
        throw new SessionFileError(journal.fileName, 1, messageOf(error));
      }
      engine = asItIs.engine;
      for (const p of asItIs.problems)
        found.push({ kind: 'replay', seq: p.seq, message: p.message, goodUpTo: p.seq - 1 });
      found.sort((a, b) => (a.seq ?? Infinity) - (b.seq ?? Infinity));
    }
    return new SessionFile(
      path.resolve(journalPath),
      snapshotPath,
      engine,
      journal.entries,
      journal.keptBytes,
      warnings,
      snapshot
        ? { seq: snapshot.seq, at: snapshot.takenAt }
        : { seq: 0, at: options.now ?? Date.now() },
      assessIntegrity(found, journal.entries),
      options.onSnapshotWritten,
      indexed,
    );
  }

  /**
   * Validate an action, make its entries (the action and any automations it triggers) durable,
   * then apply them. Throws `ActionInvalid` / `ActionRejected` before anything is written;
   * an I/O failure leaves the engine as it was (the caller should reopen the file).
   */
  async append(action: unknown, meta: { at: number; by: string }): Promise<LogEntry[]> {
    const type = (action as { type?: unknown } | null)?.type;
    if (typeof type === 'string' && DECISION_TYPES.has(type))
      throw new ActionRejected(
        `"${type}" is written when Control decides about a log that does not hold together (session accept, session fork), not sent as an action`,
      );
    this.assertWritable();
    return this.write(this.current.propose(action, meta));
  }

  /**
   * Take the log as it is: append a `session.accept` entry naming every problem found and
   * why Control accepts them; the log is writable from then on, and those problems are
   * reported as accepted. Throws `ActionRejected` when there is nothing to accept, and
   * `ActionInvalid` for a missing reason, before anything is written.
   */
  async acceptAsItIs(reason: string, meta: { at: number; by: string }): Promise<LogEntry[]> {
    const { problems, accepted } = this.logIntegrity;
    if (problems.length === 0)
      throw new ActionRejected('the log holds together: there is nothing to accept');
    const action = {
      type: 'session.accept',
      reason,
      problems: acceptanceOf(problems, this.entries),
    };
    const entries = await this.write(this.current.propose(action, meta));
    const acceptedAt = entries[0]?.seq ?? this.seq;
    const why = reason.trim();
    this.logIntegrity = {
      problems: [],
      accepted: [
        ...accepted,
        ...problems.map((p) => ({ ...p, acceptedAt, by: meta.by, reason: why })),
      ],
      lastGood: this.seq,
    };
    return entries;
  }

  /** The first entry of a fork (see session-fork.ts): where it came from, and why. */
  async appendForkEntry(
    from: { id: string; seq: number; hash: string },
    problems: readonly string[],
    meta: { at: number; by: string },
  ): Promise<LogEntry[]> {
    const action = {
      type: 'session.fork',
      from,
      problems: problems.slice(0, 50).map((p) => p.slice(0, 500)),
    };
    return this.write(this.current.propose(action, meta));
  }

  private assertWritable(): void {
    const reason = this.readOnlyReason;
    if (reason !== null) throw new SessionReadOnlyError(this.fileName, reason);
  }

  /**
   * Append entries another host recorded (a standby's copy), after checking that they
   * continue this log's chain and replay to their recorded outcomes: only the sound ones
   * before the first that does not hold are written. Resolves with what was written and why
   * copying stopped, if it did.
   */
  async appendRecorded(
    values: readonly unknown[],
  ): Promise<{ entries: LogEntry[]; problem: ChainBreak | null }> {
    this.assertWritable();
    const tail = { seq: this.seq, hash: this.current.lastHash };
    const { accepted, problem } = checkContinuation(tail, values);
    if (accepted.length === 0) return { entries: [], problem };
    return { entries: await this.write(this.current.proposeRecorded(accepted)), problem };
  }

  private async write(proposal: Proposal): Promise<LogEntry[]> {
    this.writer ??= await JournalWriter.open(this.journalPath, this.keptBytes);
    if (!(await this.writer.unchangedOnDisk())) {
      throw new SessionFileError(
        this.fileName,
        null,
        'the file was changed by another program since it was opened; nothing was written',
      );
    }
    await this.writer.append(proposal.entries.map((entry) => canonicalJson(entry)));
    this.keptBytes = this.writer.size;
    this.current.accept(proposal);
    this.entries.push(...proposal.entries);
    return proposal.entries;
  }

  /**
   * Take a snapshot of the state as it is now and write the sidecar (atomically). Taking it
   * costs nothing — the history is immutable — so appends may go on while it is written; the
   * promise settles when this snapshot is on disk.
   */
  writeSnapshot(takenAt: number): Promise<void> {
    // The snapshot beside a log that does not hold together is evidence: it stays as it is.
    const reason = this.readOnlyReason;
    if (reason !== null) return Promise.reject(new SessionReadOnlyError(this.fileName, reason));
    const snapshot = this.current.snapshot(takenAt);
    this.snapshotSeq = snapshot.seq;
    this.snapshotAt = takenAt;
    const write = this.snapshotWrites.then(async () => {
      try {
        await writeSnapshotFile(this.snapshotPath, snapshot);
        this.writtenSnapshot = { seq: snapshot.seq, at: takenAt };
        this.onSnapshotWritten?.(snapshot.seq);
      } catch (error) {
        // Not on disk: the entries since the last written one still want a snapshot.
        if (this.snapshotSeq === snapshot.seq) {
          this.snapshotSeq = this.writtenSnapshot.seq;
          this.snapshotAt = this.writtenSnapshot.at;
        }
        throw error;
      }
    });
    this.snapshotWrites = write.catch(() => {});
    return write;
  }

  /** Settles when every snapshot taken so far is written (or has failed). */
  get snapshotsWritten(): Promise<void> {
    return this.snapshotWrites;
  }

  /** Snapshot what is new, then close the journal (after any snapshot being written). */
  async close(takenAt: number): Promise<void> {
    try {
      if (this.unsnapshotted > 0 && this.readOnlyReason === null) await this.writeSnapshot(takenAt);
      else await this.snapshotWrites;
    } finally {
      await this.writer?.close();
      this.writer = null;
    }
  }

  /** Close the journal without writing anything (after a failed write, or to move the file). */
  async abandon(): Promise<void> {
    await this.snapshotWrites;
    await this.writer?.close();
    this.writer = null;
  }
}

/**
 * Replay a journal, from its snapshot when the snapshot belongs to it, else from the start
 * (with a warning: the snapshot is only a cache). A log that does not replay as recorded is
 * `failed`, naming the entry.
 */
function replayWithSnapshot(
  journal: SessionJournal,
  read: SnapshotRead,
  definition: SessionDefinition,
):
  | { engine: SessionEngine; snapshot: SessionSnapshot | null; warning: string | null }
  | { failed: { seq: number | null; message: string } } {
  const { header, entries, headerHash } = journal;
  const fullReplay = 'the whole log was replayed instead';
  let warning: string | null = null;
  if (read.kind === 'unusable') {
    warning = `the snapshot could not be read (${read.message}); ${fullReplay}`;
  } else if (read.kind === 'ok') {
    try {
      const engine = SessionEngine.replay(header, entries, definition, {
        snapshot: read.snapshot,
        headerHash,
      });
      // The engine ignores a snapshot that is not of this log (and says so).
      const [ignored] = engine.warnings;
      return {
        engine,
        snapshot: ignored === undefined ? read.snapshot : null,
        warning: ignored ?? null,
      };
    } catch (error) {
      // A snapshot whose state the log's tail does not apply to: start from scratch below.
      warning = `the snapshot could not be used (${messageOf(error)}); ${fullReplay}`;
    }
  }
  try {
    return {
      engine: SessionEngine.replay(header, entries, definition, { headerHash }),
      snapshot: null,
      warning,
    };
  } catch (error) {
    if (error instanceof SessionIntegrityError)
      return { failed: { seq: error.seq, message: messageOf(error) } };
    throw new SessionFileError(journal.fileName, 1, messageOf(error));
  }
}

/** What the log is compared with: its head in the index, the snapshot and the index's record of it. */
function evidenceOf(
  header: SessionHeader,
  indexed: IndexedHead | null,
  read: SnapshotRead,
): Evidence {
  const snapshot =
    read.kind === 'ok' && read.snapshot.sessionId === header.id
      ? { seq: read.snapshot.seq, hash: read.snapshot.hash }
      : undefined;
  const evidence: Evidence = {};
  if (snapshot) evidence.snapshot = snapshot;
  if (indexed?.kind !== 'recorded') return evidence;
  const { anchor } = indexed;
  evidence.head = { anchor, where: 'in the sessions index' };
  // An unreadable snapshot is damage, not a deletion: it is a warning of its own.
  if (anchor.snapshotSeq !== undefined && read.kind !== 'unusable')
    evidence.recordedSnapshot = { seq: anchor.snapshotSeq, found: snapshot?.seq ?? null };
  return evidence;
}
