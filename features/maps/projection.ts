import { mapAsSeenBy } from '../../editor/model/map-projection.ts';
import { visibilityFor } from '../../editor/model/edits/visibility.ts';
import type { MapDef, MapNode, Placement } from '../../scenarios/format/map.ts';
import type { Scenario } from '../../scenarios/format/schema.ts';
import type { Tile } from '../../scenarios/format/tiles.ts';
import { isCrew, viewerTeam, type Viewer } from '../../session/viewer.ts';
import { liveMapDef, NOTHING_REVEALED } from './live-map.ts';
import { pieceAsSeenBy } from './piece-property-actions.ts';
import type { LiveMap, MapsState } from './types.ts';

/**
 * The maps as a viewer other than Control may receive them: the crew sees everything; a team
 * sees each map as that team does now (pieces and routes at places hidden from it are gone,
 * fogged places carry no reveal list), and the display as no team does. Places revealed
 * during play come with their tile and node, since the viewer's copy of the scenario left
 * them out.
 */
export function projectMaps(slice: MapsState, viewer: Viewer, scenario: Scenario): MapsState {
  if (isCrew(viewer)) return slice;
  const team = viewerTeam(viewer);
  const live: Record<string, LiveMap> = {};
  for (const board of scenario.maps) {
    const own = slice.live[board.id];
    if (own) live[board.id] = seenLive(scenario, board, own, team);
  }
  return { live, shown: slice.shown };
}

/** One projection per live map version and viewer: an unchanged table is not projected again. */
const projected = new WeakMap<LiveMap, Map<string, LiveMap>>();

function seenLive(scenario: Scenario, board: MapDef, own: LiveMap, team: string | null): LiveMap {
  const key = team ?? '';
  let byViewer = projected.get(own);
  if (!byViewer) projected.set(own, (byViewer = new Map()));
  let found = byViewer.get(key);
  if (!found) byViewer.set(key, (found = project(scenario, board, own, team)));
  return found;
}

/**
 * The tile library a viewer receives: without the tiles that stand only on places it does not
 * see (their names would tell what is there). Tiles placed nowhere stay: they tell nothing.
 */
export function tilesSeen(scenario: Scenario, seenMaps: readonly MapDef[]): Scenario['tiles'] {
  const seen = new Set<string>();
  for (const map of seenMaps) for (const p of Object.values(map.placements)) seen.add(p.tile);
  const placed = new Set<string>();
  for (const map of scenario.maps)
    for (const p of Object.values(map.placements)) placed.add(p.tile);
  return scenario.tiles.filter((t) => seen.has(t.id) || !placed.has(t.id));
}

function project(scenario: Scenario, board: MapDef, own: LiveMap, team: string | null): LiveMap {
  const viewer: Viewer = team === null ? { kind: 'display' } : { kind: 'team', team };
  const map = liveMapDef(board, own);
  const seen = mapAsSeenBy(map, team);
  const view = team ?? '';
  const placements: Record<string, Placement> = {};
  const nodes: MapNode[] = [];
  const tiles: Tile[] = [];
  // Only places marked at the start can have been left out of the viewer's scenario.
  for (const at of Object.keys(board.visibility)) {
    if (visibilityFor(board, at, view) === 'visible') continue;
    if (visibilityFor(map, at, view) !== 'visible') continue;
    const placement = board.placements[at];
    if (placement) {
      placements[at] = placement;
      const tile = scenario.tiles.find((t) => t.id === placement.tile);
      if (tile && !tiles.some((t) => t.id === tile.id)) tiles.push(tile);
    }
    const node = board.nodes.find((n) => n.id === at);
    if (node) nodes.push(node);
  }
  const revealed =
    nodes.length === 0 && Object.keys(placements).length === 0
      ? NOTHING_REVEALED
      : { placements, nodes, tiles };
  const seenIds = new Set(seen.tokens.map((t) => t.id));
  const allowances = Object.fromEntries(
    Object.entries(own.allowances).filter(([id]) => seenIds.has(id)),
  );
  return {
    heading: own.heading,
    allowances,
    tokens: seen.tokens.map((t) => pieceAsSeenBy(t, viewer)),
    visibility: seen.visibility,
    lanes: seen.lanes,
    laneTypes: seen.laneTypes,
    revealed,
  };
}
