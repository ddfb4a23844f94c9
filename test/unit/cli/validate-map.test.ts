import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ValidateMapReport } from '../../../cli/commands/validate-map.ts';
import { bundledScenarios } from '../../../scenarios/library/index.ts';
import { runCli, tempDir } from './run-cli.ts';

let temp: ReturnType<typeof tempDir>;
beforeEach(() => (temp = tempDir('validate-map')));
afterEach(() => temp.remove());

/** No library folder: bundled ids are the bundled scenarios. */
const noLibrary = () => ['--data', path.join(temp.dir, 'no-library')];

/** The bundled TI3 scenario with its standard galaxy partly laid out, and two rules broken. */
function galaxyFile(placements: Record<string, string>): string {
  const ti3 = bundledScenarios.find((b) => b.id === 'ti3-patch')!.scenario;
  const scenario = {
    ...ti3,
    maps: ti3.maps.map((m) =>
      m.id === 'standard-6'
        ? {
            ...m,
            placements: Object.fromEntries(
              Object.entries(placements).map(([at, tile]) => [at, { tile, rotation: 0 }]),
            ),
          }
        : m,
    ),
  };
  const file = path.join(temp.dir, 'galaxy.lodestar.json');
  writeFileSync(file, JSON.stringify(scenario));
  return file;
}

const broken = {
  '0,0': 'mecatol-rex',
  '0,-1': 'nebula',
  '1,-1': 'asteroid-field',
  '0,-3': 'home-barony-of-letnev',
  '0,-2': 'lodor',
  '1,-3': 'tar-mann',
};

describe('lodestar validate-map', () => {
  it('says nothing is wrong with a bundled map, with exit 0', async () => {
    const run = await runCli(['validate-map', 'ti3-patch#standard-6', ...noLibrary()]);
    expect(run).toEqual({
      code: 0,
      stdout: 'ti3-patch#standard-6: nothing found (7 checks)\n',
      stderr: '',
    });
  });

  it('lists each finding with its places and suggested fix, with exit 1', async () => {
    const file = galaxyFile(broken);
    const run = await runCli(['validate-map', `${file}#standard-6`]);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('');
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe(`${file}#standard-6: 2 findings (7 checks)`);
    expect(lines).toContain(
      'red-bordered-apart: Red-bordered systems Nebula (1) and Asteroid field (2) adjoin. In the ' +
        'standard deal red-bordered tiles are kept apart; only the Star by Star option lets them ' +
        'adjoin (booklet L401).',
    );
    expect(lines).toContain('  at 0,-1  1,-1');
    expect(lines).toContain('  suggested fix: Remove Lodor (7)');
  });

  it('prints the same findings as JSON', async () => {
    const file = galaxyFile(broken);
    const run = await runCli(['validate-map', `${file}#standard-6`, '--json']);
    expect(run.code).toBe(1);
    const report = JSON.parse(run.stdout) as ValidateMapReport;
    expect(report).toMatchObject({ scenario: file, map: 'standard-6', checks: 7 });
    expect(report.findings.map((f) => f.rule)).toEqual([
      'red-bordered-apart',
      'resources-near-home',
    ]);
    expect(report.findings[1]).toEqual({
      rule: 'resources-near-home',
      places: ['0,-3', '0,-2', '1,-3'],
      message: expect.stringMatching(
        /^4 resources next to The Barony of Letnev home system \(19\)/,
      ),
      fix: { label: 'Remove Lodor (7)', remove: ['0,-2'] },
    });
  });

  it('names the maps to choose from, and a map that is not there, with exit 1', async () => {
    const many = await runCli(['validate-map', 'ti3-patch', ...noLibrary()]);
    expect(many.code).toBe(1);
    expect(many.stderr).toMatch(
      /ti3-patch has 3 maps: name one as ti3-patch#MAP_ID \(standard-6, duel-2, star-by-star-6\)/,
    );
    const none = await runCli(['validate-map', 'ti3-patch#nowhere', ...noLibrary()]);
    expect(none.code).toBe(1);
    expect(none.stderr).toMatch(/has no map "nowhere"/);
  });

  it('says when the scenario has no checks for the map, with exit 0', async () => {
    const run = await runCli(['validate-map', 'europe-at-war', ...noLibrary()]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/the scenario has no checks for this map/);
  });

  it('refuses a missing argument with exit 2', async () => {
    const run = await runCli(['validate-map']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^lodestar validate-map: missing/);
  });
});
