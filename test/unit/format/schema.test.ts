import { describe, expect, it } from 'vitest';
import { formatProblems, jsonPath, problemsFromZod } from '../../../scenarios/format/problems.ts';
import { scenarioSchema, seatCount } from '../../../scenarios/format/schema.ts';
import { DEFAULT_CUES } from '../../../features/clock/schedule-format.ts';

const meta = { title: 'Test Game', players: { min: 2, max: 8 }, durationMinutes: 120 };
const role = (id: string, count = 1) => ({ id, name: id, count });
const team = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  name: `Team ${id}`,
  colour: '#3366cc',
  ...extra,
});

const phase = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  name: `Phase ${id}`,
  minutes: 10,
  ...extra,
});

/** The problems for a document, as the loader reports them. */
function problemsOf(doc: Record<string, unknown>) {
  const parsed = scenarioSchema.safeParse({ schemaVersion: 1, meta, ...doc });
  return parsed.success ? [] : problemsFromZod(parsed.error);
}

describe('scenarioSchema defaults', () => {
  it('fills every optional field of a minimal scenario', () => {
    const scenario = scenarioSchema.parse({
      schemaVersion: 1,
      meta,
      teams: [team('a', { roles: [role('x')] })],
    });
    expect(scenario.meta).toEqual({
      ...meta,
      designers: [],
      credits: '',
      description: '',
      tags: [],
    });
    expect(scenario.teams[0]).toMatchObject({ kind: 'team', description: '' });
    expect(scenario.teams[0]?.roles[0]).toEqual({ id: 'x', name: 'x', count: 1, description: '' });
    for (const section of [
      'maps',
      'tiles',
      'decks',
      'bags',
      'dice',
      'tables',
      'resolvers',
      'trackers',
      'events',
    ] as const)
      expect(scenario[section]).toEqual([]);
    expect(scenario.schedule).toEqual({
      blocks: [],
      overrides: [],
      defaultCues: DEFAULT_CUES,
      timers: [],
      checkpoints: [],
    });
    expect(scenarioSchema.parse({ schemaVersion: 1, meta }).teams).toEqual([]);
  });

  it('trims names, keeps unknown fields of open entries and drops unknown top-level keys', () => {
    const scenario = scenarioSchema.parse({
      schemaVersion: 1,
      meta: { ...meta, title: '  Spaced Out  ' },
      teams: [team('a', { name: ' Red ' })],
      events: [{ id: 'm', name: 'Sector', 'hex size': 40, cells: [[1]] }],
      stray: true,
    });
    expect(scenario.meta.title).toBe('Spaced Out');
    expect(scenario.teams[0]?.name).toBe('Red');
    expect(scenario.events[0]).toEqual({
      id: 'm',
      name: 'Sector',
      'hex size': 40,
      cells: [[1]],
    });
    expect(scenario).not.toHaveProperty('stray');
  });
});

