import { WebSocket } from 'ws';
import { serverFrameSchema, type HostErrorData } from '../channels.ts';

/**
 * A Node client of another Lodestar host's WebSocket channel table (a standby's line to its
 * host): calls matched to replies by id, events passed on, and reconnection with backoff
 * when the line drops. No Origin header is sent: the host sees a program, not a web page.
 */

export interface HostLinkHandlers {
  /** The line is (again) open; calls may be made. */
  onOpen(): void;
  onEvent(event: string, payload: unknown): void;
  /** The line dropped; it is being re-opened. */
  onClose(): void;
}

export class HostCallError extends Error {
  constructor(
    readonly channel: string,
    readonly error: HostErrorData,
  ) {
    super(`${channel}: ${error.message}`);
    this.name = 'HostCallError';
  }
}

const RECONNECT_MS = { initial: 250, max: 5_000 };

export class HostLink {
  private socket: WebSocket | null = null;
  private nextId = 1;
  private readonly waiting = new Map<
    number,
    {
      channel: string;
      resolve(value: unknown): void;
      reject(error: Error): void;
      timer: NodeJS.Timeout;
    }
  >();
  private failures = 0;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    /** ws://host:port/ws */
    private readonly url: string,
    private readonly handlers: HostLinkHandlers,
    private readonly callTimeoutMs = 15_000,
    /**
     * The page origin to present: the local CLI speaks to its own machine's Lodestar as the
     * host's own page does (Control); a standby presents none and pairs instead.
     */
    private readonly origin?: string,
  ) {}

  get open(): boolean {
    return this.socket?.readyState === WebSocket.OPEN;
  }

  start(): void {
    this.stopped = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.socket?.terminate();
    this.socket = null;
    this.failAll('the link to the host was closed');
  }

  call(channel: string, request: unknown): Promise<unknown> {
    const socket = this.socket;
    if (!socket || socket.readyState !== WebSocket.OPEN)
      return Promise.reject(new Error(`${channel}: not connected to the host`));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        reject(new Error(`${channel}: the host did not answer`));
      }, this.callTimeoutMs);
      this.waiting.set(id, { channel, resolve, reject, timer });
      socket.send(JSON.stringify({ type: 'call', id, channel, request }));
    });
  }

  private connect(): void {
    this.reconnectTimer = null;
    const socket = new WebSocket(this.url, {
      maxPayload: 64 * 1024 * 1024,
      ...(this.origin === undefined ? {} : { origin: this.origin }),
    });
    this.socket = socket;
    socket.on('open', () => {
      this.failures = 0;
      this.handlers.onOpen();
    });
    socket.on('message', (data) => this.receive(String(data)));
    socket.on('error', () => {
      // Always followed by close, which reconnects.
    });
    socket.on('close', () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.failAll('the connection to the host dropped');
      if (this.stopped) return;
      this.handlers.onClose();
      const delay = Math.min(RECONNECT_MS.max, RECONNECT_MS.initial * 2 ** this.failures);
      this.failures += 1;
      this.reconnectTimer = setTimeout(() => this.connect(), delay);
    });
  }

  private receive(text: string): void {
    let frame;
    try {
      frame = serverFrameSchema.safeParse(JSON.parse(text));
    } catch {
      return;
    }
    if (!frame.success) return;
    if (frame.data.type === 'event') {
      this.handlers.onEvent(frame.data.event, frame.data.payload);
      return;
    }
    const call = this.waiting.get(frame.data.id);
    if (!call) return;
    this.waiting.delete(frame.data.id);
    clearTimeout(call.timer);
    const { reply } = frame.data;
    if (reply.ok) call.resolve(reply.response);
    else call.reject(new HostCallError(call.channel, reply.error));
  }

  private failAll(message: string): void {
    for (const [id, call] of this.waiting) {
      clearTimeout(call.timer);
      call.reject(new Error(message));
      this.waiting.delete(id);
    }
  }
}
