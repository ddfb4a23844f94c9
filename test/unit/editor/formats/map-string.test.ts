import { describe, expect, it } from 'vitest';
import {
  guessMapStringDialect,
  KEEGANW_MAP_STRING,
  TTS_MAP_STRING,
} from '../../../../editor/formats/map-string/dialects.ts';
import { mapStringLibrary } from '../../../../editor/formats/map-string/library.ts';
import { readMapString } from '../../../../editor/formats/map-string/read-map-string.ts';
import {
  mapFromString,
  placeFromString,
} from '../../../../editor/formats/map-string/string-to-map.ts';
import { writeMapString } from '../../../../editor/formats/map-string/write-map-string.ts';
import { spiralCell } from '../../../../editor/geometry/hex.ts';
import { hexKey } from '../../../../editor/geometry/keys.ts';
import { newMap } from '../../../../editor/model/new-map.ts';
import type { MapDef } from '../../../../scenarios/format/map.ts';
import { mapOf } from '../bundled/bundled.ts';
import { galaxy, library, REAL } from './galaxy-library.ts';

const at = (index: number) => hexKey(spiralCell(index));

function read(text: string, dialect = TTS_MAP_STRING) {
  const result = readMapString(text, dialect, library);
  if (!result.ok) throw new Error(result.problems.map((p) => p.message).join('\n'));
  return result;
}

const toMap = (text: string, dialect = TTS_MAP_STRING): MapDef =>
  mapFromString(read(text, dialect), { name: 'Imported', takenIds: [] });

function write(map: MapDef, dialect = TTS_MAP_STRING) {
  const result = writeMapString(map, dialect, library);
  if (!result.ok) throw new Error(result.problems.join('\n'));
  return result;
}

const problemsOf = (text: string, dialect = TTS_MAP_STRING) => {
  const result = readMapString(text, dialect, library);
  return result.ok ? [] : result.problems.map((p) => p.message);
};

describe('a TTS map string', () => {
  it('places the standard six-player galaxy: Mecatol Rex implied in the centre, home slots at 19–34', () => {
    const map = toMap(REAL.learnToPlay6pBase);
    expect(map.grid).toEqual({
      kind: 'hex',
      orientation: 'flat',
      shape: { type: 'hexagon', radius: 3 },
    });
    expect(map.placements[at(0)]).toEqual({ tile: 'tile-18', rotation: 0, overrides: {} });
    expect(map.placements[at(1)]?.tile).toBe('tile-22');
    expect(map.placements[at(36)]?.tile).toBe('tile-43');
    for (const home of [19, 22, 25, 28, 31, 34])
      expect(map.placements[at(home)]?.tile).toBe('home-slot');
    expect(Object.keys(map.placements)).toHaveLength(37);
    expect(map.coordinates).toBe('spiral');
  });

  it('is the bundled standard galaxy, and writes it back unchanged', () => {
    const standard = mapOf(galaxy, 'standard-6');
    expect(toMap(REAL.learnToPlay6pBase).placements).toEqual(standard.placements);
    expect(write(standard)).toEqual({ ok: true, text: REAL.learnToPlay6pBase, warnings: [] });
  });

  it('reads hyperlanes as side and turn: 83A3 is tile 83, side A, turned 3 × 60° clockwise', () => {
    const map = toMap(REAL.beijing5pPoK);
    expect(map.placements[at(4)]).toEqual({ tile: 'tile-85a', rotation: 0, overrides: {} });
    expect(map.placements[at(12)]).toEqual({ tile: 'tile-87a', rotation: 2, overrides: {} });
    expect(map.placements[at(27)]).toEqual({ tile: 'tile-83a', rotation: 3, overrides: {} });
    const berlin = toMap(REAL.berlin8pPoK);
    expect(berlin.placements[at(2)]).toEqual({ tile: 'tile-90b', rotation: 3, overrides: {} });
    expect(berlin.grid).toMatchObject({ shape: { type: 'hexagon', radius: 4 } });
  });

  it.each(Object.entries(REAL))(
    '%s: string → map → string gives the same string',
    (_name, text) => {
      expect(write(toMap(text)).text).toBe(text);
    },
  );

  it('keeps a board that does not fill its last ring: 35 tokens stay 35', () => {
    const map = toMap(REAL.learnToPlay4pBase);
    expect(map.grid).toMatchObject({ shape: { type: 'free' } });
    expect(map.cells).toHaveLength(36);
    expect(write(map).text.split(' ')).toHaveLength(35);
  });

  it('reads a {centre} prefix (TTPG): another tile, or none, in the centre', () => {
    const doggo = toMap(REAL.junkYardDoggo8pPoK);
    expect(doggo.placements[at(0)]?.tile).toBe('tile-46');
    expect(doggo.placements[at(2)]?.tile).toBe('tile-18');
    const none = toMap('{-1} 26 27');
    expect(none.placements[at(0)]).toBeUndefined();
    expect(write(none).text).toBe('{-1} 26 27');
    expect(toMap('{18} 26').placements[at(0)]?.tile).toBe('tile-18');
  });

  it('takes commas, extra spaces and lower-case sides, and writes them plainly', () => {
    expect(write(toMap('  26, 27 ,83a2   28 ')).text).toBe('26 27 83A2 28');
    expect(write(toMap('026 83b')).text).toBe('26 83B0');
  });

  it('writes the centre alone as an empty string, and reads it back', () => {
    expect(write(toMap('')).text).toBe('');
    expect(toMap('').placements).toEqual({
      [at(0)]: { tile: 'tile-18', rotation: 0, overrides: {} },
    });
  });
});

