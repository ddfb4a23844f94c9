import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SIX_PLAYER, spiralMap, TI4_MOVEMENT, TI4_TILES } from '../../support/ti4-reference.ts';
import { runCli, tempDir, validScenario } from './run-cli.ts';

let temp: ReturnType<typeof tempDir>;
beforeEach(() => (temp = tempDir('analyze')));
afterEach(() => temp.remove());

/** The six-player reference galaxy (test/support/ti4-reference.ts) in a scenario file. */
function galaxyFile(): string {
  const scenario = {
    ...validScenario('Reference Galaxy'),
    tiles: TI4_TILES,
    maps: [{ ...spiralMap(SIX_PLAYER, 3), id: 'six', name: 'Six players' }],
    mapRules: { movement: TI4_MOVEMENT, balance: { preset: 'keeganw-slices', presets: [] } },
  };
  const file = path.join(temp.dir, 'galaxy.lodestar.json');
  writeFileSync(file, JSON.stringify(scenario));
  return file;
}

describe('lodestar analyze', () => {
  it("prints a row per home and the imbalance by the scenario's preset", async () => {
    const run = await runCli(['analyze', `${galaxyFile()}#six`]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('Balance of "Six players" in "Reference Galaxy"');
    expect(lines[1]).toMatch(/^by KeeganW slices/);
    const header = lines.find((l) => l.startsWith('Home'));
    expect(header?.split(/\s{2,}/)).toEqual([
      'Home',
      'Place',
      'Resources',
      'Influence',
      'Planets',
      'Anomalies',
      '(Optimal value)',
      '(Wormholes)',
      'Owned',
      'To centre',
    ]);
    // The north home (spiral 19, cell 0,-3): KeeganW's stats 5 / 5 / 4 / 3.
    const north = lines.find((l) => l.includes('0,-3'));
    expect(north?.split(/\s{2,}/)).toEqual([
      'Home system',
      '0,-3',
      '5',
      '5',
      '4',
      '3',
      '10',
      '0',
      '5',
      '3',
    ]);
    expect(lines.at(-1)).toBe('Imbalance (squared deviations from the mean): 28.5');
  });

  it('takes another preset by id or name, and reports JSON', async () => {
    const run = await runCli([
      'analyze',
      `${galaxyFile()}#six`,
      '--preset',
      'ti4-lab-home-value',
      '--json',
    ]);
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout);
    expect(report.preset.id).toBe('ti4-lab-home-value');
    expect(report.objective).toBe('gap');
    expect(report.imbalance).toBe(8);
    // ti4-lab's own values for this galaxy (see presets-reproduce.test.ts), in the map's order.
    const values = report.homes.map((h: { totals: { value: number } }) => h.totals.value);
    expect([...values].sort((a, b) => a - b)).toEqual([8.5, 9.5, 10, 12, 12, 16.5]);
    const byName = await runCli([
      'analyze',
      `${galaxyFile()}#six`,
      '--preset',
      'Territory (nearest home by steps, ties shared; gap in places owned)',
    ]);
    expect(byName.code).toBe(0);
    expect(byName.stdout).toMatch(/by Territory/);
  });

  it('names the presets when asked for one the scenario does not have (exit 2)', async () => {
    const run = await runCli(['analyze', `${galaxyFile()}#six`, '--preset', 'fairest']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(
      /no preset "fairest" \(presets: territory, keeganw-slices, ti4-lab-home-value, ti4-map-lab-simple-slice, stakes\)/,
    );
  });

  it('says so when the map has no homes, and fails on a missing map', async () => {
    const empty = await runCli(['analyze', 'europe-at-war', '--data', temp.dir]);
    expect(empty.code).toBe(0);
    expect(empty.stdout).toMatch(/No homes on this map/);
    const missing = await runCli(['analyze', `${galaxyFile()}#nowhere`]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/has no map "nowhere"/);
  });
});
