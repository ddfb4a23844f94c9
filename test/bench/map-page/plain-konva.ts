/**
 * The comparison for `npm run bench -- map`: the same 100×100 hex board drawn the plain way,
 * one Konva `RegularPolygon` per hex (its tile's colour, a stroke) on one layer, with Konva
 * doing the drawing and no caching of our own. Not listening, so Konva does not also paint
 * its hit canvas, which would only make it slower.
 */
import Konva from 'konva';
import type { MapDef } from '../../../scenarios/format/map.ts';
import type { Tile } from '../../../scenarios/format/tiles.ts';
import { cellIndexFor } from '../../../editor/canvas/cell-index.ts';

export interface PlainBoard {
  readonly stage: Konva.Stage;
  readonly layer: Konva.Layer;
}

/** Builds the stage and its shapes, fitted to the container like MapCanvas's `fit`. */
export function plainBoard(
  container: HTMLDivElement,
  map: MapDef,
  tiles: readonly Tile[],
): PlainBoard {
  const index = cellIndexFor(map);
  if (!index?.bounds) throw new Error('the plain board needs a hex board');
  const stage = new Konva.Stage({
    container,
    width: container.clientWidth,
    height: container.clientHeight,
  });
  const layer = new Konva.Layer({ listening: false });
  stage.add(layer);
  const colours = new Map(tiles.map((t) => [t.id, t.colour]));
  index.keys.forEach((key, i) => {
    const placement = map.placements[key];
    layer.add(
      new Konva.RegularPolygon({
        x: index.xs[i] as number,
        y: index.ys[i] as number,
        sides: 6,
        radius: map.cellSize,
        rotation: 30,
        fill: placement?.overrides.colour ?? colours.get(placement?.tile ?? '') ?? '#333',
        stroke: '#0b0e14',
        strokeWidth: 1,
        listening: false,
        perfectDrawEnabled: false,
      }),
    );
  });
  const { x0, y0, x1, y1 } = index.bounds;
  const scale = Math.min(stage.width() / (x1 - x0), stage.height() / (y1 - y0)) * 0.95;
  stage.scale({ x: scale, y: scale });
  stage.position({
    x: (stage.width() - (x1 - x0) * scale) / 2 - x0 * scale,
    y: (stage.height() - (y1 - y0) * scale) / 2 - y0 * scale,
  });
  return { stage, layer };
}

/** Zooms the stage by `factor` about a screen point, as a wheel step does. */
export function plainZoomAt(board: PlainBoard, x: number, y: number, factor: number): void {
  const { stage } = board;
  const old = stage.scaleX();
  const at = { x: (x - stage.x()) / old, y: (y - stage.y()) / old };
  const scale = old * factor;
  stage.scale({ x: scale, y: scale });
  stage.position({ x: x - at.x * scale, y: y - at.y * scale });
}
