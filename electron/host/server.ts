import { statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { isIP, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import sirv from 'sirv';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import {
  clientFrameSchema,
  HOST_CLOSE,
  MAX_FRAME_BYTES,
  type ClientFrame,
  type Reply,
  type ServerFrame,
} from '../channels.ts';
import { problemsFromZod, type Problem } from '../../scenarios/format/problems.ts';
import { CONTROL, isCrew, parseViewer, type Viewer } from '../../console/session/viewer.ts';
import { connectionAs, type Connection } from './connection.ts';
import { dispatch, type Handlers } from './dispatch.ts';
import { memoByViewer } from './session-projector.ts';
import { TokenBucket } from './token-bucket.ts';
import { createHandlers } from './handlers.ts';
import { ScenarioLibrary } from './scenario-library.ts';
import { SessionStore } from './session-store.ts';

/**
 * `lodestar serve`: the built renderer over HTTP and the channel table over a WebSocket at
 * `/ws`, so the whole app runs in a plain browser, on LAN displays and in the tests.
 */

export interface ServerOptions {
  /** The scenario library folder. */
  dataDir: string;
  /** Loopback by default: anything else exposes the library to the network. */
  host?: string;
  /** 0 picks any free port. */
  port?: number;
  /** The built renderer (`dist/renderer`); without its index.html every page answers 503. */
  rendererDir: string;
  /** Refused connections and unexpected failures, one line each. */
  log?: (message: string) => void;
  /** What one WebSocket client may cost the host (defaults: `DEFAULT_LIMITS`). */
  limits?: Partial<ConnectionLimits>;
}

export interface ConnectionLimits {
  /**
   * Bytes waiting to be sent to one client above which it is dropped (`HOST_CLOSE.tooSlow`)
   * rather than buffered without end: a screen that stopped reading must not hold the host's
   * memory. It reconnects and opens the session again.
   */
  sendBufferBytes: number;
  /** Calls a client may make at once… */
  callBurst: number;
  /** …and per second after that; more are refused as `rate-limited` before any work. */
  callsPerSecond: number;
}

export const DEFAULT_LIMITS: ConnectionLimits = {
  sendBufferBytes: 4 * 1024 * 1024,
  callBurst: 60,
  callsPerSecond: 20,
};

export interface RunningServer {
  /** Where a browser on this machine opens the app, without a trailing slash. */
  url: string;
  port: number;
  /** Disconnects every client and stops listening. */
  close(): Promise<void>;
}

export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_PORT = 4777;

/** How long a dropped client has to take its close frame before its socket is cut. */
const DROP_GRACE_MS = 2_000;
/** Clients that miss a ping for this long are dropped (a LAN display that went to sleep). */
const HEARTBEAT_MS = 30_000;

/**
 * The renderer is one static bundle with no inline script: scripts only from this origin,
 * WebSocket back to the host, no framing, no plugins. Inline styles stay allowed because
 * Svelte transitions and Konva set them.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  return bare === 'localhost' || bare === '::1' || /^127\.\d+\.\d+\.\d+$/.test(bare);
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const host = options.host ?? DEFAULT_HOST;
  const port = options.port ?? DEFAULT_PORT;
  const log = options.log ?? (() => {});
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const library = await ScenarioLibrary.open(options.dataDir);
  const sessions = await SessionStore.open(options.dataDir, { log });
  const handlers = createHandlers(library, sessions);

  const serveStatic = staticFiles(path.resolve(options.rendererDir));
  const httpServer = createServer((req, res) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    serveStatic(req, res);
  });

  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  const alive = new WeakSet<WebSocket>();
  httpServer.on('upgrade', (req, socket, head) => {
    const refusal = refuseUpgrade(req, host);
    if (refusal) {
      log(`refused a WebSocket connection: ${refusal.reason}`);
      rejectUpgrade(socket, refusal.status, refusal.reason);
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  });
  const connections = new WeakMap<WebSocket, Connection>();
  const deliver = (ws: WebSocket, text: string) => sendCapped(ws, text, limits, log);
  wss.on('connection', (ws, req: IncomingMessage) => {
    // Checked at the upgrade: a page that declared no viewer is the console (Control).
    const connection = connectionAs(requestedViewer(req) ?? CONTROL);
    connections.set(ws, connection);
    alive.add(ws);
    ws.on('pong', () => alive.add(ws));
    ws.on('error', (error) => log(`WebSocket client error: ${error.message}`));
    const bucket = new TokenBucket(limits.callBurst, limits.callsPerSecond);
    const reply = (id: number, answer: Reply) =>
      deliver(ws, JSON.stringify({ type: 'reply', id, reply: answer } satisfies ServerFrame));
    // One call at a time per connection, in the order sent: a client that saves twice
    // without waiting must find its second save on disk, not whichever finished last.
    let queue: Promise<unknown> = Promise.resolve();
    ws.on('message', (data, isBinary) => {
      // Refused before it is even parsed: a flood costs the host nothing to hold.
      if (!bucket.take()) {
        reply(callIdOf(data), {
          ok: false,
          error: {
            code: 'rate-limited',
            message: `too many calls: at most ${limits.callsPerSecond} a second (${limits.callBurst} at once). Nothing was done; try again in a moment.`,
          },
        });
        return;
      }
      // Read at once, so the frame's bytes and text are let go before the call is answered.
      const read = readFrame(data, isBinary);
      if (!read.ok) {
        reply(read.id, read.reply);
        return;
      }
      queue = queue
        // A client dropped or gone meanwhile would never read the answer: no work for it.
        .then(() =>
          ws.readyState === WebSocket.OPEN
            ? answerCall(read.frame, handlers, connection, log)
            : null,
        )
        .then((answer) => answer && reply(read.frame.id, answer))
        .catch((error: unknown) => log(`could not answer a frame: ${String(error)}`));
    });
  });

  const heartbeat = setInterval(() => {
    for (const ws of wss.clients) {
      if (!alive.has(ws)) {
        ws.terminate();
        continue;
      }
      alive.delete(ws);
      ws.ping();
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  // The library is the crew's business: screens do not hear of it.
  const stopEvents = library.onChange((reason) => {
    broadcast(
      wss,
      deliver,
      { type: 'event', event: 'library.changed', payload: { reason } },
      (ws) => isCrew(connections.get(ws)?.viewer ?? CONTROL),
    );
  });
  const stopWatching = library.watchDisk();
  // Every client (the console that acted, the other consoles, the displays) hears each
  // durable action at once, as its own viewer may see it.
  const stopSessionEvents = sessions.onChange((change) => {
    if (change.kind !== 'updated') {
      broadcast(wss, deliver, {
        type: 'event',
        event: 'sessions.changed',
        payload: { reason: change.reason },
      });
      return;
    }
    const frames = memoByViewer((viewer) =>
      JSON.stringify({
        type: 'event',
        event: 'session.updated',
        payload: change.payloadFor(viewer),
      } satisfies ServerFrame),
    );
    for (const ws of wss.clients) {
      const connection = connections.get(ws);
      if (connection && ws.readyState === WebSocket.OPEN) deliver(ws, frames(connection.viewer));
    }
  });

  try {
    await listen(httpServer, host, port);
  } catch (error) {
    clearInterval(heartbeat);
    stopEvents();
    stopWatching();
    stopSessionEvents();
    wss.close();
    await sessions.close();
    throw error;
  }
  const address = httpServer.address() as AddressInfo;
  const url = `http://${urlHost(host)}:${address.port}`;

  let closing: Promise<void> | null = null;
  return {
    url,
    port: address.port,
    close() {
      closing ??= (async () => {
        clearInterval(heartbeat);
        stopEvents();
        stopWatching();
        stopSessionEvents();
        for (const ws of wss.clients) ws.terminate();
        await new Promise<void>((resolve) => wss.close(() => resolve()));
        httpServer.closeAllConnections();
        await new Promise<void>((resolve, reject) =>
          httpServer.close((error) => (error ? reject(error) : resolve())),
        );
        // Last: calls still being answered finish their appends first.
        await sessions.close();
      })();
      return closing;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// HTTP

type RequestHandler = (req: IncomingMessage, res: ServerResponse) => void;

function sendText(res: ServerResponse, status: number, text: string, type = 'text/plain') {
  res.writeHead(status, {
    'Content-Type': `${type}; charset=utf-8`,
    'Cache-Control': 'no-store',
  });
  res.end(text);
}

/**
 * The built renderer, with a single-page fallback to index.html. Vite's hashed files under
 * /assets/ never change, so browsers may keep them; everything else (index.html above all)
 * is fetched afresh so that a rebuilt renderer is picked up on reload.
 */
function staticFiles(rendererDir: string): RequestHandler {
  const indexFile = path.join(rendererDir, 'index.html');
  // sirv lists the folder once; a rebuild (new index.html, new hashed names) needs a new list.
  let files: { handler: RequestHandler; builtAt: number } | null = null;
  return (req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://host').pathname;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      sendText(res, 405, 'Only GET and HEAD are served here.\n');
      return;
    }
    if (pathname === '/health') {
      sendText(res, 200, '{"ok":true}', 'application/json');
      return;
    }
    const builtAt = statSync(indexFile, { throwIfNoEntry: false })?.mtimeMs;
    if (builtAt === undefined) {
      sendText(
        res,
        503,
        `The Lodestar interface is not built (no ${indexFile}): run npm run build:renderer\n`,
      );
      return;
    }
    if (files?.builtAt !== builtAt) {
      files = { builtAt, handler: sirvRenderer(rendererDir) };
    }
    files.handler(req, res);
  };
}

function sirvRenderer(rendererDir: string): RequestHandler {
  return sirv(rendererDir, {
    single: true,
    etag: true,
    dotfiles: false,
    setHeaders: (response, requestPath) => {
      response.setHeader(
        'Cache-Control',
        requestPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-store',
      );
    },
    onNoMatch: (_req, response) => sendText(response, 404, 'Not found.\n'),
  });
}

function listen(server: ReturnType<typeof createServer>, host: string, port: number) {
  return new Promise<void>((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') {
        reject(new Error(`port ${port} on ${host} is already in use (--port 0 picks a free one)`));
      } else if (error.code === 'EACCES') {
        reject(new Error(`not allowed to listen on ${host}:${port} (try a port above 1024)`));
      } else if (error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND') {
        reject(new Error(`${host} is not an address of this machine`));
      } else {
        reject(error);
      }
    };
    server.once('error', onError);
    server.listen({ host, port }, () => {
      server.off('error', onError);
      resolve();
    });
  });
}

