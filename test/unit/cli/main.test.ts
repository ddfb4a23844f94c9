import { spawn } from 'node:child_process';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { PassThrough, Writable } from 'node:stream';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_HOST, DEFAULT_PORT } from '../../../cli/commands/serve.ts';
import { processIo } from '../../../cli/io.ts';
import { commands } from '../../../cli/main.ts';
import * as server from '../../../host/server.ts';
import { root, runCli, spawnCli, tempDir } from './run-cli.ts';

const pkgVersion = (
  JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    version: string;
  }
).version;

describe('lodestar (command dispatch)', () => {
  it('lists every command in --help, with exit 0', async () => {
    for (const flag of ['--help', '-h']) {
      const run = await runCli([flag]);
      expect(run.code).toBe(0);
      for (const name of ['serve', 'list', 'validate', 'migrate']) {
        expect(run.stdout).toMatch(new RegExp(`^  ${name}\\s+\\S`, 'm'));
      }
    }
  });

  for (const command of commands) {
    it(`prints usage for "${command.name} --help" and "help ${command.name}"`, async () => {
      const viaFlag = await runCli([command.name, '--help']);
      expect(viaFlag.code).toBe(0);
      expect(viaFlag.stdout).toMatch(new RegExp(`^Usage: lodestar ${command.name}\\b`));
      expect(viaFlag.stdout).toContain('Exit codes:');
      // --help wins even with other, valid arguments.
      const short = await runCli([command.name, 'x.json', '-h']);
      expect(short.code === 0 ? short.stdout : '').toBe(viaFlag.stdout);
      expect((await runCli(['help', command.name])).stdout).toBe(viaFlag.stdout);
    });
  }

  it('prints the version from package.json', async () => {
    expect((await runCli(['--version'])).stdout).toBe(`lodestar ${pkgVersion}\n`);
  });

  it('answers an unknown command or option with a clear message and exit 2', async () => {
    const unknown = await runCli(['frobnicate']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('lodestar: unknown command "frobnicate"');
    expect(unknown.stderr).toContain('Run "lodestar --help" for usage.');

    const option = await runCli(['--frobnicate']);
    expect(option.code).toBe(2);
    expect(option.stderr).toContain('unknown option "--frobnicate"');

    expect((await runCli(['help', 'frobnicate'])).code).toBe(2);
  });

  it('prints the help on standard error with exit 2 when no command is given', async () => {
    const run = await runCli([]);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('Usage: lodestar <command>');
  });

  it('rejects a --port that is not a port number', async () => {
    for (const port of ['http', '-1', '70000', '12.5']) {
      const run = await runCli(['serve', `--port=${port}`]);
      expect(run.code, port).toBe(2);
      expect(run.stderr).toContain('--port must be a whole number from 0 to 65535');
    }
  });

  it("names the server's own defaults in serve --help", () => {
    expect(DEFAULT_HOST).toBe(server.DEFAULT_HOST);
    expect(DEFAULT_PORT).toBe(server.DEFAULT_PORT);
  });
});

describe('processIo', () => {
  const epipe = () => Object.assign(new Error('write EPIPE'), { code: 'EPIPE' });

  it('drops the lines written after the reader went away, and goes on', () => {
    const written: string[] = [];
    const stdout = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written.push(chunk.toString());
        done();
      },
    });
    const io = processIo({ stdout, stderr: new PassThrough() });
    io.out('first');
    stdout.emit('error', epipe());
    expect(() => io.out('second')).not.toThrow();
    expect(written).toEqual(['first\n']);
  });

  it('still fails on any other write error', () => {
    const stdout = new PassThrough();
    processIo({ stdout, stderr: new PassThrough() });
    expect(() => stdout.emit('error', Object.assign(new Error('disk'), { code: 'EIO' }))).toThrow(
      'disk',
    );
  });
});