describe('scenarioSchema problems carry the JSON path of the bad value', () => {
  it.each<[string, Record<string, unknown>, string, RegExp]>([
    ['a missing meta block', { meta: undefined }, '$.meta', /expected object/],
    ['a blank title', { meta: { ...meta, title: '   ' } }, '$.meta.title', /needs a title/],
    [
      'max players below min',
      { meta: { ...meta, players: { min: 9, max: 3 } } },
      '$.meta.players.max',
      /at least min/,
    ],
    [
      'a fractional player count',
      { meta: { ...meta, players: { min: 1.5, max: 3 } } },
      '$.meta.players.min',
      /must be a whole number/,
    ],
    [
      'a duration over a week',
      { meta: { ...meta, durationMinutes: 10081 } },
      '$.meta.durationMinutes',
      /must be at most 10080/,
    ],
    [
      'a zero duration',
      { meta: { ...meta, durationMinutes: 0 } },
      '$.meta.durationMinutes',
      /must be at least 1/,
    ],
    ['an empty designer', { meta: { ...meta, designers: ['A', ''] } }, '$.meta.designers[1]', /.+/],
    [
      'a team colour by name',
      { teams: [team('a', { colour: 'red' })] },
      '$.teams[0].colour',
      /colour like #/,
    ],
    [
      'a short team colour',
      { teams: [team('a'), team('b', { colour: '#36c' })] },
      '$.teams[1].colour',
      /colour like #/,
    ],
    ['a team id with capitals', { teams: [team('Red')] }, '$.teams[0].id', /lower-case/],
    [
      'an unknown team kind',
      { teams: [team('a', { kind: 'guild' })] },
      '$.teams[0].kind',
      /team|office/,
    ],
    [
      'a negative role count',
      { teams: [team('a', { roles: [role('x'), role('y', -1)] })] },
      '$.teams[0].roles[1].count',
      /must be at least 0/,
    ],
    [
      'a role without a name',
      { teams: [team('a', { roles: [{ id: 'x', name: ' ', count: 1 }] })] },
      '$.teams[0].roles[0].name',
      /needs a name/,
    ],
    [
      'a section entry without a name',
      { decks: [{ id: 'events' }] },
      '$.decks[0].name',
      /expected string/,
    ],
    [
      'a schedule block with a bad id',
      { schedule: { blocks: [{ id: '-x', phases: [phase('a')] }] } },
      '$.schedule.blocks[0].id',
      /lower-case/,
    ],
    [
      'a start time that is not a time of day',
      { schedule: { startTime: '4pm' } },
      '$.schedule.startTime',
      /time of day like 16:00/,
    ],
    [
      'a hard stop at 24:00',
      { schedule: { hardStop: '24:00' } },
      '$.schedule.hardStop',
      /time of day like 16:00/,
    ],
    [
      'a block without phases',
      { schedule: { blocks: [{ id: 'turn', phases: [] }] } },
      '$.schedule.blocks[0].phases',
      /needs at least one phase/,
    ],
    [
      'a block repeated 0 times',
      { schedule: { blocks: [{ id: 'turn', repeat: 0, phases: [phase('a')] }] } },
      '$.schedule.blocks[0].repeat',
      /at least 1/,
    ],
    [
      'a phase of 0 minutes',
      { schedule: { blocks: [{ id: 'turn', phases: [phase('a', { minutes: 0 })] }] } },
      '$.schedule.blocks[0].phases[0].minutes',
      /more than 0 minutes/,
    ],
    [
      'a phase without a name',
      { schedule: { blocks: [{ id: 'turn', phases: [phase('a', { name: '  ' })] }] } },
      '$.schedule.blocks[0].phases[0].name',
      /needs a name/,
    ],
    [
      'a duplicate phase id in a block',
      { schedule: { blocks: [{ id: 'turn', phases: [phase('a'), phase('a')] }] } },
      '$.schedule.blocks[0].phases[1].id',
      /duplicate phase id "a"/,
    ],
    [
      'a duplicate block id',
      {
        schedule: {
          blocks: [
            { id: 'turn', phases: [phase('a')] },
            { id: 'turn', phases: [phase('b')] },
          ],
        },
      },
      '$.schedule.blocks[1].id',
      /duplicate block id "turn"/,
    ],
    [
      'a phase colour by name',
      { schedule: { blocks: [{ id: 'turn', phases: [phase('a', { colour: 'red' })] }] } },
      '$.schedule.blocks[0].phases[0].colour',
      /colour like #/,
    ],
    [
      'an automation of an unknown kind',
      {
        schedule: {
          blocks: [{ id: 'turn', phases: [phase('a', { atStart: [{ kind: 'draw' }] })] }],
        },
      },
      '$.schedule.blocks[0].phases[0].atStart[0].kind',
      /announce|start-timer/,
    ],
    [
      'an announcement without text',
      {
        schedule: {
          blocks: [
            { id: 'turn', phases: [phase('a', { atStart: [{ kind: 'announce', text: ' ' }] })] },
          ],
        },
      },
      '$.schedule.blocks[0].phases[0].atStart[0].text',
      /needs text/,
    ],
    [
      'an automation that starts a timer the schedule lacks',
      {
        schedule: {
          blocks: [
            {
              id: 'turn',
              phases: [phase('a', { atStart: [{ kind: 'start-timer', template: 'combat' }] })],
            },
          ],
        },
      },
      '$.schedule.blocks[0].phases[0].atStart[0].template',
      /no timer template "combat"/,
    ],
    [
      'a cue at a negative time',
      {
        schedule: {
          blocks: [{ id: 'turn', phases: [phase('a', { cues: [{ atSeconds: -5 }] })] }],
        },
      },
      '$.schedule.blocks[0].phases[0].cues[0].atSeconds',
      /at least 0/,
    ],
    [
      'a cue with an unknown sound',
      { schedule: { defaultCues: [{ atSeconds: 60, sound: 'gong' }] } },
      '$.schedule.defaultCues[0].sound',
      /none|chime|beep|alarm/,
    ],
    [
      'an override of a turn past the plan',
      {
        schedule: {
          blocks: [{ id: 'turn', repeat: 3, phases: [phase('a')] }],
          overrides: [{ turn: 4, phase: 'a', minutes: 5 }],
        },
      },
      '$.schedule.overrides[0].turn',
      /turn 4 does not exist \(the plan has 3 turns\)/,
    ],
    [
      "an override of a phase its turn's block lacks",
      {
        schedule: {
          blocks: [
            { id: 'setup', phases: [phase('seating')] },
            { id: 'turn', repeat: 3, phases: [phase('a'), phase('b')] },
          ],
          overrides: [{ turn: 2, phase: 'seating', minutes: 5 }],
        },
      },
      '$.schedule.overrides[0].phase',
      /turn 2 has no phase "seating" \(block "turn" has "a", "b"\)/,
    ],
    [
      'an override with negative minutes',
      {
        schedule: {
          blocks: [{ id: 'turn', phases: [phase('a')] }],
          overrides: [{ turn: 1, phase: 'a', minutes: -1 }],
        },
      },
      '$.schedule.overrides[0].minutes',
      /0/,
    ],
    [
      'a countdown template without seconds',
      { schedule: { timers: [{ id: 'time-out', name: 'Time-out', kind: 'countdown' }] } },
      '$.schedule.timers[0].seconds',
      /a countdown timer needs seconds/,
    ],
    [
      'a repeating template without seconds',
      { schedule: { timers: [{ id: 'combat', name: 'Combat', kind: 'repeating' }] } },
      '$.schedule.timers[0].seconds',
      /a repeating timer needs seconds/,
    ],
    [
      'maxTurns on a stopwatch',
      { schedule: { timers: [{ id: 'w', name: 'Watch', kind: 'stopwatch', maxTurns: 3 }] } },
      '$.schedule.timers[0].maxTurns',
      /only a turn counter has maxTurns \(this one is a stopwatch\)/,
    ],
    [
      'an unknown timer kind',
      { schedule: { timers: [{ id: 'w', name: 'Watch', kind: 'hourglass' }] } },
      '$.schedule.timers[0].kind',
      /countdown/,
    ],
    [
      'a duplicate timer template id',
      {
        schedule: {
          timers: [
            { id: 'w', name: 'Watch', kind: 'stopwatch' },
            { id: 'w', name: 'Watch 2', kind: 'stopwatch' },
          ],
        },
      },
      '$.schedule.timers[1].id',
      /duplicate timer template id "w"/,
    ],
    [
      'a checkpoint at 0 minutes',
      { schedule: { checkpoints: [{ id: 'award', afterMinutes: 0, label: 'Award' }] } },
      '$.schedule.checkpoints[0].afterMinutes',
      /more than 0 minutes/,
    ],
    [
      'a duplicate checkpoint id',
      {
        schedule: {
          checkpoints: [
            { id: 'award', afterMinutes: 60, label: 'Award' },
            { id: 'award', afterMinutes: 120, label: 'Award' },
          ],
        },
      },
      '$.schedule.checkpoints[1].id',
      /duplicate checkpoint id "award"/,
    ],
    ['a schedule that is not an object', { schedule: [] }, '$.schedule', /expected object/],
    ['a wrong schemaVersion', { schemaVersion: 2 }, '$.schemaVersion', /1/],
  ])('%s', (_what, doc, path, message) => {
    const problems = problemsOf(doc);
    expect(problems.map((p) => p.path)).toEqual([path]);
    expect(problems[0]?.message).toMatch(message);
  });

  it('reports a duplicate team id at the second team', () => {
    const problems = problemsOf({ teams: [team('red'), team('blue'), team('red')] });
    expect(problems).toEqual([{ path: '$.teams[2].id', message: 'duplicate team id "red"' }]);
  });

  it('reports a duplicate role id within a team, but allows the same role id in two teams', () => {
    const roles = [role('captain'), role('pilot'), role('captain')];
    expect(problemsOf({ teams: [team('a', { roles })] })).toEqual([
      { path: '$.teams[0].roles[2].id', message: 'duplicate role id "captain"' },
    ]);
    expect(
      problemsOf({
        teams: [team('a', { roles: [role('captain')] }), team('b', { roles: [role('captain')] })],
      }),
    ).toEqual([]);
  });

  it('reports duplicates alongside other problems, each at its own path', () => {
    const problems = problemsOf({
      teams: [team('a', { roles: [role('x'), role('x')] }), team('a', { colour: 'blue' })],
    });
    expect(problems.map((p) => p.path).sort()).toEqual(
      ['$.teams[0].roles[1].id', '$.teams[1].colour', '$.teams[1].id'].sort(),
    );
  });
});

