import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { rosterFromCsv, rosterToCsv } from '../../../features/teams/roster-csv.ts';
import { teamsScenario } from '../teams/teams-fixtures.ts';

const scenario = teamsScenario();

describe('roster CSV', () => {
  it('reads names, teams and roles by id or name in any case, keeping other columns as notes', () => {
    const text = 'Name,Team,Role,Age\nAna Ruiz,alpha,Captain,31\nBo,BETA,crew,\nCy,,,\n';
    expect(rosterFromCsv(text, scenario)).toEqual({
      players: [
        { name: 'Ana Ruiz', team: 'alpha', role: 'captain', notes: 'Age: 31' },
        { name: 'Bo', team: 'beta', role: 'crew', notes: '' },
        { name: 'Cy', team: null, role: null, notes: '' },
      ],
      problems: [],
    });
  });

  it('reports every mistake by row and imports nothing', () => {
    const text = 'name;team;role;id\nAna;alpha;pilot;a1\n;beta;;\nBo;delta;;a1\nCy;gamma;crew;a1\n';
    const result = rosterFromCsv(text, scenario);
    expect(result.players).toEqual([]);
    expect(result.problems.map((p) => p.message)).toEqual([
      'row 2: Alpha has no role "pilot"',
      'row 3: a player needs a name',
      'row 4: there is no team "delta"',
      'row 4: the id "a1" is used twice',
      'row 5: Gamma has no role "crew"',
      'row 5: the id "a1" is used twice',
    ]);
    expect(rosterFromCsv('team\nalpha\n', scenario).problems[0]!.message).toBe(
      'row 1: there is no "name" column',
    );
    expect(rosterFromCsv('', scenario).problems[0]!.message).toBe('the file is empty');
  });

  it('property: what it writes it reads back', () => {
    const player = fc.record({
      id: fc.stringMatching(/^[a-z][a-z0-9-]{0,8}$/),
      // Names that start like formulas (=, +, -, @) are written escaped and read back as typed.
      name: fc
        .oneof(
          fc.string({ minLength: 1, maxLength: 20 }),
          fc
            .constantFrom('=', '+', '-', '@', "'")
            .chain((c) => fc.string({ maxLength: 12 }).map((rest) => `${c}${rest}`)),
        )
        .filter((s) => s.trim() === s && s.trim() !== ''),
      placement: fc.constantFrom(
        { team: 'alpha', role: 'captain' },
        { team: 'beta', role: 'crew' },
        { team: 'gamma', role: null },
        { team: null, role: null },
      ),
      notes: fc.constantFrom('', 'age 31', 'table 4; vegetarian'),
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(player, { selector: (p) => p.id, minLength: 1, maxLength: 8 }),
        (list) => {
          const players = list.map((p) => ({
            id: p.id,
            name: p.name,
            ...p.placement,
            notes: p.notes,
          }));
          const back = rosterFromCsv(rosterToCsv(scenario, players), scenario);
          expect(back.problems).toEqual([]);
          expect(back.players).toEqual(players);
        },
      ),
    );
  });
});
