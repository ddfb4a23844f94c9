import type { ScenarioSummary } from '../../../host/channels.ts';

/** A library entry as the host lists it, for tests that need one. */
export const aquilaRiftSummary: ScenarioSummary = {
  id: 'aquila-rift',
  fileName: 'aquila-rift.lodestar.json',
  title: 'Aquila Rift',
  players: { min: 12, max: 40 },
  durationMinutes: 240,
  teamCount: 4,
  seatCount: 40,
  mapCount: 0,
  deckCount: 0,
  tags: [],
  designers: [],
  modifiedAt: '2026-03-01T12:00:00.000Z',
};