describe('a KeeganW map string', () => {
  it('starts with the centre, separates with commas and writes turns after a dash', () => {
    const map = toMap('18,83A-3,26-2,-1,0', KEEGANW_MAP_STRING);
    expect(map.placements[at(0)]?.tile).toBe('tile-18');
    expect(map.placements[at(1)]).toEqual({ tile: 'tile-83a', rotation: 3, overrides: {} });
    expect(map.placements[at(2)]).toEqual({ tile: 'tile-26', rotation: 2, overrides: {} });
    expect(map.placements[at(3)]).toBeUndefined();
    expect(map.placements[at(4)]?.tile).toBe('home-slot');
    expect(write(map, KEEGANW_MAP_STRING).text).toBe('18,83A-3,26-2,-1,0');
  });

  it('is the TTS string with the centre first, and converts both ways', () => {
    const map = toMap(REAL.beijing5pPoK);
    const keeganw = write(map, KEEGANW_MAP_STRING).text;
    expect(keeganw.startsWith('18,75,61,66,85A-0,49,')).toBe(true);
    expect(keeganw).toContain(',83A-3,86A-0,84A-3,');
    expect(write(toMap(keeganw, KEEGANW_MAP_STRING)).text).toBe(REAL.beijing5pPoK);
  });

  it('reads an unturned side as turn 0 and writes it with its turn', () => {
    expect(write(toMap('18,83A', KEEGANW_MAP_STRING), KEEGANW_MAP_STRING).text).toBe('18,83A-0');
  });
});

describe('bad strings', () => {
  it('name the token and its number, with what is wrong', () => {
    const tokens = REAL.learnToPlay6pBase.split(' ');
    tokens[13] = '83Q3';
    expect(problemsOf(tokens.join(' '))).toEqual(['token 14 "83Q3": side must be A or B']);
  });

  it.each([
    ['83A7', 'rotation must be 0 to 5'],
    ['83A34', 'rotation must be one digit, 0 to 5'],
    ['-2', 'only -1 (no tile) may be negative'],
    ['abc', 'not a tile number'],
    ['26-2', 'only a two-sided tile is turned, right after its side (as 26A3)'],
    ['83A-3', 'write the rotation right after the side, as 83A3'],
    ['26x', 'side must be A or B'],
    ['99', 'no tile numbered 99 in the library'],
    ['83', 'no tile numbered 83 in the library (83A and 83B are: add the side and its turn)'],
    ['26A0', 'tile 26 has only one side: write 26'],
  ])('TTS "%s": %s', (token, message) => {
    expect(problemsOf(`26 ${token} 27`)).toEqual([`token 2 "${token}": ${message}`]);
  });

  it.each([
    ['83A3', 'write the rotation after a dash, as 83A-3'],
    ['26-9', 'rotation must be 0 to 5'],
    ['', 'empty (two commas in a row?)'],
  ])('KeeganW "%s": %s', (token, message) => {
    expect(problemsOf(`18,${token},27`, KEEGANW_MAP_STRING)).toEqual([
      `token 2 "${token}": ${message}`,
    ]);
  });

  it('report every bad token at once, and a bad centre', () => {
    expect(problemsOf('{83Q} 99 26 abc')).toEqual([
      'the centre "{83Q}": side must be A or B',
      'token 1 "99": no tile numbered 99 in the library',
      'token 3 "abc": not a tile number',
    ]);
    expect(problemsOf('{46 26')).toEqual(['the centre "{…" has no closing "}"']);
    expect(problemsOf('', KEEGANW_MAP_STRING)).toEqual([
      'the string has no tokens (it starts with the centre)',
    ]);
  });

  it('read tiles beyond their copies, but say so', () => {
    const result = read('26 26 0 0');
    expect(result.warnings).toEqual(['Lodor (26) is placed 2 times; the library has 1 copy']);
  });

  it('go through the library only: a library without numbers reads no tiles, and none is made up', () => {
    const bare = mapStringLibrary(
      galaxy.tiles.map((t) => ({ ...t, label: '', attributes: {} })),
      galaxy.mapRules.movement,
    );
    const result = readMapString('26 27', TTS_MAP_STRING, bare);
    expect(result.ok).toBe(false);
  });
});

