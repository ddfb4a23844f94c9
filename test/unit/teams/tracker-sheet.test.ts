import { describe, expect, it } from 'vitest';
import { trackerSheet, withHolding, withTeamStart } from '../../../features/teams/tracker-sheet.ts';
import { trackerSchema } from '../../../features/teams/trackers-format.ts';
import { bundledScenarios } from '../../../scenarios/library/index.ts';
import { trackerLimits } from '../../../features/teams/tracker-defs.ts';
import { seatTeams } from '../../../features/teams/initial-teams.ts';

const scenario = {
  teams: [
    { id: 'red', name: 'Red' },
    { id: 'blue', name: 'Blue' },
    { id: 'press', name: 'Press', kind: 'office' },
  ],
  trackers: [
    { id: 'ore', name: 'Ore', start: 2, perTeam: { blue: { start: 5, max: 9 } } },
    { id: 'fuel', name: 'Fuel', teams: ['red'], min: null, max: 10 },
    { id: 'order', name: 'Law & Order', scope: 'global', min: -5, max: 5 },
  ],
  productions: [
    { id: 'mine', name: 'Mining', output: 'ore', rate: 1 },
    { id: 'refine', name: 'Refining', input: 'ore', rate: 2, inputMax: 3, output: 'fuel' },
  ],
};

describe('the trackers as one sheet', () => {
  it('says who holds each tracker, its bounds, each team’s start and what produces it', () => {
    const sheet = trackerSheet(scenario);
    expect(sheet.teams.map((t) => t.id)).toEqual(['red', 'blue']);
    const [ore, fuel, order] = sheet.trackers;
    expect(ore).toMatchObject({
      holders: 'every team',
      min: 0,
      max: null,
      producedBy: ['Mining: +1'],
    });
    expect(ore?.cells).toEqual([
      { team: 'red', holds: true, start: 2, own: false, min: 0, max: null },
      { team: 'blue', holds: true, start: 5, own: true, min: 0, max: 9 },
    ]);
    expect(fuel).toMatchObject({
      holders: 'Red',
      min: null,
      max: 10,
      producedBy: ['Refining: +2 per Ore (up to 3)'],
    });
    expect(fuel?.cells.map((c) => c.holds)).toEqual([true, false]);
    expect(order).toMatchObject({ holders: 'the game', cells: [] });
  });

  it('reads every bundled scenario’s starts and limits as the session does', () => {
    for (const { id, scenario: s } of bundledScenarios) {
      const sheet = trackerSheet(s);
      for (const tracker of sheet.trackers) {
        const def = s.trackers[tracker.index]!;
        for (const cell of tracker.cells) {
          const limits = trackerLimits(def, cell.team);
          expect(
            { start: cell.start, min: cell.min, max: cell.max },
            `${id} ${def.id} ${cell.team}`,
          ).toEqual(limits);
        }
        if (def.scope === 'team') {
          const holders = def.teams.length === 0 ? seatTeams(s) : def.teams;
          expect(
            tracker.cells
              .filter((c) => c.holds)
              .map((c) => c.team)
              .sort(),
            id,
          ).toEqual(
            seatTeams(s)
              .filter((t) => holders.includes(t))
              .sort(),
          );
        }
      }
    }
  });

  it('sets a team’s own start, and its tracker’s start drops it but keeps its limits', () => {
    const set = withTeamStart(scenario.trackers, 0, 'red', 4);
    expect(set[0]?.['perTeam']).toEqual({ red: { start: 4 }, blue: { start: 5, max: 9 } });
    const back = withTeamStart(scenario.trackers, 0, 'blue', null);
    expect(back[0]?.['perTeam']).toEqual({ blue: { max: 9 } });
    const same = withTeamStart(set, 0, 'red', 2);
    expect(same[0]?.['perTeam']).toEqual({ blue: { start: 5, max: 9 } });
    expect(trackerSchema.parse(set[0]).perTeam).toEqual({
      red: { start: 4 },
      blue: { start: 5, max: 9 },
    });
  });

  it('gives and takes a team tracker, and never takes the last holder', () => {
    const teams = trackerSheet(scenario).teams;
    const taken = withHolding(scenario.trackers, 0, 'red', false, teams);
    expect(taken[0]?.['teams']).toEqual(['blue']);
    expect(withHolding(taken, 0, 'red', true, teams)[0]?.['teams']).toEqual([]);
    expect(withHolding(scenario.trackers, 1, 'red', false, teams)[1]?.['teams']).toEqual(['red']);
  });
});
