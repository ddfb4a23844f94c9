import { WebSocket, type ClientOptions } from 'ws';
import { serverFrameSchema, type Reply, type ServerFrame } from '../../../host/channels.ts';

/**
 * A WebSocket client that speaks the channel table the way the renderer's backend does:
 * numbered calls answered by replies, pushed events collected as they arrive.
 */
export class TestClient {
  readonly events: { event: string; payload: unknown }[] = [];
  /** Every frame received, as the bytes the host sent. */
  readonly frames: string[] = [];
  private readonly waiting = new Map<
    number,
    { resolve: (reply: Reply) => void; reject: (error: Error) => void }
  >();
  private readonly anyReply: ((frame: ServerFrame & { type: 'reply' }) => void)[] = [];
  private readonly eventWaiters: (() => void)[] = [];
  private nextId = 1;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.frames.push(String(data));
      const frame = serverFrameSchema.parse(JSON.parse(String(data)));
      if (frame.type === 'event') {
        this.events.push({ event: frame.event, payload: frame.payload });
        this.eventWaiters.splice(0).forEach((wake) => wake());
        return;
      }
      const call = this.waiting.get(frame.id);
      this.waiting.delete(frame.id);
      if (call) call.resolve(frame.reply);
      else this.anyReply.shift()?.(frame);
    });
    // A call still unanswered when the connection drops will never be answered.
    socket.on('close', () => {
      for (const call of this.waiting.values()) call.reject(new Error('connection closed'));
      this.waiting.clear();
    });
    socket.on('error', () => {});
  }

  /**
   * Connects as the host's own page on this machine (its Origin, from loopback: Control), or
   * as the viewer given (`display`, `team:<id>`…). Options replace the Origin (give
   * `{ origin: undefined }` for a client without one, which the host leaves unpaired).
   */
  static connect(
    url: string,
    options: ClientOptions = { origin: url },
    viewer?: string,
    query: Record<string, string> = {},
  ): Promise<TestClient> {
    const params = new URLSearchParams(query);
    if (viewer !== undefined) params.set('viewer', viewer);
    const search = params.size > 0 ? `?${params.toString()}` : '';
    const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/ws${search}`, options);
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(new TestClient(socket)));
      socket.once('error', reject);
      socket.once('unexpected-response', (_req, res) =>
        reject(new Error(`refused with HTTP ${res.statusCode}`)),
      );
    });
  }

  call(channel: string, request: unknown): Promise<Reply> {
    const id = this.nextId++;
    // A socket that closed already would take the frame and never answer.
    if (this.socket.readyState !== WebSocket.OPEN)
      return Promise.reject(new Error('connection closed'));
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.socket.send(JSON.stringify({ type: 'call', id, channel, request }));
    });
  }

  /** Sends anything and resolves with the next reply that no call is waiting for. */
  sendRaw(data: string | Buffer): Promise<ServerFrame & { type: 'reply' }> {
    return new Promise((resolve) => {
      this.anyReply.push(resolve);
      this.socket.send(data);
    });
  }

  /** Resolves once an event matching `test` has arrived (or already had). */
  async waitForEvent(test: (e: { event: string; payload: unknown }) => boolean, timeoutMs = 5000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.events.find(test);
      if (found) return found;
      if (Date.now() > deadline)
        throw new Error(`no such event; got ${JSON.stringify(this.events)}`);
      await new Promise<void>((wake) => {
        this.eventWaiters.push(wake);
        setTimeout(wake, 50);
      });
    }
  }

  close(): Promise<void> {
    if (this.socket.readyState === WebSocket.CLOSED) return Promise.resolve();
    return new Promise((resolve) => {
      this.socket.once('close', () => resolve());
      this.socket.close();
    });
  }
}

/** The host's own page on this machine: Control. */
export function connectAsOwnPage(url: string): Promise<TestClient> {
  return TestClient.connect(url, { origin: url });
}

/** A team's screen with its link's key, which Control (`control`) asks the host for. */
export async function connectTeam(
  url: string,
  control: TestClient,
  sessionId: string,
  teamId: string,
): Promise<TestClient> {
  const { key } = responseOf<{ key: string }>(
    await control.call('hall.teamKey', { sessionId, teamId }),
  );
  return TestClient.connect(url, undefined, `team:${teamId}`, { session: sessionId, key });
}

/** The response of a successful reply; fails the test with the host's message otherwise. */
export function responseOf<T = unknown>(reply: Reply): T {
  if (!reply.ok) throw new Error(`call failed: ${JSON.stringify(reply.error)}`);
  return reply.response as T;
}
