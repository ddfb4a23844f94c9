import {
  partKey,
  type AnyFeature,
  type PartData,
  type TeamScreenPart,
} from '../features/define-feature.ts';
import { features } from '../features/index.ts';
import type { Scenario } from '../scenarios/format/schema.ts';
import type { SessionState } from '../session/types.ts';

/**
 * What a team's own screen shows, from the state as the host sends that team: every part a
 * feature declares for team screens (its trackers, the cards in its hand, its events, the map
 * it may see), in their order. It reads only what the projection holds, so it can show
 * nothing of another team's.
 */
export interface TeamScreenView {
  team: { id: string; name: string; colour: string };
  /** Parts with something to show, keyed "teams/trackers", "draws/hand", …, in order. */
  parts: TeamScreenPartView[];
}

export interface TeamScreenPartView<T = unknown> extends PartData<T> {
  placement: 'flow' | 'side';
}

type TeamParts = readonly { feature: string; part: TeamScreenPart }[];

/** Every team-screen part some features declare, in order. */
export function teamScreenPartsOf(list: readonly AnyFeature[]): TeamParts {
  return list
    .flatMap((f) => f.teamScreen.map((part) => ({ feature: f.id, part: part as TeamScreenPart })))
    .sort((a, b) => a.part.order - b.part.order);
}

const PARTS = teamScreenPartsOf(features);

/** The team's screen, or null when the scenario has no such team (a wrong address). */
export function teamScreenView(
  state: SessionState,
  scenario: Scenario,
  teamId: string,
  parts: TeamParts = PARTS,
): TeamScreenView | null {
  const team = scenario.teams.find((t) => t.id === teamId);
  if (!team) return null;
  return {
    team: { id: team.id, name: team.name, colour: team.colour },
    parts: parts.flatMap(({ feature, part }) => {
      const data = part.view({ state, scenario, teamId });
      // An empty list is shown ("No cards in hand"); null leaves the part out.
      return data === null
        ? []
        : [{ key: partKey(feature, part.id), placement: part.placement, data }];
    }),
  };
}

/** One part's data, or null: `teamScreenPart(view, 'draws/hand')`. */
export function teamScreenPartData<T>(view: TeamScreenView, key: string): T | null {
  return (view.parts.find((p) => p.key === key)?.data as T | undefined) ?? null;
}
