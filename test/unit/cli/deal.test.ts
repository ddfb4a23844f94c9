import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TI4_MOVEMENT, TI4_TILES } from '../../support/ti4-reference.ts';
import { runCli, tempDir, validScenario } from './run-cli.ts';

let temp: ReturnType<typeof tempDir>;
beforeEach(() => (temp = tempDir('deal')));
afterEach(() => temp.remove());

/** A one-ring TI4 galaxy for two players: Mecatol Rex in the middle, two home slots. */
function smallGalaxyFile(): string {
  const scenario = {
    ...validScenario('Small Galaxy'),
    tiles: [
      // Numbered as map strings number them.
      ...TI4_TILES.map((t) => ({ ...t, attributes: { ...t.attributes, number: t.id } })),
      { id: 'home-slot', name: 'Home slot', kind: 'home', attributes: { number: '0' } },
    ],
    mapRules: { movement: TI4_MOVEMENT, balance: { preset: 'keeganw-slices', presets: [] } },
    galaxyTemplates: [
      {
        id: 'ring-2p',
        name: 'One ring, 2 players',
        players: 2,
        grid: { kind: 'hex', orientation: 'flat', shape: { type: 'hexagon', radius: 1 } },
        places: {
          '0,0': { role: 'fixed', tile: '18' },
          '0,-1': { role: 'home', seat: 1 },
          '0,1': { role: 'home', seat: 2 },
        },
        pool: 'blue',
        deal: { order: 'snake' },
      },
    ],
    tilePools: [
      {
        id: 'blue',
        name: 'Blue systems',
        include: [{ kinds: ['system'] }],
        homeTile: 'home-slot',
      },
    ],
  };
  const file = path.join(temp.dir, 'small.lodestar.json');
  writeFileSync(file, JSON.stringify(scenario));
  return file;
}

describe('lodestar deal', () => {
  it('prints the hands in snake order, the same for the same seed', async () => {
    const args = ['deal', '--template', 'ti3-standard-6', '--players', '6', '--seed', 'north'];
    const run = await runCli(args);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('Dealt "ti3-standard-6" to 6 players (snake order, seed "north")');
    expect(lines[1]).toBe(
      'Dealing order: 1 2 3 4 5 6 6 5 4 3 2 1 1 2 3 4 5 6 6 5 4 3 2 1 1 2 3 4 5 6',
    );
    expect(lines.filter((l) => /^Player \d: /.test(l))).toHaveLength(6);
    expect((await runCli(args)).stdout).toBe(run.stdout);
    const other = await runCli([...args.slice(0, -1), 'south']);
    expect(other.stdout).not.toBe(run.stdout.replace('north', 'south'));
  });

  it('places every tile with --auto and prints the TTS string when tiles are numbered', async () => {
    const run = await runCli([
      'deal',
      '--scenario',
      smallGalaxyFile(),
      '--template',
      'ring-2p',
      '--players',
      '2',
      '--seed',
      's',
      '--auto',
      '--json',
    ]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout);
    expect(report.hands.map((h: { tiles: string[] }) => h.tiles.length)).toEqual([2, 2]);
    expect(report.complete).toBe(true);
    expect(report.placements).toHaveLength(4);
    expect(report.placements.map((p: { seat: number }) => p.seat)).toEqual([1, 2, 2, 1]);
    expect(report.tts).toMatch(/^(\d+ ){5}\d+$/);
    expect(report.map.dealt).toMatchObject({ template: 'ring-2p', seed: 's', order: 'snake' });
  });

  it('prints the map as JSON when its tiles have no numbers (the TI3 patch, Star by Star)', async () => {
    const run = await runCli([
      'deal',
      '--template',
      'ti3-star-by-star-6',
      '--players',
      '6',
      '--seed',
      'a',
      '--auto',
    ]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Placed 36 tiles in turn:');
    expect(run.stdout).toContain('Map (no TTS string: not every tile has a number):');
  });

  it('names the templates it knows when the one asked for is not there', async () => {
    const run = await runCli(['deal', '--template', 'nowhere', '--players', '3', '--seed', 'x']);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /^lodestar deal: no bundled galaxy template "nowhere" \(templates: .*ti3-standard-6/,
    );
    const tooMany = await runCli([
      'deal',
      '--template',
      'ti3-standard-6',
      '--players',
      '9',
      '--seed',
      'x',
    ]);
    expect(tooMany.code).toBe(1);
    expect(tooMany.stderr).toBe(
      'lodestar deal: "TI3 standard galaxy, 6 players" seats 1 to 6 players, not 9\n',
    );
  });
});
