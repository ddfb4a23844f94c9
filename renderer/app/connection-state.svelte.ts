import type { ConnectionMonitor, ConnectionStatus } from '../backend/connection.ts';

/** A transport's status as reactive state; a transport that cannot drop stays "open". */
export class ConnectionState {
  status = $state<ConnectionStatus>('open');
  #unsubscribe: () => void = () => {};

  constructor(monitor: ConnectionMonitor | null, onReconnected: () => void) {
    if (!monitor) return;
    this.status = monitor.status;
    this.#unsubscribe = monitor.onStatus((next) => {
      const wasDown = this.status === 'reconnecting';
      this.status = next;
      // Events pushed while the socket was down are lost: catch up.
      if (wasDown && next === 'open') onReconnected();
    });
  }

  destroy(): void {
    this.#unsubscribe();
  }
}