describe('seatCount', () => {
  it('adds role counts of teams and ignores offices', () => {
    const scenario = scenarioSchema.parse({
      schemaVersion: 1,
      meta,
      teams: [
        team('a', { roles: [role('x', 3), role('y', 2)] }),
        team('b', { roles: [role('x', 4)] }),
        team('gov', { kind: 'office', roles: [role('president', 1)] }),
      ],
    });
    expect(seatCount(scenario)).toBe(9);
    expect(seatCount({ teams: [] })).toBe(0);
  });
});

describe('problem paths and messages', () => {
  it('writes identifiers with dots, indices in brackets and other keys quoted', () => {
    expect(jsonPath([])).toBe('$');
    expect(jsonPath(['teams', 0, 'roles', 12, 'count'])).toBe('$.teams[0].roles[12].count');
    expect(jsonPath(['maps', 0, 'hex size'])).toBe('$.maps[0]["hex size"]');
    expect(jsonPath(['a"b', '9lives'])).toBe('$["a\\"b"]["9lives"]');
  });

  it('formats one problem per line', () => {
    expect(
      formatProblems([
        { path: '$.meta.title', message: 'a scenario needs a title' },
        { path: '$.teams[0].colour', message: 'must be a colour like #3366cc' },
      ]),
    ).toBe(
      '$.meta.title: a scenario needs a title\n$.teams[0].colour: must be a colour like #3366cc',
    );
  });
});

describe('scenarioSchema and "__proto__" keys', () => {
  it('refuses a nested "__proto__" key, so a save cannot write what a load would refuse', () => {
    const events = JSON.parse('[{"id":"m","name":"Map","grid":{"__proto__":{"size":3}}}]');
    expect(problemsOf({ events })).toEqual([
      {
        path: '$.events[0].grid.__proto__',
        message: '"__proto__" cannot be used as a field name',
      },
    ]);
  });
});
