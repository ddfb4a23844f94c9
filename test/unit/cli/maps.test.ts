import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MapSummary } from '../../../editor/model/map-summary.ts';
import { ScenarioLibrary } from '../../../host/scenario-library.ts';
import { badFixtures, runCli, tempDir, validScenario } from './run-cli.ts';

let temp: ReturnType<typeof tempDir>;
beforeEach(() => (temp = tempDir('maps')));
afterEach(() => temp.remove());

/** A scenario with a hex board full of things and a small point-to-point map. */
function scenarioWithMaps() {
  return {
    ...validScenario('Border Worlds'),
    tiles: [{ id: 'planet', name: 'Planet' }],
    maps: [
      {
        id: 'galaxy',
        name: 'Galaxy',
        grid: { kind: 'hex', orientation: 'flat', shape: { type: 'hexagon', radius: 3 } },
        placements: { '0,0': { tile: 'planet' }, '0,-1': { tile: 'planet' } },
        edgeTypes: [{ id: 'belt', name: 'Asteroid belt', colour: '#887766', blocks: true }],
        edges: { '0,-1|0,0': { type: 'belt' } },
        tokens: [{ id: 'fleet', at: '0,0', label: 'Fleet' }],
        visibility: { '0,3': { state: 'hidden' }, '1,2': { state: 'unexplored' } },
      },
      {
        id: 'sector',
        name: 'Sector Seven',
        grid: { kind: 'graph' },
        nodes: [
          { id: 'sol', name: 'Sol', x: 100, y: 100 },
          { id: 'vega', name: 'Vega', x: 400, y: 200 },
        ],
        laneTypes: [{ id: 'route', name: 'Route', colour: '#33aa66' }],
        lanes: [{ id: 'sol-vega', from: 'sol', to: 'vega', type: 'route', cost: 2 }],
        labels: [{ id: 'title', x: 10, y: 10, text: 'Sector Seven' }],
      },
    ],
  };
}

function write(name: string, value: unknown): string {
  const file = path.join(temp.dir, name);
  writeFileSync(file, typeof value === 'string' ? value : JSON.stringify(value, null, 2));
  return file;
}

