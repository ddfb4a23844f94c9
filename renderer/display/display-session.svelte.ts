import type { SessionHeader, SessionState } from '../../session/types.ts';
import { ProjectionFollower } from '../../session/projection-follower.ts';
import { sessionIdSchema, type EventOf, type LogHead } from '../../host/channels.ts';
import { BackendError, type Backend } from '../backend/backend.ts';

/**
 * loading    before the first answer
 * idle       following "whatever runs", and nothing runs
 * not-found  the session asked for does not exist
 * error      the host could not be asked (retried); a live session keeps counting instead
 * live       a session is on screen
 */
export type DisplayStatus = 'loading' | 'idle' | 'not-found' | 'error' | 'live';

export interface DisplaySessionOptions {
  /** The local clock; tests pass a fake one. */
  now?: () => number;
  /** How long to wait before asking again after a failure. */
  retryMs?: number;
}

/**
 * The session a screen shows (the projector display, a team's screen, the ticker, a table's
 * timer, the results wall): opened once, then kept current from the patches of
 * `session.updated` (a missed or unfit one opens it again). It receives whatever its
 * connection's viewer may see, and screens are read-only, so this never acts. With no session
 * id it follows the session the host picks (the running session that acted last: a screen
 * never lists the sessions) and switches when another starts.
 * It also measures how far the host's clock is from this machine's, so a display whose own
 * clock is wrong still counts down right.
 */
export class DisplaySession {
  status = $state<DisplayStatus>('loading');
  /** The session on screen (or being opened). */
  sessionId = $state<string | null>(null);
  header = $state.raw<SessionHeader | null>(null);
  state = $state.raw<SessionState | null>(null);
  /** The log's head ("#1234·a1b2c3" in a corner), for a photo that anchors the log. */
  head = $state.raw<LogHead | null>(null);
  /** Why nothing is on screen (not-found, error). */
  message = $state('');
  /** The host's clock minus ours at the last message. */
  offsetMs = $state(0);
  /** The host could not be reached: what is on screen is the last state known. */
  offline = $state(false);

  readonly #backend: Backend;
  readonly #fixedId: string | null;
  readonly #now: () => number;
  readonly #retryMs: number;
  #generation = 0;
  /** The state on screen, patched; it holds updates that arrive while an open is on its way. */
  #follower = new ProjectionFollower<SessionState>();
  #earlyHead: LogHead | null = null;
  #openingId: string | null = null;
  #retryTimer: ReturnType<typeof setTimeout> | null = null;
  #unsubscribe: (() => void)[] = [];

  constructor(backend: Backend, sessionId: string | null, options: DisplaySessionOptions = {}) {
    this.#backend = backend;
    this.#fixedId = sessionId;
    this.#now = options.now ?? Date.now;
    this.#retryMs = options.retryMs ?? 5_000;
  }

  /** True when the display follows whichever session runs (no id in its address). */
  get following(): boolean {
    return this.#fixedId === null;
  }

  /** The host's "now", from this machine's clock and the measured offset. */
  serverNow(): number {
    return this.#now() + this.offsetMs;
  }

