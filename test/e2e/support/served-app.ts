import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));

export interface ServedApp {
  url: string;
  dataDir: string;
  port: number;
  process: ChildProcess;
  stop(): Promise<void>;
  /** Kills the server at once (SIGKILL), as a power cut or a crash would; the data stays. */
  crash(): Promise<void>;
}

/**
 * Starts `lodestar serve` as a user would (the real CLI, a child process) on a free port with
 * its own data folder, and resolves once it prints its URL. Give `dataDir` and `port` to
 * restart a server where a crashed one was: open pages then reconnect by themselves.
 */
export async function serveApp(
  options: { dataDir?: string; port?: number; args?: readonly string[] } = {},
): Promise<ServedApp> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'lodestar-e2e-'));
  const port = String(options.port ?? 0);
  const child = spawn(
    process.execPath,
    [
      path.join(root, 'bin/lodestar.js'),
      'serve',
      '--port',
      port,
      '--data',
      dataDir,
      ...(options.args ?? []),
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`serve did not start:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /(http:\/\/[^\s]+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1].replace(/\/$/, ''));
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`serve exited with ${code}:\n${output}`));
    });
  });
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill(signal);
      await exited;
    }
  };
  return {
    url,
    dataDir,
    port: Number(new URL(url).port),
    process: child,
    async stop() {
      await end('SIGTERM');
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
    crash: () => end('SIGKILL'),
  };
}
