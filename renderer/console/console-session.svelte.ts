import type { LogLine } from '../../session/describe.ts';
import type { SessionHeader, SessionState } from '../../session/types.ts';
import type { ActionRequest } from '../../features/index.ts';
import { ProjectionFollower } from '../../session/projection-follower.ts';
import {
  OPEN_LOG_LIMIT,
  type EventOf,
  type LogHead,
  type ResponseOf,
  type SessionIntegrity,
  type SessionSummary,
} from '../../host/channels.ts';
import { BackendError, type Backend } from '../backend/backend.ts';
import { describeError } from '../lib/describe-error.ts';

export type ConsoleStatus = 'loading' | 'ready' | 'missing' | 'failed';

/** What the reply to `session.act` and a pushed `session.updated` both carry besides the state. */
type UpdateLabels = Pick<
  ResponseOf<'session.act'>,
  'lines' | 'undoLabel' | 'redoLabel' | 'serverNow' | 'head'
>;

export interface SessionStoreOptions {
  /** How often `now` moves on (the views recompute from it). */
  tickMs?: number;
  /** This machine's clock; tests pass a fake one. */
  localNow?: () => number;
  /** How many of the newest log lines stay in memory for the log panel. */
  maxEntries?: number;
}

/** Where failures go: the app's toasts. */
export interface Notifier {
  show(toast: {
    tone: 'error' | 'info' | 'success';
    message: string;
    durationMs?: number;
  }): unknown;
}

/** Who acts: read at each action, so renaming in the header applies at once. */
export interface Actor {
  readonly name: string;
}

/**
 * One session as the console sees it: opened once, then kept current from the replies to its
 * own actions and from the patches of `session.updated` (its own actions, other facilitators,
 * automations). A missed or unfit patch opens the session again and fetches the log lines
 * missed since the last state it had, so the log keeps every line once. It keeps the
 * offset between the host's clock and this machine's, so that `now` is the host's time even
 * when this laptop's clock is wrong, and moves `now` on several times a second for the views.
 */
export class ConsoleSession {
  status = $state<ConsoleStatus>('loading');
  loadError = $state('');
  summary = $state.raw<SessionSummary | null>(null);
  header = $state.raw<SessionHeader | null>(null);
  state = $state.raw<SessionState | null>(null);
  /** The newest log lines, oldest first. */
  lines = $state.raw<LogLine[]>([]);
  undoLabel = $state<string | null>(null);
  redoLabel = $state<string | null>(null);
  /** The log's head as the host recorded it ("#1234·a1b2c3" on screen); null from an older host. */
  head = $state.raw<LogHead | null>(null);
  /** What the host recovered from when it opened the session (a torn last line…). */
  warnings = $state.raw<string[]>([]);
  /** Why the session is read-only (its log does not hold together), or null. */
  integrity = $state.raw<SessionIntegrity | null>(null);
  /** The host's clock minus ours. */
  offsetMs = $state(0);
  /** The host's time, moved on every `tickMs`. */
  now = $state(0);
  /** Actions sent and not yet answered. */
  pending = $state(0);

  readonly id: string;
  readonly #backend: Backend;
  readonly #actor: Actor;
  readonly #notifier: Notifier;
  readonly #localNow: () => number;
  readonly #maxEntries: number;
  readonly #tickMs: number;
  #timer: ReturnType<typeof setInterval> | null = null;
  #unsubscribe: (() => void) | null = null;
  #generation = 0;
  readonly #follower = new ProjectionFollower<SessionState>();

  constructor(
    backend: Backend,
    id: string,
    actor: Actor,
    notifier: Notifier,
    options: SessionStoreOptions = {},
  ) {
    this.#backend = backend;
    this.id = id;
    this.#actor = actor;
    this.#notifier = notifier;
    this.#localNow = options.localNow ?? Date.now;
    this.#maxEntries = options.maxEntries ?? 2000;
    this.#tickMs = options.tickMs ?? 250;
    this.now = this.#localNow();
  }

  /** The host's time right now. */
  serverNow(): number {
    return this.#localNow() + this.offsetMs;
  }

  get ended(): boolean {
    return this.state?.status === 'ended';
  }

  /** Subscribe, start ticking and open. Call once; `destroy` undoes it. */
  start(): Promise<void> {
    this.#unsubscribe ??= this.#backend.on('session.updated', (event) => this.#onUpdated(event));
    this.#timer ??= setInterval(() => (this.now = this.serverNow()), this.#tickMs);
    return this.open();
  }

