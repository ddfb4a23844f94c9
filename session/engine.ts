import { hashEntry, hashHeader } from './hash.ts';
import { applyEntry } from './history.ts';
import { initialHistory } from './initial-state.ts';
import { replayOneAsItIs } from './replay-as-is.ts';
import { sameOutcome } from './same-outcome.ts';
import { NOTE_MAX_LENGTH } from './actions/note.ts';
import type { ActionRegistry } from './registry.ts';
import type { SessionDefinition } from './session-definition.ts';
import { SNAPSHOT_FORMAT, type SessionSnapshot } from './snapshot.ts';
import {
  ActionInvalid,
  ActionRejected,
  AUTOMATION_AUTHOR,
  SessionIntegrityError,
  type Action,
  type ActionProblem,
  type History,
  type LogEntry,
  type SessionHeader,
  type SessionState,
  type UndoStep,
} from './types.ts';

export { ActionInvalid, sameOutcome };

/** The entries an action would append, and the history after them; nothing is changed yet. */
export interface Proposal {
  entries: LogEntry[];
  history: History;
}

export interface ActionMeta {
  /** Epoch milliseconds from the host's clock. */
  at: number;
  /** The facilitator's name. */
  by: string;
}

/** A runaway chain of automations (each triggering the next) stops here. */
const MAX_FOLLOW_UPS = 100;

/**
 * One live session in memory: the header, the history after the last entry and that entry's
 * hash. Changing it is two steps so the host can make entries durable in between:
 * `propose` computes the entries (validating, applying, running automations) without
 * touching the engine; `accept` installs them once they are on disk.
 */
export class SessionEngine {
  readonly header: SessionHeader;
  readonly definition: SessionDefinition;
  readonly headerHash: string;
  /** What replay had to work around (an ignored snapshot), for the host to log or show. */
  readonly warnings: string[] = [];
  #history: History;
  #lastHash: string;

  private constructor(header: SessionHeader, definition: SessionDefinition, headerHash: string) {
    this.header = header;
    this.definition = definition;
    this.headerHash = headerHash;
    this.#history = initialHistory(header, definition);
    this.#lastHash = headerHash;
  }

  static start(header: SessionHeader, definition: SessionDefinition) {
    return new SessionEngine(header, definition, hashHeader(header));
  }

  /**
   * Rebuilds a session from its log, checking numbering, links and hashes as it goes. With a
   * snapshot whose hash matches the log at its seq, only the entries after it are applied and
   * re-hashed: the links tie the earlier ones to it but not their contents, so a host checks
   * every entry's hash before (`chainProblems` in log-integrity.ts, as `SessionFile.open`
   * does). Any other snapshot is ignored, with a line in `warnings`.
   * Throws `SessionIntegrityError` naming the first entry that does not hold.
   */
  static replay(
    header: SessionHeader,
    entries: readonly LogEntry[],
    definition: SessionDefinition,
    options: {
      snapshot?: SessionSnapshot;
      /**
       * The hash of the header exactly as the file stores it (`hashStoredHeader`), which entry
       * 1 links to. Defaults to the parsed header's; they differ only after a scenario
       * migration changed the header's scenario on reading.
       */
      headerHash?: string;
    } = {},
  ): SessionEngine {
    const engine = new SessionEngine(header, definition, options.headerHash ?? hashHeader(header));
    let from = 0;
    if (options.snapshot) {
      const problem = snapshotMismatch(options.snapshot, header, engine.headerHash, entries);
      const complete = problem
        ? null
        : completeHistory(options.snapshot.history, header, definition);
      if (problem) engine.warnings.push(`the snapshot was ignored (${problem}); replayed the log`);
      else if (!complete)
        engine.warnings.push(
          'the snapshot was ignored (it predates a feature whose start draws from the generator); replayed the log',
        );
      else {
        engine.#history = complete;
        from = options.snapshot.seq;
      }
    }

    let prev = engine.headerHash;
    entries.forEach((entry, i) => {
      const seq = i + 1;
      if (entry.seq !== seq)
        throw new SessionIntegrityError(
          `entry ${seq} is numbered ${entry.seq}: the log has a gap or is out of order`,
          seq,
        );
      if (entry.prev !== prev)
        throw new SessionIntegrityError(
          `entry ${seq} does not link to the entry before it: the chain is broken`,
          seq,
        );
      if (seq > from && hashEntry(entry) !== entry.hash)
        throw new SessionIntegrityError(
          `entry ${seq} does not match its hash: it was changed after it was written`,
          seq,
        );
      prev = entry.hash;
    });

    for (let i = from; i < entries.length; i++)
      engine.#history = replayOne(engine.#history, entries[i] as LogEntry, header, definition);
    engine.#lastHash = prev;
    return engine;
  }

