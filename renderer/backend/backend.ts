import type {
  ChannelName,
  EventName,
  EventOf,
  HostErrorData,
  RequestOf,
  ResponseOf,
} from '../../host/channels.ts';

/**
 * All the renderer knows of the host. Two implementations: Electron IPC (through the
 * preload's `window.lodestar`) and WebSocket (browser, LAN displays). Both validate requests
 * before sending and responses on arrival against the channel table.
 */
export interface Backend {
  readonly kind: 'ipc' | 'websocket';
  call<C extends ChannelName>(channel: C, request: RequestOf<C>): Promise<ResponseOf<C>>;
  /** Subscribe to a pushed event; returns the unsubscribe function. */
  on<E extends EventName>(event: E, listener: (payload: EventOf<E>) => void): () => void;
}

/** A failed call, as the host described it (or as the transport saw it). */
export class BackendError extends Error {
  readonly code: HostErrorData['code'];
  readonly problems: HostErrorData['problems'];
  constructor(data: HostErrorData) {
    super(data.message);
    this.name = 'BackendError';
    this.code = data.code;
    this.problems = data.problems;
  }
}