describe('bin/lodestar.js (a real process)', () => {
  it('runs the TypeScript CLI and exits with its code', { timeout: 30_000 }, async () => {
    const [version, unknown, invalid] = await Promise.all([
      spawnCli(['--version']),
      spawnCli(['frobnicate']),
      spawnCli(['validate', path.join(root, 'test/fixtures/bad/newer.lodestar.json')]),
    ]);
    expect(version).toMatchObject({ code: 0, stdout: expect.stringMatching(/^lodestar \S+\n$/) });
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('unknown command "frobnicate"');
    expect(invalid.code).toBe(1);
    expect(invalid.stdout).toContain('$.schemaVersion: written by a newer Lodestar');
  });

  it(
    'finishes quietly when its output is piped to a reader that stopped (| head)',
    { timeout: 30_000 },
    async () => {
      const data = tempDir('pipe');
      try {
        const run = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
          const child = spawn(
            process.execPath,
            [path.join(root, 'bin/lodestar.js'), 'list', '--data', data.dir],
            { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
          );
          // Gone before the first line: every write to it fails with EPIPE.
          child.stdout.destroy();
          let stderr = '';
          child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
          child.on('close', (code) => resolve({ code, stderr }));
        });
        expect(run).toEqual({ code: 0, stderr: '' });
      } finally {
        data.remove();
      }
    },
  );

  it(
    'runs the same from the sources through tsx when the bundle is turned off',
    { timeout: 30_000 },
    async () => {
      const env = { LODESTAR_NO_CLI_BUNDLE: '1' };
      const [version, invalid] = await Promise.all([
        spawnCli(['--version'], { env }),
        spawnCli(['validate', path.join(root, 'test/fixtures/bad/empty.lodestar.json')], { env }),
      ]);
      expect(version).toMatchObject({ code: 0, stdout: `lodestar ${pkgVersion}\n` });
      expect(invalid.code).toBe(1);
      expect(invalid.stdout).toContain('$: the file is empty');
    },
  );

  it(
    'remakes its cached bundle when a source file changed since',
    { timeout: 30_000 },
    async () => {
      const inputsFile = path.join(root, 'node_modules/.cache/lodestar-cli/inputs.json');
      await spawnCli(['--version']);
      const inputs = JSON.parse(readFileSync(inputsFile, 'utf8')) as Record<string, string>;
      const mainSource = 'cli/main.ts';
      expect(inputs[mainSource]).toBeDefined();
      // As if main.ts had been edited after the bundle was made.
      writeFileSync(inputsFile, JSON.stringify({ ...inputs, [mainSource]: '0:0' }));
      expect((await spawnCli(['--version'])).code).toBe(0);
      const remade = JSON.parse(readFileSync(inputsFile, 'utf8')) as Record<string, string>;
      expect(remade[mainSource]).toBe(inputs[mainSource]);
    },
  );

  it('keeps its cached bundle to ASCII text, which V8 reads one byte per character', async () => {
    // One character outside ASCII anywhere (a "×" in a regular expression, say) makes V8 hold
    // the whole 3 MB source two bytes per character, which every start then pays for.
    await spawnCli(['--version']);
    const bundle = readFileSync(
      path.join(root, 'node_modules/.cache/lodestar-cli/main.cjs'),
      'latin1',
    );
    // Read as latin1, every byte is one character: those above 0x7f are outside ASCII.
    const outside = /[\u0080-\u00ff].{0,30}/.exec(bundle);
    expect(outside?.[0] ?? null, 'write it as an escape (\\u00d7) in the source').toBeNull();
  });

  it(
    "keeps V8's code cache beside the bundle, and runs the same when that cache is damaged",
    { timeout: 30_000 },
    async () => {
      const cacheDir = path.join(root, 'node_modules/.cache/lodestar-cli');
      await spawnCli(['--version']);
      await spawnCli(['--version']);
      // The cache of the bundle as it is now, made at the first run's exit.
      const { ino, size, mtimeNs } = statSync(path.join(cacheDir, 'main.cjs'), { bigint: true });
      const cacheFile = path.join(cacheDir, `main-${ino}-${size}-${mtimeNs}.v8cache`);
      expect(statSync(cacheFile).size).toBeGreaterThan(100_000);
      writeFileSync(cacheFile, 'not a code cache');
      expect(await spawnCli(['--version'])).toMatchObject({
        code: 0,
        stdout: `lodestar ${pkgVersion}\n`,
      });
      // V8 refused it; the run made a good one in its place.
      expect(readFileSync(cacheFile, 'latin1')).not.toBe('not a code cache');
    },
  );

  it('starts with a shebang for node, so that npx lodestar runs it', () => {
    const text = readFileSync(path.join(root, 'bin/lodestar.js'), 'utf8');
    expect(text.startsWith('#!/usr/bin/env node\n')).toBe(true);
  });
});
