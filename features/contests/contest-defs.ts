import type { AuctionDef, AwardDef, CommitteeDef, VoteDef } from './contests-format.ts';
import type { Scenario } from '../../scenarios/format/schema.ts';
import { ActionRejected } from '../../session/types.ts';

/** Looking contests up by id, with a sentence when one is missing. */

function find<T extends { id: string }>(list: readonly T[], id: string, what: string): T {
  const found = list.find((item) => item.id === id);
  if (!found) throw new ActionRejected(`There is no ${what} "${id}"`);
  return found;
}

export const voteDef = (s: Scenario, id: string): VoteDef => find(s.votes, id, 'vote');
export const committeeDef = (s: Scenario, id: string): CommitteeDef =>
  find(s.committees, id, 'committee');
export const auctionDef = (s: Scenario, id: string): AuctionDef => find(s.auctions, id, 'auction');
export const awardDef = (s: Scenario, id: string): AwardDef => find(s.awards, id, 'award');

export function playerName(players: readonly { id: string; name: string }[], id: string): string {
  return players.find((p) => p.id === id)?.name ?? id;
}

export { teamName } from '../teams/team-name.ts';

export function outcomeRecord(outcome: unknown): Record<string, unknown> {
  return outcome && typeof outcome === 'object' && !Array.isArray(outcome)
    ? (outcome as Record<string, unknown>)
    : {};
}
