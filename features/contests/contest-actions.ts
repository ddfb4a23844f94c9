import { auctionActionModules } from './auction-actions.ts';
import { awardRunModule } from './award-actions.ts';
import { meetingActionModules } from './meeting-actions.ts';
import { pileActionModules } from './pile-actions.ts';
import { voteActionModules } from './vote-actions.ts';

/** Every contest action: votes, committee piles, auctions and awards. */
export const contestActionModules = [
  ...voteActionModules,
  ...pileActionModules,
  ...meetingActionModules,
  ...auctionActionModules,
  awardRunModule,
] as const;