  /**
   * Rebuilds a session from a log known not to hold together, as it is: every entry applied
   * in turn without checking links or hashes (the caller has named those), an entry that does
   * not apply skipped, a result that comes out otherwise kept as replayed (see
   * replay-as-is.ts). The head is the last entry's recorded hash, so that an entry appended
   * after accepting the log links to what the file holds. Never throws for the log's sake.
   */
  static replayAsItIs(
    header: SessionHeader,
    entries: readonly LogEntry[],
    definition: SessionDefinition,
    options: { headerHash?: string } = {},
  ): { engine: SessionEngine; problems: { seq: number; message: string }[] } {
    const engine = new SessionEngine(header, definition, options.headerHash ?? hashHeader(header));
    const problems: { seq: number; message: string }[] = [];
    entries.forEach((entry, i) => {
      const replayed = replayOneAsItIs(engine.#history, entry, i + 1, header, definition);
      engine.#history = replayed.history;
      if (replayed.problem) problems.push({ seq: i + 1, message: replayed.problem });
    });
    engine.#lastHash = entries.at(-1)?.hash ?? engine.headerHash;
    return { engine, problems };
  }

  get registry(): ActionRegistry {
    return this.definition.registry;
  }
  get history(): History {
    return this.#history;
  }
  get state(): SessionState {
    return this.#history.state;
  }
  get seq(): number {
    return this.#history.state.seq;
  }
  get lastHash(): string {
    return this.#lastHash;
  }
  get undoLabel(): string | null {
    return this.#history.past.at(-1)?.label ?? null;
  }
  get redoLabel(): string | null {
    return this.#history.future.at(-1)?.label ?? null;
  }

  /**
   * The entries `action` would append: the action itself, then one entry per automation it
   * triggers (by `AUTOMATION_AUTHOR`, `causedBy` its seq). An automation that does not apply
   * is skipped and a note says why, rather than failing the action Control took.
   * Throws `ActionInvalid` (with problems) or `ActionRejected`; never changes the engine.
   */
  propose(action: unknown, meta: ActionMeta): Proposal {
    const metaProblems = checkMeta(meta);
    if (metaProblems.length > 0)
      throw new ActionInvalid(
        `invalid action metadata: ${metaProblems.map((p) => `${p.path}: ${p.message}`).join('; ')}`,
        metaProblems,
      );
    const parsed = this.registry.parse(action);
    if (!parsed.ok) throw new ActionInvalid(parsed.message, parsed.problems);

    const entries: LogEntry[] = [];
    let history = this.#history;
    let prev = this.#lastHash;
    const append = (action: Action, by: string, causedBy?: number) => {
      const draft: Omit<LogEntry, 'hash'> = {
        seq: history.state.seq + 1,
        at: meta.at,
        by,
        action,
        prev,
        ...(causedBy === undefined ? {} : { causedBy }),
      };
      const next = applyEntry(history, { ...draft, hash: '' }, this.header, this.definition);
      const { outcome, followUps } = next.applied;
      const unhashed = outcome === undefined ? draft : { ...draft, outcome };
      const entry: LogEntry = { ...unhashed, hash: hashEntry(unhashed) };
      entries.push(entry);
      history = next.history;
      prev = entry.hash;
      return followUps ?? [];
    };

    const queue = append(parsed.action, meta.by).slice();
    const cause = history.state.seq;
    // Undo and redo return to states whose settling follow-ups were logged already.
    const settles = this.registry.get(parsed.action.type)?.undoable !== false;
    for (let done = 0; ; done++) {
      if (queue.length === 0 && settles)
        queue.push(...this.definition.afterActionActions(history.state, this.header));
      if (queue.length === 0) break;
      const followUp = queue.shift() as Action;
      if (done >= MAX_FOLLOW_UPS) {
        append(
          skipNote(followUp, `more than ${MAX_FOLLOW_UPS} automations in a row`),
          AUTOMATION_AUTHOR,
          cause,
        );
        break;
      }
      const checked = this.registry.parse(followUp);
      if (!checked.ok) {
        append(skipNote(followUp, checked.message), AUTOMATION_AUTHOR, cause);
        continue;
      }
      try {
        queue.push(...append(checked.action, AUTOMATION_AUTHOR, cause));
      } catch (error) {
        if (!(error instanceof ActionRejected)) throw error;
        append(skipNote(followUp, error.message), AUTOMATION_AUTHOR, cause);
      }
    }
    return { entries, history };
  }

  /**
   * Entries another host recorded (a standby copying its host's log), already checked to
   * continue this log's chain (`checkContinuation`): replayed without touching the engine,
   * each outcome compared with the recorded one, to be `accept`ed once they are on disk.
   * Throws `SessionIntegrityError` for an entry that does not replay as recorded.
   */
  proposeRecorded(entries: readonly LogEntry[]): Proposal {
    const first = entries[0];
    if (!first) throw new Error('no entries to copy');
    if (first.seq !== this.seq + 1 || first.prev !== this.#lastHash)
      throw new SessionIntegrityError(
        `entry ${first.seq} does not continue the log at entry ${this.seq}`,
        first.seq,
      );
    let history = this.#history;
    for (const entry of entries) history = replayOne(history, entry, this.header, this.definition);
    return { entries: [...entries], history };
  }

  /** Installs a proposal once the host has made its entries durable. */
  accept(proposal: Proposal): void {
    const first = proposal.entries[0];
    const last = proposal.entries.at(-1);
    if (!first || !last) throw new Error('an empty proposal cannot be accepted');
    if (first.seq !== this.seq + 1 || first.prev !== this.#lastHash)
      throw new Error(
        `the proposal was made at entry ${first.seq - 1} but the session is at entry ${this.seq}: propose again`,
      );
    if (proposal.history.state.seq !== last.seq)
      throw new Error('the proposal does not hold together: its history and entries disagree');
    this.#history = proposal.history;
    this.#lastHash = last.hash;
  }

  snapshot(takenAt: number): SessionSnapshot {
    return {
      format: SNAPSHOT_FORMAT,
      version: 1,
      sessionId: this.header.id,
      seq: this.seq,
      hash: this.#lastHash,
      takenAt,
      history: this.#history,
    };
  }
}

/** Applies a recorded entry, reporting anything that goes wrong as a broken log at its seq. */
function replayOne(
  history: History,
  entry: LogEntry,
  header: SessionHeader,
  definition: SessionDefinition,
): History {
  let next: ReturnType<typeof applyEntry>;
  try {
    next = applyEntry(history, entry, header, definition);
  } catch (error) {
    if (error instanceof SessionIntegrityError) throw error;
    if (error instanceof ActionInvalid || error instanceof ActionRejected)
      throw new SessionIntegrityError(
        `entry ${entry.seq} (${entry.action.type}) does not replay: ${error.message}`,
        entry.seq,
      );
    throw error;
  }
  if (!sameOutcome(entry.outcome, next.applied.outcome))
    throw new SessionIntegrityError(
      `entry ${entry.seq} (${entry.action.type}) replays to a different result than the one recorded`,
      entry.seq,
    );
  return next.history;
}

/** A snapshot's history with the slices of plugins added since it was written, or null. */
function completeHistory(
  h: History,
  header: SessionHeader,
  definition: SessionDefinition,
): History | null {
  const complete = (state: SessionState) => definition.completeState(state, header);
  const steps = (list: UndoStep[]) => {
    const out: UndoStep[] = [];
    for (const step of list) {
      const state = complete(step.state);
      if (!state) return null;
      out.push({ ...step, state });
    }
    return out;
  };
  const state = complete(h.state);
  const past = steps(h.past);
  const future = steps(h.future);
  return state && past && future ? { state, past, future } : null;
}

/** Why a snapshot cannot stand in for the first `snapshot.seq` entries, or null if it can. */
export function snapshotMismatch(
  snapshot: SessionSnapshot,
  header: SessionHeader,
  headerHash: string,
  entries: readonly LogEntry[],
): string | null {
  if (snapshot.sessionId !== header.id)
    return `it belongs to session "${snapshot.sessionId}", not "${header.id}"`;
  if (snapshot.seq > entries.length)
    return `it is at entry ${snapshot.seq} but the log has ${entries.length}`;
  const expected = snapshot.seq === 0 ? headerHash : entries[snapshot.seq - 1]?.hash;
  if (snapshot.hash !== expected) return `it does not match entry ${snapshot.seq} of the log`;
  if (snapshot.history.state.seq !== snapshot.seq)
    return `its state is at entry ${snapshot.history.state.seq}, not ${snapshot.seq}`;
  return null;
}

function checkMeta(meta: ActionMeta): ActionProblem[] {
  const problems: ActionProblem[] = [];
  if (typeof meta?.at !== 'number' || !Number.isFinite(meta.at) || meta.at < 0)
    problems.push({ path: 'at', message: 'must be a time in epoch milliseconds' });
  if (typeof meta?.by !== 'string' || meta.by.trim() === '' || meta.by.length > 120)
    problems.push({ path: 'by', message: 'must name who acted (1–120 characters)' });
  return problems;
}

function skipNote(followUp: Action, reason: string): Action {
  const text = `Skipped automation ${JSON.stringify(followUp.type ?? '?')}: ${reason}`;
  return { type: 'session.note', text: text.slice(0, NOTE_MAX_LENGTH) };
}
