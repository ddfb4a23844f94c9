import { lodestarSession } from '../../../features/index.ts';
import { scenarioSchema, type ScenarioInput } from '../../../scenarios/format/schema.ts';
import { SessionEngine } from '../../../session/engine.ts';
import { createHeader } from '../../../session/session-header.ts';
import { Recorder, T0 } from '../session/session-fixtures.ts';

/** Three ships, a fleet map with one ship in a hidden place, and orders of every kind. */
export function scenario(extra: Partial<ScenarioInput> = {}) {
  return scenarioSchema.parse({
    schemaVersion: 1,
    meta: { title: 'Orders', players: { min: 2, max: 12 }, durationMinutes: 60 },
    teams: [
      {
        id: 'alpha',
        name: 'Alpha',
        colour: '#cc3333',
        roles: [{ id: 'pirate', name: 'Pirate', count: 3 }],
      },
      {
        id: 'beta',
        name: 'Beta',
        colour: '#3333cc',
        roles: [{ id: 'patrol', name: 'Patrol', count: 1 }],
      },
      { id: 'gamma', name: 'Gamma', colour: '#33cc33' },
    ],
    trackers: [
      { id: 'speed', name: 'Speed', perTeam: { beta: { start: 4 }, gamma: { start: 4 } } },
    ],
    maps: [
      {
        id: 'sea',
        name: 'Sea',
        grid: { kind: 'square', width: 4, height: 4 },
        visibility: { '3,3': { state: 'hidden' } },
        tokens: [
          {
            id: 'a1',
            at: '0,0',
            label: 'Swift',
            team: 'alpha',
            properties: [{ name: 'Sensors', value: 2 }],
          },
          {
            id: 'b1',
            at: '1,0',
            label: 'Stout',
            team: 'beta',
            properties: [{ name: 'Sensors', value: 5 }],
          },
          { id: 'x1', at: '3,3', label: 'Lurker', properties: [{ name: 'Sensors', value: 9 }] },
        ],
      },
    ],
    initiativeOrders: [
      { id: 'seats', name: 'Seat order' },
      { id: 'fast', name: 'Fastest first', by: 'tracker', tracker: 'speed' },
      { id: 'dice', name: 'Initiative', by: 'roll', dice: '1d6', rounds: 'repeat' },
      {
        id: 'targets',
        name: 'Target order',
        members: 'players',
        by: 'declared',
        value: 'Sensors',
        order: 'lowest-first',
        tieRoles: ['patrol', 'pirate'],
        tieBreak: 'age: the younger player first',
        tieBreakOrder: 'lowest-first',
      },
      {
        id: 'firing',
        name: 'Firing order',
        members: 'pieces',
        map: 'sea',
        by: 'property',
        value: 'Sensors',
      },
    ],
    schedule: {
      blocks: [
        {
          id: 'main',
          repeat: 2,
          phases: [
            { id: 'talk', name: 'Talk', minutes: 10 },
            {
              id: 'fight',
              name: 'Fight',
              minutes: 5,
              atStart: [{ kind: 'initiative', order: 'dice' }],
            },
          ],
        },
      ],
    },
    ...extra,
  });
}

export function play(seed = 'orders-seed') {
  const header = createHeader({
    id: 'orders',
    title: 'Orders',
    scenarioId: null,
    scenario: scenario(),
    seed,
    createdAt: T0,
    createdBy: 'Ana',
    utcOffsetMinutes: 0,
  });
  return new Recorder(SessionEngine.start(header, lodestarSession));
}
