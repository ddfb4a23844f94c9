import { channels, events, type ResponseOf, type StandbyStatus } from '../channels.ts';
import type { SessionStore } from '../session-store.ts';
import { HostCredentials } from './authenticate.ts';
import { HostLink } from './host-link.ts';

/**
 * A standby's copy of its host: it lists the host's sessions and copies each one's header
 * and journal, entry by entry, into its own session store (which checks the chain and the
 * replay before writing anything). It catches up whenever the host says a session changed,
 * and polls besides, in case an event was lost. After each round it tells the host how far
 * it has copied, so the host's console can show the lag; on each full round (the poll) it
 * also copies the host's team keys and paired consoles.
 */

export interface FollowerOptions {
  store: SessionStore;
  /** The host as http://host:port. */
  hostAddress: string;
  /** A pairing code for the host, if it asks for one. */
  code?: string;
  /** How this standby introduces itself. */
  name: string;
  /** Where clients reach this standby (http://host:port). */
  ownAddress: string;
  /** How often to look for what an event may have missed. */
  pollMs?: number;
  now?: () => number;
  log?: (message: string) => void;
  /** The status changed (contact, progress, a break). */
  onChange?: () => void;
  /** The host's team keys and paired consoles, read on every full round (to keep here). */
  onReplica?: (replica: ResponseOf<'hall.replica'>) => Promise<void>;
}

type Following = NonNullable<StandbyStatus['following']>;

interface Copied {
  seq: number;
  hostSeq: number;
  problem: string | null;
}

const PAGE = 1000;