/** The host part of the URL to print: a wildcard address is reached through loopback here. */
function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return '127.0.0.1';
  return isIP(host) === 6 ? `[${host}]` : host;
}

// ---------------------------------------------------------------------------------------------
// WebSocket

/**
 * A browser page may open a WebSocket to any address, so a page on another site could drive
 * the library (cross-site WebSocket hijacking), or reach it through a name that it made
 * resolve to this machine (DNS rebinding). Browsers always send `Origin`: it must be the very
 * origin this page was served from, under a name this machine answers to. Clients without
 * `Origin` (the CLI, tests, scripts) are not web pages and are let in.
 */
function refuseUpgrade(
  req: IncomingMessage,
  boundHost: string,
): { status: number; reason: string } | null {
  const url = new URL(req.url ?? '/', 'http://host');
  const pathname = url.pathname;
  if (pathname !== '/ws') return { status: 404, reason: `no WebSocket at ${pathname}` };
  const viewer = url.searchParams.get('viewer');
  if (viewer !== null && parseViewer(viewer) === null)
    return {
      status: 400,
      reason: `unknown viewer "${viewer}": control, facilitator, display or team:<id>`,
    };
  const origin = req.headers.origin;
  if (origin === undefined) return null;
  const hostHeader = req.headers.host;
  let originUrl: URL;
  try {
    originUrl = new URL(origin);
  } catch {
    return { status: 403, reason: `unreadable Origin "${origin}"` };
  }
  if (
    hostHeader === undefined ||
    originUrl.protocol !== 'http:' ||
    originUrl.host.toLowerCase() !== hostHeader.toLowerCase()
  ) {
    return { status: 403, reason: `foreign Origin "${origin}"` };
  }
  if (!isOwnHostname(originUrl.hostname, boundHost)) {
    return { status: 403, reason: `Origin "${origin}" is not a name of this machine` };
  }
  return null;
}

