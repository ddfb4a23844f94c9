import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli, tempDir, validScenario } from './run-cli.ts';

const lines = (text: string) => text.trimEnd().split('\n');

let temp: ReturnType<typeof tempDir>;
beforeEach(() => (temp = tempDir('roll')));
afterEach(() => temp.remove());

describe('lodestar roll', () => {
  it('rolls the same dice for the same seed and prints how to repeat it', async () => {
    const a = await runCli(['roll', '4d6kh3', '--seed', 'abc']);
    const b = await runCli(['roll', '4d6kh3', '--seed', 'abc']);
    expect(a.code).toBe(0);
    expect(a.stdout).toEqual(b.stdout);
    expect(lines(a.stdout)[0]).toMatch(/^4d6kh3 \[\d, \d, \d, \(\d\)\] = \d+$/);
    expect(lines(a.stdout).at(-1)).toContain('--seed abc');
  });

  it('prints every roll as JSON, several times', async () => {
    const run = await runCli(['roll', '2d6+1', '--seed', 's', '--times', '5', '--json']);
    const out = JSON.parse(run.stdout) as {
      expression: string;
      seed: string;
      rolls: { total: number }[];
    };
    expect(out).toMatchObject({ expression: '2d6 + 1', seed: 's' });
    expect(out.rolls).toHaveLength(5);
    for (const roll of out.rolls) expect(roll.total).toBeGreaterThanOrEqual(3);
  });

  it('chooses a seed when none is given', async () => {
    const run = await runCli(['roll', 'd20']);
    expect(run.code).toBe(0);
    expect(lines(run.stdout).at(-1)).toMatch(/^seed \S+ /);
  });

  it('explains bad notation with a caret, exit 2', async () => {
    const run = await runCli(['roll', '3d6kh4']);
    expect(run.code).toBe(2);
    expect(lines(run.stderr)).toEqual([
      'lodestar roll: 3d6 keeps more dice than it rolls at column 4',
      '  3d6kh4',
      '     ^',
    ]);
    expect((await runCli(['roll'])).code).toBe(2);
    expect((await runCli(['roll', '1d6', '--times', '0'])).code).toBe(2);
  });

  it('rolls the named dice of a scenario file', async () => {
    const file = path.join(temp.dir, 'game.lodestar.json');
    writeFileSync(
      file,
      JSON.stringify({
        ...validScenario('Captains'),
        dice: [
          {
            id: 'engineer',
            name: 'Engineer',
            faces: [
              { value: 1, label: '+1 vs any type' },
              { value: 2, label: '+2 vs any type' },
            ],
          },
        ],
      }),
    );
    const run = await runCli(['roll', 'd[engineer]', '--seed', 'x', '--scenario', file]);
    expect(run.code).toBe(0);
    expect(lines(run.stdout)[0]).toMatch(/^1d\[engineer\] \[\+\d vs any type \(\d\)\] = \d$/);
    const missing = await runCli(['roll', 'd[pilot]', '--scenario', file]);
    expect(lines(missing.stderr)[0]).toBe(
      'lodestar roll: unknown die "pilot" (this scenario has: engineer) at column 2',
    );
  });
});

describe('lodestar odds', () => {
  it('charts the exact odds of every total', async () => {
    const run = await runCli(['odds', '2d6']);
    expect(run.code).toBe(0);
    expect(lines(run.stdout)[0]).toBe('2d6: exact');
    expect(lines(run.stdout)).toContain(' 7   16.67%  ' + '█'.repeat(40));
    expect(lines(run.stdout).at(-2)).toBe('mean 7.000, sd 2.415, min 2, max 12');
    expect(lines(run.stdout).at(-1)).toBe('percentiles: 5% 3, 25% 5, 50% 7, 75% 9, 95% 11');
  });

  it('prints JSON whose probabilities sum to one', async () => {
    const run = await runCli(['odds', '4d6kh3', '--json']);
    const out = JSON.parse(run.stdout) as {
      exact: boolean;
      min: number;
      p: number[];
      summary: { mean: number };
    };
    expect(out.exact).toBe(true);
    expect(out.min).toBe(3);
    expect(out.p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(out.summary.mean).toBeCloseTo(12.2446, 4);
  });

  it('works exploding dice out exactly, saying how much the series leaves out', async () => {
    const run = await runCli(['odds', '1d6!', '--json']);
    const out = JSON.parse(run.stdout) as { exact: boolean; cutMass: number };
    expect(out.exact).toBe(true);
    expect(out.cutMass).toBeGreaterThan(0);
    expect(out.cutMass).toBeLessThan(1e-12);
    expect((await runCli(['odds', '1d6!'])).stdout).toContain('exact (a series');
  });

  it('estimates past its budget, and says so and why', async () => {
    const run = await runCli(['odds', '1000d1000', '--budget-ms', '50', '--json']);
    const out = JSON.parse(run.stdout) as {
      exact: boolean;
      samples: number;
      standardError: number;
      reason: string;
    };
    expect(out.exact).toBe(false);
    expect(out.samples).toBeGreaterThanOrEqual(1000);
    expect(out.standardError).toBeGreaterThan(0);
    expect(out.reason).toBe('working them out exactly takes longer than 50 ms');
    const text = (await runCli(['odds', '4d6!pkh3', '--budget-ms', '50'])).stdout;
    expect(text).toMatch(/^4d6!p>=6kh3: estimated from [\d,]+ rolls ± [\d.]+% .*no exact method/);
  });

  it('charts an estimate hundreds of thousands of totals wide: twenty groups of big dice', async () => {
    const sum = Array.from({ length: 20 }, () => '50d10000').join('+');
    const run = await runCli(['odds', sum, '--budget-ms', '1']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const out = lines(run.stdout);
    expect(out[0]).toMatch(/: estimated from [\d,]+ rolls/);
    expect(out.at(-2)).toMatch(/^mean \d+\.\d{3}, sd \d+\.\d{3}, min \d+, max \d+$/);
  });
});
