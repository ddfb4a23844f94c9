import { mapAsSeenBy } from '../../editor/model/map-projection.ts';
import type { MapDef } from '../../scenarios/format/map.ts';
import type { Scenario } from '../../scenarios/format/schema.ts';
import type { Tile } from '../../scenarios/format/tiles.ts';
import { isCrew, viewerTeam, type Viewer } from '../../session/viewer.ts';
import { liveMapDef } from './live-map.ts';
import { projectMaps } from './projection.ts';
import type { MapsState } from './types.ts';

/** A map to draw and the tiles it needs. */
export interface DrawnMap {
  map: MapDef;
  tiles: readonly Tile[];
  /** The canvas view to draw it through: 'control' sees everything, anything else the fog. */
  view: string;
}

/**
 * A map as it was received (state and scenario already projected for this screen): the
 * viewer's board with the live pieces, and the tiles of places revealed during play.
 */
export function receivedMap(
  scenario: Scenario,
  maps: MapsState,
  id: string,
  viewer: Viewer,
): DrawnMap | null {
  const board = scenario.maps.find((m) => m.id === id);
  const live = maps.live[id];
  if (!board || !live) return null;
  const extra = live.revealed.tiles;
  return {
    map: liveMapDef(board, live),
    tiles: extra.length === 0 ? scenario.tiles : [...scenario.tiles, ...extra],
    view: canvasView(viewer),
  };
}

const seenBoards = new WeakMap<MapDef, Map<string, MapDef>>();

/**
 * What a viewer would see of a map, worked out from Control's state: the console's
 * "view as" shows exactly what the host sends that viewer.
 */
export function mapSeenAs(
  scenario: Scenario,
  maps: MapsState,
  id: string,
  viewer: Viewer,
): DrawnMap | null {
  const board = scenario.maps.find((m) => m.id === id);
  if (!board) return null;
  if (isCrew(viewer)) return receivedMap(scenario, maps, id, viewer);
  const team = viewerTeam(viewer);
  let byTeam = seenBoards.get(board);
  if (!byTeam) seenBoards.set(board, (byTeam = new Map()));
  let seen = byTeam.get(team ?? '');
  if (!seen) byTeam.set(team ?? '', (seen = { ...mapAsSeenBy(board, team), tokens: [] }));
  const live = projectMaps(maps, viewer, scenario).live[id];
  if (!live) return null;
  return { map: liveMapDef(seen, live), tiles: scenario.tiles, view: canvasView(viewer) };
}

/** The canvas's view for a viewer: Control's, a team's, or nobody's (the display). */
export function canvasView(viewer: Viewer): string {
  if (isCrew(viewer)) return 'control';
  return viewerTeam(viewer) ?? '';
}
