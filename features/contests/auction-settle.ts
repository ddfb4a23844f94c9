import type { AuctionDef } from './contests-format.ts';

/**
 * What each bidder gains (negative: pays) when an auction ends. "winner-pays": the winner
 * loses the bid. "others-receive": everyone but the winner gains the winning bid.
 * "highest-minus-own": each gains the highest bid less their own (bids 6, 1 and 0 leave the
 * bidders with 0, 5 and 6).
 */
export function settlement(
  def: AuctionDef,
  bidders: readonly string[],
  bids: Readonly<Record<string, number>>,
  winner: string | null,
  amount: number,
): Record<string, number> {
  const changes: Record<string, number> = {};
  if (def.settle === 'highest-minus-own') {
    const highest = Math.max(0, ...bidders.map((b) => bids[b] ?? 0));
    for (const b of bidders) changes[b] = highest - (bids[b] ?? 0);
  } else if (winner !== null) {
    // 0 - amount, not -amount: a free win must record 0, not -0 (which JSON cannot replay).
    if (def.settle === 'winner-pays') changes[winner] = 0 - amount;
    else for (const b of bidders) if (b !== winner) changes[b] = amount;
  }
  return changes;
}
