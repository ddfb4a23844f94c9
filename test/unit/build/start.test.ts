import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

/**
 * `npm start` after the build: Electron where its binary is here and can show a window,
 * otherwise the app served to the default browser, with the address printed when no browser
 * opens. Electron's download is pointed at a closed port so that no test reaches the network.
 */

const root = fileURLToPath(new URL('../../..', import.meta.url));
const script = path.join(root, 'scripts', 'start.js');
// The `electron` package finds its binary at $ELECTRON_OVERRIDE_DIST_PATH/<path.txt or "electron">.
const pathTxt = path.join(root, 'node_modules', 'electron', 'path.txt');
const binaryName = existsSync(pathTxt) ? readFileSync(pathTxt, 'utf8') : 'electron';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'lodestar-start-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** The environment of a machine with a display, Electron's binary in `dist`, no browser opener. */
function env(extra: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const { LODESTAR_BROWSER: _browser, ...inherited } = process.env;
  const base: NodeJS.ProcessEnv = {
    ...inherited,
    DISPLAY: ':0',
    PATH: path.dirname(process.execPath),
    ELECTRON_MIRROR: 'http://127.0.0.1:9/',
    electron_config_cache: path.join(dir, 'cache'),
    ...extra,
  };
  for (const [key, value] of Object.entries(extra)) if (value === undefined) delete base[key];
  return base;
}

/** Runs start.js until it prints the served address (then stops it), or until it exits. */
function startUntilServed(args: string[], environment: NodeJS.ProcessEnv) {
  return new Promise<{ out: string; code: number | null }>((resolve) => {
    const child = spawn(process.execPath, [script, ...args], { cwd: root, env: environment });
    let out = '';
    const collect = (data: Buffer) => {
      out += String(data);
      if (/open http:\/\/127\.0\.0\.1:\d+ in a browser/.test(out)) child.kill('SIGTERM');
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('exit', (code) => resolve({ out, code }));
  });
}

describe('npm start', () => {
  it.skipIf(process.platform === 'win32')(
    'launches Electron on the package with the arguments given, and returns its exit code',
    async () => {
      const record = path.join(dir, 'args.txt');
      const binary = path.join(dir, binaryName);
      await writeFile(
        binary,
        `#!/bin/sh\nfor a in "$@"; do printf '%s\\n' "$a"; done > '${record}'\nexit 7\n`,
      );
      await chmod(binary, 0o755);
      const result = spawnSync(process.execPath, [script, '--data', '/tmp/games dir'], {
        cwd: root,
        encoding: 'utf8',
        env: env({ ELECTRON_OVERRIDE_DIST_PATH: dir }),
      });
      expect(result.status).toBe(7);
      expect((await readFile(record, 'utf8')).split('\n').slice(0, -1)).toEqual([
        root,
        '--data',
        '/tmp/games dir',
      ]);
    },
    30_000,
  );

  it('without a display, serves the app and prints its address when no browser opens', async () => {
    const { out } = await startUntilServed(
      ['--port', '0', '--data', path.join(dir, 'data')],
      env({ DISPLAY: undefined, WAYLAND_DISPLAY: undefined }),
    );
    expect(out).toContain('no graphical display here for the desktop app');
    expect(out).toMatch(/Lodestar is serving http:\/\/127\.0\.0\.1:\d+/);
    expect(out).toMatch(/open http:\/\/127\.0\.0\.1:\d+ in a browser/);
    expect(out).not.toMatch(/Error|at .*\.js:\d+/);
  }, 240_000);

  it('when Electron cannot be fetched, says why in one line and serves the app instead', async () => {
    if (existsSync(pathTxt)) return; // this machine has the binary: nothing to fetch
    const { out } = await startUntilServed(
      ['--port', '0', '--data', path.join(dir, 'data')],
      env({}),
    );
    const lines = out.trim().split('\n');
    expect(lines[0]).toBe(
      "lodestar: fetching Electron's binary for the desktop app (once; about 100 MB)…",
    );
    expect(lines[1]).toMatch(
      /^lodestar: the desktop app needs Electron's binary, and it could not be downloaded \(.+\): opening Lodestar in a browser$/,
    );
    expect(out).toMatch(/open http:\/\/127\.0\.0\.1:\d+ in a browser/);
  }, 240_000);

  it('goes to the browser at once when asked', async () => {
    const { out } = await startUntilServed(
      ['--port', '0', '--data', path.join(dir, 'data')],
      env({ LODESTAR_BROWSER: '1' }),
    );
    expect(out).not.toContain('fetching');
    expect(out).toMatch(/Lodestar is serving http:\/\/127\.0\.0\.1:\d+/);
  }, 240_000);

  it('passes a mistaken argument to the server, which says what is wrong', async () => {
    const result = spawnSync(process.execPath, [script, '--prot', '5000'], {
      cwd: root,
      encoding: 'utf8',
      env: env({ LODESTAR_BROWSER: '1' }),
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/unknown option "--prot"/);
  }, 240_000);
});
