import { describe, expect, it } from 'vitest';
import { lodestarSession } from '../../../features/index.ts';
import { lookUp, rowsMatching } from '../../../features/charts/chart-lookup.ts';
import { teamChartsPart } from '../../../features/charts/team-screen.ts';
import { checkScenario } from '../../../scenarios/format/check-scenario.ts';
import { scenarioSchema, type Scenario } from '../../../scenarios/format/schema.ts';
import { projectHeader, projectLines } from '../../../session/projection.ts';
import { mapsRecorder, mapsScenario, refusal } from '../maps/maps-fixtures.ts';
import { chartsFixture } from './charts-fixture.ts';

function scenario(list: unknown[] = chartsFixture()): Scenario {
  return scenarioSchema.parse({ ...mapsScenario(), charts: list });
}

const problems = (list: unknown[]) => {
  const checked = checkScenario({ ...mapsScenario(), charts: list });
  return checked.success
    ? []
    : checked.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('charts', () => {
  it('look a cell up by row and column, an empty cell reading as a dash', () => {
    const [terrain, bribes] = scenario().charts;
    expect(lookUp(terrain!, 'forest', 'armour')).toEqual({
      ok: true,
      cell: { chart: 'Terrain effects', row: 'Forêt', column: 'Armour', text: '4 MP, no overrun' },
    });
    expect(lookUp(terrain!, 'marsh', 'armour')).toMatchObject({ ok: true, cell: { text: '—' } });
    expect(lookUp(bribes!, 'guard', undefined)).toMatchObject({
      ok: true,
      cell: { column: null, text: '2 Credits' },
    });
    expect(lookUp(terrain!, 'forest', undefined)).toEqual({
      ok: false,
      error: 'Terrain effects has 2 columns: name one (infantry, armour)',
    });
    expect(lookUp(terrain!, 'hills', 'armour')).toEqual({
      ok: false,
      error: 'Terrain effects has no row "hills"',
    });
  });

  it('find rows by their name or cells, accents aside', () => {
    const [terrain] = scenario().charts;
    expect(rowsMatching(terrain!, 'foret')).toEqual([1]);
    expect(rowsMatching(terrain!, '1 mp')).toEqual([0]);
    expect(rowsMatching(terrain!, 'overrun 4')).toEqual([1]);
  });

  it('name a row with more cells than columns, and ids used twice', () => {
    const list = chartsFixture();
    list[0]!.rows[0]!.cells.push('9 MP');
    list[0]!.rows[2]!.id = 'clear';
    list[0]!.columns[1]!.id = 'infantry';
    expect(problems(list)).toEqual(
      expect.arrayContaining([
        'charts.0.rows.0.cells: Clear has 3 cells but Terrain effects has 2 columns',
        'charts.0.rows.2.id: duplicate row id "clear" in Terrain effects',
        'charts.0.columns.1.id: duplicate column id "infantry" in Terrain effects',
      ]),
    );
    expect(problems([{ id: 'x', name: 'X', columns: [] }])).toEqual([
      'charts.0.columns: a chart needs a column',
    ]);
  });

  it('log a cell read out, refuse one not there, and keep Control’s chart to Control', () => {
    const r = mapsRecorder(scenario());
    r.act({ type: 'chart.look-up', chart: 'terrain', row: 'forest', column: 'infantry' });
    r.act({ type: 'chart.look-up', chart: 'bribes', row: 'guard' });
    expect(
      refusal(r, { type: 'chart.look-up', chart: 'terrain', row: 'swamp', column: 'armour' }),
    ).toBe('Terrain effects has no row "swamp"');
    expect(refusal(r, { type: 'chart.look-up', chart: 'maps', row: 'x' })).toBe(
      'There is no chart "maps"',
    );
    const lines = (viewer: Parameters<typeof projectLines>[3]) =>
      projectLines(lodestarSession, r.engine.header, r.log, viewer).map((l) => l.text);
    expect(lines({ kind: 'control' })).toEqual([
      'Looked up Terrain effects: Forêt × Infantry: 2 MP',
      'Looked up Bribes: Guard: 2 Credits',
    ]);
    expect(lines({ kind: 'team', team: 'red' })).toEqual([
      'Looked up Terrain effects: Forêt × Infantry: 2 MP',
    ]);
    for (const viewer of [{ kind: 'team', team: 'red' }, { kind: 'display' }] as const) {
      const seen = projectHeader(lodestarSession, r.engine.header, viewer).scenario;
      expect(seen.charts.map((c) => c.id)).toEqual(['terrain']);
      expect(JSON.stringify(seen)).not.toContain('2 Credits');
    }
    expect(
      projectHeader(lodestarSession, r.engine.header, { kind: 'facilitator' }).scenario.charts,
    ).toHaveLength(2);
    // Reading a chart changes nothing but the log.
    const { seq: _seq, lastAt: _lastAt, ...after } = r.engine.state;
    const { seq: _s, lastAt: _l, ...before } = mapsRecorder(scenario()).engine.state;
    expect(after).toEqual(before);
  });

  it('put the public charts on a team’s screen', () => {
    const s = scenario();
    const r = mapsRecorder(s);
    const seen = projectHeader(lodestarSession, r.engine.header, {
      kind: 'team',
      team: 'red',
    }).scenario;
    const view = teamChartsPart.view({
      state: r.engine.state,
      scenario: seen,
      teamId: 'red',
    } as never);
    expect(view!.map((c) => c.name)).toEqual(['Terrain effects']);
    const none = teamChartsPart.view({
      state: r.engine.state,
      scenario: { ...seen, charts: seen.charts.map((c) => ({ ...c, public: false })) },
      teamId: 'red',
    } as never);
    expect(none).toBeNull();
  });
});
