import type { LayerId, MapDef } from '../../scenarios/format/map.ts';
import { isCellKey } from '../geometry/keys.ts';
import type { Selection } from '../model/selection.ts';
import type { ToolContext } from './types.ts';

/**
 * Which layer each kind of thing lives on. Nodes are the places of a point-to-point map, so
 * they share the tiles layer; lanes are its connections, so they share the edges layer.
 */
export const LAYER_OF = {
  tiles: 'tiles',
  cells: 'tiles',
  nodes: 'tiles',
  edges: 'edges',
  lanes: 'edges',
  tokens: 'tokens',
  labels: 'labels',
  visibility: 'visibility',
} as const satisfies Record<string, LayerId>;

/** Why a layer cannot be edited now ("The tiles layer is locked"), or null when it can. */
export function layerProblem(map: MapDef, layer: LayerId): string | null {
  const state = map.layers[layer];
  if (state.locked) return `The ${layer} layer is locked`;
  if (!state.visible) return `The ${layer} layer is hidden`;
  return null;
}

export const layerEditable = (map: MapDef, layer: LayerId): boolean =>
  layerProblem(map, layer) === null;

/** True when the layer can be edited; otherwise tells the user why nothing will happen. */
export function checkLayer(ctx: ToolContext, map: MapDef, layer: LayerId): boolean {
  const problem = layerProblem(map, layer);
  if (problem) ctx.notify(problem);
  return problem === null;
}

/**
 * Why the selection cannot be moved or deleted (the first locked or hidden layer it has
 * something on), or null when it can.
 */
export function selectionProblem(map: MapDef, selection: Selection): string | null {
  const places = [...selection.places];
  const present: [boolean, LayerId][] = [
    [places.some(isCellKey), LAYER_OF.cells],
    [places.some((p) => !isCellKey(p)), LAYER_OF.nodes],
    [selection.edges.size > 0, LAYER_OF.edges],
    [selection.lanes.size > 0, LAYER_OF.lanes],
    [selection.tokens.size > 0, LAYER_OF.tokens],
    [selection.labels.size > 0, LAYER_OF.labels],
  ];
  for (const [has, layer] of present) {
    const problem = has ? layerProblem(map, layer) : null;
    if (problem) return problem;
  }
  return null;
}
