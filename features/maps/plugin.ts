import { mapAsSeenBy } from '../../editor/model/map-projection.ts';
import { definePlugin, type Initial } from '../../session/plugin.ts';
import { isCrew, viewerTeam } from '../../session/viewer.ts';
import { initialMaps } from './live-map.ts';
import { projectMaps, tilesSeen } from './projection.ts';
import { mapRevealModule, mapScoutModule } from './reveal-actions.ts';
import { mapRouteAddModule, mapRouteRemoveModule, mapShowModule } from './route-actions.ts';
import {
  mapExitRollModule,
  mapMoveModule,
  mapPlaceModule,
  mapRemoveModule,
} from './token-actions.ts';
import type { MapsState } from './types.ts';
import { mapFaceModule, mapHeadingModule } from './movement/facing-actions.ts';
import { mapMovementRollModule, mapMovePathModule } from './movement/move-path-actions.ts';
import { mapsApi } from './maps-api.ts';
import { mapPiecePropertyModule } from './piece-property-actions.ts';

declare module '../../session/state.ts' {
  interface PluginStates {
    maps: MapsState;
  }
}

/**
 * The scenario's maps in play: every map (every map table) keeps its own pieces, reveals and
 * routes, changed by logged, undoable actions. What each viewer may see is decided here: the
 * crew sees every map whole, a team sees it as that team does now (hidden places gone,
 * unexplored ones fogged, Control's notes removed), and a display as no team does — both of
 * the frozen scenario and of the live state.
 */
export const mapsPlugin = definePlugin({
  key: 'maps',
  api: mapsApi,
  uses: ['draws'],
  initial: ({ header }): Initial<MapsState> => ({ state: initialMaps(header.scenario) }),
  project: (slice: MapsState, viewer, { scenario }) => projectMaps(slice, viewer, scenario),
  actions: [
    mapMoveModule,
    mapPlaceModule,
    mapRemoveModule,
    mapExitRollModule,
    mapRevealModule,
    mapScoutModule,
    mapRouteAddModule,
    mapRouteRemoveModule,
    mapShowModule,
    mapFaceModule,
    mapHeadingModule,
    mapMovementRollModule,
    mapMovePathModule,
    mapPiecePropertyModule,
  ] as const,
  logGroups: [{ kind: 'map', label: 'Maps' }],
  // Pieces come from the live state (where they are now); the scenario's starting places are
  // not sent, so a piece that has moved somewhere hidden leaves no trace of itself.
  projectScenario: (scenario, viewer) => {
    if (isCrew(viewer) || scenario.maps.length === 0) return scenario;
    const maps = scenario.maps.map((m) => ({ ...mapAsSeenBy(m, viewerTeam(viewer)), tokens: [] }));
    return { ...scenario, maps, tiles: tilesSeen(scenario, maps) };
  },
});
