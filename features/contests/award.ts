import type { AwardDef } from './contests-format.ts';

/**
 * Bonuses by rank on a score (an hourly bonus on a banked score). The highest score gains `top` (all
 * tied for it do); scores at or below `cutoff` × the highest gain nothing; the rest, highest
 * first, split into an upper half gaining `upper` and a lower half gaining `lower`. The rule
 * book leaves odd sizes and ties open: the upper half takes the extra player of an odd
 * group, and players tied with the last of the upper half are in it too.
 */
export function awardBonuses(
  def: AwardDef,
  scores: Readonly<Record<string, number>>,
): Record<string, number> {
  const players = Object.keys(scores);
  const bonuses: Record<string, number> = Object.fromEntries(players.map((p) => [p, 0]));
  if (players.length === 0) return bonuses;
  const highest = Math.max(...players.map((p) => scores[p]!));
  if (highest <= 0) return bonuses;
  const rest: string[] = [];
  for (const p of players) {
    if (scores[p] === highest) bonuses[p] = def.top;
    else if (scores[p]! > def.cutoff * highest) rest.push(p);
  }
  rest.sort((a, b) => scores[b]! - scores[a]!);
  const upperSize = Math.ceil(rest.length / 2);
  const line = upperSize > 0 ? scores[rest[upperSize - 1]!]! : Infinity;
  for (const p of rest) bonuses[p] = scores[p]! >= line ? def.upper : def.lower;
  return bonuses;
}
