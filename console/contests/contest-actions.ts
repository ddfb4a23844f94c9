import { auctionActionModules } from './auction-actions.ts';
import { awardRunModule } from './award-actions.ts';
import { pileActionModules } from './pile-actions.ts';
import { voteActionModules } from './vote-actions.ts';

/** Every contest action: votes, committee piles, auctions and awards. */
export const contestActionModules = [
  ...voteActionModules,
  ...pileActionModules,
  ...auctionActionModules,
  awardRunModule,
] as const;
