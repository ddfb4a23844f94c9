import type { WebSocketLike } from '../../../renderer/backend/ws-backend.ts';

/**
 * A WebSocket the test drives by hand: it opens, receives frames and drops when told to,
 * and records every frame the backend sent.
 */
export class FakeSocket implements WebSocketLike {
  readyState = 0;
  readonly sent: unknown[] = [];
  onopen: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;

  constructor(readonly url: string) {}

  send(data: string): void {
    if (this.readyState !== 1) throw new Error('not open');
    this.sent.push(JSON.parse(data));
  }

  close(): void {
    this.drop();
  }

  open(): void {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }

  drop(): void {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.(new Event('close') as CloseEvent);
  }

  receive(frame: unknown): void {
    const data = typeof frame === 'string' ? frame : JSON.stringify(frame);
    this.onmessage?.(new MessageEvent('message', { data }));
  }

  /** The id of the last call sent on this socket. */
  lastId(): number {
    const frame = this.sent[this.sent.length - 1] as { id: number } | undefined;
    if (!frame) throw new Error('nothing was sent');
    return frame.id;
  }
}

/** Every socket the backend opened, newest last. */
export function socketFactory() {
  const sockets: FakeSocket[] = [];
  return {
    sockets,
    create: (url: string) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    get current(): FakeSocket {
      const socket = sockets[sockets.length - 1];
      if (!socket) throw new Error('no socket was opened');
      return socket;
    },
  };
}