describe('lodestar maps', () => {
  it('prints an aligned table, one map per line', async () => {
    const file = write('border.lodestar.json', scenarioWithMaps());
    const run = await runCli(['maps', file]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('2 maps in "Border Worlds":');
    const header = lines.find((l) => l.startsWith('Id'));
    expect(header).toMatch(
      /^Id\s+Name\s+Kind\s+Shape\s+Cells\s+Nodes\s+Lanes\s+Tiles\s+Edges\s+Tokens\s+Labels\s+Hidden\s+Unexplored$/,
    );
    const galaxy = lines.find((l) => l.startsWith('galaxy'));
    const sector = lines.find((l) => l.startsWith('sector'));
    expect(galaxy?.split(/\s{2,}/)).toEqual([
      'galaxy',
      'Galaxy',
      'hex flat',
      'hexagon r3',
      '37',
      '–',
      '–',
      '2',
      '1',
      '1',
      '0',
      '1',
      '1',
    ]);
    expect(sector?.split(/\s{2,}/)).toEqual([
      'sector',
      'Sector Seven',
      'graph',
      'graph',
      '–',
      '2',
      '1',
      '0',
      '0',
      '0',
      '1',
      '0',
      '0',
    ]);
    // Aligned: every column starts at the same place on every line.
    const column = (line: string | undefined) => line?.indexOf('Shape') ?? -1;
    expect(galaxy?.indexOf('hexagon r3')).toBe(column(header));
    expect(sector?.lastIndexOf('graph')).toBe(column(header));
  });

  it('prints an array of summaries with --json', async () => {
    const file = write('border.lodestar.json', scenarioWithMaps());
    const run = await runCli(['maps', '--json', file]);
    expect(run.code).toBe(0);
    const summaries = JSON.parse(run.stdout) as MapSummary[];
    expect(summaries).toEqual([
      {
        id: 'galaxy',
        name: 'Galaxy',
        kind: 'hex',
        orientation: 'flat',
        shape: 'hexagon r3',
        cells: 37,
        nodes: null,
        lanes: null,
        placedTiles: 2,
        edgeFeatures: 1,
        tokens: 1,
        labels: 0,
        hidden: 1,
        unexplored: 1,
      },
      expect.objectContaining({ id: 'sector', kind: 'graph', nodes: 2, lanes: 1, cells: null }),
    ]);
  });

  it('says so when a scenario has no maps', async () => {
    const file = write('plain.json', validScenario('Harbour Night'));
    const run = await runCli(['maps', file]);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe('No maps in "Harbour Night".\n');
    expect(JSON.parse((await runCli(['maps', file, '--json'])).stdout)).toEqual([]);
  });

  it('finds a file relative to the current folder', async () => {
    write('border.lodestar.json', scenarioWithMaps());
    const run = await runCli(['maps', 'border.lodestar.json'], { cwd: temp.dir });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Sector Seven');
  });

  it('finds a scenario by its id in the library (--data or LODESTAR_DATA)', async () => {
    const library = await ScenarioLibrary.open(temp.dir);
    const { summary: created } = await library.importText(
      'border.lodestar.json',
      JSON.stringify(scenarioWithMaps()),
    );
    const viaFlag = await runCli(['maps', created.id, '--data', temp.dir, '--json'], {
      cwd: path.parse(temp.dir).root,
    });
    expect(viaFlag.stderr).toBe('');
    expect((JSON.parse(viaFlag.stdout) as MapSummary[]).map((m) => m.id)).toEqual([
      'galaxy',
      'sector',
    ]);
    const viaEnv = await runCli(['maps', created.id], { env: { LODESTAR_DATA: temp.dir } });
    expect(viaEnv.code).toBe(0);
    expect(viaEnv.stdout).toContain('2 maps in "Border Worlds"');
  });

  it('falls back to a bundled template, without creating a library that does not exist', async () => {
    const dataDir = path.join(temp.dir, 'not-yet');
    const run = await runCli(['maps', 'so-say-we-all', '--data', dataDir]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/maps? in "So Say We All/);
    expect(existsSync(dataDir)).toBe(false);
  });

  it('refuses a scenario that does not load with every problem and exit 1, printing no table', async () => {
    const file = path.join(badFixtures, 'invalid.lodestar.json');
    const run = await runCli(['maps', file]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    const lines = run.stderr.trimEnd().split('\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(line.startsWith(`lodestar maps: ${file}: $`)).toBe(true);
    expect(run.stderr).toContain('$.meta.players.max: max must be at least min');

    const bad = write('bad-map.lodestar.json', {
      ...scenarioWithMaps(),
      maps: [{ id: 'm', name: 'M', edges: { '0,0|1,0': { type: 'nope' } } }],
    });
    const badMap = await runCli(['maps', bad, '--json']);
    expect(badMap.code).toBe(1);
    expect(badMap.stdout).toBe('');
    expect(badMap.stderr).toContain('$.maps[0].edges');
    expect(badMap.stderr).toContain('no edge type "nope"');
  });

  it('reports a file that is not JSON, and a library file that does not load, with exit 1', async () => {
    const truncated = await runCli(['maps', path.join(badFixtures, 'truncated.lodestar.json')]);
    expect(truncated.code).toBe(1);
    expect(truncated.stderr).toMatch(/not valid JSON/);

    await ScenarioLibrary.open(temp.dir);
    writeFileSync(path.join(temp.dir, 'scenarios', 'broken.lodestar.json'), '{"schemaVersion": 1,');
    const broken = await runCli(['maps', 'broken', '--data', temp.dir]);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toMatch(/^lodestar maps: cannot open "broken": .*not valid JSON/);
  });

  it('names what it looked for when nothing matches', async () => {
    const run = await runCli(['maps', 'atlantis', '--data', temp.dir]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('lodestar maps: atlantis: no such scenario file');
    expect(run.stderr).toContain('so-say-we-all');
  });

  it('answers bad usage with exit 2 and a pointer to --help', async () => {
    const none = await runCli(['maps']);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('lodestar maps: missing argument SCENARIO');
    expect(none.stderr).toContain('Run "lodestar maps --help" for usage.');
    expect((await runCli(['maps', 'a.json', 'b.json'])).code).toBe(2);
    expect((await runCli(['maps', 'a.json', '--frobnicate'])).code).toBe(2);
  });

  it('is listed in the main help', async () => {
    expect((await runCli(['--help'])).stdout).toMatch(/^ {2}maps\s+list the maps of a scenario/m);
  });
});
