import { z } from 'zod';
import { geometryOf } from '../../editor/geometry/geometry-of.ts';
import { visibilityFor } from '../../editor/model/edits/visibility.ts';
import type { MapDef } from '../../scenarios/format/map.ts';
import { idSchema } from '../../scenarios/format/primitives.ts';
import type { Scenario } from '../../scenarios/format/schema.ts';
import { defineAction } from '../../session/define-action.ts';
import { ActionRejected } from '../../session/types.ts';
import { isCrew, viewerTeam, type Viewer } from '../../session/viewer.ts';
import { hintsOf } from './hints.ts';
import { mapInPlay, placeName } from './live-map.ts';
import { scoutProblem } from './map-rules.ts';
import { revealToAll, revealToTeam } from './reveal.ts';
import { outcomeText, withLiveMap } from './update.ts';

/**
 * Fog lifted during play: Control reveals places to one team or to every team, or a team's
 * scout looks at a place (only where the map's scouting hint allows). Reveals are logged and
 * undoable; a team reads the line only when the reveal was to it (or to everyone).
 */

const atsSchema = z
  .array(z.string().trim().min(1).max(80))
  .min(1, 'name at least one place')
  .max(10_000);

function teamName(scenario: Scenario, team: string | null): string {
  if (team === null) return 'every team';
  const found = scenario.teams.find((t) => t.id === team);
  if (!found) throw new ActionRejected(`There is no team "${team}"`);
  return found.name;
}

/** The places of `ats` that `team` (null: every team) does not see yet, refusing unknown ones. */
function stillHidden(map: MapDef, ats: readonly string[], team: string | null): string[] {
  const geometry = geometryOf(map);
  const unknown = ats.filter((at) => !geometry.has(at));
  if (unknown.length > 0)
    throw new ActionRejected(`${map.name} has no place "${unknown.slice(0, 3).join('", "')}"`);
  const hidden = ats.filter((at) =>
    team === null ? map.visibility[at] !== undefined : visibilityFor(map, at, team) !== 'visible',
  );
  if (hidden.length === 0)
    throw new ActionRejected(
      `${ats.length === 1 ? placeName(map, ats[0] as string) + ' is' : 'These places are'} already seen by ${team === null ? 'every team' : 'that team'}`,
    );
  return hidden;
}

function readableBy(viewer: Viewer, team: string | null): boolean {
  return isCrew(viewer) || team === null || viewerTeam(viewer) === team;
}

export const mapRevealModule = defineAction({
  type: 'map.reveal',
  kind: 'map',
  schema: z.strictObject({
    type: z.literal('map.reveal'),
    map: idSchema,
    at: atsSchema,
    /** null: every team (the mark is lifted). */
    team: idSchema.nullable().default(null),
  }),
  apply(state, action, ctx) {
    const { map } = mapInPlay(ctx.header.scenario, state.maps, action.map);
    const to = teamName(ctx.header.scenario, action.team);
    const ats = stillHidden(map, action.at, action.team);
    const visibility =
      action.team === null
        ? revealToAll(map.visibility, ats)
        : revealToTeam(map.visibility, ats, action.team);
    const first = ats[0] as string;
    return {
      state: withLiveMap(state, action.map, { visibility }),
      outcome: {
        by: ctx.by,
        places: ats.length === 1 ? placeName(map, first) : `${ats.length} places`,
        to,
      },
    };
  },
  describe: (action, outcome) =>
    `${outcomeText(outcome, 'by', 'Control')} revealed ${outcomeText(outcome, 'places')} to ${outcomeText(outcome, 'to')}`,
  visibleTo: (action, _outcome, _header, viewer) => readableBy(viewer, action.team),
});

export const mapScoutModule = defineAction({
  type: 'map.scout',
  kind: 'map',
  schema: z.strictObject({
    type: z.literal('map.scout'),
    map: idSchema,
    at: z.string().trim().min(1).max(80),
    team: idSchema,
  }),
  apply(state, action, ctx) {
    const { map } = mapInPlay(ctx.header.scenario, state.maps, action.map);
    const to = teamName(ctx.header.scenario, action.team);
    const [at] = stillHidden(map, [action.at], action.team) as [string];
    const problem = scoutProblem(map, hintsOf(map).hints, at);
    if (problem) throw new ActionRejected(problem);
    return {
      state: withLiveMap(state, action.map, {
        visibility: revealToTeam(map.visibility, [at], action.team),
      }),
      outcome: { by: ctx.by, place: placeName(map, at), to },
    };
  },
  describe: (_action, outcome) =>
    `${outcomeText(outcome, 'to')} scouted ${outcomeText(outcome, 'place')} (${outcomeText(outcome, 'by', 'Control')})`,
  visibleTo: (action, _outcome, _header, viewer) => readableBy(viewer, action.team),
});
