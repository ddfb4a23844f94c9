import type { LaneType, MapDef } from '../../../scenarios/format/map.ts';
import { pickAt } from '../../model/picking.ts';
import { hoverOf } from '../hits.ts';
import { checkLayer, LAYER_OF } from '../layers.ts';
import { go } from '../state-ids.ts';
import type { Next, ToolContext, ToolPointerEvent, ToolState } from '../types.ts';

/** The lane type new lanes get: the chosen one if this map has it, else the map's first. */
export function chosenLaneType(map: MapDef, id: string | null): LaneType | null {
  return map.laneTypes.find((t) => t.id === id) ?? map.laneTypes[0] ?? null;
}

/** Hovering highlights nodes; pressing on one starts a lane from it. */
export class LaneIdle implements ToolState {
  readonly name = 'lane.idle';

  onPointerMove(ctx: ToolContext, e: ToolPointerEvent): void {
    const map = ctx.editor.map;
    if (!map) return;
    const hit = pickAt(map, e.world, { scale: ctx.viewport.scale, layers: map.layers });
    ctx.setOverlay({ hover: hit.kind === 'node' ? hoverOf(hit) : null });
  }

  onPointerDown(ctx: ToolContext, e: ToolPointerEvent): Next | void {
    const map = ctx.editor.map;
    if (!map || e.button !== 0 || !checkLayer(ctx, map, LAYER_OF.lanes)) return;
    const type = chosenLaneType(map, ctx.editor.settings.laneTypeId);
    if (!type) {
      ctx.notify('Add a lane type to this map first');
      return;
    }
    const hit = pickAt(map, e.world, { scale: ctx.viewport.scale, layers: map.layers });
    if (hit.kind !== 'node') {
      ctx.notify('Drag from one node to another to join them');
      return;
    }
    return go('lane.connecting', { from: hit.id, typeId: type.id, start: e });
  }

  onExit(ctx: ToolContext): void {
    ctx.setOverlay({ hover: null });
  }
}
