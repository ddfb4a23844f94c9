import {
  scenarioSchema,
  type Scenario,
  type ScenarioInput,
} from '../../../scenarios/format/schema.ts';
import { createHeader } from '../../../session/session-header.ts';
import { recorder, T0 } from '../session/session-fixtures.ts';

/** A small game with three ships, an event deck (some persistent), a bag and two tables. */
export function drawsScenario(extra: Partial<ScenarioInput> = {}): Scenario {
  return scenarioSchema.parse({
    schemaVersion: 1,
    meta: { title: 'Draws test', players: { min: 2, max: 12 }, durationMinutes: 60 },
    teams: [
      { id: 'alpha', name: 'Alpha', colour: '#cc3333' },
      { id: 'beta', name: 'Beta', colour: '#3333cc' },
      { id: 'gamma', name: 'Gamma', colour: '#33cc33' },
      { id: 'council', name: 'Council', colour: '#888888', kind: 'office' },
    ],
    decks: [
      {
        id: 'events',
        name: 'Events',
        fieldNames: ['cost'],
        cards: [
          { id: 'fire', title: 'Fire', copies: 3, fields: { cost: '2 Fuel' } },
          { id: 'plague', title: 'Plague', copies: 2, persistent: true },
          { id: 'mutiny', title: 'Mutiny', copies: 1 },
          { id: 'calm', title: 'Calm', copies: 4 },
        ],
        dealTo: 'play',
      },
      {
        id: 'sabotage',
        name: 'Sabotage',
        cards: [{ id: 'sabotage', title: 'Sabotage', copies: 6 }],
      },
    ],
    schedule: {
      blocks: [
        {
          id: 'main',
          repeat: 3,
          phases: [
            { id: 'talk', name: 'Talk', minutes: 10 },
            {
              id: 'events',
              name: 'Events',
              minutes: 5,
              atStart: [{ kind: 'deal', deck: 'events', to: 'play', limit: 1 }],
            },
          ],
        },
      ],
    },
    ...extra,
  });
}

export function drawsRecorder(seed = 'draws-seed', extra: Partial<ScenarioInput> = {}) {
  return recorder(
    createHeader({
      id: 'draws-session',
      title: 'Draws session',
      scenarioId: null,
      scenario: drawsScenario(extra),
      seed,
      createdAt: T0,
      createdBy: 'Ana',
      utcOffsetMinutes: 0,
    }),
  );
}
