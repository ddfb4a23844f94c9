/**
 * The state of a transport that can drop (the WebSocket). Electron's IPC cannot, so it has
 * no monitor and the app never shows the banner there.
 */
export type ConnectionStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

export interface ConnectionMonitor {
  readonly status: ConnectionStatus;
  /** Called on every change of status; returns the unsubscribe function. */
  onStatus(listener: (status: ConnectionStatus) => void): () => void;
}
