import type { Scenario } from '../../scenarios/format/schema.ts';
import type { ContestsState, PileState } from './types.ts';

/** No vote or auction running; every committee pile at its starting value. */
export function initialContests(scenario: Scenario): ContestsState {
  const committees: ContestsState['committees'] = {};
  for (const committee of scenario.committees) {
    const piles: Record<string, PileState> = {};
    for (const option of committee.options)
      piles[option.id] = {
        value: option.start,
        cards: option.start > 0 ? [option.start] : [],
        locked: false,
        holder: null,
      };
    committees[committee.id] = piles;
  }
  return { votes: {}, committees, auctions: {} };
}
