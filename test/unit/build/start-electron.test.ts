import { spawnSync } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const script = path.join(root, 'scripts', 'start-electron.js');
// The `electron` package finds its binary at $ELECTRON_OVERRIDE_DIST_PATH/<path.txt or "electron">.
const pathTxt = path.join(root, 'node_modules', 'electron', 'path.txt');
const binaryName = existsSync(pathTxt) ? readFileSync(pathTxt, 'utf8') : 'electron';

let dist: string;
beforeEach(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'lodestar-electron-dist-'));
});
afterEach(() => rm(dist, { recursive: true, force: true }));

function start(args: string[]) {
  return spawnSync(process.execPath, [script, ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, ELECTRON_OVERRIDE_DIST_PATH: dist },
  });
}

describe('scripts/start-electron.js', () => {
  it('without an Electron binary, says so in one line and exits 1', () => {
    const result = start([]);
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(
      'Electron\'s binary is not installed on this machine (installed with ELECTRON_SKIP_BINARY_DOWNLOAD?). Run "npm run serve" to use Lodestar in a browser.\n',
    );
  }, 30_000);

  it.skipIf(process.platform === 'win32')(
    'launches Electron on the package with the given arguments and returns its exit code',
    async () => {
      const record = path.join(dist, 'args.txt');
      const binary = path.join(dist, binaryName);
      await writeFile(
        binary,
        `#!/bin/sh\nfor a in "$@"; do printf '%s\\n' "$a"; done > '${record}'\nexit 7\n`,
      );
      await chmod(binary, 0o755);
      const result = start(['--data', '/tmp/games dir']);
      expect(result.status).toBe(7);
      expect((await readFile(record, 'utf8')).split('\n').slice(0, -1)).toEqual([
        root,
        '--data',
        '/tmp/games dir',
      ]);
    },
    30_000,
  );
});
