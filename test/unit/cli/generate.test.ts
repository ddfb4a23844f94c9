import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli, tempDir } from './run-cli.ts';

let temp: ReturnType<typeof tempDir>;
beforeEach(() => (temp = tempDir('generate')));
afterEach(() => temp.remove());

describe('lodestar generate', () => {
  it('finds a bundled template by id, prints JSON with the TTS string, and makes the map again from the recorded iterations', async () => {
    const first = await runCli([
      'generate',
      '--template',
      'ti4-6p',
      '--seed',
      'cli',
      '--budget-ms',
      '300',
      '--json',
    ]);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    const report = JSON.parse(first.stdout) as {
      seed: string;
      iterations: number;
      imbalance: number;
      tts: string;
      map: { generated: { iterations: number; seed: string } };
    };
    expect(report.seed).toBe('cli');
    expect(report.iterations).toBeGreaterThan(0);
    expect(report.map.generated.iterations).toBe(report.iterations);
    expect(report.tts.split(' ')).toHaveLength(36);
    expect(report.tts.split(' ').filter((t) => t === '0')).toHaveLength(6);

    const out = path.join(temp.dir, 'again.json');
    const again = await runCli([
      'generate',
      '--template',
      'ti4-6p',
      '--seed',
      'cli',
      '--iterations',
      String(report.iterations),
      '--json',
      '--out',
      out,
    ]);
    expect(again.code).toBe(0);
    const second = JSON.parse(again.stdout) as typeof report;
    expect(JSON.stringify(second.map)).toBe(JSON.stringify(report.map));
    const file = JSON.parse(readFileSync(out, 'utf8')) as { format: string; map: unknown };
    expect(file.format).toBe('lodestar-map');
    expect(JSON.stringify(file.map)).toBe(JSON.stringify(report.map));
  });

  it('prints a summary with the command that makes the map again', async () => {
    const run = await runCli([
      'generate',
      '--template',
      'ti3-duel-2',
      '--seed',
      'duel',
      '--iterations',
      '200',
    ]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      'Generated "TI3 duel, 2 players, seed duel" from ti3-duel-2 (2 players)',
    );
    expect(run.stdout).toContain('Again exactly: --seed "duel" --iterations 200');
  });

  it('lists the templates there are for an unknown one', async () => {
    const run = await runCli(['generate', '--template', 'ti4-9p', '--seed', 's']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(
      /no bundled galaxy template "ti4-9p" \(templates: .*ti4-6p \(6 players, ti4-galaxy\)/,
    );
  });

  it('refuses a player count the template does not seat, naming the templates that do', async () => {
    const run = await runCli(['generate', '--template', 'ti4-6p', '--players', '5', '--seed', 's']);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      'lodestar generate: template "ti4-6p" seats 6 players, not 5 (for 5: ti4-5p)\n',
    );
  });

  it('refuses a budget and an iteration count together', async () => {
    const run = await runCli([
      'generate',
      '--template',
      'ti4-6p',
      '--seed',
      's',
      '--iterations',
      '5',
      '--budget-ms',
      '5',
    ]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('give --budget-ms or --iterations, not both');
  });
});
