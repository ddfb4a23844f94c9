import type { EdgeType, MapDef } from '../../../scenarios/format/map.ts';
import { flipEdgeDirection, toggleEdgeFeature } from '../../model/edits/edges.ts';
import { nearestEdge } from '../../model/picking.ts';
import { checkLayer, LAYER_OF } from '../layers.ts';
import { edgeWithImages } from '../mirror.ts';
import type { ToolContext, ToolPointerEvent, ToolState } from '../types.ts';
import { countOf } from '../wording.ts';

/** The edge type the edge tool draws: the chosen one if this map has it. */
/** The edge type the tool draws: the one chosen, or the map's first until one is. */
export function chosenEdgeType(map: MapDef, id: string | null): EdgeType | null {
  return map.edgeTypes.find((t) => t.id === id) ?? map.edgeTypes[0] ?? null;
}

/**
 * Hovering highlights the cell side nearest the pointer (and its symmetric images). A click
 * puts the chosen edge feature there, or takes it away if it is already there; the images
 * follow the clicked side, so a symmetric board stays symmetric. Alt-click turns a one-way
 * feature round.
 */
export class EdgeIdle implements ToolState {
  readonly name = 'edge.idle';

  onPointerMove(ctx: ToolContext, e: ToolPointerEvent): void {
    const map = ctx.editor.map;
    if (!map) return;
    const edge = nearestEdge(map, e.world);
    ctx.setOverlay({
      hover: edge ? { kind: 'edge', key: edge.key } : null,
      echoes: edge ? edgeWithImages(map, edge.key, ctx.editor.settings.symmetry).slice(1) : [],
    });
  }

  onPointerDown(ctx: ToolContext, e: ToolPointerEvent): void {
    const map = ctx.editor.map;
    if (!map || e.button !== 0 || !checkLayer(ctx, map, LAYER_OF.edges)) return;
    const edge = nearestEdge(map, e.world);
    if (!edge) {
      ctx.notify('Point at the side of a cell');
      return;
    }
    if (e.alt) {
      if (!map.edges[edge.key]) {
        ctx.notify('There is no edge feature here to turn round');
        return;
      }
      ctx.editor.applyToMap('Turn an edge feature round', (m) => flipEdgeDirection(m, edge.key));
      return;
    }
    const type = chosenEdgeType(map, ctx.editor.settings.edgeTypeId);
    if (!type) {
      ctx.notify('Add an edge type to this map first');
      return;
    }
    const keys = edgeWithImages(map, edge.key, ctx.editor.settings.symmetry);
    const adding = map.edges[edge.key]?.type !== type.id;
    const label = adding
      ? `Add ${type.name} on ${countOf(keys.length, 'edge')}`
      : `Remove ${type.name} from ${countOf(keys.length, 'edge')}`;
    ctx.editor.applyToMap(label, (m) =>
      keys.reduce((next, key) => {
        const has = next.edges[key]?.type === type.id;
        return has === adding ? next : toggleEdgeFeature(next, key, type.id);
      }, m),
    );
  }

  onExit(ctx: ToolContext): void {
    ctx.setOverlay({ hover: null, echoes: [] });
  }
}
