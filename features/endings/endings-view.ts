import type { Scenario } from '../../scenarios/format/schema.ts';
import type { SessionState } from '../../session/types.ts';
import { holderLabel } from '../teams/tracker-actions.ts';
import { trackerLimits } from '../teams/tracker-defs.ts';
import { holdersInPlay } from '../teams/seats-in-play.ts';
import { trackerValue } from '../teams/tracker-ops.ts';
import { conditionCount, conditionHolders } from './conditions.ts';
import { endLine, standingsFor } from './ending-actions.ts';
import { standingsText } from './standings.ts';
import type { Viewer } from '../../session/viewer.ts';

/** What the console and the display show of end conditions and the tracks they watch. */

export interface EndingBanner {
  condition: string;
  holder: string;
  outcome: 'loses' | 'wins' | 'ends';
  /** "Captain loses: Two abilities at 0". */
  text: string;
  /** The rule as the scenario words it. */
  detail: string;
  seq: number;
}

/**
 * The conditions met so far (as far as the state given shows them), oldest first, with the
 * ranking when the condition ranks the teams (its values as far as `viewer` may read them).
 */
export function endingBanners(
  scenario: Scenario,
  state: SessionState,
  viewer: Viewer | null = null,
): EndingBanner[] {
  return state.endings.met.flatMap((m) => {
    const def = scenario.endConditions.find((c) => c.id === m.condition);
    if (!def) return [];
    const ranked = standingsText(scenario, def, standingsFor(m.standings ?? [], viewer));
    return [
      {
        condition: m.condition,
        holder: m.holder,
        outcome: def.outcome,
        text: `${endLine(scenario, m.condition, m.holder)}${ranked ? ` — ${ranked}` : ''}`,
        detail: def.text,
        seq: m.seq,
      },
    ];
  });
}

export interface HolderTrack {
  id: string;
  name: string;
  value: number;
  min: number | null;
  max: number | null;
  /** A limit the rules did not give (a guess to confirm). */
  assumed: boolean;
}

export interface HolderTracks {
  holder: string;
  label: string;
  tracks: HolderTrack[];
  /** Per condition on these tracks: how close the holder is ("1 of 2 at or below 0"). */
  watch: { condition: string; name: string; past: number; needed: number; met: boolean }[];
}

/**
 * Each holder of a tracker that an end condition watches, with its value and its own
 * limits: the tracks the console keeps in front of Control.
 */
export function holderTracks(scenario: Scenario, state: SessionState): HolderTracks[] {
  const watched = new Set(scenario.endConditions.flatMap((c) => c.trackers));
  const defs = scenario.trackers.filter((t) => watched.has(t.id));
  const byHolder = new Map<string, HolderTrack[]>();
  for (const def of defs)
    for (const holder of holdersInPlay(scenario, def, state.roster)) {
      const { min, max } = trackerLimits(def, holder, state.trackers);
      const track = {
        id: def.id,
        name: def.name,
        value: trackerValue(state.trackers, def, holder),
        min,
        max,
        assumed: def.assumed ?? false,
      };
      byHolder.set(holder, [...(byHolder.get(holder) ?? []), track]);
    }
  return [...byHolder].map(([holder, tracks]) => ({
    holder,
    label: holderLabel(scenario, state, holder) || 'Game',
    tracks,
    watch: scenario.endConditions
      .filter((c) => conditionHolders(scenario, state, c).includes(holder))
      .map((c) => {
        const { past, needed } = conditionCount(scenario, state, c, holder);
        const met = state.endings.met.some((m) => m.condition === c.id && m.holder === holder);
        return { condition: c.id, name: c.name, past, needed, met };
      }),
  }));
}
