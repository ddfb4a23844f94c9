import { scenarioSchema, type Scenario } from '../../../scenarios/format/schema.ts';
import { createHeader } from '../../../session/session-header.ts';
import { recorder, T0 } from '../session/session-fixtures.ts';

/**
 * Three seats (named after the TI3 patch's bidding example), a roster with Status, Bounty,
 * Rank and Medals, a committee of rising-price piles, votes, auctions and an award.
 */
export function contestsScenario(): Scenario {
  const seat = (id: string, name: string, colour: string) => ({
    id,
    name,
    colour,
    roles: [
      { id: 'pirate', name: 'Pirate', count: 2 },
      { id: 'patrol', name: 'Patrol', count: 2 },
    ],
  });
  return scenarioSchema.parse({
    schemaVersion: 1,
    meta: { title: 'Contests test', players: { min: 2, max: 12 }, durationMinutes: 60 },
    teams: [
      seat('sol', 'Sol', '#cc3333'),
      seat('norr', 'Norr', '#3333cc'),
      seat('saar', 'Saar', '#33cc33'),
    ],
    trackers: [
      { id: 'trade-goods', name: 'Trade goods', scope: 'team' },
      ...['status', 'bounty', 'rank', 'medals', 'banked', 'bonus'].map((id) => ({
        id,
        name: id,
        scope: 'player',
      })),
    ],
    committees: [
      {
        id: 'black-market',
        name: 'Black Market',
        options: [
          { id: 'scavenger', name: 'Scavenger Upgrades', start: 3 },
          { id: 'smuggler-base', name: "Smuggler's Base", start: 13 },
          { id: 'spice-run', name: 'Spice Run', start: 5 },
          { id: 'century-hawk', name: 'Century Hawk', start: 20 },
          { id: 'medal', name: 'Medal', lockable: true },
        ],
      },
    ],
    votes: [
      {
        id: 'viceroy',
        name: 'Viceroy',
        candidates: 'players',
        weight: { kind: 'highest', trackers: ['status', 'bounty', 'rank', 'medals'] },
        tie: 'no-winner',
        tieText: 'No Viceroy is appointed.',
      },
      {
        id: 'king',
        name: 'Pirate King',
        candidates: 'players',
        candidateRoles: ['pirate'],
        tie: 'random',
      },
      {
        id: 'motion',
        name: 'Motion',
        options: [
          { id: 'aye', name: 'Aye' },
          { id: 'nay', name: 'Nay' },
        ],
        secret: true,
        tie: 'chair',
      },
    ],
    auctions: [
      {
        id: 'speaker',
        name: 'Speaker bid',
        kind: 'ascending',
        currency: 'trade-goods',
        settle: 'others-receive',
        direction: 'counter-clockwise',
      },
      {
        id: 'home-systems',
        name: 'Home-system bidding',
        kind: 'sealed',
        currency: 'trade-goods',
        settle: 'highest-minus-own',
      },
      {
        id: 'charter',
        name: 'Charter',
        kind: 'ascending',
        currency: 'trade-goods',
        settle: 'winner-pays',
        minimum: 1,
      },
    ],
    awards: [{ id: 'hourly', name: 'Hourly bonus', score: 'banked', gives: 'bonus' }],
  });
}

export function contestsRecorder(seed = 'contests-seed') {
  const r = recorder(
    createHeader({
      id: 'contests-session',
      title: 'Contests session',
      scenarioId: null,
      scenario: contestsScenario(),
      seed,
      createdAt: T0,
      createdBy: 'Ana',
      utcOffsetMinutes: 0,
    }),
  );
  r.act({
    type: 'roster.import',
    players: [
      { id: 'ana', name: 'Ana', team: 'sol', role: 'pirate' },
      { id: 'bo', name: 'Bo', team: 'norr', role: 'patrol' },
      { id: 'cy', name: 'Cy', team: 'saar', role: 'pirate' },
      { id: 'di', name: 'Di', team: 'sol', role: 'patrol' },
    ],
  });
  return r;
}
