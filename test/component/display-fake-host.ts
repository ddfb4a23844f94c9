import {
  HostError,
  type ChannelName,
  type EventName,
  type EventOf,
  type RequestOf,
  type ResponseOf,
  type SessionSummary,
} from '../../host/channels.ts';
import type { SessionHeader, SessionState } from '../../session/types.ts';
import { BackendError, type Backend } from '../../renderer/backend/backend.ts';
import type { ConnectionMonitor, ConnectionStatus } from '../../renderer/backend/connection.ts';
import { DISPLAY } from '../../session/viewer.ts';
import { ProjectionDeltas } from '../../host/projection-deltas.ts';
import { pickFollowedSession } from '../../host/followed-session.ts';

export interface HostedSession {
  summary: SessionSummary;
  header: SessionHeader;
  state: SessionState;
}

/**
 * The host as a projector display sees it: it names the session to follow, opens sessions and
 * pushes updates.
 * The display never acts, so any other channel fails the test. The host's clock can differ
 * from the page's (`serverOffsetMs`), as on a LAN display whose own clock is wrong.
 */
export class DisplayFakeHost implements Backend, ConnectionMonitor {
  readonly kind: 'websocket' | 'ipc';
  readonly sessions = new Map<string, HostedSession>();
  readonly calls: { channel: ChannelName; request: unknown }[] = [];
  serverOffsetMs = 0;
  status: ConnectionStatus = 'open';
  /** Calls of these channels fail with a dropped connection. */
  readonly down = new Set<ChannelName>();
  #listeners = new Map<EventName, Set<(payload: never) => void>>();
  #statusListeners = new Set<(status: ConnectionStatus) => void>();
  /** What the display was sent last of each session, to push patches from. */
  #deltas = new Map<string, ProjectionDeltas>();

  constructor(kind: 'websocket' | 'ipc' = 'websocket') {
    this.kind = kind;
  }

  add(session: HostedSession): this {
    this.sessions.set(session.summary.id, session);
    return this;
  }

  callsOf(channel: ChannelName): unknown[] {
    return this.calls.filter((c) => c.channel === channel).map((c) => c.request);
  }

  async call<C extends ChannelName>(channel: C, request: RequestOf<C>): Promise<ResponseOf<C>> {
    this.calls.push({ channel, request });
    await Promise.resolve();
    if (this.down.has(channel)) {
      throw new BackendError({ code: 'io', message: 'The connection to the host dropped.' });
    }
    try {
      return this.#answer(channel, request) as ResponseOf<C>;
    } catch (error) {
      if (error instanceof HostError) throw new BackendError(error.toData());
      throw error;
    }
  }

  on<E extends EventName>(event: E, listener: (payload: EventOf<E>) => void): () => void {
    const set = this.#listeners.get(event) ?? new Set();
    set.add(listener as (payload: never) => void);
    this.#listeners.set(event, set);
    return () => set.delete(listener as (payload: never) => void);
  }

  emit<E extends EventName>(event: E, payload: EventOf<E>): void {
    for (const listener of [...(this.#listeners.get(event) ?? [])]) listener(payload as never);
  }

  /** The host applied entries: store the new state and push it as the real host does. */
  update(id: string, state: SessionState, actionTypes: string[] = ['session.note']): void {
    const session = this.sessions.get(id);
    if (session) this.sessions.set(id, { ...session, state });
    const fromSeq = state.seq - actionTypes.length + 1;
    this.emit('session.updated', {
      id,
      lines: actionTypes.map((type, i) => ({
        seq: state.seq - actionTypes.length + 1 + i,
        at: Date.now(),
        by: 'Control',
        type,
        kind: 'session',
        text: type,
        automated: false,
        causedBy: null,
      })),
      ...this.#deltasOf(id).delta(DISPLAY, fromSeq, state),
      undoLabel: null,
      redoLabel: null,
      serverNow: Date.now() + this.serverOffsetMs,
    });
  }

  #deltasOf(id: string): ProjectionDeltas {
    let deltas = this.#deltas.get(id);
    if (!deltas) this.#deltas.set(id, (deltas = new ProjectionDeltas()));
    return deltas;
  }

  setStatus(status: ConnectionStatus): void {
    this.status = status;
    for (const listener of [...this.#statusListeners]) listener(status);
  }

  onStatus(listener: (status: ConnectionStatus) => void): () => void {
    this.#statusListeners.add(listener);
    return () => this.#statusListeners.delete(listener);
  }

  #answer(channel: ChannelName, request: unknown): unknown {
    switch (channel) {
      // A display bound to no session: the host picks the one it shows.
      case 'session.followed':
        return {
          sessionId:
            pickFollowedSession([...this.sessions.values()].map((s) => s.summary))?.id ?? null,
        };
      case 'session.open': {
        const { id } = request as { id: string };
        const session = this.sessions.get(id);
        if (!session) throw new HostError('not-found', `no session "${id}"`);
        this.#deltasOf(id).remember(DISPLAY, session.state);
        return {
          summary: session.summary,
          header: session.header,
          state: session.state,
          entries: [],
          undoLabel: null,
          redoLabel: null,
          warnings: [],
          serverNow: Date.now() + this.serverOffsetMs,
        };
      }
      default:
        throw new Error(`a display must not call ${channel}`);
    }
  }
}

export function sessionSummary(id: string, fields: Partial<SessionSummary> = {}): SessionSummary {
  return {
    id,
    fileName: `${id}.lodestar-session`,
    title: id,
    scenarioId: null,
    createdAt: 1_000,
    createdBy: 'Control',
    status: 'running',
    clockStatus: 'running',
    position: 'Turn 1',
    seq: 1,
    lastAt: 1_000,
    archived: false,
    ...fields,
  };
}
