import { defineCommand } from '../command.ts';
import { dataDirOf, dataOption, wholeNumber } from '../common-options.ts';
import { EXIT } from '../io.ts';
import { rendererDir } from '../package-root.ts';

// The server's own defaults (host/server.ts), repeated so that `--help` does not load
// the server and the library; a test keeps the two in step.
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_PORT = 4777;

export const serveCommand = defineCommand({
  name: 'serve',
  summary: 'run Lodestar in a browser (HTTP + WebSocket), for this machine or LAN displays',
  description: `Serves the app (built into dist/renderer by "npm run build:renderer"), the scenario
library and its live sessions over HTTP and WebSocket until stopped with Ctrl+C. A projector
or a second screen in the hall opens http://ADDRESS:PORT/display?session=<id> once LAN mode
is on (--lan, or from the console's "Screens & consoles").`,
  positionals: [],
  options: {
    lan: {
      type: 'boolean',
      description: `LAN mode: also listen on this machine's network addresses (or --host), so
displays, team screens and paired consoles in the hall can connect. Only this
machine's own browser is Control; every other console pairs with a code.`,
    },
    host: {
      type: 'string',
      value: 'HOST',
      description: `with --lan: the one network address to listen on (default: all of them).
Without --lan: the address to listen on (default ${DEFAULT_HOST}: this machine only).`,
    },
    pair: {
      type: 'string',
      value: 'SESSION',
      description: `print a pairing code for a console of this session (five minutes, one use)`,
    },
    port: {
      type: 'string',
      value: 'PORT',
      description: `port to listen on (default ${DEFAULT_PORT}; 0 picks any free port)`,
      parse: wholeNumber(0, 65_535),
    },
    data: dataOption(),
    follow: {
      type: 'string',
      value: 'HOST[:PORT]',
      description: `run as a standby: copy every running session of the Lodestar host at
HOST:PORT (default port ${DEFAULT_PORT}) into this data folder as it happens, read-only
here until Control promotes this standby ("lodestar standby promote")`,
    },
    code: {
      type: 'string',
      value: 'CODE',
      description: 'with --follow: the pairing code the host gave for a standby',
    },
  },
  exitCodes: '0 stopped cleanly, 1 could not start, 2 usage error.',

  async run({ options }, io) {
    const lan = options.lan === true;
    const host = lan ? DEFAULT_HOST : (options.host ?? DEFAULT_HOST);
    const port = options.port ?? DEFAULT_PORT;
    const dataDir = dataDirOf(options.data, io);

    if (options.code !== undefined && options.follow === undefined) {
      io.err('lodestar serve: --code is for a standby: give --follow HOST[:PORT] too');
      return EXIT.usage;
    }
    const { isLoopbackHost, startServer } = await import('../../host/server.ts');
    const { hostAddressOf } = await import('../../host/standby/follower.ts');
    let follow: { host: string; code?: string } | undefined;
    try {
      if (options.follow !== undefined)
        follow = {
          host: hostAddressOf(options.follow, DEFAULT_PORT),
          ...(options.code === undefined ? {} : { code: options.code }),
        };
    } catch (error) {
      io.err(`lodestar serve: --follow: ${error instanceof Error ? error.message : String(error)}`);
      return EXIT.usage;
    }
    let server;
    try {
      server = await startServer({
        dataDir,
        host,
        port,
        rendererDir,
        lan,
        ...(lan && options.host !== undefined ? { lanHost: options.host } : {}),
        log: (message) => io.err(`lodestar serve: ${message}`),
        ...(follow ? { follow } : {}),
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      io.err(`lodestar serve: could not start: ${message}`);
      return EXIT.invalid;
    }

    io.out(`Lodestar is serving ${server.url} (data: ${dataDir})`);
    if (follow)
      io.out(
        `Standby: following ${follow.host}; promote with "lodestar standby promote --port ${server.port}"`,
      );
    const lanStatus = server.lan.status();
    if (lan) {
      if (lanStatus.error) io.err(`lodestar serve: LAN mode is off: ${lanStatus.error}`);
      for (const url of lanStatus.urls) io.out(`  in the hall: ${url}`);
    } else if (!isLoopbackHost(host)) {
      io.err(
        `Warning: listening on ${host}: anyone who can reach this machine on the network can ` +
          'open the displays; consoles pair with a code, team screens need their links.',
      );
      for (const url of lanStatus.urls) io.err(`  other devices open ${url}`);
    }
    if (options.pair !== undefined) {
      try {
        const issued = await server.pairing.issue(options.pair);
        const minutes = Math.round((issued.expiresAt - Date.now()) / 60_000);
        io.out(
          `Pairing code for session ${issued.sessionId}: ${issued.code} (one console, ${minutes} minutes)`,
        );
      } catch (error) {
        io.err(
          `lodestar serve: no pairing code: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }

    await stopRequested(io.signal);
    io.out('Stopping…');
    await server.close();
    io.out('Stopped.');
    return EXIT.ok;
  },
});

/** Resolves on SIGINT or SIGTERM, or when the given signal aborts (in-process callers). */
function stopRequested(signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      process.off('SIGINT', done);
      process.off('SIGTERM', done);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    process.once('SIGINT', done);
    process.once('SIGTERM', done);
    if (signal?.aborted) done();
    else signal?.addEventListener('abort', done, { once: true });
  });
}
