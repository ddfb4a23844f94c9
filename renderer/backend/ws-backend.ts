import {
  channels,
  events,
  isEventName,
  MAX_FRAME_BYTES,
  serverFrameSchema,
  type ChannelName,
  type ClientFrame,
  type EventName,
  type EventOf,
  type RequestOf,
  type ResponseOf,
} from '../../host/channels.ts';
import { problemsFromZod } from '../../scenarios/format/problems.ts';
import { BackendError, type Backend } from './backend.ts';
import type { ConnectionMonitor, ConnectionStatus } from './connection.ts';
import { AddressList, addressesIn } from './address-list.ts';
import { createScenarioCheckGate } from './scenario-check-gate.ts';

/** How long a call the host refused as `rate-limited` waits before it is sent again. */
const RATE_LIMITED_RETRY_MS = 150;

/** The part of the browser's WebSocket this backend uses (so tests can hand it a fake). */
export interface WebSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
}

export interface WebSocketBackendOptions {
  createSocket?: (url: string) => WebSocketLike;
  /** How long a call may wait for the connection and the answer, together. */
  callTimeoutMs?: number;
  /** Reconnection delays double from `initial` up to `max`. */
  reconnectDelayMs?: { initial: number; max: number };
  /**
   * Called each time the socket opens, before the calls that waited for it are sent: a call
   * made here (a paired console's `pairing.resume`) reaches the host first.
   */
  onOpen?: () => void;
}

export interface WebSocketBackend extends Backend, ConnectionMonitor {
  readonly kind: 'websocket';
  /** Stop reconnecting and fail every waiting call. */
  close(): void;
}

const OPEN = 1;

/** The UTF-8 size of a frame the host would refuse, or null when it fits. */
function oversizeBytes(text: string): number | null {
  // Every UTF-16 unit is one to three bytes: most frames need no encoding to tell.
  if (text.length * 3 <= MAX_FRAME_BYTES) return null;
  const bytes = new TextEncoder().encode(text).length;
  return bytes > MAX_FRAME_BYTES ? bytes : null;
}

interface PendingCall {
  channel: ChannelName;
  frame: ClientFrame;
  /** The frame as sent, written once. */
  text: string;
  sent: boolean;
  timer: ReturnType<typeof setTimeout>;
  resolve(value: unknown): void;
  reject(error: BackendError): void;
}

/**
 * The renderer's transport in a browser (`lodestar serve`, LAN displays). Requests are checked
 * against the channel table before they leave, replies and events when they arrive. Calls
 * are matched to replies by id. When the socket drops it reconnects with backoff; calls made
 * meanwhile wait, and fail with a clear error if the host does not come back in time.
 */
