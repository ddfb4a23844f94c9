import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { main } from '../../../cli/main.ts';

export const root = fileURLToPath(new URL('../../..', import.meta.url));
export const badFixtures = path.join(root, 'test/fixtures/bad');

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** `lodestar …args` in this process, with its output captured. */
export async function runCli(
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; signal?: AbortSignal; onOut?: () => void } = {},
): Promise<CliRun> {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const code = await main(args, {
    out: (line) => {
      stdout.push(line);
      options.onOut?.();
    },
    err: (line) => stderr.push(line),
    cwd: options.cwd ?? root,
    env: options.env ?? {},
    ...(options.signal ? { signal: options.signal } : {}),
  });
  return {
    code,
    stdout: stdout.map((l) => `${l}\n`).join(''),
    stderr: stderr.map((l) => `${l}\n`).join(''),
  };
}

/** `lodestar session new SCENARIO --seed SEED --out FILE`, which must succeed. */
export async function newSession(scenario: string, file: string, seed = 'abc'): Promise<void> {
  const created = await runCli(['session', 'new', scenario, '--seed', seed, '--out', file]);
  if (created.code !== 0) throw new Error(`session new ${scenario} failed:\n${created.stderr}`);
}

/** `lodestar session act FILE 'ACTION'`, as `by` when given. */
export function sessionAct(file: string, action: object, by?: string): Promise<CliRun> {
  return runCli(['session', 'act', file, JSON.stringify(action), ...(by ? ['--by', by] : [])]);
}

/** `node bin/lodestar.js …args` as a child process: what a user's shell sees. */
export function spawnCli(
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'bin/lodestar.js'), ...args], {
      cwd: options.cwd ?? root,
      env: { ...process.env, LODESTAR_DATA: '', ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

/** A fresh temporary folder, removed by the returned function. */
export function tempDir(prefix: string): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), `lodestar-${prefix}-`));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A valid current-version scenario, as a designer would write it by hand. */
export function validScenario(title = 'Harbour Night') {
  return {
    schemaVersion: 1,
    meta: { title, players: { min: 12, max: 20 }, durationMinutes: 180 },
    teams: [
      {
        id: 'guild',
        name: 'Harbour Guild',
        colour: '#2a6f97',
        roles: [{ id: 'master', name: 'Guildmaster', count: 2 }],
      },
    ],
  };
}

/** The version-0 draft layout that `migrate` upgrades. */
export function draftScenario() {
  return {
    schemaVersion: 0,
    title: 'Harbour Night',
    designer: 'Ana Lima, Rui Costa',
    players: '12-20',
    duration: '3h',
    teams: [{ name: 'Harbour Guild', color: '#2a6f97', roles: ['Guildmaster', 'Clerk', 'Clerk'] }],
  };
}