  start(): void {
    this.#unsubscribe.push(
      this.#backend.on('session.updated', (event) => this.#onUpdated(event)),
      this.#backend.on('sessions.changed', () => {
        if (this.following) void this.#follow();
      }),
    );
    void this.refresh();
  }

  /** Ask again from scratch: at start and after a reconnect (pushed events may be lost). */
  async refresh(): Promise<void> {
    const generation = ++this.#generation;
    this.#clearRetry();
    try {
      const id = this.#fixedId ?? (await this.#runningId(generation)) ?? this.sessionId;
      if (generation !== this.#generation) return;
      if (!id) {
        this.status = 'idle';
        return;
      }
      await this.#open(id, generation);
    } catch (error) {
      if (generation === this.#generation) this.#failed(error);
    }
  }

  destroy(): void {
    this.#generation += 1;
    this.#clearRetry();
    for (const unsubscribe of this.#unsubscribe) unsubscribe();
    this.#unsubscribe = [];
  }

  /** The list changed: switch if another session is now the one to follow. */
  async #follow(): Promise<void> {
    const generation = ++this.#generation;
    try {
      const id = await this.#runningId(generation);
      if (generation !== this.#generation) return;
      if (id && id !== this.sessionId) await this.#open(id, generation);
      else if (!id && !this.sessionId) this.status = 'idle';
      // No running session but one on screen: it stays (it shows its ended state).
    } catch (error) {
      if (generation === this.#generation) this.#failed(error);
    }
  }

  async #runningId(generation: number): Promise<string | null> {
    if (this.#fixedId) return this.#fixedId;
    const { sessionId } = await this.#backend.call('session.followed', {});
    if (generation !== this.#generation) return null;
    return sessionId;
  }

  async #open(id: string, generation: number): Promise<void> {
    if (!sessionIdSchema.safeParse(id).success) {
      this.#notFound(id);
      return;
    }
    const switching = id !== this.sessionId;
    if (switching) this.#follower = new ProjectionFollower<SessionState>();
    this.#openingId = id;
    this.#follower.opening();
    let opened;
    try {
      opened = await this.#backend.call('session.open', { id });
    } catch (error) {
      this.#follower.abandon();
      throw error;
    }
    if (generation !== this.#generation) return;
    this.offsetMs = opened.serverNow - this.#now();
    const outcome = this.#follower.opened(opened.state);
    this.state = this.#follower.state;
    this.head = newerHead(
      newerHead(opened.head ?? null, this.#earlyHead),
      switching ? null : this.head,
    );
    this.#earlyHead = null;
    this.header = opened.header;
    this.sessionId = id;
    this.#openingId = null;
    this.message = '';
    this.offline = false;
    this.status = 'live';
    if (outcome.kind === 'resync') void this.refresh();
  }

  #onUpdated(event: EventOf<'session.updated'>): void {
    if (event.id === this.#openingId) {
      this.#follower.receive(event);
      this.#earlyHead = newerHead(event.head ?? null, this.#earlyHead);
      return;
    }
    if (event.id !== this.sessionId || this.status !== 'live') {
      // A display that follows the running session jumps to one whose clock just started.
      if (this.following && event.lines.some((line) => line.type === 'clock.start')) {
        const generation = ++this.#generation;
        void this.#open(event.id, generation).catch((error: unknown) => {
          if (generation === this.#generation) this.#failed(error);
        });
      }
      return;
    }
    const outcome = this.#follower.receive(event);
    if (outcome.kind === 'resync') {
      void this.refresh();
      return;
    }
    if (outcome.kind !== 'applied') return; // already shown
    this.offsetMs = event.serverNow - this.#now();
    this.state = outcome.state;
    this.head = event.head ?? this.head;
  }

  #notFound(id: string): void {
    this.status = 'not-found';
    this.message = `There is no session "${id}" on this Lodestar host.`;
    this.header = null;
    this.state = null;
    this.head = null;
    this.sessionId = null;
  }

  #failed(error: unknown): void {
    this.#openingId = null;
    const missing =
      error instanceof BackendError && (error.code === 'not-found' || error.code === 'bad-request');
    if (missing && this.#fixedId) {
      this.#notFound(this.#fixedId);
      return;
    }
    // A display with a session on screen keeps counting from timestamps while the host is away.
    if (this.status === 'live') this.offline = true;
    else {
      this.status = 'error';
      this.message = error instanceof Error ? error.message : String(error);
    }
    this.#clearRetry();
    this.#retryTimer = setTimeout(() => void this.refresh(), this.#retryMs);
  }

  #clearRetry(): void {
    if (this.#retryTimer) clearTimeout(this.#retryTimer);
    this.#retryTimer = null;
  }
}

/** The head further along, of two that may each be missing. */
function newerHead(a: LogHead | null, b: LogHead | null): LogHead | null {
  if (!a) return b;
  if (!b) return a;
  return b.seq > a.seq ? b : a;
}
