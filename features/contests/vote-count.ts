import type { VoteWeight } from './contests-format.ts';
import type { Scenario } from '../../scenarios/format/schema.ts';
import { trackerValue } from '../teams/tracker-ops.ts';
import type { TrackersState } from '../teams/types.ts';

/** How much a voter's vote counts, and the weighted count of the ballots. */

export function voteWeight(
  scenario: Scenario,
  trackers: TrackersState,
  weight: VoteWeight,
  player: string,
): number {
  if (weight.kind === 'one') return 1;
  if (weight.kind === 'constant') return weight.value;
  const values = weight.trackers.map((id) => {
    const def = scenario.trackers.find((t) => t.id === id);
    return def ? trackerValue(trackers, def, player) : 0;
  });
  return weight.kind === 'highest'
    ? Math.max(0, ...values)
    : Math.max(
        0,
        values.reduce((a, b) => a + b, 0),
      );
}

export interface VoteCount {
  totals: Record<string, number>;
  /** The choices with the highest total (more than one: a tie). Empty when nobody voted. */
  top: string[];
}

/** Weighted totals per choice (every choice listed, even at 0) and the leaders. */
export function countVotes(
  choices: readonly string[],
  ballots: Readonly<Record<string, string>>,
  weights: Readonly<Record<string, number>>,
): VoteCount {
  const totals: Record<string, number> = Object.fromEntries(choices.map((c) => [c, 0]));
  for (const [voter, choice] of Object.entries(ballots))
    if (choice in totals) totals[choice] = (totals[choice] ?? 0) + (weights[voter] ?? 0);
  const best = Math.max(0, ...Object.values(totals));
  const top = best > 0 ? choices.filter((c) => totals[c] === best) : [];
  return { totals, top };
}
