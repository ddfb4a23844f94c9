import type { ParsedRequestOf, StandbyStatus } from '../channels.ts';
import type { Connection } from '../connection.ts';

type Hello = ParsedRequestOf<'standby.hello'>;

interface Peer {
  name: string;
  address: string;
  held: Record<string, number>;
  lastContactAt: number;
}

/**
 * The standbys connected to this host, by connection: what each last said it holds, so the
 * host's console can show how far behind it is. A standby leaves when its connection closes.
 */
export class StandbyPeers {
  private readonly peers = new Map<Connection, Peer>();
  private lastDeparted: { name: string; address: string; at: number } | null = null;

  constructor(private readonly now: () => number) {}

  get size(): number {
    return this.peers.size;
  }

  hello(connection: Connection, hello: Hello): void {
    this.peers.set(connection, {
      name: hello.name,
      address: hello.address,
      held: hello.held,
      lastContactAt: this.now(),
    });
  }

  /** Whether that connection was a standby (it is forgotten either way). */
  leave(connection: Connection): boolean {
    const peer = this.peers.get(connection);
    if (!peer) return false;
    this.peers.delete(connection);
    this.lastDeparted = { name: peer.name, address: peer.address, at: this.now() };
    return true;
  }

  /** The last standby that left, while no other is connected. */
  get departed(): { name: string; address: string; at: number } | null {
    return this.peers.size === 0 ? this.lastDeparted : null;
  }

  /** Each standby and how many entries of the host's open sessions it has not copied. */
  list(heads: ReadonlyMap<string, number>): StandbyStatus['standbys'] {
    return [...this.peers.values()].map((peer) => {
      let behind = 0;
      for (const [id, seq] of heads) behind += Math.max(0, seq - (peer.held[id] ?? 0));
      return {
        name: peer.name,
        address: peer.address,
        behind,
        lastContactAt: peer.lastContactAt,
      };
    });
  }
}
