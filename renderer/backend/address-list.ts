import type { StandbyStatus } from '../../host/channels.ts';

/**
 * The hosts a page can reach: the one it was served from, and the standbys the host told it
 * of. The WebSocket address keeps its path and query (`/ws?viewer=display`); only the origin
 * changes. When the current host stays unreachable for a few attempts the next one is tried,
 * round and round, so a page finds a promoted standby by itself.
 */
export class AddressList {
  private readonly origins: string[];
  private index = 0;
  private failures = 0;
  private readonly tail: string;

  constructor(
    /** The WebSocket URL of the host the page came from (ws://host:port/ws?…). */
    first: string,
    /** Failed attempts at one address before trying the next. */
    private readonly attemptsPerAddress = 3,
  ) {
    const url = new URL(first);
    this.origins = [`${url.protocol}//${url.host}`];
    this.tail = `${url.pathname}${url.search}`;
  }

  /** Where to connect now. */
  get current(): string {
    return `${this.origins[this.index]}${this.tail}`;
  }

  get all(): readonly string[] {
    return this.origins.map((origin) => `${origin}${this.tail}`);
  }

  /** Remember other hosts (http:// addresses); unknown ones are added, none is forgotten. */
  learn(addresses: readonly string[]): void {
    for (const address of addresses) {
      let url: URL;
      try {
        url = new URL(address);
      } catch {
        continue;
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') continue;
      const origin = `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
      if (!this.origins.includes(origin)) this.origins.push(origin);
    }
  }

  connected(): void {
    this.failures = 0;
  }

  /** An attempt failed: after enough of them, move on to the next address. */
  failed(): void {
    this.failures += 1;
    if (this.failures >= this.attemptsPerAddress && this.origins.length > 1) {
      this.failures = 0;
      this.index = (this.index + 1) % this.origins.length;
    }
  }
}

/** Every address a status names: the standbys of a host, the host a standby follows. */
export function addressesIn(status: StandbyStatus): string[] {
  const addresses = status.standbys.map((peer) => peer.address);
  if (status.following) addresses.push(status.following.host);
  return addresses;
}
