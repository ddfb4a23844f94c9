import { HostError, type HallConnection, type LanStatus, type ResponseOf } from './channels.ts';
import { CONTROL, FACILITATOR } from '../session/viewer.ts';
import { LiveConnection, type Connection } from './connection.ts';
import { PairedConsolesFile } from './paired-consoles-file.ts';
import { PairingBook, type PairedConsole, type PairingCode, type PairingRole } from './pairing.ts';
import { sourceOf } from './source-address.ts';
import { TeamKeys } from './team-keys.ts';

/**
 * The hall: everyone connected to the host besides its own window — paired consoles, a
 * standby host, displays and team screens — and what lets them in: pairing codes, paired
 * consoles' tokens, team keys, and the LAN listener. One per host process, shared by the
 * WebSocket server and (in Electron) the IPC handlers.
 */

/** Turns the LAN listener on and off (the server's, or Electron's server started on demand). */
export interface LanControl {
  status(): LanStatus;
  set(on: boolean): Promise<LanStatus>;
}

const NO_LAN: LanControl = {
  status: () => ({ supported: false, on: false, urls: [], error: null }),
  set: () => Promise.reject(new HostError('invalid', 'this host cannot serve the network')),
};

/** Wrong codes one connection may try before it is closed. */
export const WRONG_CODES_PER_CONNECTION = 5;

interface Tracked {
  connection: LiveConnection;
  close(reason: string): void;
}

export class Hall {
  lan: LanControl = NO_LAN;
  readonly #live = new Set<Tracked>();
  readonly #wrongCodes = new WeakMap<LiveConnection, number>();

  private constructor(
    readonly pairing: PairingBook,
    readonly teamKeys: TeamKeys,
    private readonly consolesFile: PairedConsolesFile,
  ) {}

  /** The hall of a data folder: its team keys, and the consoles paired before a restart. */
  static async open(dataDir: string, log?: (message: string) => void): Promise<Hall> {
    const pairing = new PairingBook();
    const { file, consoles } = await PairedConsolesFile.open(dataDir, log);
    pairing.restore(consoles);
    return new Hall(pairing, await TeamKeys.open(dataDir, log), file);
  }

  /** Follows a connection until it closes (the returned function): listed, revocable. */
  track(connection: LiveConnection, close: (reason: string) => void): () => void {
    const entry: Tracked = { connection, close };
    this.#live.add(entry);
    return () => this.#live.delete(entry);
  }

  whoami(connection: Connection): ResponseOf<'hall.whoami'> {
    return {
      kind: connection.kind,
      name: connection.name ?? null,
      sessionId: connection.sessionId ?? null,
    };
  }

  issue(sessionId: string, role: PairingRole, uses: number, minutes: number): PairingCode {
    return this.pairing.issue(sessionId, role, { uses, ttlMs: minutes * 60_000 });
  }

  async claim(
    code: string,
    name: string,
    connection: Connection,
  ): Promise<ResponseOf<'pairing.claim'>> {
    const live = this.#pairable(connection);
    const result = this.pairing.claim(code, name, sourceOf(live.address));
    if (!result.ok) {
      const wrong = (this.#wrongCodes.get(live) ?? 0) + 1;
      this.#wrongCodes.set(live, wrong);
      if (wrong >= WRONG_CODES_PER_CONNECTION) {
        // Answered first, closed just after: the client reads why.
        setTimeout(() => this.#close((t) => t.connection === live, 'too many wrong codes'), 50);
      }
      throw new HostError('forbidden', result.reason);
    }
    // Written before the token is handed out: a console holding it is known after a restart.
    await this.#saveConsoles();
    this.#bind(live, result.console);
    return { ...this.#paired(result.console), token: result.token };
  }

  resume(token: string, connection: Connection): ResponseOf<'pairing.resume'> {
    const live = this.#pairable(connection);
    const paired = this.pairing.resume(token);
    if (!paired) {
      throw new HostError(
        'forbidden',
        'this console is no longer paired (Control revoked it, or this host never paired it): ask Control for a new code',
      );
    }
    this.#bind(live, paired);
    return this.#paired(paired);
  }

  /** Revokes a code, or a paired console and closes its connections. */
  async revoke(id: string): Promise<boolean> {
    const revoked = this.pairing.revoke(id);
    this.#close((t) => t.connection.consoleId === id, 'this console was revoked by Control');
    if (revoked) await this.#saveConsoles();
    return revoked;
  }

  /** What a standby copies besides the sessions, so screens and consoles carry over to it. */
  replica(): ResponseOf<'hall.replica'> {
    return {
      teamKeys: this.teamKeys.all(),
      consoles: this.pairing.stored().map(({ copied: _copied, ...stored }) => stored),
    };
  }

  /** On a standby: takes the followed host's team keys and paired consoles. */
  async adopt(replica: ResponseOf<'hall.replica'>): Promise<void> {
    await this.teamKeys.adoptCopies(replica.teamKeys);
    const before = JSON.stringify(this.pairing.stored());
    this.pairing.adoptCopies(replica.consoles);
    if (JSON.stringify(this.pairing.stored()) !== before) await this.#saveConsoles();
  }

  #saveConsoles(): Promise<void> {
    return this.consolesFile.save(this.pairing.stored());
  }

  status(): ResponseOf<'hall.status'> {
    return {
      lan: this.lan.status(),
      codes: this.pairing.codes(),
      consoles: this.pairing.consoles(),
      connections: [...this.#live].map(({ connection: c }): HallConnection => ({
        kind: c.kind,
        name: c.name ?? null,
        address: c.address,
        sessionId: c.sessionId ?? null,
        consoleId: c.consoleId,
        since: c.since,
        lastSeen: c.lastSeen,
      })),
    };
  }

  #pairable(connection: Connection): LiveConnection {
    if (!(connection instanceof LiveConnection)) {
      throw new HostError('bad-request', 'pairing is for consoles that connect over the network');
    }
    if (connection.kind !== 'unpaired' && connection.consoleId === null) {
      throw new HostError(
        'forbidden',
        `this connection is already a ${connection.kind === 'team' || connection.kind === 'display' ? 'screen' : connection.kind}: it cannot pair`,
      );
    }
    return connection;
  }

  #bind(live: LiveConnection, paired: PairedConsole): void {
    // A standby copies the whole host (every running session, to take over from it), so it
    // is not bound to the session its code was issued under; a console is.
    live.become(
      paired.role === 'standby'
        ? { viewer: CONTROL, kind: 'standby', name: paired.name }
        : {
            viewer: FACILITATOR,
            kind: 'facilitator',
            name: paired.name,
            sessionId: paired.sessionId,
          },
      paired.id,
    );
  }

  #paired(paired: PairedConsole) {
    return { sessionId: paired.sessionId, name: paired.name, role: paired.role };
  }

  #close(which: (tracked: Tracked) => boolean, reason: string): void {
    for (const tracked of [...this.#live]) if (which(tracked)) tracked.close(reason);
  }
}
