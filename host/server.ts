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
} from './channels.ts';
import { problemsFromZod, type Problem } from '../scenarios/format/problems.ts';
import { hearsLibrary, hearsSession } from './access.ts';
import { isScreenConnection, LiveConnection, type Connection } from './connection.ts';
import { decideConnection, isLoopbackAddress } from './connection-kind.ts';
import { dispatch, type Handlers } from './dispatch.ts';
import { frameLimitOf, messageBytes, raiseFrameLimit, SMALL_FRAME_BYTES } from './frame-limits.ts';
import { Hall, type LanControl } from './hall.ts';
import { LanListener, lanAddresses, httpUrl } from './lan-listener.ts';
import type { IssueOptions, PairingCode, PairingRole } from './pairing.ts';
import { memoByViewer } from './memo-by-viewer.ts';
import { TokenBucket } from './token-bucket.ts';
import { createHandlers } from './handlers.ts';
import { ScenarioLibrary } from './scenario-library.ts';
import { sourceOf } from './source-address.ts';
import { SessionStore } from './session-store.ts';
import { StandbyService } from './standby/standby-service.ts';

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
  /** Run as a standby copying this host (`lodestar serve --follow`). */
  follow?: { host: string; code?: string; name?: string };
  /** Start in LAN mode: also listen on this machine's network addresses (or `lanHost`). */
  lan?: boolean;
  /** The one network address LAN mode listens on; all of them when absent. */
  lanHost?: string;
  /**
   * Test only: requests for which this returns true are treated as coming from another
   * machine (so a browser on this machine can play a LAN console). Never set in production.
   */
  treatAsRemote?: (req: IncomingMessage) => boolean;
  /**
   * Electron: the library, sessions, hall and handlers its window already uses, so the server
   * started for LAN mode serves the same ones (and leaves them open when it closes).
   */
  shared?: { library: ScenarioLibrary; sessions: SessionStore; hall: Hall; handlers: Handlers };
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
  /**
   * WebSocket connections one device (`sourceOf` its address) may hold open at once, Control's
   * own pages aside; more are refused at the upgrade (429). A hall's device opens one or two
   * (a console and its display); a flood of sockets from one device must not cost the host
   * memory and time that Control needs.
   */
  connectionsPerAddress: number;
}

export const DEFAULT_LIMITS: ConnectionLimits = {
  sendBufferBytes: 4 * 1024 * 1024,
  callBurst: 60,
  callsPerSecond: 20,
  connectionsPerAddress: 32,
};

export interface RunningServer {
  /** Where a browser on this machine opens the app, without a trailing slash. */
  url: string;
  port: number;
  /** Who is connected, pairing codes, paired consoles, team keys. */
  hall: Hall;
  /** LAN mode, on and off. */
  lan: LanControl;
  /** A pairing code for in-process tools (tests, benchmarks), as Control's console issues. */
  pairing: {
    /** Refused (`not-found`) for a session that is not there. */
    issue(sessionId: string, role?: PairingRole, options?: IssueOptions): Promise<PairingCode>;
  };
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
  const shared = options.shared;
  const library = shared?.library ?? (await ScenarioLibrary.open(options.dataDir));
  const sessions = shared?.sessions ?? (await SessionStore.open(options.dataDir, { log }));
  const hall = shared?.hall ?? (await Hall.open(options.dataDir, log));
  const standby = new StandbyService(sessions, Date.now, log);
  const handlers = shared?.handlers ?? createHandlers(library, sessions, undefined, hall, standby);
  /** Pages served by the followed host may reach this standby once that host is gone. */
  const trustedOrigins = options.follow ? [options.follow.host] : [];

