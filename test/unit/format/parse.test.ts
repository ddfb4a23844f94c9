import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  parseScenarioText,
  parseScenarioValue,
  serializeScenario,
  type ParseFailureKind,
} from '../../../scenarios/format/parse.ts';

const fixture = (name: string) =>
  readFileSync(new URL(`../../fixtures/${name}`, import.meta.url), 'utf8');

const minimal = {
  schemaVersion: 1,
  meta: { title: 'Minimal', players: { min: 2, max: 4 }, durationMinutes: 90 },
};

describe('parseScenarioText on the bad fixtures', () => {
  it.each<[string, ParseFailureKind, string, RegExp]>([
    ['empty.lodestar.json', 'empty', '$', /empty/],
    [
      'truncated.lodestar.json',
      'invalid-json',
      '$',
      /^not valid JSON at line 34, column 47: .*cut short/,
    ],
    [
      'newer.lodestar.json',
      'newer-version',
      '$.schemaVersion',
      /newer Lodestar.*version 99.*up to 1/,
    ],
    ['not-an-object.lodestar.json', 'invalid', '$', /must be a JSON object/],
  ])('%s → %s at %s', (file, kind, path, message) => {
    const result = parseScenarioText(fixture(`bad/${file}`));
    expect(result).toMatchObject({ ok: false, kind });
    if (result.ok) return;
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]?.path).toBe(path);
    expect(result.problems[0]?.message).toMatch(message);
  });

  it('invalid.lodestar.json → every schema violation at its own path', () => {
    const result = parseScenarioText(fixture('bad/invalid.lodestar.json'));
    expect(result).toMatchObject({ ok: false, kind: 'invalid' });
    if (result.ok) return;
    expect(result.problems).toEqual(
      expect.arrayContaining([
        { path: '$.meta.players.max', message: 'max must be at least min' },
        { path: '$.teams[0].colour', message: expect.stringMatching(/colour like #/) },
        { path: '$.teams[1].roles[0].count', message: 'must be at least 0' },
      ]),
    );
    expect(result.problems).toHaveLength(3);
  });
});

describe('parseScenarioText', () => {
  it('reads a current file without migrating it', () => {
    const result = parseScenarioText(JSON.stringify(minimal));
    expect(result).toMatchObject({ ok: true, migratedFrom: null });
  });

  it('ignores a byte-order mark', () => {
    expect(parseScenarioText(`\uFEFF${JSON.stringify(minimal)}`).ok).toBe(true);
  });

  it('treats whitespace only as an empty file', () => {
    expect(parseScenarioText(' \n\t\r\n')).toMatchObject({ ok: false, kind: 'empty' });
  });

  it('says where broken JSON breaks, counting lines after a byte-order mark', () => {
    const result = parseScenarioText('\uFEFF{\n  "schemaVersion": 1,\n  "meta": {,\n}');
    expect(result).toMatchObject({ ok: false, kind: 'invalid-json' });
    if (!result.ok)
      expect(result.problems[0]?.message).toMatch(/^not valid JSON at line 3, column 12: /);
  });
});

describe('parseScenarioValue', () => {
  it.each([
    ['missing', {}, /missing schemaVersion/],
    ['a string', { schemaVersion: '1' }, /whole number/],
    ['negative', { schemaVersion: -1 }, /whole number/],
    ['fractional', { schemaVersion: 0.5 }, /whole number/],
  ])('reports a schemaVersion that is %s at $.schemaVersion', (_what, value, message) => {
    const result = parseScenarioValue(value);
    expect(result).toMatchObject({ ok: false, kind: 'invalid' });
    if (!result.ok) {
      expect(result.problems[0]?.path).toBe('$.schemaVersion');
      expect(result.problems[0]?.message).toMatch(message);
    }
  });

  it.each([null, 3, 'text', [minimal]])('rejects %j as not an object', (value) => {
    expect(parseScenarioValue(value)).toMatchObject({
      ok: false,
      kind: 'invalid',
      problems: [{ path: '$', message: expect.stringMatching(/JSON object/) }],
    });
  });

  it('reports values that are not plain data instead of throwing', () => {
    const result = parseScenarioValue({
      ...minimal,
      decks: [{ id: 'd', name: 'D', draw: () => 1 }],
    });
    expect(result).toMatchObject({ ok: false, kind: 'invalid', problems: [{ path: '$' }] });
  });

  it('refuses a "__proto__" field by path rather than dropping it', () => {
    const text = JSON.stringify({
      ...minimal,
      decks: [{ id: 'm', name: 'Map', cells: [{ q: 0 }, { q: 1, PROTO: { x: 1 } }] }],
    }).replace('"PROTO"', '"__proto__"');
    const result = parseScenarioText(text);
    expect(result).toMatchObject({
      ok: false,
      kind: 'invalid',
      problems: [
        { path: '$.decks[0].cells[1].__proto__', message: expect.stringMatching(/__proto__/) },
      ],
    });
    expect(parseScenarioText(text.replace('"__proto__"', '"proto"')).ok).toBe(true);
  });

  it('does not modify its input', () => {
    const input = structuredClone(minimal);
    const result = parseScenarioValue(input);
    expect(result.ok).toBe(true);
    expect(input).toEqual(minimal);
    if (result.ok) expect(result.scenario.meta).not.toBe(input.meta);
  });
});

describe('serializeScenario', () => {
  it('writes two-space JSON with a final newline', () => {
    const result = parseScenarioValue(minimal);
    if (!result.ok) throw new Error('minimal scenario did not parse');
    const text = serializeScenario(result.scenario);
    expect(text).toMatch(/^\{\n {2}"schemaVersion": 1,\n/);
    expect(text.endsWith('}\n')).toBe(true);
    expect(text.endsWith('\n\n')).toBe(false);
  });
});
