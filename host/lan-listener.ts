import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { isIP } from 'node:net';
import os from 'node:os';
import type { Duplex } from 'node:stream';
import type { LanStatus } from './channels.ts';
import type { LanControl } from './hall.ts';

/**
 * LAN mode: besides the loopback address it always serves, the host listens on this
 * machine's network addresses (or the one given), on the same port, so that displays, team
 * screens and paired consoles in the hall can reach it. Off by default; Control turns it on
 * and off without a restart (`hall.lan`), and `lodestar serve --lan` starts with it on.
 */

export interface LanHandlers {
  request: (req: IncomingMessage, res: ServerResponse) => void;
  upgrade: (req: IncomingMessage, socket: Duplex, head: Buffer) => void;
}

/** The IPv4 addresses other devices use to reach this machine (none on a machine offline). */
export function lanAddresses(
  interfaces: NodeJS.Dict<os.NetworkInterfaceInfo[]> = os.networkInterfaces(),
): string[] {
  return Object.values(interfaces)
    .flat()
    .filter((a): a is os.NetworkInterfaceInfo => a?.family === 'IPv4' && !a.internal)
    .map((a) => a.address);
}

export function httpUrl(address: string, port: number): string {
  return `http://${isIP(address) === 6 ? `[${address}]` : address}:${port}`;
}

export class LanListener implements LanControl {
  #servers: Server[] = [];
  #error: string | null = null;
  #changing: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly handlers: LanHandlers,
    private readonly port: () => number,
    /** One address to listen on; all of this machine's network addresses when absent. */
    private readonly address?: string,
  ) {}

  status(): LanStatus {
    const port = this.port();
    const urls = this.#servers.flatMap((server) => {
      const bound = server.address();
      return bound && typeof bound === 'object' ? [httpUrl(bound.address, port)] : [];
    });
    return { supported: true, on: this.#servers.length > 0, urls, error: this.#error };
  }

  set(on: boolean): Promise<LanStatus> {
    const next = this.#changing.then(() => (on ? this.#open() : this.#close()));
    this.#changing = next.catch(() => {});
    return next;
  }

  async #open(): Promise<LanStatus> {
    if (this.#servers.length > 0) return this.status();
    const addresses = this.address ? [this.address] : lanAddresses();
    this.#error = null;
    if (addresses.length === 0) {
      this.#error = 'this machine has no network address: connect it to the hall network first';
      return this.status();
    }
    const failures: string[] = [];
    for (const address of addresses) {
      const server = createServer(this.handlers.request);
      server.on('upgrade', this.handlers.upgrade);
      try {
        await listenOn(server, address, this.port());
        this.#servers.push(server);
      } catch (error) {
        failures.push(`${address}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    if (failures.length > 0) this.#error = `could not listen on ${failures.join('; ')}`;
    return this.status();
  }

  async #close(): Promise<LanStatus> {
    const closing = this.#servers.splice(0);
    await Promise.all(
      closing.map(
        (server) =>
          new Promise<void>((resolve) => {
            server.closeAllConnections();
            server.close(() => resolve());
          }),
      ),
    );
    this.#error = null;
    return this.status();
  }
}

function listenOn(server: Server, host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen({ host, port }, () => {
      server.off('error', reject);
      resolve();
    });
  });
}
