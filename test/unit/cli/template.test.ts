import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseScenarioText } from '../../../scenarios/format/parse.ts';
import { runCli, tempDir } from './run-cli.ts';

let temp: ReturnType<typeof tempDir>;
beforeEach(() => (temp = tempDir('template')));
afterEach(() => temp.remove());

const base = ['template', '--scenario', 'ti4-galaxy', '--template', 'ti4-6p'];

describe('lodestar template', () => {
  it('lists the places by role and finds nothing wrong with a bundled template', async () => {
    const run = await runCli(base);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/home \(6\): 0,-3 \(H1\)/);
    expect(run.stdout).toMatch(/fixed \(1\): 0,0 \(tile-18\)/);
    expect(run.stdout).toContain('No problems found.');
  });

  it('paints roles and writes the scenario, which reads back with them', async () => {
    const out = path.join(temp.dir, 'painted.lodestar.json');
    const run = await runCli([...base, '--paint', '1,-1=closed; 2,-1=open:edge', '--out', out]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/closed \(1\): 1,-1/);
    const read = parseScenarioText(readFileSync(out, 'utf8'));
    expect(read.ok).toBe(true);
    const t = read.ok ? read.scenario.galaxyTemplates.find((x) => x.id === 'ti4-6p') : undefined;
    expect(t?.places['1,-1']).toEqual({ role: 'closed' });
    expect(t?.places['2,-1']).toEqual({ role: 'open', tier: 'edge', only: null });
  });

  it('refuses a bad step, a place off the board and a missing tile, writing nothing', async () => {
    const out = path.join(temp.dir, 'never.lodestar.json');
    const bad = await runCli([...base, '--paint', '1,-1=wall', '--out', out]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('unknown role "wall"');
    const off = await runCli([...base, '--paint', '9,9=closed']);
    expect(off.stderr).toContain('9,9 is not on the board');
    const tile = await runCli([...base, '--paint', '1,-1=fixed:no-such', '--out', out]);
    expect(tile.code).toBe(1);
    expect(tile.stdout).toContain('fixed tile "no-such" at 1,-1 is not in the tile library');
    expect(tile.stderr).toContain('not written');
    expect(() => readFileSync(out)).toThrow();
  });
});
