import { describe, expect, it } from 'vitest';
import { lodestarSession } from '../../../features/index.ts';
import { projectLines, projectState } from '../../../session/projection.ts';
import { createHeader } from '../../../session/session-header.ts';
import { scenarioSchema, type ScenarioInput } from '../../../scenarios/format/schema.ts';
import { checkScenario } from '../../../scenarios/format/check-scenario.ts';
import { endingBanners } from '../../../features/endings/endings-view.ts';
import { recorder, T0 } from '../session/session-fixtures.ts';

/**
 * Three teams scoring VP with Credits to break ties, two phases a turn for three turns (VP
 * produced as each turn starts), and a board where Red and Blue each have a fleet of pieces.
 */
function game(endConditions: NonNullable<ScenarioInput['endConditions']>) {
  return scenarioSchema.parse({
    schemaVersion: 1,
    meta: { title: 'Ends test', players: { min: 2, max: 12 }, durationMinutes: 60 },
    teams: [
      { id: 'red', name: 'Red', colour: '#cc3333' },
      { id: 'blue', name: 'Blue', colour: '#3333cc' },
      { id: 'green', name: 'Green', colour: '#33cc33' },
    ],
    trackers: [
      { id: 'vp', name: 'VP' },
      { id: 'credits', name: 'Credits' },
      { id: 'income', name: 'Income', start: 1 },
      { id: 'morale', name: 'Morale', scope: 'global', start: 3, public: true },
    ],
    productions: [{ id: 'score', name: 'Score', input: 'income', rate: 1, output: 'vp' }],
    maps: [
      {
        id: 'board',
        name: 'Board',
        grid: { kind: 'hex', shape: { type: 'hexagon', radius: 3 } },
        tokens: [
          { id: 'r1', at: '0,0', team: 'red' },
          { id: 'r2', at: '1,0', team: 'red', count: 2 },
          { id: 'b1', at: '0,-2', team: 'blue' },
          { id: 'rock', at: '2,0' },
        ],
      },
    ],
    schedule: {
      blocks: [
        {
          id: 'main',
          repeat: 3,
          phases: [
            { id: 'move', name: 'Move', minutes: 10, atStart: [{ kind: 'produce' }] },
            { id: 'fight', name: 'Fight', minutes: 5 },
          ],
        },
      ],
    },
    endConditions,
  });
}

function session(endConditions: NonNullable<ScenarioInput['endConditions']>) {
  return recorder(
    createHeader({
      id: 'ends',
      title: 'Ends',
      scenarioId: null,
      scenario: game(endConditions),
      seed: 'ends',
      createdAt: T0,
      createdBy: 'Ana',
      utcOffsetMinutes: 0,
    }),
    lodestarSession,
  );
}

const text = (r: ReturnType<typeof session>) =>
  r.log.map((e) => r.engine.registry.describe(e, r.engine.header));

describe('a side made of pieces', () => {
  const gone = [
    {
      id: 'fleet-gone',
      name: 'Fleet destroyed',
      measure: 'pieces' as const,
      threshold: 0,
      outcome: 'loses' as const,
      public: true,
    },
  ];

  it('loses when its last piece leaves the board, a stack counting as many as it holds', () => {
    const r = session(gone);
    r.act({ type: 'map.remove', map: 'board', token: 'r1' });
    expect(r.engine.state.endings.met).toEqual([]);
    r.act({ type: 'map.remove', map: 'board', token: 'b1' });
    expect(r.engine.state.endings.met).toMatchObject([{ condition: 'fleet-gone', holder: 'blue' }]);
    expect(text(r).at(-1)).toBe('Blue loses: Fleet destroyed');
    // Green never had pieces, so it is no side of this condition; Red still has a stack of 2.
    r.act({ type: 'map.remove', map: 'board', token: 'r2' });
    expect(r.engine.state.endings.met.map((m) => m.holder)).toEqual(['blue', 'red']);
  });

  it('counts only the maps it names, and is undone with the move that met it', () => {
    const r = session([{ ...gone[0]!, maps: ['board'], compare: 'at-most', threshold: 1 }]);
    r.act({ type: 'map.remove', map: 'board', token: 'b1' });
    r.act({ type: 'map.remove', map: 'board', token: 'r2' });
    expect(r.engine.state.endings.met.map((m) => m.holder)).toEqual(['blue', 'red']);
    r.act({ type: 'session.undo' });
    expect(r.engine.state.endings.met.map((m) => m.holder)).toEqual(['blue']);
  });
});

