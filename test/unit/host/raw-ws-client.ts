import { randomBytes } from 'node:crypto';
import net from 'node:net';

/**
 * A WebSocket client written by hand, as an attacker's would be: it sends the upgrade and then
 * whatever frame header it likes, streaming a payload of any length from one reused buffer,
 * so a test can claim 15 MB without holding 15 MB.
 */
export class RawSocket {
  /** What the server sent after the upgrade's response. */
  #received: Buffer<ArrayBufferLike> = Buffer.alloc(0);
  #closed: Promise<void>;
  #wake: (() => void)[] = [];

  private constructor(
    readonly socket: net.Socket,
    /** The upgrade's HTTP status: 101 when let in. */
    readonly status: number,
    rest: Buffer<ArrayBufferLike>,
  ) {
    this.#received = rest;
    socket.on('data', (chunk: Buffer) => {
      this.#received = Buffer.concat([this.#received, chunk]);
      this.#wake.splice(0).forEach((wake) => wake());
    });
    socket.on('error', () => {});
    this.#closed = new Promise((resolve) => socket.once('close', () => resolve()));
  }

  /** Connects and upgrades; resolves with the status, whatever it is. */
  static open(url: string, localAddress?: string): Promise<RawSocket> {
    const { hostname, port } = new URL(url);
    return new Promise((resolve, reject) => {
      const socket = net.connect({
        host: hostname,
        port: Number(port),
        ...(localAddress === undefined ? {} : { localAddress }),
      });
      let head = Buffer.alloc(0);
      const onData = (chunk: Buffer) => {
        head = Buffer.concat([head, chunk]);
        const end = head.indexOf('\r\n\r\n');
        if (end < 0) return;
        socket.off('data', onData);
        socket.off('error', reject);
        const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head.toString('latin1'))?.[1] ?? 0);
        resolve(new RawSocket(socket, status, head.subarray(end + 4)));
      };
      socket.on('data', onData);
      socket.once('error', reject);
      socket.write(
        `GET /ws HTTP/1.1\r\nHost: ${hostname}:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
      );
    });
  }

  /**
   * Sends one text frame that says it carries `bytes` bytes, then streams them (zeros, masked
   * with a zero key) until they are all sent or the server closes the connection. Resolves
   * with the close code the server sent (or null if it only cut the socket) and how much of
   * the payload went out before that.
   */
  async flood(bytes: number): Promise<{ closeCode: number | null; sent: number }> {
    const header = Buffer.alloc(14);
    header[0] = 0x81; // FIN, text
    header[1] = 0x80 | 127; // masked, 64-bit length
    header.writeBigUInt64BE(BigInt(bytes), 2); // then a zero masking key
    this.socket.write(header);
    const chunk = Buffer.alloc(1024 * 1024);
    let sent = 0;
    while (sent < bytes && !this.#closeFrame() && !this.socket.destroyed) {
      const part = chunk.subarray(0, Math.min(chunk.length, bytes - sent));
      sent += part.length;
      if (!this.socket.write(part))
        await Promise.race([
          new Promise((resolve) => this.socket.once('drain', resolve)),
          this.#closed,
          this.#next(),
        ]);
    }
    // Until the server answers: a close frame, or the socket cut.
    while (!this.#closeFrame() && !this.socket.destroyed)
      await Promise.race([this.#closed, this.#next()]);
    const code = this.#closeFrame();
    this.socket.destroy();
    return { closeCode: code, sent };
  }

  close(): void {
    this.socket.destroy();
  }

  /** The close code of a close frame the server sent, if it sent one. */
  #closeFrame(): number | null {
    const frame = this.#received;
    if (frame.length < 4 || frame[0] !== 0x88) return null;
    return frame.readUInt16BE(2);
  }

  #next(): Promise<void> {
    return new Promise((wake) => this.#wake.push(wake));
  }
}
