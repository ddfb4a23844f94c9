import type { WebSocket } from 'ws';
import { MAX_FRAME_BYTES } from './channels.ts';
import type { Connection } from './connection.ts';

/**
 * How large a message each client may send. The crew's (Control saving a scenario of several
 * MB, a paired console or a standby acting) may be up to `MAX_FRAME_BYTES`; a client that has
 * not paired, and every screen, sends only small calls (a code and a name, a token, a session
 * id), so anything over `SMALL_FRAME_BYTES` from one is an attack and closes it. The limit is
 * enforced by the WebSocket reader at each frame's header, before a byte of its payload is
 * held: a client cannot make the host buffer 16 MB before it is known.
 */
export const SMALL_FRAME_BYTES = 4 * 1024;

/** The largest message `connection` may send as it stands now. */
export function frameLimitOf(connection: Connection): number {
  switch (connection.kind) {
    case 'control':
    case 'facilitator':
    case 'standby':
      return MAX_FRAME_BYTES;
    case 'display':
    case 'team':
    case 'unpaired':
      return SMALL_FRAME_BYTES;
  }
}

/**
 * Raises the limit the reader of one socket applies at each frame's header, once it has
 * paired. `ws` sets that limit per server (`maxPayload`) and keeps it on the socket's reader,
 * which checks it afresh for every frame; it offers no public way to change it per socket, so
 * this sets the reader's field. False when the field is not there (another `ws`): the socket
 * keeps the small limit, which is the safe way to fail; the server test of a paired console's
 * large call catches it.
 */
export function raiseFrameLimit(ws: WebSocket, bytes: number): boolean {
  const reader = (ws as unknown as { _receiver?: { _maxPayload?: unknown } })._receiver;
  if (reader === undefined || typeof reader._maxPayload !== 'number') return false;
  reader._maxPayload = Math.max(reader._maxPayload, bytes);
  return true;
}

/** A message's size in bytes, without copying it. */
export function messageBytes(data: Buffer | ArrayBuffer | Buffer[]): number {
  if (Array.isArray(data)) return data.reduce((total, part) => total + part.length, 0);
  return data.byteLength;
}
