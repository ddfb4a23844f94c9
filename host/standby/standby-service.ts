import { HostError, type ParsedRequestOf, type StandbyStatus } from '../channels.ts';
import type { Connection } from '../connection.ts';
import type { SessionStore } from '../session-store.ts';
import { Follower, type FollowerOptions } from './follower.ts';
import { assertMayFollow } from './journal-access.ts';
import { StandbyPeers } from './standby-peers.ts';

/**
 * This Lodestar's part in a host/standby pair. A host keeps track of the standbys that copy
 * it. A standby follows its host, read-only for clients, until Control promotes it: then it
 * stops following and its session store takes actions, continuing each copied chain.
 */

export type FollowOptions = Omit<FollowerOptions, 'store' | 'onChange' | 'now' | 'log'>;

/** Clients hear of progress at most this often (a busy host acts many times a second). */
const CHANGE_EVERY_MS = 250;

export class StandbyService {
  private role: StandbyStatus['role'] = 'host';
  private readonly peers: StandbyPeers;
  private follower: Follower | null = null;
  private readonly listeners = new Set<(status: StandbyStatus) => void>();
  private changeTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly store: SessionStore,
    private readonly now: () => number = Date.now,
    private readonly log: (message: string) => void = () => {},
  ) {
    this.peers = new StandbyPeers(now);
  }

  /** Start following a host: clients here may look but not act until promotion. */
  follow(options: FollowOptions): void {
    this.role = 'standby';
    this.store.setReadOnly(
      `This Lodestar is a standby following ${options.hostAddress}: it takes no actions until Control promotes it. Act on the host, or promote this standby if the host is gone.`,
    );
    this.follower = new Follower({
      ...options,
      store: this.store,
      now: this.now,
      log: this.log,
      onChange: () => this.changed(),
    });
    this.follower.start();
  }

  status(): StandbyStatus {
    return {
      role: this.role,
      standbys: this.peers.list(this.store.heads()),
      departed: this.peers.departed,
      following: this.follower?.status() ?? null,
      serverNow: this.now(),
    };
  }

  hello(connection: Connection, request: ParsedRequestOf<'standby.hello'>): { ok: true } {
    assertMayFollow(connection, 'standby.hello');
    const isNew = this.peers.size === 0;
    this.peers.hello(connection, request);
    if (isNew) this.log(`standby "${request.name}" (${request.address}) is following`);
    this.changed();
    return { ok: true };
  }

  /** A connection closed: if it was a standby, the host has none (or one fewer). */
  leave(connection: Connection): void {
    if (this.peers.leave(connection)) {
      this.log('a standby disconnected');
      this.changed();
    }
  }

  /** The host's log grew: standbys are further behind until they report again. */
  hostActed(): void {
    if (this.peers.size > 0) this.changed();
  }

  /** Become the host: stop following (after the copy in progress), then accept actions. */
  async promote(connection: Connection, force: boolean): Promise<StandbyStatus> {
    if (connection.viewer.kind !== 'control')
      throw new HostError('forbidden', 'only Control can promote a standby');
    if (this.role !== 'standby')
      throw new HostError(
        'conflict',
        this.role === 'promoted'
          ? 'this standby has already been promoted: it is the host now'
          : 'this Lodestar is a host, not a standby: there is nothing to promote',
      );
    const following = this.follower?.status();
    if (following?.state === 'following' && !force)
      throw new HostError(
        'conflict',
        `the host ${following.host} still answers: promoting now would make two hosts taking actions. Stop the host first, or promote with force.`,
      );
    await this.follower?.stop();
    this.role = 'promoted';
    this.store.setReadOnly(null);
    this.log('promoted: this Lodestar is the host now');
    this.changed();
    return this.status();
  }

  onChange(listener: (status: StandbyStatus) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    if (this.changeTimer) clearTimeout(this.changeTimer);
    await this.follower?.stop();
  }

  private changed(): void {
    if (this.changeTimer) return;
    this.changeTimer = setTimeout(() => {
      this.changeTimer = null;
      const status = this.status();
      for (const listener of this.listeners) listener(status);
    }, CHANGE_EVERY_MS);
    this.changeTimer.unref();
  }
}
