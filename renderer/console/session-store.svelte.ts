import type { LogLine } from '../../console/session/describe.ts';
import type { SessionHeader, SessionState } from '../../console/session/types.ts';
import type { ActionRequest } from '../../console/engines.ts';
import type { EventOf, LogHead, ResponseOf, SessionSummary } from '../../electron/channels.ts';
import { BackendError, type Backend } from '../backend/backend.ts';
import { describeError } from '../lib/describe-error.ts';

export type ConsoleStatus = 'loading' | 'ready' | 'missing' | 'failed';

/** What `session.act` and `session.updated` both carry: lines and the state after them. */
type Update = Pick<
  ResponseOf<'session.act'>,
  'lines' | 'fromSeq' | 'state' | 'undoLabel' | 'redoLabel' | 'serverNow' | 'head'
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
 * own actions and from `session.updated` (other facilitators, automations). It keeps the
 * offset between the host's clock and this machine's, so that `now` is the host's time even
 * when this laptop's clock is wrong, and moves `now` on several times a second for the views.
 */
export class SessionStore {
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

  /** (Re)open: at start, and after a reconnect, since pushed updates may have been lost. */
  async open(): Promise<void> {
    const generation = ++this.#generation;
    try {
      const opened = await this.#backend.call('session.open', { id: this.id });
      if (generation !== this.#generation) return;
      this.offsetMs = opened.serverNow - this.#localNow();
      this.summary = opened.summary;
      this.header = opened.header;
      // A newer state pushed while the reply was on its way wins.
      if (!this.state || opened.state.seq >= this.state.seq) {
        this.state = opened.state;
        this.undoLabel = opened.undoLabel;
        this.redoLabel = opened.redoLabel;
        this.head = opened.head ?? null;
      }
      this.lines = this.#merge(opened.lines);
      this.warnings = opened.warnings;
      this.now = this.serverNow();
      this.loadError = '';
      this.status = 'ready';
    } catch (error) {
      if (generation !== this.#generation) return;
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
      this.#apply(reply);
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
    if (event.id !== this.id || this.status !== 'ready') return;
    this.#apply(event);
  }

  #apply(update: Update): void {
    // Updates can be lost (a dropped socket) or overtake each other: fetch what is missing.
    // (Lines alone cannot tell: a viewer does not see every entry.)
    const seen = this.state?.seq ?? 0;
    if (update.fromSeq > seen + 1) void this.#catchUp(seen);
    this.lines = this.#merge(update.lines);
    if (!this.state || update.state.seq >= this.state.seq) {
      this.state = update.state;
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