  const serveStatic = staticFiles(path.resolve(options.rendererDir));
  const handleRequest = (req: IncomingMessage, res: ServerResponse) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    serveStatic(req, res);
  };
  const httpServer = createServer(handleRequest);

  // Two readers: the crew's pages may send a whole scenario; anyone else starts with small
  // messages only, raised for a console once it pairs (frame-limits.ts).
  const crewServer = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  const hallServer = new WebSocketServer({ noServer: true, maxPayload: SMALL_FRAME_BYTES });
  const servers = [crewServer, hallServer];
  const allClients = function* (): Generator<WebSocket> {
    for (const server of servers) yield* server.clients;
  };
  const alive = new WeakSet<WebSocket>();
  const perSource = new Map<string, number>();
  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const refusal = refuseUpgrade(req, host, trustedOrigins);
    if (refusal) {
      log(`refused a WebSocket connection: ${refusal.reason}`);
      rejectUpgrade(socket, refusal.status, refusal.reason);
      return;
    }
    const remote = options.treatAsRemote?.(req) === true;
    const decision = decideConnection(
      {
        remoteAddress: remote ? undefined : req.socket.remoteAddress,
        ownOrigin: req.headers.origin !== undefined,
        query: new URL(req.url ?? '/', 'http://host').searchParams,
      },
      (sessionId, teamId, key) => hall.teamKeys.check(sessionId, teamId, key),
    );
    if (!decision.ok) {
      log(`refused a WebSocket connection: ${decision.reason}`);
      rejectUpgrade(socket, decision.status, decision.reason);
      return;
    }
    const address = req.socket.remoteAddress ?? 'unknown';
    // Control (this machine's own page) is never counted: the limit is for the hall's devices,
    // and no flood from one of them may lock Control out.
    if (decision.connection.kind !== 'control') {
      const source = sourceOf(address);
      const open = perSource.get(source) ?? 0;
      if (open >= limits.connectionsPerAddress) {
        log(`refused a WebSocket connection: ${open} already open from ${source}`);
        rejectUpgrade(
          socket,
          429,
          `too many connections from ${source}: at most ${limits.connectionsPerAddress} at once. Close some of this device's Lodestar pages.`,
        );
        return;
      }
      perSource.set(source, open + 1);
      socket.once('close', () => {
        const left = (perSource.get(source) ?? 1) - 1;
        if (left > 0) perSource.set(source, left);
        else perSource.delete(source);
      });
    }
    const live = new LiveConnection(decision.connection, address, Date.now());
    // Came in through a LAN address: dropped when LAN mode is turned off.
    const overLan = remote || !isLoopbackAddress(req.socket.localAddress);
    const server = frameLimitOf(decision.connection) > SMALL_FRAME_BYTES ? crewServer : hallServer;
    server.handleUpgrade(req, socket, head, (ws) => server.emit('connection', ws, live, overLan));
  };
  httpServer.on('upgrade', onUpgrade);
  const connections = new WeakMap<WebSocket, LiveConnection>();
  const deliver = (ws: WebSocket, text: string) => sendCapped(ws, text, limits, log);
  const overLanSockets = new WeakSet<WebSocket>();
  const onConnection = (ws: WebSocket, connection: LiveConnection, overLan: boolean) => {
    connections.set(ws, connection);
    // Paired: the console may now send what the crew sends (an action with many ids).
    connection.onBecome(() => {
      if (!raiseFrameLimit(ws, frameLimitOf(connection)))
        log('could not raise the message limit of a paired console: its large calls will fail');
    });
    if (overLan) overLanSockets.add(ws);
    const untrack = hall.track(connection, (reason) => ws.close(4001, reason.slice(0, 120)));
    ws.on('close', untrack);
    alive.add(ws);
    ws.on('pong', () => {
      alive.add(ws);
      connection.lastSeen = Date.now();
    });
    ws.on('close', () => standby.leave(connection));
    // A client learns at once where a standby is (or that this is one).
    const standbyStatus = standby.status();
    if (standbyStatus.role !== 'host' || standbyStatus.standbys.length > 0)
      deliver(
        ws,
        JSON.stringify({
          type: 'event',
          event: 'standby.changed',
          payload: standbyStatus,
        } satisfies ServerFrame),
      );
    ws.on('error', (error) => {
      log(`WebSocket client error: ${error.message}`);
      // The reader refused what it read (a message over its limit: 1009) and closes: cut the
      // socket soon rather than read and drop the rest for the close handshake's 30 s.
      setTimeout(() => ws.terminate(), DROP_GRACE_MS).unref();
    });
    const bucket = new TokenBucket(limits.callBurst, limits.callsPerSecond);
    const reply = (id: number, answer: Reply) =>
      deliver(ws, JSON.stringify({ type: 'reply', id, reply: answer } satisfies ServerFrame));
    // One call at a time per connection, in the order sent: a client that saves twice
    // without waiting must find its second save on disk, not whichever finished last.
    let queue: Promise<unknown> = Promise.resolve();
    ws.on('message', (data, isBinary) => {
      connection.lastSeen = Date.now();
      // The reader holds this already (frame-limits.ts); checked again here, before anything
      // reads the message, so that no limit depends on the reader alone.
      const limit = frameLimitOf(connection);
      if (messageBytes(data) > limit) {
        log(`closed a ${connection.kind} client that sent a message over ${limit} bytes`);
        ws.close(1009, `messages from this connection are at most ${limit} bytes`);
        setTimeout(() => ws.terminate(), DROP_GRACE_MS).unref();
        return;
      }
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
  };
  for (const server of servers) server.on('connection', onConnection);

  const heartbeat = setInterval(() => {
    for (const ws of allClients()) {
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
      allClients(),
      deliver,
      { type: 'event', event: 'library.changed', payload: { reason } },
      (ws) => hearsLibrary(connections.get(ws)),
    );
  });
  // Electron's shell watches the folder already.
  const stopWatching = shared ? () => {} : library.watchDisk();
  // Every client (the console that acted, the other consoles, the displays) hears each
  // durable action at once, as its own viewer may see it.
  const stopStandbyEvents = standby.onChange((status) =>
    broadcast(allClients(), deliver, { type: 'event', event: 'standby.changed', payload: status }),
  );
  const stopSessionEvents = sessions.onChange((change) => {
    if (change.kind === 'updated') standby.hostActed();
    if (change.kind !== 'updated') {
      const hears = (ws: WebSocket) => hearsSession(connections.get(ws), null);
      const screen = (ws: WebSocket) => {
        const connection = connections.get(ws);
        return connection !== undefined && isScreenConnection(connection);
      };
      const event = { type: 'event', event: 'sessions.changed' } as const;
      broadcast(
        allClients(),
        deliver,
        { ...event, payload: { reason: change.reason } },
        (ws) => hears(ws) && !screen(ws),
      );
      // The reason names the session; a screen (a display following the running session)
      // learns only that it may look again.
      broadcast(
        allClients(),
        deliver,
        { ...event, payload: { reason: 'the sessions changed' } },
        (ws) => hears(ws) && screen(ws),
      );
      return;
    }
    const frames = memoByViewer((viewer) =>
      JSON.stringify({
        type: 'event',
        event: 'session.updated',
        payload: change.payloadFor(viewer),
      } satisfies ServerFrame),
    );
    for (const ws of allClients()) {
      const connection = connections.get(ws);
      if (
        connection &&
        ws.readyState === WebSocket.OPEN &&
        hearsSession(connection, change.id, change.followable)
      )
        deliver(ws, frames(connection.viewer));
    }
  });

  try {
    await listen(httpServer, host, port);
  } catch (error) {
    clearInterval(heartbeat);
    stopEvents();
    stopWatching();
    stopSessionEvents();
    stopStandbyEvents();
    for (const server of servers) server.close();
    if (!shared) await sessions.close();
    throw error;
  }
  const address = httpServer.address() as AddressInfo;
  const url = `http://${urlHost(host)}:${address.port}`;
  // Where other devices reach this standby: a wildcard host is reached at its LAN address.
  const wildcard = host === '0.0.0.0' || host === '::';
  const advertised = `http://${urlHost((wildcard ? lanAddresses()[0] : undefined) ?? host)}:${address.port}`;
  if (options.follow) {
    standby.follow({
      hostAddress: options.follow.host,
      ...(options.follow.code === undefined ? {} : { code: options.follow.code }),
      name: options.follow.name ?? `standby at ${advertised}`,
      ownAddress: advertised,
      onReplica: (replica) => hall.adopt(replica),
    });
  }
  const lan = lanControl(
    host,
    () => address.port,
    { request: handleRequest, upgrade: onUpgrade },
    options.lanHost,
    () => {
      for (const ws of allClients()) {
        if (!overLanSockets.has(ws)) continue;
        ws.close(4002, 'LAN mode was turned off');
        // A client that does not answer the close does not keep the listener open.
        setTimeout(() => ws.terminate(), 1000).unref();
      }
    },
  );
  // Electron's hall keeps its own switch, which starts and stops this whole server.
  if (!shared) hall.lan = lan;
  if (options.lan) await lan.set(true);

  let closing: Promise<void> | null = null;
  return {
    url,
    port: address.port,
    hall,
    lan,
    pairing: {
      async issue(sessionId, role = 'facilitator', issueOptions) {
        await sessions.open(sessionId);
        return hall.pairing.issue(sessionId, role, issueOptions);
      },
    },
    close() {
      closing ??= (async () => {
        clearInterval(heartbeat);
        await lan.set(false);
        stopEvents();
        stopWatching();
        stopSessionEvents();
        stopStandbyEvents();
        await standby.close();
        for (const ws of allClients()) ws.terminate();
        await Promise.all(
          servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
        );
        httpServer.closeAllConnections();
        await new Promise<void>((resolve, reject) =>
          httpServer.close((error) => (error ? reject(error) : resolve())),
        );
        // Last: calls still being answered finish their appends first.
        if (!shared) await sessions.close();
      })();
      return closing;
    },
  };
}

/**
 * LAN mode for a server on loopback: a listener on the network addresses, turned on and off
 * at will. A server started on a network address (`--host 0.0.0.0`) is on the LAN already.
 */
function lanControl(
  host: string,
  port: () => number,
  handlers: ConstructorParameters<typeof LanListener>[0],
  lanHost: string | undefined,
  dropLanClients: () => void,
): LanControl {
  if (!isLoopbackHost(host)) {
    const wildcard = host === '0.0.0.0' || host === '::' || host === '';
    const urls = (wildcard ? lanAddresses() : [host]).map((a) => httpUrl(a, port()));
    const status = () => ({ supported: true, on: true, urls, error: null });
    return {
      status,
      set: async (on) =>
        on
          ? status()
          : {
              ...status(),
              error: `started on ${host}: restart "lodestar serve" without --host to leave the LAN`,
            },
    };
  }
  const listener = new LanListener(handlers, port, lanHost);
  return {
    status: () => listener.status(),
    // The clients that came in over the LAN go first: their sockets hold the listener open.
    set(on) {
      if (!on) dropLanClients();
      return listener.set(on);
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
 * `Origin` (the CLI, tests, scripts) are not web pages: they are let in unpaired, and may
 * only pair (connection-kind.ts decides who each connection is). A standby also lets in
 * pages served by the host it follows (`trustedOrigins`): they come over when that host dies.
 */
function refuseUpgrade(
  req: IncomingMessage,
  boundHost: string,
  trustedOrigins: readonly string[],
): { status: number; reason: string } | null {
  const url = new URL(req.url ?? '/', 'http://host');
  const pathname = url.pathname;
  if (pathname !== '/ws') return { status: 404, reason: `no WebSocket at ${pathname}` };
  const origin = req.headers.origin;
  if (origin === undefined) return null;
  if (trustedOrigins.includes(origin.toLowerCase())) return null;
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
  const titles: Record<number, string> = {
    400: 'Bad Request',
    404: 'Not Found',
    429: 'Too Many Requests',
  };
  const title = titles[status] ?? 'Forbidden';
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
  clients: Iterable<WebSocket>,
  deliver: (ws: WebSocket, text: string) => void,
  frame: ServerFrame,
  to: (ws: WebSocket) => boolean = () => true,
) {
  const text = JSON.stringify(frame);
  for (const ws of clients) if (ws.readyState === WebSocket.OPEN && to(ws)) deliver(ws, text);
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