/** `HOST[:PORT]` or a URL, as http://host:port (the default port is `lodestar serve`'s). */
export function hostAddressOf(text: string, defaultPort: number): string {
  const url = new URL(/^[a-z]+:\/\//i.test(text) ? text : `http://${text}`);
  if (url.protocol !== 'http:') throw new Error(`"${text}": only http:// hosts can be followed`);
  return `http://${url.hostname}:${url.port || defaultPort}`;
}

export class Follower {
  private readonly link: HostLink;
  private readonly now: () => number;
  private readonly log: (message: string) => void;
  private readonly copied = new Map<string, Copied>();
  private state: Following['state'] = 'connecting';
  private lastContactAt: number | null = null;
  /** Milliseconds from the host stamping the last copied entry to its copy being durable. */
  private lastLagMs: number | null = null;
  /** Sessions to catch up on the next round, or 'all' to list them afresh. */
  private wanted: Set<string> | 'all' = 'all';
  private readonly credentials: HostCredentials;
  private running: Promise<void> | null = null;
  private pollTimer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(private readonly options: FollowerOptions) {
    this.now = options.now ?? Date.now;
    this.log = options.log ?? (() => {});
    this.credentials = new HostCredentials(options.code, options.name);
    const url = `${options.hostAddress.replace(/^http/, 'ws')}/ws`;
    this.link = new HostLink(url, {
      onOpen: () => void this.connected(),
      onEvent: (event, payload) => this.heard(event, payload),
      onClose: () => {
        if (this.state !== 'lost') this.log(`lost contact with ${options.hostAddress}`);
        this.state = 'lost';
        this.changed();
      },
    });
  }

  start(): void {
    this.link.start();
    this.pollTimer = setInterval(() => this.want('all'), this.options.pollMs ?? 2_000);
    this.pollTimer.unref();
  }

  /** Stop following; resolves once the copy in progress (if any) is written. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.pollTimer) clearInterval(this.pollTimer);
    this.link.stop();
    await this.running?.catch(() => {});
  }

  status(): Following {
    return {
      host: this.options.hostAddress,
      state: this.state,
      sessions: [...this.copied].map(([id, c]) => ({ id, ...c })),
      lastContactAt: this.lastContactAt,
      lastLagMs: this.lastLagMs,
    };
  }

  private async connected(): Promise<void> {
    try {
      await this.credentials.present(this.link);
    } catch (error) {
      this.log(`the host refused this standby: ${messageOf(error)}`);
      return;
    }
    this.state = 'following';
    this.contact();
    this.want('all');
  }

  private heard(event: string, payload: unknown): void {
    this.contact();
    if (event === 'sessions.changed') {
      this.want('all');
    } else if (event === 'session.updated') {
      const update = events['session.updated'].safeParse(payload);
      if (!update.success) return;
      const copied = this.copied.get(update.data.id);
      if (copied) copied.hostSeq = Math.max(copied.hostSeq, update.data.seq);
      this.want(update.data.id);
    }
  }

  private contact(): void {
    this.lastContactAt = this.now();
  }

  private want(id: string | 'all'): void {
    if (this.stopped) return;
    if (id === 'all') this.wanted = 'all';
    else if (this.wanted !== 'all') this.wanted.add(id);
    this.kick();
  }

  private kick(): void {
    this.running ??= this.catchUp().finally(() => {
      this.running = null;
      // Wanted while the last round was finishing: another round.
      if (this.mayCopy() && (this.wanted === 'all' || this.wanted.size > 0)) this.kick();
    });
  }

  /** One round after another until nothing more is wanted. */
  private async catchUp(): Promise<void> {
    while (this.mayCopy() && (this.wanted === 'all' || this.wanted.size > 0)) {
      const wanted = this.wanted;
      this.wanted = new Set();
      try {
        const ids = wanted === 'all' ? await this.hostSessions() : [...wanted];
        for (const id of ids) {
          if (this.stopped) return;
          if (this.copied.get(id)?.problem) continue;
          await this.copySession(id);
        }
        await this.report();
        if (wanted === 'all') await this.copyReplica();
      } catch (error) {
        if (!this.stopped) this.log(`copying from the host failed: ${messageOf(error)}`);
        return;
      }
      this.changed();
    }
  }

  /** Connected, and let in by the host (a refused pairing code copies nothing). */
  private mayCopy(): boolean {
    return !this.stopped && this.link.open && this.state === 'following';
  }

  private async hostSessions(): Promise<string[]> {
    const list = channels['session.list'].response.parse(await this.link.call('session.list', {}));
    this.contact();
    const ids: string[] = [];
    for (const summary of list.sessions) {
      if (summary.archived) continue;
      const copied = this.copied.get(summary.id);
      if (copied) copied.hostSeq = Math.max(copied.hostSeq, summary.seq);
      // Only what the host holds beyond the copy needs a call.
      if (!copied || copied.seq < summary.seq) ids.push(summary.id);
    }
    return ids;
  }

  private async copySession(id: string): Promise<void> {
    const { store } = this.options;
    let seq = (await store.heldHead(id))?.seq ?? null;
    for (;;) {
      const page = channels['session.journal'].response.parse(
        await this.link.call('session.journal', { id, fromSeq: (seq ?? 0) + 1, limit: PAGE }),
      );
      this.contact();
      if (seq !== null && page.entries.length === 0) {
        this.record(id, { seq, hostSeq: page.seq, problem: null });
        return;
      }
      const copied = await this.copyPage(id, page);
      this.record(id, { seq: copied.seq, hostSeq: page.seq, problem: copied.problem });
      if (copied.problem) {
        this.log(`stopped copying ${id}: ${copied.problem}`);
        return;
      }
      if (copied.seq >= page.seq) return;
      seq = copied.seq;
    }
  }

  private async copyPage(
    id: string,
    page: ResponseOf<'session.journal'>,
  ): Promise<{ seq: number; problem: string | null }> {
    try {
      const copied = await this.options.store.copyFromHost(
        id,
        page.headerHash,
        page.header,
        page.entries,
      );
      const last = page.entries.find((entry) => entryField(entry, 'seq') === copied.seq);
      const at = entryField(last, 'at');
      if (at !== undefined) this.lastLagMs = this.now() - at;
      return copied;
    } catch (error) {
      const held = (await this.options.store.heldHead(id))?.seq ?? 0;
      return { seq: held, problem: messageOf(error) };
    }
  }

  private record(id: string, copied: Copied): void {
    this.copied.set(id, copied);
  }

  /** Keeps the host's team keys and paired consoles, so both carry over on promotion. */
  private async copyReplica(): Promise<void> {
    if (!this.options.onReplica) return;
    const replica = channels['hall.replica'].response.parse(
      await this.link.call('hall.replica', {}),
    );
    this.contact();
    await this.options.onReplica(replica);
  }

  /** Tell the host how far the copy has come. */
  private async report(): Promise<void> {
    const held: Record<string, number> = {};
    for (const [id, { seq }] of this.copied) held[id] = seq;
    await this.link.call('standby.hello', {
      name: this.options.name,
      address: this.options.ownAddress,
      held,
    });
    this.contact();
  }

  private changed(): void {
    this.options.onChange?.();
  }
}

/** A number field of an entry as received (already checked by the store when it was kept). */
function entryField(entry: unknown, field: 'seq' | 'at'): number | undefined {
  const value = (entry as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'number' ? value : undefined;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