  /** (Re)open: at start, after a reconnect, and whenever a patch cannot be applied. */
  async open(): Promise<void> {
    const generation = ++this.#generation;
    const hadSeq = this.#follower.seq;
    this.#follower.opening();
    try {
      const opened = await this.#backend.call('session.open', { id: this.id });
      if (generation !== this.#generation) return;
      this.offsetMs = opened.serverNow - this.#localNow();
      this.summary = opened.summary;
      this.header = opened.header;
      const outcome = this.#follower.opened(opened.state);
      this.state = this.#follower.state;
      if (this.state === opened.state) {
        this.undoLabel = opened.undoLabel;
        this.redoLabel = opened.redoLabel;
        this.head = opened.head ?? null;
      }
      this.lines = this.#merge(opened.lines);
      // Back after missing more entries than an open returns: the lines in between.
      if (hadSeq > 0 && opened.state.seq - OPEN_LOG_LIMIT > hadSeq) void this.#catchUp(hadSeq);
      this.warnings = opened.warnings;
      this.integrity = opened.integrity ?? null;
      this.now = this.serverNow();
      this.loadError = '';
      this.status = 'ready';
      if (outcome.kind === 'resync') void this.open();
    } catch (error) {
      if (generation !== this.#generation) return;
      this.#follower.abandon();
      // A live console keeps counting from what it has; only a first open fails the screen.
      if (this.status === 'ready') {
        this.#notifier.show({
          tone: 'error',
          message: `Could not refresh the session: ${describeError(error)}`,
        });
        return;
      }
      const missing =
        error instanceof BackendError &&
        (error.code === 'not-found' || error.code === 'bad-request');
      this.status = missing ? 'missing' : 'failed';
      this.loadError = describeError(error);
    }
  }

  /**
   * Send one action as the current facilitator. Resolves true once the host has made it
   * durable and the state shows it; a refusal is shown as a toast with the host's reason.
   */
  async act(action: ActionRequest): Promise<boolean> {
    this.pending += 1;
    try {
      const reply = await this.#backend.call('session.act', {
        id: this.id,
        by: this.#actor.name,
        action,
      });
      // Lines the pushed patches did not bring (it overtook them, or they were lost).
      const seen = this.#follower.seq;
      if (reply.fromSeq > seen + 1) void this.#catchUp(seen);
      this.state = this.#follower.adopt(reply.state);
      this.#applyLabels(reply, reply.state.seq);
      return true;
    } catch (error) {
      this.#notifier.show({
        tone: 'error',
        message: `Not done: ${describeError(error)}`,
        durationMs: 8_000,
      });
      return false;
    } finally {
      this.pending -= 1;
    }
  }

  destroy(): void {
    this.#generation += 1;
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    this.#unsubscribe?.();
    this.#unsubscribe = null;
  }

  #onUpdated(event: EventOf<'session.updated'>): void {
    if (event.id !== this.id) return;
    const outcome = this.#follower.receive(event);
    if (outcome.kind === 'resync') {
      void this.open();
      return;
    }
    if (outcome.kind === 'applied') this.state = outcome.state;
    // Lines stand apart from the state: kept even from an update held during an open.
    this.#applyLabels(event, event.seq);
  }

  /** The lines, labels and head of an update that made the state at `seq`. */
  #applyLabels(update: UpdateLabels, seq: number): void {
    this.lines = this.#merge(update.lines);
    // Control accepted the log (here or at another console): it can be acted in again.
    if (this.integrity && update.lines.some((line) => line.type === 'session.accept'))
      void this.open();
    if (this.state?.seq === seq) {
      this.undoLabel = update.undoLabel;
      this.redoLabel = update.redoLabel;
      this.head = update.head ?? null;
    }
    this.offsetMs = update.serverNow - this.#localNow();
    this.now = this.serverNow();
  }

  async #catchUp(afterSeq: number): Promise<void> {
    try {
      const page = await this.#backend.call('session.log', {
        id: this.id,
        fromSeq: afterSeq + 1,
        limit: this.#maxEntries,
      });
      this.lines = this.#merge(page.lines);
    } catch {
      // The next open (or reconnect) brings the log back; the state is already current.
    }
  }

  /** Known and new lines together: each seq once, in order, the newest `maxEntries`. */
  #merge(incoming: readonly LogLine[]): LogLine[] {
    if (incoming.length === 0) return this.lines;
    // A scratch index for this merge only, never shown: a plain Map on purpose.
    // eslint-disable-next-line svelte/prefer-svelte-reactivity
    const bySeq = new Map<number, LogLine>();
    for (const line of this.lines) bySeq.set(line.seq, line);
    for (const line of incoming) bySeq.set(line.seq, line);
    const merged = [...bySeq.values()].sort((a, b) => a.seq - b.seq);
    return merged.length > this.#maxEntries ? merged.slice(-this.#maxEntries) : merged;
  }
}