export function createWebSocketBackend(
  url: URL | string,
  options: WebSocketBackendOptions = {},
): WebSocketBackend {
  // The host the page came from, then the standbys it tells of (see address-list.ts).
  const addresses = new AddressList(url.toString().replace(/^http/, 'ws'));
  const createSocket = options.createSocket ?? ((to: string) => new WebSocket(to));
  const callTimeoutMs = options.callTimeoutMs ?? 15_000;
  const delays = options.reconnectDelayMs ?? { initial: 250, max: 5_000 };

  const pending = new Map<number, PendingCall>();
  const eventListeners = new Map<EventName, Set<(payload: never) => void>>();
  const statusListeners = new Set<(status: ConnectionStatus) => void>();
  let status: ConnectionStatus = 'connecting';
  let socket: WebSocketLike | null = null;
  let nextId = 1;
  let failedAttempts = 0;
  let reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  let closedOnPurpose = false;
  const scenarioCheckGate = createScenarioCheckGate('Reload the page.');

  function setStatus(next: ConnectionStatus): void {
    if (next === status) return;
    status = next;
    for (const listener of [...statusListeners]) listener(next);
  }

  function settle(id: number): PendingCall | undefined {
    const call = pending.get(id);
    if (!call) return undefined;
    pending.delete(id);
    clearTimeout(call.timer);
    return call;
  }

  function send(call: PendingCall): void {
    if (!socket || socket.readyState !== OPEN) return;
    try {
      socket.send(call.text);
      call.sent = true;
    } catch {
      // The socket is closing; onclose reconnects and sends it then.
    }
  }

  function connect(): void {
    reconnectTimer = null;
    let next: WebSocketLike;
    try {
      next = createSocket(addresses.current);
    } catch {
      scheduleReconnect();
      return;
    }
    socket = next;
    next.onopen = () => {
      if (socket !== next) return;
      failedAttempts = 0;
      addresses.connected();
      options.onOpen?.();
      setStatus('open');
      for (const call of [...pending.values()].sort((a, b) => a.frame.id - b.frame.id)) {
        if (!call.sent) send(call);
      }
    };
    next.onmessage = (event) => {
      if (socket === next) receive(event.data);
    };
    next.onerror = () => {
      // Always followed by close, which decides what to do.
    };
    next.onclose = () => {
      if (socket !== next) return;
      socket = null;
      // An answer to a call already sent cannot arrive on a new socket; whether the host
      // did the work is unknown, so say so rather than silently sending it twice.
      for (const [id, call] of pending) {
        if (!call.sent) continue;
        settle(id);
        call.reject(
          new BackendError({
            code: 'io',
            message: `The connection to the Lodestar host dropped before it answered (${call.channel}). Check the library before trying again.`,
          }),
        );
      }
      if (closedOnPurpose) return;
      scheduleReconnect();
    };
  }

  function scheduleReconnect(): void {
    setStatus('reconnecting');
    addresses.failed();
    const delay = Math.min(delays.max, delays.initial * 2 ** failedAttempts);
    failedAttempts += 1;
    reconnectTimer = setTimeout(connect, delay);
  }

  function receive(data: unknown): void {
    let value: unknown;
    try {
      value = JSON.parse(String(data));
    } catch {
      console.warn('Lodestar: ignored a message from the host that is not JSON');
      return;
    }
    const frame = serverFrameSchema.safeParse(value);
    if (!frame.success) {
      const id = (value as { id?: unknown } | null)?.id;
      const call = typeof id === 'number' ? settle(id) : undefined;
      const problems = problemsFromZod(frame.error);
      if (call) {
        call.reject(
          new BackendError({
            code: 'internal',
            message: `The host sent a malformed reply to ${call.channel}.`,
            problems,
          }),
        );
      } else {
        console.warn('Lodestar: ignored a malformed message from the host', problems);
      }
      return;
    }
    if (frame.data.type === 'reply') {
      const { id, reply } = frame.data;
      const waiting = pending.get(id);
      if (waiting && !reply.ok && reply.error.code === 'rate-limited') {
        // The host did nothing: ask again shortly, within the call's own time limit.
        waiting.sent = false;
        setTimeout(() => {
          if (pending.get(id) === waiting && !waiting.sent) send(waiting);
        }, RATE_LIMITED_RETRY_MS);
        return;
      }
      const call = settle(id);
      if (!call) return; // Already timed out: nobody is waiting.
      if (!reply.ok) {
        call.reject(new BackendError(reply.error));
        return;
      }
      const response = channels[call.channel].response.safeParse(reply.response);
      if (response.success) call.resolve(response.data);
      else
        call.reject(
          new BackendError({
            code: 'internal',
            message: `The host sent an invalid reply to ${call.channel}.`,
            problems: problemsFromZod(response.error),
          }),
        );
      return;
    }
    const { event, payload } = frame.data;
    if (!isEventName(event)) return; // A newer host may push events this renderer does not know.
    const parsed = events[event].safeParse(payload);
    if (!parsed.success) {
      console.warn(`Lodestar: ignored an invalid "${event}" event`, problemsFromZod(parsed.error));
      return;
    }
    for (const listener of [...(eventListeners.get(event) ?? [])]) {
      try {
        listener(parsed.data as never);
      } catch (error) {
        console.error(`Lodestar: a "${event}" listener failed`, error);
      }
    }
  }

  function call<C extends ChannelName>(channel: C, request: RequestOf<C>): Promise<ResponseOf<C>> {
    if (!channels[channel]) {
      return Promise.reject(
        new BackendError({ code: 'bad-request', message: `unknown channel "${channel}"` }),
      );
    }
    const gate = scenarioCheckGate(channel);
    if (gate) return gate.then(() => checkAndSend(channel, request));
    return checkAndSend(channel, request);
  }

  /** Checks and sends a call whose channel is known, once nothing holds it back. */
  function checkAndSend<C extends ChannelName>(
    channel: C,
    request: RequestOf<C>,
  ): Promise<ResponseOf<C>> {
    if (closedOnPurpose) {
      return Promise.reject(
        new BackendError({ code: 'io', message: 'The connection to the host is closed.' }),
      );
    }
    const spec = channels[channel];
    const parsed = spec.request.safeParse(request);
    if (!parsed.success) {
      return Promise.reject(
        new BackendError({
          code: 'bad-request',
          message: `invalid request for ${channel}`,
          problems: problemsFromZod(parsed.error),
        }),
      );
    }
    const id = nextId++;
    const frame: ClientFrame = { type: 'call', id, channel, request: parsed.data };
    const text = JSON.stringify(frame);
    const bytes = oversizeBytes(text);
    if (bytes !== null) {
      const mb = (n: number) => `${Math.ceil(n / (1024 * 1024))} MB`;
      return Promise.reject(
        new BackendError({
          code: 'bad-request',
          message: `${channel} is too large to send: ${mb(bytes)}, and the Lodestar host reads at most ${mb(MAX_FRAME_BYTES)} at a time.`,
        }),
      );
    }
    return new Promise<ResponseOf<C>>((resolve, reject) => {
      const entry: PendingCall = {
        channel,
        frame,
        text,
        sent: false,
        resolve: resolve as (value: unknown) => void,
        reject,
        timer: setTimeout(() => {
          const call = settle(id);
          if (!call) return;
          const seconds = Math.round(callTimeoutMs / 1000);
          call.reject(
            new BackendError({
              code: 'io',
              message: call.sent
                ? `The Lodestar host did not answer ${channel} within ${seconds} s.`
                : `Cannot reach the Lodestar host: ${channel} waited ${seconds} s for the connection. Check that "lodestar serve" is still running.`,
            }),
          );
        }, callTimeoutMs),
      };
      pending.set(id, entry);
      send(entry);
    });
  }

  function on<E extends EventName>(event: E, listener: (payload: EventOf<E>) => void): () => void {
    const set = eventListeners.get(event) ?? new Set();
    set.add(listener as (payload: never) => void);
    eventListeners.set(event, set);
    return () => set.delete(listener as (payload: never) => void);
  }

  function close(): void {
    closedOnPurpose = true;
    if (reconnectTimer) clearTimeout(reconnectTimer);
    setStatus('closed');
    socket?.close(1000, 'closed by the app');
    socket = null;
    for (const id of [...pending.keys()]) {
      settle(id)?.reject(
        new BackendError({ code: 'io', message: 'The connection to the host was closed.' }),
      );
    }
  }

  on('standby.changed', (status) => addresses.learn(addressesIn(status)));
  connect();

  return {
    kind: 'websocket',
    call,
    on,
    close,
    get status() {
      return status;
    },
    onStatus(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
  };
}
