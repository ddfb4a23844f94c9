import type { HostClient } from './host-client.ts';

/** Races the TI3 patch's draft offers, one for each of up to eight seats. */
const RACES = [
  'barony-of-letnev',
  'emirates-of-hacan',
  'federation-of-sol',
  'l1z1x-mindnet',
  'mentak-coalition',
  'naalu-collective',
  'sardakk-n-orr',
  'universities-of-jol-nar',
];

/**
 * Each seated seat picks a race in seat order, through the session API: the galaxy deal places
 * each seat's home from its drafted race, so it waits for the draft.
 */
export async function draftRaces(host: HostClient, id: string, seats: number): Promise<void> {
  for (let n = 1; n <= seats; n++) {
    await host.call('session.act', {
      id,
      by: 'Control',
      action: {
        type: 'setup.draft-pick',
        step: 'race-draft',
        team: `seat-${n}`,
        card: RACES[n - 1]!,
      },
    });
  }
}
