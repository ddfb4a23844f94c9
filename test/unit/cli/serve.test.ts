import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { root, runCli, tempDir } from './run-cli.ts';

let temp: ReturnType<typeof tempDir>;
beforeEach(() => (temp = tempDir('serve')));
afterEach(() => temp.remove());

describe('lodestar serve', { timeout: 15_000 }, () => {
  it(
    'prints its URL and data folder, serves, and stops cleanly on SIGTERM',
    { timeout: 30_000 },
    async () => {
      const child = spawn(
        process.execPath,
        [path.join(root, 'bin/lodestar.js'), 'serve', '--port', '0', '--data', temp.dir],
        { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let stdout = '';
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          stdout += chunk.toString();
          const match = /^Lodestar is serving (http:\/\/\S+) \(data: (.+)\)$/m.exec(stdout);
          if (match?.[1]) {
            expect(match[2]).toBe(temp.dir);
            resolve(match[1]);
          }
        });
        void exited.then((code) => reject(new Error(`exited ${code}: ${stdout}${stderr}`)));
      });
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const health = await fetch(`${url}/health`);
      expect(await health.json()).toEqual({ ok: true });

      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(stdout).toContain('Stopped.');
      expect(stderr).toBe('');
    },
  );

  it('warns that a non-loopback host exposes the library to the network', async () => {
    const stop = new AbortController();
    const run = await runCli(['serve', '--host', '0.0.0.0', '--port', '0', '--data', temp.dir], {
      signal: stop.signal,
      onOut: () => stop.abort(),
    });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Lodestar is serving http:\/\/127\.0\.0\.1:\d+ /);
    expect(run.stderr).toMatch(
      /^Warning: listening on 0\.0\.0\.0: anyone who can reach this machine/,
    );
  });

  it('--lan lists the hall addresses and --pair prints a code for an existing session only', async () => {
    const { startServer } = await import('../../../host/server.ts');
    const { connectAsOwnPage } = await import('../host/ws-test-client.ts');
    // A session to pair for, made through a server on the same folder, closed again.
    const maker = await startServer({ dataDir: temp.dir, port: 0, rendererDir: temp.dir });
    const own = await connectAsOwnPage(maker.url);
    const created = await own.call('session.create', {
      scenarioId: 'so-say-we-all',
      facilitator: 'Ana',
    });
    await own.close();
    await maker.close();
    const sessionId = created.ok ? (created.response as { id: string }).id : 'none';

    const stop = new AbortController();
    const run = await runCli(
      ['serve', '--lan', '--port', '0', '--data', temp.dir, '--pair', sessionId],
      { signal: stop.signal, onOut: () => setTimeout(() => stop.abort(), 300) },
    );
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Lodestar is serving http:\/\/127\.0\.0\.1:\d+ /);
    expect(run.stdout).toMatch(/in the hall: http:\/\/[\d.]+:\d+/);
    expect(run.stdout).toMatch(
      new RegExp(`Pairing code for session ${sessionId}: [A-Z2-9]{6} \\(one console, 5 minutes\\)`),
    );

    const again = new AbortController();
    const missing = await runCli(
      ['serve', '--port', '0', '--data', temp.dir, '--pair', 'no-such'],
      {
        signal: again.signal,
        onOut: () => setTimeout(() => again.abort(), 300),
      },
    );
    expect(missing.stderr).toContain('no pairing code');
  });

  it('gives no warning on loopback', async () => {
    const stop = new AbortController();
    const run = await runCli(['serve', '--port', '0', '--data', temp.dir], {
      signal: stop.signal,
      onOut: () => stop.abort(),
    });
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
  });

  it('exits 1 with a clear message when it cannot start', async () => {
    const { startServer } = await import('../../../host/server.ts');
    const holder = await startServer({ dataDir: temp.dir, port: 0, rendererDir: temp.dir });
    try {
      const run = await runCli(['serve', '--port', String(holder.port), '--data', temp.dir]);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(
        `could not start: port ${holder.port} on 127.0.0.1 is already in use`,
      );
    } finally {
      await holder.close();
    }
  });
});
