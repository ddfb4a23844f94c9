import type { ActionModule } from '../session/types.ts';
import { auctionActionModules } from './auction-actions.ts';
import { awardRunModule } from './award-actions.ts';
import { pileActionModules } from './pile-actions.ts';
import { voteActionModules } from './vote-actions.ts';

/** Every contest action: votes, committee piles, auctions and awards. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- modules of different action shapes share one list
export const contestActionModules: readonly ActionModule<any>[] = [
  ...voteActionModules,
  ...pileActionModules,
  ...auctionActionModules,
  awardRunModule,
];
