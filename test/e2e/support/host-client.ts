import { WebSocket } from 'ws';
import {
  serverFrameSchema,
  type ChannelName,
  type RequestOf,
  type ResponseOf,
} from '../../../host/channels.ts';

class RateLimited extends Error {}

/**
 * The host's channel table from the test process, over the same WebSocket the pages use:
 * to set a session up without clicking through it, and to read the truth the screens must
 * agree with.
 */
export class HostClient {
  #nextId = 1;
  #waiting = new Map<number, (frame: unknown) => void>();

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const frame = serverFrameSchema.parse(JSON.parse(String(data)));
      if (frame.type !== 'reply') return;
      this.#waiting.get(frame.id)?.(frame.reply);
      this.#waiting.delete(frame.id);
    });
  }

  /** Connects as the host's own page from this machine (its Origin, over loopback): Control. */
  static connect(url: string): Promise<HostClient> {
    const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/ws`, { origin: url });
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(new HostClient(socket)));
      socket.once('error', reject);
    });
  }

  /**
   * Calls a channel. A `rate-limited` refusal means nothing was done, so — as a well-behaved
   * client does — it waits a moment and asks again rather than failing the test.
   */
  async call<C extends ChannelName>(channel: C, request: RequestOf<C>): Promise<ResponseOf<C>> {
    for (;;) {
      try {
        return await this.#callOnce(channel, request);
      } catch (error) {
        if (!(error instanceof RateLimited)) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }

  #callOnce<C extends ChannelName>(channel: C, request: RequestOf<C>): Promise<ResponseOf<C>> {
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${channel}: no answer`)), 10_000);
      this.#waiting.set(id, (reply) => {
        clearTimeout(timer);
        const r = reply as { ok: boolean; response?: unknown; error?: { code?: string } };
        if (r.ok) resolve(r.response as ResponseOf<C>);
        else if (r.error?.code === 'rate-limited') reject(new RateLimited());
        else reject(new Error(`${channel} failed: ${JSON.stringify(r.error)}`));
      });
      this.socket.send(JSON.stringify({ type: 'call', id, channel, request }));
    });
  }

  /** Appends an action as Control would from the console. */
  act(id: string, action: { type: string; [field: string]: unknown }) {
    return this.call('session.act', { id, by: 'Control', action });
  }

  close(): void {
    this.socket.close();
  }
}
