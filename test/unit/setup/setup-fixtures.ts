import { createHeader } from '../../../session/session-header.ts';
import {
  scenarioSchema,
  type Scenario,
  type ScenarioInput,
} from '../../../scenarios/format/schema.ts';
import { recorder, T0 } from '../session/session-fixtures.ts';

export const SEATS = ['north', 'east', 'south', 'west'];
export const CARDS = [
  'ash',
  'birch',
  'cedar',
  'elm',
  'fir',
  'hazel',
  'larch',
  'oak',
  'pine',
  'yew',
];

/** Four seats, a deck of ten cards to draft, trade goods, two auctions and a guided setup. */
export function setupScenario(extra: Partial<ScenarioInput> = {}): Scenario {
  return scenarioSchema.parse({
    schemaVersion: 1,
    meta: { title: 'Setup test', players: { min: 2, max: 8 }, durationMinutes: 60 },
    teams: [
      ...SEATS.map((id, i) => ({
        id,
        name: id[0]!.toUpperCase() + id.slice(1),
        colour: ['#cc3333', '#3333cc', '#33cc33', '#cccc33'][i],
      })),
      { id: 'bank', name: 'Bank', colour: '#888888', kind: 'office' },
    ],
    decks: [
      {
        id: 'trees',
        name: 'Trees',
        shuffleAtStart: false,
        cards: CARDS.map((id) => ({ id, title: id[0]!.toUpperCase() + id.slice(1) })),
      },
    ],
    trackers: [{ id: 'tg', name: 'Trade goods', min: 0 }],
    auctions: [
      {
        id: 'speaker',
        name: 'Speaker bid',
        currency: 'tg',
        settle: 'others-receive',
        direction: 'counter-clockwise',
      },
      {
        id: 'homes',
        name: 'Home bidding',
        kind: 'sealed',
        currency: 'tg',
        settle: 'highest-minus-own',
      },
    ],
    setup: [
      { id: 'seats', name: 'Roll for seats', kind: 'seat-roll', dice: '1d10' },
      { id: 'draft', name: 'Draft', kind: 'draft', deck: 'trees', draws: 3 },
      { id: 'homes', name: 'Home bidding', kind: 'auction', auction: 'homes' },
      { id: 'speaker', name: 'Speaker bid', kind: 'auction', auction: 'speaker' },
      { id: 'normalise', name: 'Normalise', kind: 'normalise', tracker: 'tg', floor: 1 },
      { id: 'deal', name: 'Deal objectives', kind: 'instruction', text: 'Deal two each.' },
    ],
    ...extra,
  });
}

export function setupRecorder(seed = 'setup-seed', extra: Partial<ScenarioInput> = {}) {
  return recorder(
    createHeader({
      id: 'setup-session',
      title: 'Setup session',
      scenarioId: null,
      scenario: setupScenario(extra),
      seed,
      createdAt: T0,
      createdBy: 'Ana',
      utcOffsetMinutes: 0,
    }),
  );
}
