import type { MapDef, Visibility } from '../../scenarios/format/map.ts';
import { visibilityFor } from './edits/visibility.ts';

/**
 * A map as a team (or, with no team, the players' display) may receive it: what is hidden
 * from it is gone, what is unexplored is only a fog-covered place (no tile, tokens or name),
 * and Control's notes are gone. Nothing left in the result says what was taken out, nor which
 * other teams a place was revealed to.
 */
export function mapAsSeenBy(map: MapDef, team: string | null): MapDef {
  // A display is nobody's team: only what no team needs revealing is shown.
  const view = team ?? '';
  const seen = (at: string) => visibilityFor(map, at, view);
  const visibility: Record<string, Visibility> = {};
  for (const at of Object.keys(map.visibility)) {
    const state = seen(at);
    if (state !== 'visible') visibility[at] = { state, revealedTo: [] };
  }
  const open = (at: string) => seen(at) === 'visible';
  const exists = (at: string) => seen(at) !== 'hidden';
  const placements = Object.fromEntries(Object.entries(map.placements).filter(([at]) => open(at)));
  const nodes = map.nodes
    .filter((n) => exists(n.id))
    .map((n) => (open(n.id) ? n : { ...n, name: '' }));
  const kept = new Set(nodes.map((n) => n.id));
  return {
    ...map,
    cells: map.cells.filter(exists),
    placements,
    edges: Object.fromEntries(
      Object.entries(map.edges).filter(([key]) => key.split('|').every(exists)),
    ),
    nodes,
    lanes: map.lanes.filter((l) => kept.has(l.from) && kept.has(l.to)),
    tokens: map.tokens.filter((t) => open(t.at)),
    notes: {},
    visibility,
  };
}