/**
 * The viewer a page declares when it connects (`/ws?viewer=display`, `?viewer=team:<id>`),
 * or null for none (the console). It holds for the whole connection.
 */
function requestedViewer(req: IncomingMessage): Viewer | null {
  const viewer = new URL(req.url ?? '/', 'http://host').searchParams.get('viewer');
  return viewer === null ? null : parseViewer(viewer);
}

function isOwnHostname(hostname: string, boundHost: string): boolean {
  const name = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const machine = os.hostname().toLowerCase();
  return (
    isLoopbackHost(name) ||
    // An address typed as digits cannot have been rebound by a foreign DNS name.
    isIP(name) !== 0 ||
    name === boundHost.toLowerCase() ||
    name === machine ||
    name === `${machine}.local`
  );
}

function rejectUpgrade(socket: Duplex, status: number, reason: string) {
  // A client that hangs up first must not take the server down with an unhandled error.
  socket.on('error', () => socket.destroy());
  const title = status === 404 ? 'Not Found' : status === 400 ? 'Bad Request' : 'Forbidden';
  const body = `${reason}\n`;
  socket.end(
    `HTTP/1.1 ${status} ${title}\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/**
 * Sends unless the client has stopped keeping up: with more than the cap still waiting for
 * it, it is closed with `HOST_CLOSE.tooSlow` (and cut if it does not take even that), so
 * what the host holds for one client stays bounded.
 */
function sendCapped(
  ws: WebSocket,
  text: string,
  limits: ConnectionLimits,
  log: (m: string) => void,
) {
  if (ws.readyState !== WebSocket.OPEN) return;
  if (ws.bufferedAmount > limits.sendBufferBytes) {
    log(`dropped a client that is not reading (${ws.bufferedAmount} bytes waiting)`);
    ws.close(HOST_CLOSE.tooSlow.code, HOST_CLOSE.tooSlow.reason);
    setTimeout(() => ws.terminate(), DROP_GRACE_MS).unref();
    return;
  }
  ws.send(text);
}

function broadcast(
  wss: WebSocketServer,
  deliver: (ws: WebSocket, text: string) => void,
  frame: ServerFrame,
  to: (ws: WebSocket) => boolean = () => true,
) {
  const text = JSON.stringify(frame);
  for (const ws of wss.clients) if (ws.readyState === WebSocket.OPEN && to(ws)) deliver(ws, text);
}

function badRequest(message: string, problems?: Problem[]): Reply {
  return {
    ok: false,
    error: problems ? { code: 'bad-request', message, problems } : { code: 'bad-request', message },
  };
}

function frameText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
}

/**
 * The id of a call without parsing its frame, for refusing it: the renderer and the CLI
 * write `{"type":"call","id":…` first. -1 when it is not there.
 */
function callIdOf(data: RawData): number {
  const first = Array.isArray(data) ? data[0] : data;
  if (first === undefined) return -1;
  const head = Buffer.from(first instanceof ArrayBuffer ? new Uint8Array(first) : first)
    .subarray(0, 64)
    .toString('latin1');
  const id = /^\{\s*"type"\s*:\s*"call"\s*,\s*"id"\s*:\s*(-?\d{1,15})\b/.exec(head)?.[1];
  return id === undefined ? -1 : Number(id);
}

type ReadFrame = { ok: true; frame: ClientFrame } | { ok: false; id: number; reply: Reply };

/** A frame as a call, or the reply that refuses it; whatever arrives, nothing throws. */
function readFrame(data: RawData, isBinary: boolean): ReadFrame {
  if (isBinary)
    return { ok: false, id: -1, reply: badRequest('frames must be JSON text, not binary') };
  let value: unknown;
  try {
    value = JSON.parse(frameText(data));
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { ok: false, id: -1, reply: badRequest(`the frame is not valid JSON: ${detail}`) };
  }
  const frame = clientFrameSchema.safeParse(value);
  if (!frame.success) {
    const id = (value as { id?: unknown } | null)?.id;
    return {
      ok: false,
      id: typeof id === 'number' && Number.isInteger(id) ? id : -1,
      reply: badRequest(
        'malformed frame: expected {"type":"call","id":<integer>,"channel":<string>,"request":{…}}',
        problemsFromZod(frame.error),
      ),
    };
  }
  return { ok: true, frame: frame.data };
}

async function answerCall(
  frame: ClientFrame,
  handlers: Handlers,
  connection: Connection,
  log: (message: string) => void,
): Promise<Reply> {
  const reply = await dispatch(handlers, frame.channel, frame.request, connection);
  if (!reply.ok && reply.error.code === 'internal') {
    log(`${frame.channel} failed: ${reply.error.message}`);
  }
  return reply;
}
