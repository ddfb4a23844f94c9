import { describe, expect, it } from 'vitest';
import { lodestarSession } from '../../../features/index.ts';
import { projectLines, projectState } from '../../../session/projection.ts';
import { scenarioSchema } from '../../../scenarios/format/schema.ts';
import type { Viewer } from '../../../session/viewer.ts';
import { mapsRecorder, mapsScenario, refusal } from './maps-fixtures.ts';

/** The skirmish board's Red cruiser with a crew track and hidden ammunition. */
function withState() {
  const base = mapsScenario();
  const maps = base.maps.map((m) =>
    m.id !== 'skirmish'
      ? m
      : {
          ...m,
          tokens: m.tokens.map((t) =>
            t.id === 'ship-red'
              ? {
                  ...t,
                  properties: [
                    { name: 'Crew', value: 4, min: 0, max: 6, hidden: false },
                    { name: 'Ammunition', value: 3, min: 0, max: null, hidden: true },
                  ],
                }
              : t,
          ),
        },
  );
  return mapsRecorder(scenarioSchema.parse({ ...base, maps }));
}

const redShip = (r: ReturnType<typeof withState>, viewer?: Viewer) => {
  const state = viewer
    ? projectState(lodestarSession, r.engine.state, r.engine.header.scenario, viewer)
    : r.engine.state;
  return state.maps.live['skirmish']!.tokens.find((t) => t.id === 'ship-red')!;
};

const say = (r: ReturnType<typeof withState>, viewer: Viewer) =>
  projectLines(lodestarSession, r.engine.header, r.log, viewer).map((l) => l.text);

describe('state on a map piece', () => {
  it('sets or changes a property by a typed amount in one entry, within its bounds', () => {
    const r = withState();
    r.act({
      type: 'map.piece-property',
      map: 'skirmish',
      token: 'ship-red',
      property: 'crew',
      by: -3,
    });
    expect(redShip(r).properties![0]!.value).toBe(1);
    expect(r.log).toHaveLength(1);
    expect(say(r, { kind: 'control' }).at(-1)).toBe('Red cruiser: Crew 4 → 1');
    expect(
      refusal(r, {
        type: 'map.piece-property',
        map: 'skirmish',
        token: 'ship-red',
        property: 'Crew',
        by: -2,
      }),
    ).toBe('Crew of Red cruiser runs from 0 to 6; -1 is outside');
    expect(
      refusal(r, {
        type: 'map.piece-property',
        map: 'skirmish',
        token: 'ship-red',
        property: 'Fuel',
        value: 1,
      }),
    ).toBe('Red cruiser has no property "Fuel"');
    expect(
      refusal(r, {
        type: 'map.piece-property',
        map: 'skirmish',
        token: 'ship-blue',
        property: 'Crew',
        value: 1,
      }),
    ).toBe('Blue cruiser has no property "Crew"');
    r.act({
      type: 'map.piece-property',
      map: 'skirmish',
      token: 'ship-red',
      property: 'Crew',
      value: 6,
    });
    expect(redShip(r).properties![0]!.value).toBe(6);
    r.act({ type: 'session.undo' });
    expect(redShip(r).properties![0]!.value).toBe(1);
  });

  it("shows a hidden property only to Control and the piece's team, in state and log", () => {
    const r = withState();
    r.act({
      type: 'map.piece-property',
      map: 'skirmish',
      token: 'ship-red',
      property: 'Ammunition',
      by: -1,
    });
    const names = (viewer: Viewer) => redShip(r, viewer).properties!.map((p) => p.name);
    expect(names({ kind: 'team', team: 'red' })).toEqual(['Crew', 'Ammunition']);
    expect(names({ kind: 'team', team: 'blue' })).toEqual(['Crew']);
    expect(names({ kind: 'display' })).toEqual(['Crew']);
    expect(say(r, { kind: 'team', team: 'red' })).toEqual(['Red cruiser: Ammunition 3 → 2']);
    expect(say(r, { kind: 'team', team: 'blue' })).toEqual([]);
    expect(
      JSON.stringify(
        projectState(lodestarSession, r.engine.state, r.engine.header.scenario, {
          kind: 'display',
        }),
      ),
    ).not.toContain('Ammunition');
  });

  it('refuses a piece whose properties repeat a name or start outside their bounds', () => {
    const base = mapsScenario();
    const broken = (properties: unknown[]) => {
      const maps = base.maps.map((m) => ({
        ...m,
        tokens: m.tokens.map((t, i) => (i === 0 && m.id === 'skirmish' ? { ...t, properties } : t)),
      }));
      const result = scenarioSchema.safeParse({ ...base, maps });
      return result.success
        ? []
        : result.error.issues.map((i) => `${i.path.slice(-3).join('.')}: ${i.message}`);
    };
    expect(
      broken([
        { name: 'Crew', value: 1 },
        { name: 'crew', value: 2 },
      ]),
    ).toEqual(['properties.1.name: "crew" is named twice']);
    expect(broken([{ name: 'Crew', value: 9, max: 6 }])).toEqual([
      'properties.0.value: is outside its bounds',
    ]);
  });
});
