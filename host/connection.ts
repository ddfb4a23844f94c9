import { CONTROL, isScreen, type Viewer } from '../session/viewer.ts';

/**
 * What the host decided a client is, at the upgrade (never from what it claims alone):
 * - control: the host's own page from this machine;
 * - facilitator / standby: a console or a standby host that claimed a pairing code;
 * - display / team: a screen (a team's screen only with its link's key);
 * - unpaired: anything else, which may only pair.
 */
export type ConnectionKind =
  'control' | 'facilitator' | 'standby' | 'display' | 'team' | 'unpaired';

/**
 * One client of the host (a window over IPC, a page over the WebSocket), as every call and
 * every pushed event sees it: who it is looking as, and for a paired console under which
 * name it acts and which session it is bound to.
 */
export interface Connection {
  readonly viewer: Viewer;
  readonly kind: ConnectionKind;
  /** A paired console's name: the host writes it as `by`, whatever the client sends. */
  readonly name?: string;
  /** The one session a screen or a paired console may look at. */
  readonly sessionId?: string;
  /**
   * A display opened without a session: it shows the running session that acted last, as the
   * host picks it (followed-session.ts), and may open no other.
   */
  readonly followsRunning?: boolean;
}

/** The console on the host's own machine: Control. */
export const CONTROL_CONNECTION: Connection = { viewer: CONTROL, kind: 'control' };

export function connectionAs(viewer: Viewer, sessionId?: string): Connection {
  const kind = viewer.kind;
  return sessionId === undefined ? { viewer, kind } : { viewer, kind, sessionId };
}

/** A screen only looks: it may never change anything. */
export function isScreenConnection(connection: Connection): boolean {
  return isScreen(connection.viewer);
}

/** Only Control and a standby host read a session's whole journal. */
export function mayReadJournal(connection: Connection): boolean {
  return connection.kind === 'control' || connection.kind === 'standby';
}

/**
 * A WebSocket client's connection: it starts as the upgrade decided and changes once, when an
 * unpaired console claims a code (or resumes with its token).
 */
export class LiveConnection implements Connection {
  #identity: Connection;
  readonly #onBecome: (() => void)[] = [];
  /** The paired console this connection speaks for (to close it when revoked). */
  consoleId: string | null = null;

  constructor(
    identity: Connection,
    readonly address: string,
    readonly since: number,
  ) {
    this.#identity = identity;
    this.lastSeen = since;
  }

  lastSeen: number;

  get viewer(): Viewer {
    return this.#identity.viewer;
  }
  get kind(): ConnectionKind {
    return this.#identity.kind;
  }
  get name(): string | undefined {
    return this.#identity.name;
  }
  get sessionId(): string | undefined {
    return this.#identity.sessionId;
  }
  get followsRunning(): boolean | undefined {
    return this.#identity.followsRunning;
  }

  /** Called (synchronously) each time the connection pairs, before the reply leaves. */
  onBecome(listener: () => void): void {
    this.#onBecome.push(listener);
  }

  become(identity: Connection, consoleId: string): void {
    this.#identity = identity;
    this.consoleId = consoleId;
    for (const listener of this.#onBecome) listener();
  }
}
