import { inBatches } from './batch.ts';
import { addCellPath } from './cell-shape.ts';
import { CANVAS_COLOURS } from './colours.ts';
import { cssPixel, useMapUnits, type PaintEnv } from './paint-env.ts';
import type { Rect } from './rects.ts';
import type { Scene } from './scene.ts';

/** Cells at least this wide on screen (CSS pixels) get the dashed, outlined ring. */
const FINE_FROM_PX = 28;

/**
 * Layer 5: the places the map checks found (editor/analysis/checks), tinted and ringed in a
 * hot orange with a dashed ring, so they read over any tile and apart from the selection
 * (a plain ring when cells are small on screen).
 * Only places in the area asked for are drawn, in batched paths, looked up by key (no
 * objects made per place); the canvas keeps the result as a bitmap that pans only copy.
 */
export interface MarkColours {
  readonly ring: string;
  readonly fill: string;
}

const FINDING_COLOURS: MarkColours = {
  ring: CANVAS_COLOURS.finding,
  fill: CANVAS_COLOURS.findingFill,
};

/** Where a dealt tile may go: the same marks in green. */
export const LEGAL_COLOURS: MarkColours = {
  ring: CANVAS_COLOURS.legal,
  fill: CANVAS_COLOURS.legalFill,
};

export function paintChecks(
  ctx: CanvasRenderingContext2D,
  scene: Scene,
  places: readonly string[],
  area: Rect,
  env: PaintEnv,
  colours: MarkColours = FINDING_COLOURS,
): number {
  if (places.length === 0) return 0;
  useMapUnits(ctx, env);
  const px = cssPixel(env);
  const { index, shape, nodes } = scene;
  const add = (at: string): boolean => {
    if (index && shape) {
      const i = index.byKey.get(at);
      if (i === undefined) return false;
      const x = index.xs[i] as number;
      const y = index.ys[i] as number;
      if (x + index.halfW < area.x0 || x - index.halfW > area.x1) return false;
      if (y + index.halfH < area.y0 || y - index.halfH > area.y1) return false;
      addCellPath(ctx, shape, x, y, 2.5 * px);
      return true;
    }
    const node = nodes.get(at);
    if (!node) return false;
    const r = node.size * 1.35 + 3 * px;
    if (node.x + r < area.x0 || node.x - r > area.x1) return false;
    if (node.y + r < area.y0 || node.y - r > area.y1) return false;
    ctx.moveTo(node.x + r, node.y);
    ctx.arc(node.x, node.y, r, 0, Math.PI * 2);
    return true;
  };
  ctx.lineJoin = 'round';
  // Small on screen (the whole of a big board in view), a tint and a plain ring say as much:
  // the dashes and the dark edge cost most of the frame and cannot be told apart.
  const cellPx = (shape ? shape.width : 24) * env.scale;
  const fine = cellPx >= FINE_FROM_PX;
  return inBatches(ctx, places, add, () => {
    ctx.fillStyle = colours.fill;
    ctx.fill();
    if (!fine) {
      ctx.lineWidth = 2 * px;
      ctx.strokeStyle = colours.ring;
      ctx.stroke();
      return;
    }
    ctx.lineWidth = 6 * px;
    ctx.strokeStyle = CANVAS_COLOURS.nodeOutline;
    ctx.stroke();
    ctx.lineWidth = 3.5 * px;
    ctx.strokeStyle = colours.ring;
    ctx.setLineDash([9 * px, 5 * px]);
    ctx.stroke();
    ctx.setLineDash([]);
  });
}

/** Darkens cells (those a dealt tile may not go to), so that the legal ones stand out. */
export function paintDimmed(
  ctx: CanvasRenderingContext2D,
  scene: Scene,
  places: readonly string[],
  area: Rect,
  env: PaintEnv,
): number {
  const { index, shape } = scene;
  if (places.length === 0 || !index || !shape) return 0;
  useMapUnits(ctx, env);
  const add = (at: string): boolean => {
    const i = index.byKey.get(at);
    if (i === undefined) return false;
    const x = index.xs[i] as number;
    const y = index.ys[i] as number;
    if (x + index.halfW < area.x0 || x - index.halfW > area.x1) return false;
    if (y + index.halfH < area.y0 || y - index.halfH > area.y1) return false;
    addCellPath(ctx, shape, x, y);
    return true;
  };
  return inBatches(ctx, places, add, () => {
    ctx.fillStyle = CANVAS_COLOURS.dimmed;
    ctx.fill();
  });
}
