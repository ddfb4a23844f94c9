import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  KEEGANW_MAP_STRING,
  TTS_MAP_STRING,
  type MapStringDialect,
} from '../../../../editor/formats/map-string/dialects.ts';
import { readMapString } from '../../../../editor/formats/map-string/read-map-string.ts';
import { mapFromString } from '../../../../editor/formats/map-string/string-to-map.ts';
import { writeMapString } from '../../../../editor/formats/map-string/write-map-string.ts';
import { hexSpiral } from '../../../../editor/geometry/hex.ts';
import { axial } from '../../../../editor/geometry/coords.ts';
import { hexKey } from '../../../../editor/geometry/keys.ts';
import { newMap } from '../../../../editor/model/new-map.ts';
import type { MapDef, Placement } from '../../../../scenarios/format/map.ts';
import { galaxy, library } from './galaxy-library.ts';

/** Tiles by whether map strings write a side for them (hyperlanes) or not. */
const codes = galaxy.tiles.map((t) => library.codeOf(t.id)).filter((c): c is string => c !== null);
const plainCodes = codes.filter((c) => /^\d+$/.test(c));
const sidedCodes = codes.filter((c) => /[AB]$/.test(c));
const tileIds = galaxy.tiles.map((t) => t.id);
const isSided = (id: string) => /[AB]$/.test(library.codeOf(id) ?? '');

const turnArb = fc.integer({ min: 0, max: 5 });

/** A canonical token: how the dialect itself writes each kind of place. */
function tokenArb(dialect: MapStringDialect): fc.Arbitrary<string> {
  const plain =
    dialect.turn === 'after-dash'
      ? fc
          .tuple(fc.constantFrom(...plainCodes), turnArb)
          .map(([code, r]) => (r === 0 ? code : `${code}-${r}`))
      : fc.constantFrom(...plainCodes);
  const sided = fc
    .tuple(fc.constantFrom(...sidedCodes), turnArb)
    .map(([code, r]) => (dialect.turn === 'after-dash' ? `${code}-${r}` : `${code}${r}`));
  return fc.oneof(fc.constant('-1'), plain, sided);
}

/** A TTS string: an optional `{centre}` other than the implied one, then 0–60 tokens. */
const ttsStringArb = fc
  .tuple(
    fc.option(
      fc.oneof(
        fc.constant('-1'),
        tokenArb(TTS_MAP_STRING).filter((t) => t !== '18' && t !== '-1'),
      ),
      { nil: undefined },
    ),
    fc.array(tokenArb(TTS_MAP_STRING), { maxLength: 60 }),
  )
  .map(([centre, tokens]) => {
    const body = tokens.join(' ');
    if (centre === undefined) return body;
    return body === '' ? `{${centre}}` : `{${centre}} ${body}`;
  });

const keeganwStringArb = fc
  .array(tokenArb(KEEGANW_MAP_STRING), { minLength: 1, maxLength: 61 })
  .map((tokens) => tokens.join(','));

function roundTrip(text: string, dialect: MapStringDialect): string {
  const read = readMapString(text, dialect, library);
  if (!read.ok) throw new Error(read.problems.map((p) => p.message).join('\n'));
  const map = mapFromString(read, { name: 'Imported', takenIds: [] });
  const written = writeMapString(map, dialect, library);
  if (!written.ok) throw new Error(written.problems.join('\n'));
  return written.text;
}

/** A hexagon board with random tiles (a one-sided tile keeps turn 0 where the dialect cannot turn it). */
function mapArb(dialect: MapStringDialect): fc.Arbitrary<MapDef> {
  return fc.integer({ min: 0, max: 4 }).chain((radius) => {
    const cells = hexSpiral(axial(0, 0), radius).map(hexKey);
    const placement = fc
      .tuple(fc.constantFrom(...tileIds), turnArb)
      .map(([tile, r]): Placement => ({
        tile,
        rotation: isSided(tile) || dialect.turn === 'after-dash' ? r : 0,
        overrides: {},
      }));
    return fc
      .array(fc.tuple(fc.constantFrom(...cells), placement), { maxLength: cells.length })
      .map((pairs) => ({
        ...newMap('hex', { name: 'Board', shape: { type: 'hexagon', radius } }),
        placements: Object.fromEntries(pairs),
      }));
  });
}

describe('map strings, for any string and any map', () => {
  it.each([
    ['TTS', TTS_MAP_STRING, ttsStringArb],
    ['KeeganW', KEEGANW_MAP_STRING, keeganwStringArb],
  ] as const)('%s: string → map → string gives the same string', (_name, dialect, arb) => {
    fc.assert(
      fc.property(arb, (text) => {
        expect(roundTrip(text, dialect)).toBe(text);
      }),
    );
  });

  it.each([
    ['TTS', TTS_MAP_STRING],
    ['KeeganW', KEEGANW_MAP_STRING],
  ] as const)(
    '%s: map → string → map keeps the board, the placements and their turns',
    (_name, dialect) => {
      fc.assert(
        fc.property(mapArb(dialect), (map) => {
          const written = writeMapString(map, dialect, library);
          if (!written.ok) throw new Error(written.problems.join('\n'));
          expect(written.warnings).toEqual([]);
          const read = readMapString(written.text, dialect, library);
          if (!read.ok) throw new Error(read.problems.map((p) => p.message).join('\n'));
          const back = mapFromString(read, { name: 'Imported', takenIds: [] });
          expect(back.grid).toEqual(map.grid);
          expect(back.placements).toEqual(map.placements);
        }),
      );
    },
  );

  /** Tokens no library tile or grammar accepts, each of a kind a person mistypes. */
  const badTokenArb = fc.oneof(
    fc.integer({ min: 100, max: 99_999 }).map(String),
    fc
      .tuple(fc.constantFrom(...sidedCodes), fc.constantFrom(...'CDEFQXZcqz'), turnArb)
      .map(([code, side, r]) => `${code.slice(0, -1)}${side}${r}`),
    fc
      .tuple(fc.constantFrom(...sidedCodes), fc.integer({ min: 6, max: 9 }))
      .map(([code, r]) => `${code}${r}`),
    fc.stringMatching(/^[a-z#?!.]{1,6}$/),
    fc.integer({ min: 2, max: 99 }).map((n) => `-${n}`),
  );

  it('a bad token anywhere is reported with its number and text', () => {
    fc.assert(
      fc.property(
        fc.array(tokenArb(TTS_MAP_STRING), { maxLength: 40 }),
        fc.nat(),
        badTokenArb,
        (tokens, at, bad) => {
          const index = at % (tokens.length + 1);
          const text = [...tokens.slice(0, index), bad, ...tokens.slice(index)].join(' ');
          const result = readMapString(text, TTS_MAP_STRING, library);
          expect(result.ok).toBe(false);
          if (result.ok) return;
          expect(result.problems).toHaveLength(1);
          expect(result.problems[0]!.token).toBe(index + 1);
          expect(result.problems[0]!.message).toMatch(
            new RegExp(`^token ${index + 1} "${bad.replace(/[.?#!]/g, '\\$&')}": \\S`),
          );
        },
      ),
    );
  });
});
