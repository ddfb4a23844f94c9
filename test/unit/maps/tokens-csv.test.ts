import { describe, expect, it } from 'vitest';
import { writeCsv } from '../../../scenarios/csv/csv-rows.ts';
import { bundledScenarios } from '../../../scenarios/library/index.ts';
import { mapSchema } from '../../../scenarios/format/map.ts';
import { tokensFromCsv, tokensToRows } from '../../../features/maps/tokens-csv.ts';

const teams = [
  { id: 'blue', name: 'Union', colour: '#2244cc' },
  { id: 'grey', name: 'Confederacy', colour: '#888888' },
];

describe("a map's pieces as a unit list", () => {
  it("reads every bundled map's pieces back as they were written", () => {
    for (const { id, scenario } of bundledScenarios)
      for (const map of scenario.maps.filter((m) => m.tokens.length > 0)) {
        const result = tokensFromCsv(writeCsv(tokensToRows(map)), {
          map,
          teams: scenario.teams,
          tiles: scenario.tiles,
        });
        expect(result.ok, `${id} ${map.id}`).toBe(true);
        if (result.ok) expect(result.tokens, `${id} ${map.id}`).toEqual(map.tokens);
      }
  });

  it('takes places as the map numbers them and teams by name, with the team colour', () => {
    const map = mapSchema.parse({
      id: 'board',
      name: 'Board',
      grid: { kind: 'hex', orientation: 'flat', shape: { type: 'rectangle', width: 6, height: 6 } },
      coordinates: 'offset',
    });
    const text = 'label,at,team,count\n1st Infantry,0304,Union,3\nCavalry,0101,confederacy,\n';
    const result = tokensFromCsv(text, { map, teams });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.tokens).toMatchObject([
      { id: '1st-infantry', label: '1st Infantry', team: 'blue', colour: '#2244cc', count: 3 },
      { id: 'cavalry', label: 'Cavalry', team: 'grey', count: 1 },
    ]);
    expect(mapSchema.parse({ ...map, tokens: result.tokens }).tokens).toHaveLength(2);
  });

  it('says which row names a place, team or count the map does not have', () => {
    const map = mapSchema.parse({
      id: 'm',
      name: 'Sea',
      grid: { kind: 'square', width: 3, height: 3 },
    });
    const text = 'at,label,team,count\n"9,9",Ship,,\n"0,0",Ship,Martians,\n"0,1",Ship,,lots\n';
    const result = tokensFromCsv(text, { map, teams });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => e.message)).toEqual([
      'row 2: Sea has no place “9,9”',
      'row 3: there is no team “Martians”',
      'row 4: the count must be a whole number from 1 to 9999, not “lots”',
    ]);
  });

  it("reads a longer piece's other cells, and refuses a list that names none", () => {
    const map = mapSchema.parse({
      id: 'board',
      name: 'Board',
      grid: { kind: 'hex', shape: { type: 'hexagon', radius: 3 } },
      tokens: [{ id: 'carrier', at: '0,0', label: 'Carrier', cells: ['0,1', '1,0'] }],
    });
    const back = tokensFromCsv(writeCsv(tokensToRows(map)), { map, teams });
    expect(back.ok && back.tokens[0]?.cells).toEqual(['0,1', '1,0']);
    const bad = tokensFromCsv('at,label,cells\n"0,0",Carrier,north', { map, teams });
    expect(bad.ok ? [] : bad.errors.map((e) => e.message)).toEqual([
      'row 2: “north” is not a list of other cells such as “0,1 1,0”',
    ]);
  });
});
