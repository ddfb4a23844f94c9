import type { Scenario } from '../../scenarios/format/schema.ts';
import type { SessionState } from '../../session/types.ts';
import { teamName } from '../teams/team-name.ts';
import { holdersInPlay } from '../teams/seats-in-play.ts';
import { trackerValue } from '../teams/tracker-ops.ts';
import type { EndConditionDef } from './end-conditions-format.ts';
import type { Standing } from './types.ts';

/**
 * The teams ranked by a condition's trackers: by the first, the next breaking ties; teams
 * level on all of them share a place ("=2nd") and the next place is skipped, as in sport.
 * Seat order among equals, so the list replays the same. An empty seat is not ranked: nobody
 * lost there.
 */
export function rankTeams(
  scenario: Scenario,
  state: SessionState,
  def: EndConditionDef,
): Standing[] {
  const defs = def.rankBy.flatMap((id) => scenario.trackers.filter((t) => t.id === id));
  const first = defs[0];
  if (!first) return [];
  const sign = def.rankOrder === 'highest' ? -1 : 1;
  const rows = holdersInPlay(scenario, first, state.roster).map((team) => ({
    team,
    values: defs.map((d) => trackerValue(state.trackers, d, team)),
  }));
  const compare = (a: number[], b: number[]) => {
    for (let i = 0; i < a.length; i++) {
      const d = sign * ((a[i] ?? 0) - (b[i] ?? 0));
      if (d !== 0) return d;
    }
    return 0;
  };
  return rows
    .map((row) => ({
      ...row,
      place: 1 + rows.filter((other) => compare(other.values, row.values) < 0).length,
    }))
    .sort((a, b) => a.place - b.place);
}

const ordinal = (n: number) => {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
};

/**
 * "1st Red (VP 12); =2nd Blue (VP 9), Green (VP 9)": the standings in one line, with the
 * values the standings carry (none for teams whose values the viewer may not see).
 */
export function standingsText(
  scenario: Scenario,
  def: EndConditionDef | undefined,
  standings: readonly Standing[],
): string {
  const names = (def?.rankBy ?? []).map(
    (id) => scenario.trackers.find((t) => t.id === id)?.name ?? id,
  );
  const places = [...new Set(standings.map((s) => s.place))];
  return places
    .map((place) => {
      const level = standings.filter((s) => s.place === place);
      const teams = level.map((s) => {
        const values = s.values.map((v, i) => `${names[i] ?? ''} ${v}`.trim()).join(', ');
        return `${teamName(scenario, s.team)}${values ? ` (${values})` : ''}`;
      });
      return `${level.length > 1 ? '=' : ''}${ordinal(place)} ${teams.join(', ')}`;
    })
    .join('; ');
}
