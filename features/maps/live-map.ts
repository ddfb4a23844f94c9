import type { MapDef } from '../../scenarios/format/map.ts';
import type { Scenario } from '../../scenarios/format/schema.ts';
import { ActionRejected } from '../../session/types.ts';
import type { LiveMap, MapsState } from './types.ts';

/** The maps as a session starts: each scenario map's pieces, marks and routes. */
export function initialMaps(scenario: Scenario): MapsState {
  const live: Record<string, LiveMap> = {};
  for (const map of scenario.maps)
    live[map.id] = {
      tokens: map.tokens,
      visibility: map.visibility,
      lanes: map.lanes,
      laneTypes: map.laneTypes,
      heading: null,
      allowances: {},
      revealed: NOTHING_REVEALED,
    };
  return { live, shown: null };
}

export const NOTHING_REVEALED: LiveMap['revealed'] = Object.freeze({
  placements: Object.freeze({}) as LiveMap['revealed']['placements'],
  nodes: Object.freeze([]) as unknown as LiveMap['revealed']['nodes'],
  tiles: Object.freeze([]) as unknown as LiveMap['revealed']['tiles'],
}) as LiveMap['revealed'];

/** One map version per board and live state, so the canvas and analysis caches hold. */
const composed = new WeakMap<LiveMap, WeakMap<MapDef, MapDef>>();

/**
 * The map as it stands in play: the scenario's board (or a viewer's copy of it) with the live
 * pieces, marks and routes, and the places revealed to that viewer during play put back.
 */
export function liveMapDef(board: MapDef, live: LiveMap): MapDef {
  let byBoard = composed.get(live);
  if (!byBoard) composed.set(live, (byBoard = new WeakMap()));
  let map = byBoard.get(board);
  if (!map) byBoard.set(board, (map = compose(board, live)));
  return map;
}

function compose(board: MapDef, live: LiveMap): MapDef {
  const { placements, nodes } = live.revealed;
  const extraPlaces = Object.keys(placements);
  let cells = board.cells;
  let boardNodes = board.nodes;
  if (nodes.length > 0) {
    const byId = new Map(nodes.map((n) => [n.id, n]));
    const kept = board.nodes.map((n) => byId.get(n.id) ?? n);
    const known = new Set(board.nodes.map((n) => n.id));
    boardNodes = [...kept, ...nodes.filter((n) => !known.has(n.id))];
  }
  if (board.grid.kind === 'hex' && board.grid.shape.type === 'free') {
    const known = new Set(cells);
    const missing = extraPlaces.filter((p) => p.includes(',') && !known.has(p));
    if (missing.length > 0) cells = [...cells, ...missing];
  }
  return {
    ...board,
    cells,
    nodes: boardNodes,
    placements: extraPlaces.length > 0 ? { ...board.placements, ...placements } : board.placements,
    tokens: live.tokens,
    visibility: live.visibility,
    lanes: live.lanes,
    laneTypes: live.laneTypes,
  };
}

/** A map of the scenario with its live state, or a refusal naming the map. */
export function mapInPlay(
  scenario: Scenario,
  maps: MapsState,
  id: string,
): { board: MapDef; live: LiveMap; map: MapDef } {
  const board = scenario.maps.find((m) => m.id === id);
  const live = maps.live[id];
  if (!board || !live) throw new ActionRejected(`There is no map "${id}" in this session`);
  return { board, live, map: liveMapDef(board, live) };
}

/** A place's name for the log: the node's name, else its key. */
export function placeName(map: MapDef, at: string): string {
  const node = map.nodes.find((n) => n.id === at);
  if (node) return node.name || node.id;
  const tile = map.placements[at]?.overrides.name;
  return tile ? `${tile} (${at})` : at;
}
