// The host hashes session logs natively from its start, whether or not a session file was
// read yet (session-file.ts, which also installs it, is loaded on first need).
import './native-sha256.ts';
import fs from 'node:fs/promises';
import path from 'node:path';
import { positionLabel } from '../features/clock/clock-view.ts';
import type { SessionDefinition } from '../session/session-definition.ts';
import { CONTROL, isCrew, teamViewer, type Viewer } from '../session/viewer.ts';
import { overrideRefusal } from '../session/control-override.ts';
import {
  ActionInvalid,
  ActionRejected,
  SessionIntegrityError,
  type LogEntry,
} from '../session/types.ts';
import type { Scenario } from '../scenarios/format/schema.ts';
import {
  HostError,
  OPEN_LOG_LIMIT,
  sessionIdSchema,
  type EventOf,
  type ResponseOf,
  type SessionProblem,
  type SessionSummary,
} from './channels.ts';
import { BACKUP_SUFFIX, errorCode, syncFolder } from './atomic-text-file.ts';
import { removeAbandonedTempFiles } from './temp-files.ts';
import type { SessionFile } from './session-file.ts';
import { SessionFileError, SessionReadOnlyError } from './session-file-error.ts';
import { SESSION_INDEX_FILE, SessionIndex, type IndexUpdate } from './session-index.ts';
import type { ReportFormat } from './session-report.ts';
import { memoByViewer } from './memo-by-viewer.ts';
import type { SessionProjector } from './session-projector.ts';
import { ProjectionDeltas } from './projection-deltas.ts';
import { TeamActLimit } from './team-act-limit.ts';
import { localUtcOffsetMinutes, newSessionId, randomSecretSeed, randomSeed } from './session-id.ts';
import {
  archiveDirOf,
  ARCHIVE_FOLDER,
  idOfSessionFile,
  SESSION_EXTENSION,
  sessionsDirOf,
  snapshotPathFor,
} from './session-paths.ts';

/**
 * The sessions of a data folder: `<dataDir>/sessions/<id>.session.jsonl` with their snapshots,
 * archived ones in `sessions/archive/`. Every change to a session goes through here, one at a
 * time per session, and an action is acknowledged only once its entries are on disk.
 */

export interface SessionStoreOptions {
  /** Epoch milliseconds; entries are stamped with it (tests pass their own clock). */
  now?: () => number;
  /** The plugins sessions run with (all of Lodestar's by default). */
  definition?: SessionDefinition;
  /** Write a snapshot after this many new entries… */
  snapshotEvery?: number;
  /** …or once this long has passed since the last one, if there are new entries. */
  snapshotIntervalMs?: number;
  /** Failures that do not fail a request (a snapshot that could not be written). */
  log?: (message: string) => void;
}

/**
 * A change to the sessions. An update is given per viewer: each connection asks for its
 * own viewer's (computed once per viewer, however many connections share it).
 */
export type SessionChange =
  | {
      kind: 'updated';
      id: string;
      payloadFor: (viewer: Viewer) => EventOf<'session.updated'>;
      /** Running and not archived: having just acted, what a display without a session shows. */
      followable: boolean;
    }
  | { kind: 'changed'; reason: string };

export interface CreateSessionInput {
  scenario: Scenario;
  scenarioId: string | null;
  facilitator: string;
  seed?: string;
  /** The secret results' seed; drawn from a cryptographic source unless given. */
  secretSeed?: string;
  title?: string;
}

export const SNAPSHOT_EVERY = 100;
export const SNAPSHOT_INTERVAL_MS = 30_000;

interface LiveSession {
  file: SessionFile;
  archived: boolean;
  snapshotTimer: NodeJS.Timeout | null;
  /** What each viewer was sent last, for the next patch. */
  deltas: ProjectionDeltas;
}

interface SessionRuntime {
  module: typeof import('./session-runtime.ts');
  definition: SessionDefinition;
  projector: SessionProjector;
}

