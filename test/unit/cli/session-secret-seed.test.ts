import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionShowReport } from '../../../cli/commands/session-show.ts';
import { serializeScenario } from '../../../scenarios/format/parse.ts';
import { timedScenario } from '../host/session-fixtures.ts';
import { runCli, tempDir } from './run-cli.ts';

/** `lodestar session new` seeds the secret results apart; --secret-seed fixes that seed too. */

let temp: ReturnType<typeof tempDir>;
let scenarioFile: string;
beforeEach(async () => {
  temp = tempDir('secret-seed');
  scenarioFile = path.join(temp.dir, 'harbour.lodestar.json');
  await writeFile(scenarioFile, serializeScenario(timedScenario()));
});
afterEach(() => temp.remove());

async function created(name: string, ...args: string[]): Promise<Record<string, unknown>> {
  const file = path.join(temp.dir, `${name}.session.jsonl`);
  const run = await runCli(['session', 'new', scenarioFile, '--out', file, ...args]);
  expect(run.code, run.stderr).toBe(0);
  const [line] = (await readFile(file, 'utf8')).split('\n');
  return JSON.parse(line!) as Record<string, unknown>;
}

async function shown(name: string, viewer: string): Promise<SessionShowReport> {
  const file = path.join(temp.dir, `${name}.session.jsonl`);
  const run = await runCli(['session', 'show', file, '--viewer', viewer, '--json']);
  expect(run.code, run.stderr).toBe(0);
  return JSON.parse(run.stdout) as SessionShowReport;
}

describe('lodestar session new --secret-seed', () => {
  it('draws a secret seed from a cryptographic source even when --seed is typed', async () => {
    const a = await created('a', '--seed', 'typed');
    const b = await created('b', '--seed', 'typed');
    expect(a['seed']).toBe('typed');
    expect(a['secretSeed']).toMatch(/^[0-9a-f]{32}$/);
    expect(b['secretSeed']).not.toBe(a['secretSeed']);
  });

  it('writes the secret seed given, which Control sees and no one else', async () => {
    const header = await created('fixed', '--seed', 'typed', '--secret-seed', 'hidden-42');
    expect(header['secretSeed']).toBe('hidden-42');
    expect((await shown('fixed', 'control')).secretSeed).toBe('hidden-42');
    for (const viewer of ['facilitator', 'display']) {
      const report = await shown('fixed', viewer);
      expect(report.secretSeed).toBeUndefined();
      expect(JSON.stringify(report)).not.toContain('hidden-42');
    }
  });

  it('refuses an empty secret seed', async () => {
    const run = await runCli(['session', 'new', scenarioFile, '--secret-seed', '']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--secret-seed');
  });
});
