import type { AwardDef } from './contests-format.ts';
import type { Scenario } from '../../scenarios/format/schema.ts';
import type { SessionState } from '../../session/types.ts';
import { trackerHolders } from '../teams/tracker-defs.ts';
import { trackerValue } from '../teams/tracker-ops.ts';
import { awardBonuses } from './award.ts';
import { playerName } from './contest-defs.ts';

/** Each player holding an award's score, with the score as it stands (seat order). */
export function awardScores(
  scenario: Scenario,
  def: AwardDef,
  state: SessionState,
): Record<string, number> {
  const score = scenario.trackers.find((t) => t.id === def.score);
  if (!score) return {};
  return Object.fromEntries(
    trackerHolders(scenario, score, state.roster).map((p) => [
      p,
      trackerValue(state.trackers, score, p),
    ]),
  );
}

export interface AwardRow {
  player: string;
  name: string;
  score: number;
  bonus: number;
}

/** What `award.run` would give now, highest score first, without running it. */
export function awardPreview(scenario: Scenario, def: AwardDef, state: SessionState): AwardRow[] {
  const scores = awardScores(scenario, def, state);
  const bonuses = awardBonuses(def, scores);
  return Object.keys(scores)
    .map((p) => ({
      player: p,
      name: playerName(state.roster.players, p),
      score: scores[p]!,
      bonus: bonuses[p] ?? 0,
    }))
    .sort((a, b) => b.score - a.score);
}
