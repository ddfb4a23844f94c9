import { scenarioSchema, type Scenario } from '../../../scenarios/format/schema.ts';
import { mapsScenario } from '../maps/maps-fixtures.ts';

/**
 * A gunnery roll whose dice come from the firing team's Gunnery tracker, shifted by the crew
 * on the piece and the terrain under it; a hit rolls damage next, once per hit, and damage
 * costs a rolled amount of Hull.
 */

const input = (over: object) => ({ description: '', min: 0, max: 10, options: [], ...over });

/** The two resolvers as a scenario file writes them (the e2e plays them too). */
export function gunneryResolvers(): object[] {
  return [
    {
      id: 'gunnery',
      name: 'Gunnery',
      kind: 'target',
      dice: '1d6',
      count: { input: 'guns' },
      target: 4,
      inputs: [
        input({
          id: 'guns',
          name: 'Guns',
          kind: 'number',
          from: { read: 'tracker', tracker: 'gunnery' },
        }),
        input({
          id: 'crew',
          name: 'Crew',
          kind: 'number',
          from: { read: 'piece-state', property: 'crew' },
        }),
        input({
          id: 'terrain',
          name: 'Terrain',
          kind: 'choice',
          options: [
            { id: 'open', name: 'Open space' },
            { id: 'rock', name: 'Asteroid field' },
          ],
          from: { read: 'terrain' },
        }),
        input({
          id: 'weapon',
          name: 'Weapon',
          kind: 'choice',
          options: [
            { id: 'laser', name: 'Laser' },
            { id: 'rail', name: 'Railgun' },
          ],
        }),
      ],
      modifiers: [
        {
          id: 'cover',
          name: 'Asteroid cover',
          when: [{ input: 'terrain', is: 'rock' }],
          dieBy: -1,
        },
      ],
      results: [
        { id: 'hit', text: 'Hit', then: 'damage', thenEach: true },
        { id: 'miss', text: 'Miss' },
      ],
      success: 'hit',
      failure: 'miss',
    },
    {
      id: 'damage',
      name: 'Damage',
      kind: 'per-die',
      dice: '1d6',
      inputs: [
        input({
          id: 'weapon',
          name: 'Weapon',
          kind: 'choice',
          options: [
            { id: 'laser', name: 'Laser' },
            { id: 'rail', name: 'Railgun' },
          ],
        }),
      ],
      results: [
        { id: 'graze', text: 'Graze', effects: [{ tracker: 'hull', by: -1 }] },
        { id: 'breach', text: 'Breach', effects: [{ tracker: 'hull', by: -1, roll: '2d6' }] },
      ],
      rows: [
        { min: 1, max: 3, result: 'graze' },
        { min: 4, max: 6, result: 'breach' },
      ],
    },
  ];
}

export function gunneryScenario(over: (s: Record<string, unknown>) => void = () => {}): Scenario {
  const base = mapsScenario();
  const s: Record<string, unknown> = {
    ...base,
    maps: base.maps.map((m) =>
      m.id !== 'skirmish'
        ? m
        : {
            ...m,
            tokens: m.tokens.map((t) =>
              t.id === 'ship-red'
                ? {
                    ...t,
                    at: '0,2',
                    properties: [
                      { name: 'Crew', value: 3, min: 0, max: 6, hidden: false },
                      { name: 'Secret cargo', value: 2, min: 0, max: null, hidden: true },
                    ],
                  }
                : t,
            ),
          },
    ),
    trackers: [
      { id: 'gunnery', name: 'Gunnery', start: 2, min: 0, max: 6 },
      { id: 'hull', name: 'Hull', start: 20, min: 0, max: 20 },
    ],
    resolvers: gunneryResolvers(),
  };
  over(s);
  return scenarioSchema.parse(s);
}
