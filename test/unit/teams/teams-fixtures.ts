import {
  scenarioSchema,
  type Scenario,
  type ScenarioInput,
} from '../../../scenarios/format/schema.ts';
import { createHeader } from '../../../session/session-header.ts';
import { recorder, T0 } from '../session/session-fixtures.ts';
import { lodestarSession } from '../../../features/index.ts';
import type { LogEntry, SessionHeader } from '../../../session/types.ts';

/**
 * Three ships with resources, a refinery crew, production, a Law & Order track, and an event
 * deck tallied from event boxes (Manpower returned, Sabotage fails the event).
 */
export function teamsScenario(extra: Partial<ScenarioInput> = {}): Scenario {
  return scenarioSchema.parse({
    schemaVersion: 1,
    meta: { title: 'Teams test', players: { min: 2, max: 30 }, durationMinutes: 60 },
    teams: [
      {
        id: 'alpha',
        name: 'Alpha',
        colour: '#cc3333',
        roles: [
          { id: 'captain', name: 'Captain', count: 1 },
          { id: 'crew', name: 'Crew', count: 3 },
        ],
      },
      {
        id: 'beta',
        name: 'Beta',
        colour: '#3333cc',
        roles: [
          { id: 'captain', name: 'Captain', count: 1 },
          { id: 'crew', name: 'Crew', count: 3 },
        ],
      },
      {
        id: 'gamma',
        name: 'Gamma',
        colour: '#33cc33',
        roles: [{ id: 'captain', name: 'Captain', count: 1 }],
      },
      {
        id: 'council',
        name: 'Council',
        colour: '#888888',
        kind: 'office',
        roles: [{ id: 'president', name: 'President', count: 1 }],
      },
    ],
    trackers: [
      { id: 'fuel', name: 'Fuel', perTeam: { alpha: { start: 5 } } },
      { id: 'food', name: 'Food', start: 4 },
      { id: 'manpower', name: 'Manpower', start: 6 },
      { id: 'wounded', name: 'Wounded' },
      { id: 'crew', name: 'Refinery crew', max: 6, teams: ['alpha', 'beta'] },
      {
        id: 'order',
        name: 'Law & Order',
        scope: 'global',
        min: -3,
        max: 3,
        public: true,
        style: 'track',
        bands: [
          { max: -2, text: 'Riots' },
          { min: 2, text: 'Calm' },
        ],
      },
      { id: 'status', name: 'Status', scope: 'player' },
    ],
    productions: [
      { id: 'refine', name: 'Refine', input: 'crew', rate: 1, inputMax: 4, output: 'fuel' },
    ],
    decks: [
      {
        id: 'events',
        name: 'Events',
        dealTo: 'play',
        cards: [
          {
            id: 'leak',
            title: 'Leak',
            copies: 3,
            event: {
              costs: [{ manpower: 1, fuel: 1 }],
              success: { text: 'Sealed.' },
              failure: { text: 'Lose 2 Fuel.', changes: [{ tracker: 'fuel', by: -2 }] },
            },
          },
          {
            id: 'plague',
            title: 'Plague',
            copies: 3,
            persistent: true,
            event: {
              costs: [{ food: 2 }, { fuel: 3 }],
              success: { text: 'Cured.', changes: [{ tracker: 'order', by: 1 }] },
              failure: { text: 'A crewman falls ill.', changes: [{ tracker: 'wounded', by: 1 }] },
              perTurn: { text: 'Still ill.', changes: [{ tracker: 'wounded', by: 1 }] },
            },
          },
        ],
      },
    ],
    eventBoxes: [
      {
        id: 'boxes',
        deck: 'events',
        items: [
          { id: 'manpower', name: 'Manpower', tracker: 'manpower', returned: true },
          { id: 'fuel', name: 'Fuel', tracker: 'fuel' },
          { id: 'food', name: 'Food', tracker: 'food' },
          { id: 'sabotage', name: 'Sabotage', sabotage: true },
        ],
      },
    ],
    schedule: {
      blocks: [
        {
          id: 'main',
          repeat: 3,
          phases: [
            {
              id: 'upkeep',
              name: 'Upkeep',
              minutes: 5,
              atStart: [{ kind: 'event-upkeep', rules: 'boxes' }],
            },
            {
              id: 'work',
              name: 'Work',
              minutes: 10,
              atStart: [{ kind: 'deal', deck: 'events', to: 'play', limit: 1 }],
            },
            { id: 'trade', name: 'Trade', minutes: 10, atStart: [{ kind: 'produce' }] },
          ],
        },
      ],
    },
    ...extra,
  });
}

export function teamsRecorder(seed = 'teams-seed', extra: Partial<ScenarioInput> = {}) {
  return recorder(
    createHeader({
      id: 'teams-session',
      title: 'Teams session',
      scenarioId: null,
      scenario: teamsScenario(extra),
      seed,
      createdAt: T0,
      createdBy: 'Ana',
      utcOffsetMinutes: 0,
    }),
  );
}

const registry = lodestarSession.registry;

/** The log line the console shows for an entry. */
export function say(r: { engine: { header: SessionHeader } }, entry: LogEntry): string {
  return registry.describe(entry, r.engine.header);
}