describe('conditions checked as a turn ends', () => {
  const tenVp = {
    id: 'three-vp',
    name: 'Three VP',
    trackers: ['vp'],
    compare: 'at-least' as const,
    threshold: 3,
    outcome: 'wins' as const,
    checked: 'turn-end' as const,
    public: true,
  };

  it('waits for the end of the turn, checking before the next turn produces', () => {
    const r = session([tenVp]);
    r.act({ type: 'clock.start' }); // Turn 1 produces: VP 1 each
    r.act({ type: 'tracker.set', tracker: 'vp', holder: 'red', value: 3 });
    expect(r.engine.state.endings.met).toEqual([]);
    r.act({ type: 'clock.next' }); // Fight
    expect(r.engine.state.endings.met).toEqual([]);
    r.act({ type: 'tracker.set', tracker: 'vp', holder: 'blue', value: 2 });
    r.act({ type: 'clock.next' }); // Turn 2: the end of turn 1 is checked before Blue's VP goes to 3
    expect(r.engine.state.endings.met).toMatchObject([{ holder: 'red', turn: 1 }]);
    expect(r.engine.state.trackers.values['vp']).toMatchObject({ red: 4, blue: 3 });
    expect(text(r)).toContain('End of Turn 1; Red wins: Three VP');
    // Blue now has 3, but it is met only at the end of turn 2, once.
    expect(r.engine.state.endings.met).toHaveLength(1);
    r.act({ type: 'clock.end' });
    expect(r.engine.state.endings.met).toMatchObject([
      { holder: 'red', turn: 1 },
      { holder: 'blue', turn: 2 },
    ]);
    expect(r.engine.state.endings.turnsChecked).toBe(2);
  });

  it('refuses to be met by hand, and logs nothing extra in a game without such conditions', () => {
    const r = session([tenVp]);
    r.act({ type: 'tracker.set', tracker: 'vp', holder: 'red', value: 5 });
    expect(() => r.act({ type: 'end.met', condition: 'three-vp', holder: 'red' })).toThrow(
      'Three VP is checked only as a turn ends',
    );
    const plain = session([]);
    plain.act({ type: 'clock.start' });
    plain.act({ type: 'clock.next' });
    plain.act({ type: 'clock.next' });
    expect(text(plain).some((line) => line.startsWith('End of'))).toBe(false);
  });

  it('ends the game after a given turn and ranks the teams, ties broken and then shared', () => {
    const r = session([
      {
        id: 'last-turn',
        name: 'Last turn played',
        measure: 'turn',
        threshold: 0,
        checked: 'turn-end',
        fromTurn: 2,
        rankBy: ['vp', 'credits'],
        public: true,
      },
    ]);
    r.act({ type: 'clock.start' });
    r.act({ type: 'clock.next' });
    r.act({ type: 'clock.next' }); // end of turn 1: too early
    expect(r.engine.state.endings.met).toEqual([]);
    r.act({ type: 'tracker.set', tracker: 'vp', holder: 'red', value: 5 });
    r.act({ type: 'tracker.set', tracker: 'vp', holder: 'blue', value: 5 });
    r.act({ type: 'tracker.set', tracker: 'credits', holder: 'blue', value: 2 });
    r.act({ type: 'tracker.set', tracker: 'vp', holder: 'green', value: 1 });
    r.act({ type: 'clock.next' });
    r.act({ type: 'clock.next' }); // end of turn 2
    const [met] = r.engine.state.endings.met;
    expect(met!.standings).toEqual([
      { team: 'blue', place: 1, values: [5, 2] },
      { team: 'red', place: 2, values: [5, 0] },
      { team: 'green', place: 3, values: [1, 0] },
    ]);
    expect(text(r).find((line) => line.startsWith('End of Turn 2'))).toBe(
      'End of Turn 2; Game over: Last turn played — 1st Blue (VP 5, Credits 2); 2nd Red (VP 5, Credits 0); 3rd Green (VP 1, Credits 0)',
    );
    // A team reads its own values, not the others'; the display reads only the places.
    const seenBy = (viewer: Parameters<typeof projectLines>[3]) =>
      projectLines(lodestarSession, r.engine.header, r.log, viewer).map((l) => l.text);
    expect(seenBy({ kind: 'team', team: 'red' })).toContain(
      'End of Turn 2; Game over: Last turn played — 1st Blue; 2nd Red (VP 5, Credits 0); 3rd Green',
    );
    const display = projectState(lodestarSession, r.engine.state, r.engine.header.scenario, {
      kind: 'display',
    });
    expect(display.endings.met[0]!.standings!.every((s) => s.values.length === 0)).toBe(true);
    expect(endingBanners(r.engine.header.scenario, display)[0]!.text).toBe(
      'Game over: Last turn played — 1st Blue; 2nd Red; 3rd Green',
    );
  });

  it('shares a place between teams level on every tracker, and skips the next', () => {
    const r = session([
      {
        id: 'last-turn',
        name: 'Over',
        measure: 'turn',
        threshold: 0,
        checked: 'turn-end',
        fromTurn: 1,
        rankBy: ['vp'],
      },
    ]);
    r.act({ type: 'clock.start' });
    r.act({ type: 'tracker.set', tracker: 'vp', holder: 'green', value: 0 });
    r.act({ type: 'clock.end' });
    expect(r.engine.state.endings.met[0]!.standings!.map((s) => s.place)).toEqual([1, 1, 3]);
    expect(text(r).at(-1)).toBe(
      'End of Turn 1; Game over: Over — =1st Red (VP 1), Blue (VP 1); 3rd Green (VP 0)',
    );
  });
});

describe('end conditions that say too little', () => {
  const problems = (endConditions: NonNullable<ScenarioInput['endConditions']>) => {
    const input = JSON.parse(JSON.stringify(game([]))) as Record<string, unknown>;
    const result = checkScenario({ ...input, endConditions });
    return result.success
      ? []
      : result.error.issues.map((p) => `${p.path.join('.')}: ${p.message}`);
  };

  it('names the field that is missing or wrong, as validate does', () => {
    expect(problems([{ id: 'a', name: 'A', threshold: 0 }])).toEqual([
      'endConditions.0.trackers: name at least one tracker',
    ]);
    expect(
      problems([{ id: 'a', name: 'A', measure: 'turn', threshold: 0, checked: 'turn-end' }]),
    ).toEqual([
      'endConditions.0.fromTurn: a condition on the turn is checked at turn end from a turn: give it',
    ]);
    expect(
      problems([
        {
          id: 'a',
          name: 'A',
          measure: 'pieces',
          maps: ['nowhere'],
          threshold: 0,
          rankBy: ['morale'],
        },
      ]),
    ).toEqual([
      'endConditions.0.maps.0: no map "nowhere"',
      'endConditions.0.rankBy.0: Morale is not a team tracker: teams are ranked by their own',
    ]);
  });
});
