import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli, tempDir } from './run-cli.ts';

const lines = (text: string) => text.trimEnd().split('\n');

let temp: ReturnType<typeof tempDir>;
beforeEach(() => (temp = tempDir('resolve')));
afterEach(() => temp.remove());
/** Bundled scenarios only: a data folder that does not exist. */
const cli = (args: string[]) => runCli([...args, '--data', `${temp.dir}/none`]);

describe('lodestar resolve', () => {
  it('rules a main-weapons volley from typed dice, step by step, in the rulebook’s words', async () => {
    const run = await cli([
      'resolve',
      'so-say-we-all',
      'main-weapons',
      '--input',
      'shots=3',
      '--dice',
      '6,3,1',
    ]);
    expect(run.code).toBe(0);
    expect(lines(run.stdout)).toEqual([
      'Prosecutor Main Weapons',
      '  Shot 1: rolled 6: 1 Location Damaged.',
      '  Shot 2: rolled 3: 1 Lost Action.',
      '  Shot 3: rolled 1: No Effect.',
      'Result: No Effect, 1 Lost Action, 1 Location Damaged',
    ]);
  });

  it('takes inputs repeated, joined with commas, or as words; flags as yes/no', async () => {
    const a = await cli([
      'resolve',
      'aquila-rift',
      'guns-vs-armour',
      '--input',
      'guns=8',
      '--input',
      'armour=6',
      '--dice',
      '1,2,2,3,4,4,5,6',
    ]);
    const b = await cli([
      'resolve',
      'aquila-rift',
      'guns-vs-armour',
      'guns=8',
      'armour=6',
      '--dice',
      '1 2 2 3 4 4 5 6',
    ]);
    const c = await cli([
      'resolve',
      'aquila-rift',
      'guns-vs-armour',
      '--input',
      'guns=8,armour=6',
      '--dice',
      '1,2,2,3,4,4,5,6',
    ]);
    expect(a.stdout).toContain('The pair of 4s totals 8 and beats armour 6: 4 hexes of damage.');
    expect(b.stdout).toBe(a.stdout);
    expect(c.stdout).toBe(a.stdout);
    const evasive = await cli([
      'resolve',
      'so-say-we-all',
      'main-weapons',
      'evasive=yes',
      '--dice',
      '5',
    ]);
    expect(evasive.stdout).toContain('Rolled 5 − 2 = 3: 1 Lost Action.');
  });

  it('rolls the same dice for the same seed and prints them to type in again', async () => {
    const a = await cli([
      'resolve',
      'ti3-patch',
      'space-combat',
      'a-dreadnought=2',
      'b-cruiser=3',
      '--seed',
      'x',
    ]);
    const b = await cli([
      'resolve',
      'ti3-patch',
      'space-combat',
      'a-dreadnought=2',
      'b-cruiser=3',
      '--seed',
      'x',
    ]);
    expect(a.code).toBe(0);
    expect(a.stdout).toBe(b.stdout);
    const dice = /--dice (\S+) repeats it/.exec(a.stdout)![1]!;
    const typed = await cli([
      'resolve',
      'ti3-patch',
      'space-combat',
      'a-dreadnought=2',
      'b-cruiser=3',
      '--dice',
      dice,
    ]);
    expect(lines(typed.stdout).at(-1)).toBe(lines(a.stdout).at(-2));
  });

  it('prints the ruling as JSON', async () => {
    const run = await cli([
      'resolve',
      'ti3-patch',
      'leader-fate',
      'enemy-controls=yes',
      '--dice',
      '4',
      '--json',
    ]);
    expect(JSON.parse(run.stdout)).toMatchObject({
      resolver: 'leader-fate',
      dice: [4],
      tally: { captured: 1 },
      result: 'Captured',
      inputs: { 'enemy-controls': true, agent: false },
    });
  });

  it.each([
    [
      ['so-say-we-all', 'lasers'],
      /no resolver "lasers" \(its resolvers: main-weapons, collision, flak, interceptor-loss, dogfight, ship-destroyed-salvage\)/,
    ],
    [
      ['so-say-we-all', 'main-weapons', 'shots=3', '--dice', '6,3'],
      /needs 3 dice \(3 shots × d6\), but 2 were given/,
    ],
    [
      ['so-say-we-all', 'main-weapons', '--dice', '9'],
      /die 1 shows 9, which a d6 cannot roll \(1–6\)/,
    ],
    [
      ['so-say-we-all', 'main-weapons', 'guns=2', '--dice', '1'],
      /no input "guns" \(its inputs: shots, evasive, reactive-armour\)/,
    ],
    [['duel-of-iron', 'to-hit', 'range=far', '--dice', '1'], /must be one of short, medium, long/],
  ])('explains %j, exit 1', async (args, message) => {
    const run = await cli(['resolve', ...args]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(message);
    expect(run.stdout).toBe('');
  });

  it('a badly written input or dice is a usage error, exit 2', async () => {
    expect((await cli(['resolve', 'so-say-we-all', 'collision', 'shots'])).code).toBe(2);
    expect((await cli(['resolve', 'so-say-we-all', 'collision', '--dice', 'six'])).code).toBe(2);
  });
});

describe('lodestar odds-resolve', () => {
  it('prints the exact distribution, the headline chance and the expected results', async () => {
    const run = await cli(['odds-resolve', 'so-say-we-all', 'main-weapons', '--input', 'shots=3']);
    expect(run.code).toBe(0);
    expect(lines(run.stdout)[0]).toBe('Prosecutor Main Weapons: exact');
    expect(run.stdout).toContain('chance of at least one 1 Location Damaged: 70.37%');
    expect(run.stdout).toContain('expected 1 Location Damaged: 1.000');
  });

  it('a fleet battle: win chance and expected losses as JSON, summing to one', async () => {
    const run = await cli([
      'odds-resolve',
      'ti3-patch',
      'space-combat',
      'a-dreadnought=2',
      'a-fighter=3',
      'b-cruiser=3',
      'b-carrier=1',
      '--json',
    ]);
    const out = JSON.parse(run.stdout) as {
      exact: boolean;
      outcomes: { label: string; p: number }[];
      win: { p: number };
      expected: { label: string; value: number }[];
    };
    expect(out.exact).toBe(true);
    expect(out.outcomes.reduce((s, o) => s + o.p, 0)).toBeCloseTo(1, 10);
    expect(out.win.p).toBeGreaterThan(0.9);
    expect(out.expected.map((e) => e.label)).toContain('Defender units lost');
  });

  it('past its budget the odds are an estimate that says why', async () => {
    const run = await cli([
      'odds-resolve',
      'aquila-rift',
      'guns-vs-armour',
      'guns=30',
      '--budget-ms',
      '1',
    ]);
    expect(lines(run.stdout)[0]).toMatch(
      /estimated from [\d,]+ rolls; not exact: working them out exactly takes longer than 1 ms/,
    );
  });
});
