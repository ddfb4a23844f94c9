import { WebSocket } from 'ws';
import type { Reply } from '../../host/channels.ts';

/**
 * A LAN client for the load bench: the frames the browser's WebSocket backend sends and
 * receives (numbered calls, replies, pushed events), over the `ws` package. Replies and events
 * are parsed but not checked against the channel table: 300 clients in one process would
 * measure zod, not the host.
 */
export class LanClient {
  #nextId = 1;
  readonly #waiting = new Map<number, (reply: Reply) => void>();
  readonly #listeners = new Set<(event: string, payload: unknown) => void>();
  /** The close code, once the host closed the connection. */
  closedWith: number | null = null;

  constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data)) as
        | { type: 'reply'; id: number; reply: Reply }
        | { type: 'event'; event: string; payload: unknown };
      if (frame.type === 'reply') {
        this.#waiting.get(frame.id)?.(frame.reply);
        this.#waiting.delete(frame.id);
      } else {
        for (const listener of this.#listeners) listener(frame.event, frame.payload);
      }
    });
    socket.on('close', (code) => {
      this.closedWith = code;
      for (const settle of this.#waiting.values())
        settle({ ok: false, error: { code: 'io', message: `closed (${code})` } });
      this.#waiting.clear();
    });
    socket.on('error', () => {});
  }

  /** Calls a channel; rejects with the host's error code and message. */
  async call<T>(channel: string, request: unknown): Promise<T> {
    const id = this.#nextId++;
    const reply = await new Promise<Reply>((resolve) => {
      this.#waiting.set(id, resolve);
      this.socket.send(JSON.stringify({ type: 'call', id, channel, request }));
    });
    if (!reply.ok) throw new Error(`${channel}: ${reply.error.code}: ${reply.error.message}`);
    return reply.response as T;
  }

  onEvent(listener: (event: string, payload: unknown) => void): void {
    this.#listeners.add(listener);
  }

  close(): void {
    this.socket.terminate();
  }
}

function open(address: string, origin?: string, localAddress?: string): Promise<LanClient> {
  const socket = new WebSocket(address, {
    ...(origin === undefined ? {} : { origin }),
    ...(localAddress === undefined ? {} : { localAddress }),
  });
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(new LanClient(socket)));
    socket.once('error', reject);
    socket.once('unexpected-response', (_req, res) =>
      reject(new Error(`refused with HTTP ${res.statusCode}`)),
    );
  });
}

const wsBase = (url: string) => `${url.replace(/^http/, 'ws')}/ws`;

/**
 * The loopback address of the `i`th device of a hall played on this machine: the host lets
 * one device hold only so many sockets, and a hall's screens are each a device of their own.
 * Linux answers on all of 127/8; elsewhere give the loopback interface these aliases first.
 */
export function loopbackDevice(i: number): string {
  return `127.0.${1 + Math.floor(i / 250)}.${1 + (i % 250)}`;
}

/**
 * How a screen connects to a session: its viewer and the session its link names, and for a
 * team's page the team's key from its link (which Control hands out); from `localAddress`,
 * the device it runs on.
 */
export function connectScreen(
  url: string,
  viewer: string,
  sessionId: string,
  key?: string,
  localAddress?: string,
): Promise<LanClient> {
  const query = new URLSearchParams({ viewer, session: sessionId });
  if (key !== undefined) query.set('key', key);
  return open(`${wsBase(url)}?${query}`, undefined, localAddress);
}

/** Control: the host's own page, from this machine (loopback, with the host's Origin). */
export function connectControl(url: string): Promise<LanClient> {
  return open(wsBase(url), url);
}

/** A facilitator's console: connects unpaired, then claims a pairing code under a name. */
export async function connectConsole(url: string, code: string, name: string): Promise<LanClient> {
  const client = await open(wsBase(url));
  await client.call('pairing.claim', { code, name });
  return client;
}