type ListOutcome = { ok: true; summary: SessionSummary } | { ok: false; message: string };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export class SessionStore {
  readonly sessionsDir: string;
  readonly archiveDir: string;
  private readonly now: () => number;
  private readonly options: SessionStoreOptions;
  /** The session engine and its kin (session-runtime.ts), loaded on first need. */
  private runtime: Promise<SessionRuntime> | null = null;
  private loadedRuntime: SessionRuntime | null = null;
  private readonly snapshotEvery: number;
  private readonly snapshotIntervalMs: number;
  private readonly report: (message: string) => void;
  private readonly live = new Map<string, LiveSession>();
  /** The operation in progress per session id: operations on one session queue behind it. */
  private readonly queues = new Map<string, Promise<unknown>>();
  /** Ids being created right now, so two creations never pick the same. */
  private readonly reserved = new Set<string>();
  /** `list` summaries of sessions not held open, by file, while the file is unchanged. */
  private readonly listCache = new Map<string, { stamp: string; outcome: ListOutcome }>();
  private readonly listeners = new Set<(change: SessionChange) => void>();
  /** What each team's screens have sent in the last minute. */
  private readonly teamActs = new TeamActLimit();
  /** The head of every session's log, kept outside the journals. */
  readonly index: SessionIndex;
  private closed = false;
  /** Why nothing may change here (a standby copying its host), or null. */
  private readOnlyReason: string | null = null;

  private constructor(
    readonly dataDir: string,
    options: SessionStoreOptions,
  ) {
    this.sessionsDir = sessionsDirOf(dataDir);
    this.archiveDir = archiveDirOf(dataDir);
    this.now = options.now ?? Date.now;
    this.options = options;
    this.snapshotEvery = options.snapshotEvery ?? SNAPSHOT_EVERY;
    this.snapshotIntervalMs = options.snapshotIntervalMs ?? SNAPSHOT_INTERVAL_MS;
    this.report = options.log ?? ((message) => console.warn(`lodestar: ${message}`));
    this.index = new SessionIndex(path.join(this.sessionsDir, SESSION_INDEX_FILE), this.report);
  }

  static async open(dataDir: string, options: SessionStoreOptions = {}): Promise<SessionStore> {
    const store = new SessionStore(path.resolve(dataDir), options);
    try {
      await fs.mkdir(store.archiveDir, { recursive: true });
    } catch (error) {
      throw new HostError(
        'io',
        `cannot create the sessions folder ${store.sessionsDir}: ${messageOf(error)}. Choose a data folder you can write to.`,
      );
    }
    await removeAbandonedTempFiles(store.sessionsDir);
    await removeAbandonedTempFiles(store.archiveDir);
    return store;
  }

  /** Loads the session runtime once (see session-runtime.ts). */
  private sessionRuntime(): Promise<SessionRuntime> {
    this.runtime ??= import('./session-runtime.ts').then((module) => {
      const definition = this.options.definition ?? module.lodestarSession;
      this.loadedRuntime = {
        module,
        definition,
        projector: new module.SessionProjector(definition),
      };
      return this.loadedRuntime;
    });
    return this.runtime;
  }

  /** For code that runs on a session already loaded, and so after the runtime was. */
  private get projector(): SessionProjector {
    if (!this.loadedRuntime) throw new Error('the session runtime is not loaded yet');
    return this.loadedRuntime.projector;
  }

  /** Called after every change; returns the unsubscribe function. */
  onChange(listener: (change: SessionChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Refuse every change a client asks for (create, act, archive), with `reason` as the
   * message, or accept them again (null). Copies from a host (`copyFromHost`) go on.
   */
  setReadOnly(reason: string | null): void {
    this.readOnlyReason = reason;
  }

  get readOnly(): boolean {
    return this.readOnlyReason !== null;
  }

  /** Every session (archived ones flagged), newest first, and every file that does not open. */
  async list(): Promise<{ sessions: SessionSummary[]; problems: SessionProblem[] }> {
    const sessions: SessionSummary[] = [];
    const problems: SessionProblem[] = [];
    const seen = new Set<string>();
    for (const archived of [false, true]) {
      const dir = archived ? this.archiveDir : this.sessionsDir;
      let names: string[];
      try {
        names = (await fs.readdir(dir)).sort();
      } catch (error) {
        throw this.ioError('read the folder', dir, error);
      }
      for (const name of names) {
        const id = idOfSessionFile(name);
        if (id === null) continue;
        const shown = archived ? `${ARCHIVE_FOLDER}/${name}` : name;
        const outcome = await this.listOne(id, path.join(dir, name), archived);
        if (outcome === null) continue;
        if (!outcome.ok) {
          problems.push({ fileName: shown, message: outcome.message });
        } else if (seen.has(id)) {
          problems.push({
            fileName: shown,
            message: `a session "${id}" exists both in the sessions folder and in its archive; this archived copy is not used`,
          });
        } else {
          seen.add(id);
          sessions.push(outcome.summary);
        }
      }
    }
    sessions.sort((a, b) => b.createdAt - a.createdAt || a.id.localeCompare(b.id));
    return { sessions, problems };
  }

  /** Start a session: a frozen copy of the scenario, a seed (random unless given), no entries. */
  async create(input: CreateSessionInput): Promise<SessionSummary> {
    this.assertOpen();
    this.assertWritable();
    const now = this.now();
    const utcOffsetMinutes = localUtcOffsetMinutes(now);
    const title = input.title?.trim() || input.scenario.meta.title;
    const { module, definition } = await this.sessionRuntime();
    for (;;) {
      const id = newSessionId(input.scenario.meta.title, now, utcOffsetMinutes);
      if (this.reserved.has(id) || (await this.locate(id)) !== null) continue;
      this.reserved.add(id);
      try {
        const header = module.createHeader({
          id,
          title,
          scenarioId: input.scenarioId,
          scenario: input.scenario,
          seed: input.seed ?? randomSeed(),
          secretSeed: input.secretSeed ?? randomSecretSeed(),
          createdAt: now,
          createdBy: input.facilitator,
          utcOffsetMinutes,
        });
        let file: SessionFile;
        try {
          file = await module.SessionFile.create(this.journalPath(id, false), header, {
            definition,
            onSnapshotWritten: (seq) => this.index.record(id, { snapshotSeq: seq }),
          });
        } catch (error) {
          if (errorCode(error) === 'EEXIST') continue; // another program took the id
          throw this.ioError('create', this.journalPath(id, false), error);
        }
        this.live.set(id, {
          file,
          archived: false,
          snapshotTimer: null,
          deltas: new ProjectionDeltas(),
        });
        this.recordHead(file);
        this.emit({ kind: 'changed', reason: `created ${id}` });
        return summarize(file, false);
      } finally {
        this.reserved.delete(id);
      }
    }
  }

  /**
   * The session as a viewer starts from: header, state and the newest lines, each with what
   * that viewer may not see taken out.
   */
  open(id: string, viewer: Viewer = CONTROL): Promise<ResponseOf<'session.open'>> {
    return this.serial(id, async () => {
      const live = await this.load(id);
      const { file } = live;
      const { fromSeq: _from, ...update } = this.projector.update(
        file,
        file.entries.slice(-OPEN_LOG_LIMIT),
        viewer,
      );
      live.deltas.remember(viewer, update.state);
      return {
        summary: summarize(file, live.archived),
        header: this.projector.header(file, viewer),
        ...update,
        warnings: isCrew(viewer) ? [...file.warnings] : [],
        integrity: isCrew(viewer) ? integrityOf(file) : null,
        serverNow: this.now(),
      };
    });
  }

  /**
   * Append an action; resolves once its entries are durable. `invalid` for an action that is
   * malformed or does not apply now, `stale` when `expectedSeq` is no longer the last entry.
   */
  act(
    id: string,
    action: unknown,
    by: string,
    expectedSeq?: number,
    viewer: Viewer = CONTROL,
  ): Promise<ResponseOf<'session.act'>> {
    return this.serial(id, async () => {
      this.assertWritable();
      const overridden = overrideRefusal(action, viewer);
      if (overridden !== null) throw new HostError('forbidden', `not done: ${overridden}`);
      const live = await this.load(id);
      return this.appendAction(id, live, action, by, viewer, expectedSeq);
    });
  }

  /**
   * An action sent from a team's own screen: only what the scenario lets a team do itself, its
   * own to send (refused in words otherwise), within the team's allowance per minute, and
   * logged under the player who sent it and the team.
   */
  teamAct(
    id: string,
    team: string,
    player: string | null,
    action: unknown,
  ): Promise<ResponseOf<'session.act'>> {
    return this.serial(id, async () => {
      this.assertWritable();
      const live = await this.load(id);
      const { module, definition } = await this.sessionRuntime();
      const { header, engine } = live.file;
      const refusal = module.teamActionRefusal(definition, header, engine.state, team, action);
      if (refusal !== null) throw new HostError('forbidden', `not done: ${refusal}`);
      const perMinute = header.scenario.playerActions?.perMinute ?? 20;
      const wait = this.teamActs.take(id, team, perMinute, this.now());
      if (wait !== null)
        throw new HostError(
          'rate-limited',
          `not done: this team has sent ${perMinute} actions in the last minute; try again in ${wait} s`,
        );
      const by = module.teamActor(header, team, player);
      return this.appendAction(id, live, action, by, teamViewer(team));
    });
  }

  /** Appends to a loaded session and tells every screen; the reply as `viewer` sees it. */
  private async appendAction(
    id: string,
    live: LiveSession,
    action: unknown,
    by: string,
    viewer: Viewer,
    expectedSeq?: number,
  ): Promise<ResponseOf<'session.act'>> {
    const { file } = live;
    if (live.archived) throw this.archivedError(id, 'acting in it');
    const readOnly = file.readOnlyReason;
    if (readOnly !== null) throw new HostError('conflict', `not done: ${readOnly}`);
    if (expectedSeq !== undefined && expectedSeq !== file.seq) {
      throw new HostError(
        'stale',
        `not done: the log has moved on (entry ${file.seq}, you saw ${expectedSeq}). Look at the latest state and try again.`,
      );
    }
    let entries;
    try {
      entries = await file.append(action, { at: this.now(), by });
    } catch (error) {
      throw await this.appendFailure(id, live, error);
    }
    this.recordHead(file);
    const replyFor = this.emitUpdated(id, live, entries);
    if (entries.some((entry) => entry.action.type === 'session.end')) {
      this.emit({ kind: 'changed', reason: `ended ${id}` });
    }
    this.afterAppend(id, live);
    // The one who acted gets the whole state in its reply as well.
    return replyFor(viewer);
  }

  /**
   * Control takes a log that does not hold together as it is: a `session.accept` entry names
   * every problem and the reason, the sessions index is set to the log's head as it now is
   * (even below what it recorded), and a snapshot is written at once, so that the next opening
   * finds nothing new. The session can be acted in again.
   */
  accept(id: string, reason: string, by: string): Promise<SessionSummary> {
    return this.serial(id, async () => {
      this.assertWritable();
      const live = await this.load(id);
      const { file } = live;
      if (live.archived) throw this.archivedError(id, 'deciding about its log');
      let entries;
      try {
        entries = await file.acceptAsItIs(reason, { at: this.now(), by });
      } catch (error) {
        throw await this.appendFailure(id, live, error);
      }
      this.recordHead(file, { replace: true });
      try {
        await file.writeSnapshot(this.now());
      } catch (error) {
        this.report(`${file.fileName}: could not write its snapshot: ${messageOf(error)}`);
      }
      this.emitUpdated(id, live, entries);
      this.emit({ kind: 'changed', reason: `accepted the log of ${id} as it is` });
      return summarize(file, live.archived);
    });
  }

  /**
   * Control starts a new session from a log that does not hold together: its entries up to
   * `fromSeq` (by default the last good one), re-linked, then an entry saying where they
   * came from. The old session is left as it is, read-only.
   */
  fork(id: string, fromSeq: number | undefined, by: string): Promise<SessionSummary> {
    return this.serial(id, async () => {
      this.assertWritable();
      const source = (await this.load(id)).file;
      const { module, definition } = await this.sessionRuntime();
      const now = this.now();
      for (;;) {
        const newId = newSessionId(
          source.header.scenario.meta.title,
          now,
          source.header.utcOffsetMinutes,
        );
        if (this.reserved.has(newId) || (await this.locate(newId)) !== null) continue;
        this.reserved.add(newId);
        try {
          let file: SessionFile;
          try {
            file = await module.forkSessionFile(source, {
              fromSeq: fromSeq ?? source.integrity.lastGood,
              id: newId,
              journalPath: this.journalPath(newId, false),
              at: now,
              by,
              definition,
              onSnapshotWritten: (seq) => this.index.record(newId, { snapshotSeq: seq }),
            });
          } catch (error) {
            if (errorCode(error) === 'EEXIST') continue; // another program took the id
            if (error instanceof ActionRejected || error instanceof ActionInvalid)
              throw new HostError('invalid', `not forked: ${error.message}`);
            throw this.ioError('create', this.journalPath(newId, false), error);
          }
          const live: LiveSession = {
            file,
            archived: false,
            snapshotTimer: null,
            deltas: new ProjectionDeltas(),
          };
          this.live.set(newId, live);
          this.recordHead(file);
          this.afterAppend(newId, live);
          this.emit({ kind: 'changed', reason: `forked ${id} into ${newId}` });
          return summarize(file, false);
        } finally {
          this.reserved.delete(newId);
        }
      }
    });
  }

  /** The lines of entries with seq ≥ fromSeq (at most `limit` entries), oldest first, as a viewer reads them. */
  log(
    id: string,
    fromSeq: number,
    limit: number,
    viewer: Viewer = CONTROL,
  ): Promise<ResponseOf<'session.log'>> {
    return this.serial(id, async () => {
      const { file } = await this.load(id);
      const start = Math.max(0, fromSeq - 1);
      const entries = file.entries.slice(start, start + limit);
      return { lines: this.projector.lines(file, entries, viewer), total: file.entries.length };
    });
  }

  /**
   * The raw log for a standby: the header's hash, the header exactly as stored when the page
   * starts at entry 1, and up to `limit` entries from `fromSeq` on, as written.
   */
  journal(id: string, fromSeq: number, limit: number): Promise<ResponseOf<'session.journal'>> {
    return this.serial(id, async () => {
      const { file } = await this.load(id);
      let header: unknown;
      if (fromSeq <= 1) {
        try {
          header = await (await this.sessionRuntime()).module.readStoredHeader(file.journalPath);
        } catch (error) {
          throw this.ioError('read', file.journalPath, error);
        }
      }
      const start = Math.max(0, fromSeq - 1);
      return {
        headerHash: file.engine.headerHash,
        ...(header === undefined ? {} : { header }),
        entries: file.entries.slice(start, start + limit),
        seq: file.seq,
      };
    });
  }

  /**
   * Keep entries copied from another host (a standby following it): a session not held here
   * yet is created from `storedHeader`; entries are checked to continue the chain and replay
   * as recorded before any is written (see `SessionFile.appendRecorded`). Clients here hear
   * of them as of any action. Throws `HostError` `invalid` when the copy cannot go on.
   */
  copyFromHost(
    id: string,
    hostHeaderHash: string,
    storedHeader: unknown,
    values: readonly unknown[],
  ): Promise<{ seq: number; problem: string | null }> {
    return this.serial(id, async () => {
      if (!sessionIdSchema.safeParse(id).success) throw this.notFound(id);
      let live = this.live.get(id);
      if (!live && (await this.locate(id)) === null) {
        if (storedHeader === undefined)
          throw new HostError('invalid', `the host sent no header for the new session "${id}"`);
        live = await this.createCopy(id, storedHeader);
      }
      live ??= await this.load(id);
      const { file } = live;
      if (file.engine.headerHash !== hostHeaderHash)
        throw new HostError(
          'invalid',
          `the session "${id}" here was started from another header than the host's; it is not copied`,
        );
      let copied;
      try {
        copied = await file.appendRecorded(values);
      } catch (error) {
        if (error instanceof SessionIntegrityError)
          throw new HostError('invalid', `entry ${error.seq ?? '?'} not copied: ${error.message}`);
        throw await this.appendFailure(id, live, error);
      }
      const { entries, problem } = copied;
      if (entries.length > 0) {
        this.recordHead(file);
        this.emitUpdated(id, live, entries);
        this.afterAppend(id, live);
      }
      return { seq: file.seq, problem: problem?.message ?? null };
    });
  }

  /**
   * Tells every listener that `entries` were added, each viewer as a patch of its projection;
   * returns a viewer's whole update, for the reply to the one who acted.
   */
  private emitUpdated(id: string, live: LiveSession, entries: readonly LogEntry[]) {
    const { file } = live;
    const serverNow = this.now();
    const firstNewSeq = entries[0]?.seq ?? file.seq + 1;
    // Once per viewer: its projection, and the patch from the one it was sent last.
    const updateFor = memoByViewer((v) => {
      const update = this.projector.update(file, entries, v);
      return { update, delta: live.deltas.delta(v, firstNewSeq, update.state) };
    });
    const payloadFor = (v: Viewer): EventOf<'session.updated'> => {
      const { update, delta } = updateFor(v);
      const { lines, undoLabel, redoLabel, head } = update;
      return { id, ...delta, lines, undoLabel, redoLabel, head, serverNow };
    };
    const followable = file.engine.state.status === 'running' && !live.archived;
    this.emit({ kind: 'updated', id, payloadFor, followable });
    return (v: Viewer) => ({ ...updateFor(v).update, serverNow });
  }

  /** How far a session is held here (its seq and header hash), or null when it is not. */
  heldHead(id: string): Promise<{ seq: number; headerHash: string } | null> {
    return this.serial(id, async () => {
      if (!sessionIdSchema.safeParse(id).success || (await this.locate(id)) === null) return null;
      const { file } = await this.load(id);
      return { seq: file.seq, headerHash: file.engine.headerHash };
    });
  }

  /** The seq of every session held open. */
  heads(): Map<string, number> {
    return new Map([...this.live].map(([id, { file }]) => [id, file.seq]));
  }

  private async createCopy(id: string, storedHeader: unknown): Promise<LiveSession> {
    const journalPath = this.journalPath(id, false);
    const { module, definition } = await this.sessionRuntime();
    let file: SessionFile;
    try {
      file = await module.SessionFile.createFromStored(journalPath, storedHeader, {
        definition,
        onSnapshotWritten: (seq) => this.index.record(id, { snapshotSeq: seq }),
      });
    } catch (error) {
      if (error instanceof SessionFileError)
        throw new HostError('invalid', `the host's session "${id}": ${error.message}`);
      throw this.ioError('create', journalPath, error);
    }
    if (file.header.id !== id) {
      await file.abandon();
      await fs.rm(journalPath, { force: true });
      throw new HostError('invalid', `the host sent the header of "${file.header.id}" for "${id}"`);
    }
    const live: LiveSession = {
      file,
      archived: false,
      snapshotTimer: null,
      deltas: new ProjectionDeltas(),
    };
    this.live.set(id, live);
    this.recordHead(file);
    this.emit({ kind: 'changed', reason: `copied ${id}` });
    return live;
  }

  /**
   * The after-action report, from the journal on disk (every acknowledged entry is there) and
   * checked against the head in the index, written out first so the two agree.
   */
  /** The report as `viewer` may read it (a facilitator's has no seed and no sealed secret). */
  makeReport(
    id: string,
    format: ReportFormat,
    viewer: Viewer = CONTROL,
  ): Promise<ResponseOf<'session.report'>> {
    return this.serial(id, async () => {
      if (!sessionIdSchema.safeParse(id).success) throw this.notFound(id);
      const where = await this.locate(id);
      if (where === null) throw this.notFound(id);
      await this.index.flushed();
      const { module, definition } = await this.sessionRuntime();
      let made;
      try {
        made = await module.sessionReport(where.journalPath, format, {
          now: this.now(),
          definition,
          indexPath: this.index.indexPath,
          viewer,
        });
      } catch (error) {
        if (error instanceof SessionFileError)
          throw new HostError('invalid', `no report: ${error.message}`);
        throw this.ioError('read', where.journalPath, error);
      }
      const binary = typeof made.data !== 'string';
      return {
        fileName: made.fileName,
        mimeType: made.mimeType,
        text: typeof made.data === 'string' ? made.data : Buffer.from(made.data).toString('base64'),
        base64: binary,
        verified: made.model.verification.ok,
        head: made.model.head.code,
      };
    });
  }

  /** Move a session (journal and snapshot) into or out of the archive folder. */
  archive(id: string, archived: boolean): Promise<SessionSummary> {
    return this.serial(id, async () => {
      this.assertWritable();
      const where = await this.locate(id);
      if (where === null) throw this.notFound(id);
      if (where.archived !== archived) {
        const live = this.live.get(id);
        if (live) await this.retire(id, live, true);
        const from = where.journalPath;
        const to = this.journalPath(id, archived);
        try {
          await fs.rename(from, to);
          for (const suffix of ['', BACKUP_SUFFIX]) {
            try {
              await fs.rename(snapshotPathFor(from) + suffix, snapshotPathFor(to) + suffix);
            } catch (error) {
              if (errorCode(error) !== 'ENOENT') throw error;
            }
          }
          await syncFolder(path.dirname(from));
          await syncFolder(path.dirname(to));
        } catch (error) {
          throw this.ioError('move', from, error);
        }
        this.emit({ kind: 'changed', reason: `${archived ? 'archived' : 'unarchived'} ${id}` });
      }
      const live = await this.load(id);
      return summarize(live.file, live.archived);
    });
  }

  /** Write the snapshots of everything new and close every journal. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.all(
      [...this.live.keys()].map((id) =>
        this.serial(
          id,
          async () => {
            const live = this.live.get(id);
            if (live) await this.retire(id, live, true);
          },
          true,
        ),
      ),
    );
    await this.index.flushed();
  }

  // ——— internals ———

  private journalPath(id: string, archived: boolean): string {
    return path.join(archived ? this.archiveDir : this.sessionsDir, `${id}${SESSION_EXTENSION}`);
  }

  /** Where a session's journal is, or null when there is none. */
  private async locate(id: string): Promise<{ journalPath: string; archived: boolean } | null> {
    for (const archived of [false, true]) {
      const journalPath = this.journalPath(id, archived);
      try {
        await fs.lstat(journalPath);
        return { journalPath, archived };
      } catch (error) {
        if (errorCode(error) !== 'ENOENT') throw this.ioError('look for', journalPath, error);
      }
    }
    return null;
  }

  /** The session held open, loading it from disk (snapshot + journal tail) the first time. */
  private async load(id: string): Promise<LiveSession> {
    const held = this.live.get(id);
    if (held) return held;
    if (!sessionIdSchema.safeParse(id).success) throw this.notFound(id);
    const where = await this.locate(id);
    if (where === null) throw this.notFound(id);
    const { module, definition } = await this.sessionRuntime();
    // The head the log is compared with is the one last recorded, this process's included.
    await this.index.flushed();
    let file: SessionFile;
    try {
      file = await module.SessionFile.open(where.journalPath, {
        definition,
        now: this.now(),
        indexPath: this.index.indexPath,
        onSnapshotWritten: (seq) => this.index.record(id, { snapshotSeq: seq }),
      });
    } catch (error) {
      if (error instanceof SessionFileError) {
        throw new HostError(
          'invalid',
          `the session cannot be opened: ${error.message}. The file is left as it is.`,
        );
      }
      throw this.ioError('open', where.journalPath, error);
    }
    if (file.header.id !== id) {
      throw new HostError(
        'invalid',
        `the session cannot be opened: ${file.fileName} holds the session "${file.header.id}"; rename the file to ${file.header.id}${SESSION_EXTENSION}. The file is left as it is.`,
      );
    }
    for (const warning of file.warnings) this.report(`${file.fileName}: ${warning}`);
    const reason = file.readOnlyReason;
    if (reason !== null) this.report(`${file.fileName}: ${reason}`);
    const live: LiveSession = {
      file,
      archived: where.archived,
      snapshotTimer: null,
      deltas: new ProjectionDeltas(),
    };
    this.live.set(id, live);
    // A log that does not hold together leaves the index as it is: what it recorded is the
    // evidence. A session from before the index, or whose head the index lost, is anchored
    // from now on, marked as such, so that a cut before now is not vouched for.
    const indexed = file.indexedHead?.kind;
    if (reason === null)
      this.recordHead(
        file,
        indexed === 'recorded' || file.seq === 0 ? {} : { reanchoredAt: file.seq },
      );
    return live;
  }

  /** The log's head goes to the index after the entries are durable, off the action path. */
  private recordHead(file: SessionFile, extra: Omit<IndexUpdate, 'head'> = {}): void {
    const at = file.entries.at(-1)?.at ?? file.header.createdAt;
    this.index.record(file.header.id, {
      head: { seq: file.seq, hash: file.engine.lastHash, at },
      ...extra,
    });
  }

  /** A session for the list: the live one, a cached summary of an unchanged file, or a fresh read. */
  private async listOne(
    id: string,
    journalPath: string,
    archived: boolean,
  ): Promise<ListOutcome | null> {
    const live = this.live.get(id);
    if (live && live.file.journalPath === journalPath) {
      return { ok: true, summary: summarize(live.file, live.archived) };
    }
    let stamp: string;
    try {
      const stats = await fs.stat(journalPath);
      stamp = `${stats.ino}:${stats.size}:${stats.mtimeMs}`;
    } catch (error) {
      if (errorCode(error) === 'ENOENT') return null;
      return { ok: false, message: `cannot be read: ${messageOf(error)}` };
    }
    const cached = this.listCache.get(journalPath);
    if (cached?.stamp === stamp) return cached.outcome;
    let outcome: ListOutcome;
    try {
      const { module, definition } = await this.sessionRuntime();
      const file = await module.SessionFile.open(journalPath, { definition, now: this.now() });
      outcome =
        file.header.id === id
          ? { ok: true, summary: summarize(file, archived) }
          : {
              ok: false,
              message: `holds the session "${file.header.id}": rename the file to ${file.header.id}${SESSION_EXTENSION}`,
            };
    } catch (error) {
      const message = error instanceof SessionFileError ? error.message : messageOf(error);
      outcome = { ok: false, message };
    }
    this.listCache.set(journalPath, { stamp, outcome });
    return outcome;
  }

  /** Turn a failed append into the error for the caller; a write failure reloads the file. */
  private async appendFailure(id: string, live: LiveSession, error: unknown): Promise<HostError> {
    if (error instanceof ActionInvalid)
      return new HostError('invalid', error.message, error.problems);
    if (error instanceof ActionRejected) return new HostError('invalid', error.message);
    if (error instanceof HostError) return error;
    if (error instanceof SessionReadOnlyError) return new HostError('conflict', error.message);
    // Nothing was acknowledged, but what reached the disk is unknown: read it again next time.
    await this.retire(id, live, false);
    if (error instanceof SessionFileError) return new HostError('conflict', error.message);
    return this.ioError('write to', live.file.journalPath, error);
  }

  /** Stop holding a session: optionally snapshot it, close its journal, forget it. */
  private async retire(id: string, live: LiveSession, snapshot: boolean): Promise<void> {
    if (live.snapshotTimer) clearTimeout(live.snapshotTimer);
    live.snapshotTimer = null;
    if (this.live.get(id) === live) this.live.delete(id);
    try {
      if (snapshot) await live.file.close(this.now());
      else await live.file.abandon();
    } catch (error) {
      this.report(
        `${live.file.fileName}: could not write its snapshot on closing: ${messageOf(error)}`,
      );
      await live.file.abandon().catch(() => {});
    }
  }

  /** Snapshot after every `snapshotEvery` entries, or when new entries have waited long enough. */
  private afterAppend(id: string, live: LiveSession): void {
    const { file } = live;
    if (
      file.unsnapshotted >= this.snapshotEvery ||
      this.now() - file.lastSnapshotAt >= this.snapshotIntervalMs
    ) {
      void this.snapshot(id, live);
      return;
    }
    if (live.snapshotTimer === null) {
      live.snapshotTimer = setTimeout(() => {
        live.snapshotTimer = null;
        void this.snapshot(id, live);
      }, this.snapshotIntervalMs);
      live.snapshotTimer.unref();
    }
  }

  /** Settles once the snapshots taken of an open session so far are written (tests, tools). */
  async snapshotsWritten(id: string): Promise<void> {
    await this.live.get(id)?.file.snapshotsWritten;
  }

  /**
   * Snapshots stay off the action path: one is taken at once (the history is immutable) and
   * written while the session's next actions go on; the file orders its own writes.
   */
  private async snapshot(id: string, live: LiveSession): Promise<void> {
    if (this.live.get(id) !== live || live.file.unsnapshotted === 0) return;
    if (live.snapshotTimer) clearTimeout(live.snapshotTimer);
    live.snapshotTimer = null;
    try {
      await live.file.writeSnapshot(this.now());
    } catch (error) {
      // The journal is the record; a missing snapshot only makes the next opening slower.
      this.report(`${live.file.fileName}: could not write its snapshot: ${messageOf(error)}`);
    }
  }

  /** Run `task` after every operation already asked of this session. */
  private serial<T>(id: string, task: () => Promise<T>, internal = false): Promise<T> {
    if (!internal) this.assertOpen();
    const before = this.queues.get(id) ?? Promise.resolve();
    const run = before.then(task, task);
    const settled = run.then(
      () => undefined,
      () => undefined,
    );
    this.queues.set(id, settled);
    void settled.then(() => {
      if (this.queues.get(id) === settled) this.queues.delete(id);
    });
    return run;
  }

  private assertWritable(): void {
    if (this.readOnlyReason !== null) throw new HostError('conflict', this.readOnlyReason);
  }

  private assertOpen(): void {
    if (this.closed) throw new HostError('internal', 'the session store has been closed');
  }

  private archivedError(id: string, what: string): HostError {
    return new HostError(
      'conflict',
      `the session "${id}" is archived; bring it back from the archive before ${what}`,
    );
  }

  private notFound(id: string): HostError {
    return new HostError(
      'not-found',
      `there is no session "${id}" in ${this.sessionsDir} (nor in its archive)`,
    );
  }

  private ioError(action: string, filePath: string, error: unknown): HostError {
    return new HostError(
      'io',
      `could not ${action} ${filePath}: ${messageOf(error)}. Check that the folder is writable and the disk is not full, then try again.`,
    );
  }

  private emit(change: SessionChange): void {
    for (const listener of this.listeners) {
      try {
        listener(change);
      } catch (error) {
        // The change is on disk already; one failing listener must not hide it from the others.
        console.error('session change listener failed:', error);
      }
    }
  }
}

/** What Control is shown of a log that does not hold together, or null when it does. */
function integrityOf(file: SessionFile): ResponseOf<'session.open'>['integrity'] {
  const reason = file.readOnlyReason;
  if (reason === null) return null;
  const { problems, lastGood } = file.integrity;
  return {
    readOnly: reason,
    problems: problems.map(({ kind, seq, message }) => ({ kind, seq, message })),
    lastGood,
  };
}

/** The library's line for a session. */
export function summarize(file: SessionFile, archived: boolean): SessionSummary {
  const { header } = file;
  const state = file.engine.state;
  return {
    id: header.id,
    fileName: file.fileName,
    title: header.title,
    scenarioId: header.scenarioId,
    createdAt: header.createdAt,
    createdBy: header.createdBy,
    status: state.status,
    clockStatus: state.clock.status,
    position: positionLabel(state.clock),
    seq: state.seq,
    lastAt: state.lastAt,
    archived,
    ...(file.readOnlyReason === null ? {} : { readOnly: true }),
  };
}
