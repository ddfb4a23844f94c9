import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findMap } from '../../../cli/find-map.ts';
import { REAL } from '../editor/formats/galaxy-library.ts';
import { readPng } from '../editor/formats/png-reader.ts';
import { runCli, tempDir } from './run-cli.ts';

let temp: ReturnType<typeof tempDir>;
beforeEach(() => (temp = tempDir('convert')));
afterEach(() => temp.remove());

const convert = (...args: string[]) => runCli(['convert', ...args], { cwd: temp.dir });

describe('lodestar convert', () => {
  it('writes a bundled map as a TTS string, and as a KeeganW string', async () => {
    const tts = await convert('ti4-galaxy#standard-6', '--to', 'tts');
    expect(tts).toEqual({ code: 0, stdout: `${REAL.learnToPlay6pBase}\n`, stderr: '' });
    const keeganw = await convert('ti4-galaxy#standard-6', '--to', 'keeganw');
    expect(keeganw.stdout).toBe(`18,${REAL.learnToPlay6pBase.replaceAll(' ', ',')}\n`);
  });

  it('reads tts: and keeganw: strings against the bundled galaxy tiles', async () => {
    const run = await convert(`tts:${REAL.beijing5pPoK}`, '--to', 'keeganw');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(',87A-2,64,88A-4,');
    const back = await convert(`keeganw:${run.stdout.trim()}`, '--to', 'tts');
    expect(back.stdout).toBe(`${REAL.beijing5pPoK}\n`);
  });

  it('names a bad token and its number, with exit 1', async () => {
    const run = await convert('tts:26 27 83Q3', '--to', 'json');
    expect(run).toEqual({
      code: 1,
      stdout: '',
      stderr: 'lodestar convert: TTS map string: token 3 "83Q3": side must be A or B\n',
    });
  });

  it('writes a map file that every map command reads back', async () => {
    const write = await convert('ti4-galaxy#hyperlanes-5', '--to', 'json', '--out', 'five.json');
    expect(write).toMatchObject({
      code: 0,
      stdout: '',
      stderr: 'lodestar convert: wrote five.json\n',
    });
    const file = JSON.parse(readFileSync(path.join(temp.dir, 'five.json'), 'utf8'));
    expect(file).toMatchObject({
      format: 'lodestar-map',
      version: 1,
      source: 'Twilight Imperium 4: galaxy tiles and map strings',
      map: { id: 'hyperlanes-5' },
    });
    expect(file.tiles.length).toBe(33);
    expect(file.mapRules.movement.hyperlanes).toEqual({ attribute: 'hyperlanes' });
    expect((await convert('five.json', '--to', 'tts')).stdout).toBe(`${REAL.learnToPlay5pPoK}\n`);
    const found = await findMap('five.json', temp.dir, temp.dir);
    expect(found.ok && [found.scenario.maps.length, found.scenario.tiles.length]).toEqual([1, 33]);
  });

  it('reports what is wrong with a map file, with its JSON path', async () => {
    writeFileSync(
      path.join(temp.dir, 'bad.json'),
      JSON.stringify({
        format: 'lodestar-map',
        version: 1,
        map: { id: 'm', name: 'M', placements: { '0,0': { tile: 'x' } } },
      }),
    );
    const run = await convert('bad.json', '--to', 'tts');
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      'lodestar convert: bad.json: $.map.placements["0,0"].tile: no tile "x" in the file\'s tiles\n',
    );
  });

  it('writes a Tiled map and its tileset picture beside it, and needs --out for that', async () => {
    const run = await convert('ti4-galaxy#standard-6', '--to', 'tmj', '--out', 'galaxy.tmj');
    expect(run).toMatchObject({
      code: 0,
      stderr: 'lodestar convert: wrote galaxy.tmj and galaxy.tiles.png\n',
    });
    const tmj = JSON.parse(readFileSync(path.join(temp.dir, 'galaxy.tmj'), 'utf8'));
    expect(tmj).toMatchObject({ orientation: 'hexagonal', staggeraxis: 'x' });
    expect(tmj.tilesets[0].image).toBe('galaxy.tiles.png');
    const png = readPng(readFileSync(path.join(temp.dir, 'galaxy.tiles.png')));
    expect(png.width).toBe(tmj.tilesets[0].imagewidth);
    const again = await convert('ti4-galaxy#standard-6', '--to', 'tmj', '--out', 'galaxy.tmj');
    expect(again.code).toBe(0);
    expect(existsSync(path.join(temp.dir, 'galaxy.tmj.bak'))).toBe(true);
    const missing = await convert('ti4-galaxy#standard-6', '--to', 'tmj');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/give --out FILE\.tmj/);
  });

  it('says why a map cannot be written in a format', async () => {
    const graph = await convert('europe-at-war', '--to', 'tmj', '--out', 'europe.tmj');
    expect(graph.stderr).toBe(
      'lodestar convert: a point-to-point map has no cells: Tiled maps are grids of cells\n',
    );
    const noNumbers = await convert('ti3-patch#standard-6', '--to', 'tts');
    expect(noNumbers.code).toBe(1);
    expect(noNumbers.stderr).toMatch(/no number for the string .*Mecatol Rex at spiral position 0/);
    const which = await convert('ti4-galaxy', '--to', 'tts');
    expect(which.stderr).toBe(
      'lodestar convert: ti4-galaxy has 2 maps: name one as ti4-galaxy#MAP_ID (standard-6, hyperlanes-5)\n',
    );
  });
});