describe('writing a map', () => {
  const blank = () => newMap('hex', { name: 'Board', shape: { type: 'hexagon', radius: 1 } });

  it('says what a TTS string cannot hold: a turned one-sided tile, a copy’s own changes', () => {
    const map: MapDef = {
      ...blank(),
      placements: {
        [at(0)]: { tile: 'tile-18', rotation: 0, overrides: {} },
        [at(1)]: { tile: 'tile-26', rotation: 2, overrides: {} },
        [at(2)]: { tile: 'tile-27', rotation: 0, overrides: { name: 'Renamed' } },
      },
    };
    expect(write(map)).toEqual({
      ok: true,
      text: '26 27 -1 -1 -1 -1',
      warnings: [
        '1 turned tile is written unturned: a TTS map string turns only two-sided tiles',
        '1 placed copy has changes of their own (name, colour, label or attributes), which a map string does not hold',
      ],
    });
    expect(write(map, KEEGANW_MAP_STRING).text).toBe('18,26-2,27,-1,-1,-1,-1');
  });

  it('refuses a tile without a number, and a board without spiral positions', () => {
    const custom = {
      ...galaxy.tiles[0]!,
      id: 'custom',
      name: 'Custom system',
      label: 'X',
      attributes: {},
    };
    const lib = mapStringLibrary([...galaxy.tiles, custom], galaxy.mapRules.movement);
    const map: MapDef = {
      ...blank(),
      placements: { [at(3)]: { tile: 'custom', rotation: 0, overrides: {} } },
    };
    expect(writeMapString(map, TTS_MAP_STRING, lib)).toEqual({
      ok: false,
      problems: [
        'a tile has no number for the string (give the tile a "number" attribute): Custom system at spiral position 3',
      ],
    });
    const square = newMap('square', { name: 'Grid' });
    expect(writeMapString(square, TTS_MAP_STRING, library)).toEqual({
      ok: false,
      problems: ['this map has no spiral positions: map strings list the cells of a hex board'],
    });
  });

  it('replaces the placements of an open map, and refuses positions off its board', () => {
    const map = {
      ...blank(),
      placements: { [at(5)]: { tile: 'tile-30', rotation: 0, overrides: {} } },
    };
    const placed = placeFromString(map, read('26 27'));
    expect(placed.ok && placed.map.placements).toEqual({
      [at(0)]: { tile: 'tile-18', rotation: 0, overrides: {} },
      [at(1)]: { tile: 'tile-26', rotation: 0, overrides: {} },
      [at(2)]: { tile: 'tile-27', rotation: 0, overrides: {} },
    });
    expect(placeFromString(map, read('26 27 28 29 30 31 32 33'))).toEqual({
      ok: false,
      problems: [
        'token 7: spiral position 7 is not on this board (import it as a new map, or resize the board)',
        'token 8: spiral position 8 is not on this board (import it as a new map, or resize the board)',
      ],
    });
  });
});

describe('guessing the dialect of a pasted string', () => {
  it.each([
    [REAL.learnToPlay6pBase, 'tts'],
    [REAL.junkYardDoggo8pPoK, 'tts'],
    ['18,26,27', 'keeganw'],
    ['18,83A-3,26', 'keeganw'],
    ['26,27,28', 'tts'],
    ['  18 , 26 ', 'keeganw'],
  ])('%s → %s', (text, id) => {
    expect(guessMapStringDialect(text, '18').id).toBe(id);
  });
});
