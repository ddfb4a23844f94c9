import type { Visibility } from '../../scenarios/format/map.ts';
import { inBatches } from './batch.ts';
import { addCellPath } from './cell-shape.ts';
import { CANVAS_COLOURS } from './colours.ts';
import { addNodeMark } from './paint-edges.ts';
import { useMapUnits, type PaintEnv } from './paint-env.ts';
import { rectsIntersect, type Rect } from './rects.ts';
import type { Scene } from './scene.ts';
import { fontAt } from './text.ts';

/**
 * Layer 4, in the Control view: places teams cannot see are tinted and hatched (red for
 * hidden, blue-grey for unexplored) with a legend, so the facilitator sees at a glance what
 * the players do not. Team views need nothing here: the board and graph painters already
 * leave hidden places out and draw unexplored ones as fog.
 */

const LOOKS: Record<Visibility['state'], { tint: string; hatch: string; label: string }> = {
  hidden: {
    tint: CANVAS_COLOURS.hiddenTint,
    hatch: CANVAS_COLOURS.hiddenHatch,
    label: 'Hidden from teams',
  },
  unexplored: {
    tint: CANVAS_COLOURS.unexploredTint,
    hatch: CANVAS_COLOURS.unexploredHatch,
    label: 'Unexplored (fog for teams)',
  },
};

/** Hatch spacing on screen, CSS pixels. */
const HATCH_PX = 9;

export function paintVisibility(
  ctx: CanvasRenderingContext2D,
  scene: Scene,
  area: Rect,
  env: PaintEnv,
): number {
  const { map } = scene;
  if (scene.view !== 'control' || !map.layers.visibility.visible) return 0;
  const entries = Object.entries(map.visibility);
  if (entries.length === 0) return 0;
  let drawn = 0;
  const present = new Set<Visibility['state']>();
  for (const state of ['hidden', 'unexplored'] as const) {
    const boxes: NonNullable<ReturnType<typeof placeBox>>[] = [];
    for (const [at, mark] of entries) {
      if (mark.state !== state) continue;
      present.add(state);
      const box = placeBox(scene, at);
      if (box && rectsIntersect(box.rect, area)) boxes.push(box);
    }
    if (boxes.length === 0) continue;
    drawn += boxes.length;
    const look = LOOKS[state];
    useMapUnits(ctx, env);
    const hatch = hatchPattern(ctx, look.hatch, env);
    inBatches(
      ctx,
      boxes,
      (box) => box.add(ctx),
      () => {
        ctx.fillStyle = look.tint;
        ctx.fill();
        if (hatch) {
          ctx.fillStyle = hatch;
          ctx.fill();
        }
      },
    );
  }
  paintLegend(ctx, [...present], env);
  return drawn;
}

/**
 * Diagonal stripes as a pattern (one fill per batch of places, no clipping), kept the same
 * size on screen whatever the zoom.
 */
const hatchTiles = new Map<string, HTMLCanvasElement>();

function hatchPattern(
  ctx: CanvasRenderingContext2D,
  colour: string,
  env: PaintEnv,
): CanvasPattern | null {
  const size = Math.round(HATCH_PX * env.pixelRatio);
  const tile = hatchTile(colour, size, env.pixelRatio);
  if (!tile) return null;
  const pattern = ctx.createPattern(tile, 'repeat');
  const k = 1 / (env.scale * env.pixelRatio);
  pattern?.setTransform(new DOMMatrix([k, 0, 0, k, 0, 0]));
  return pattern;
}

/** One tile of stripes per colour and size, drawn once. */
function hatchTile(colour: string, size: number, pixelRatio: number): HTMLCanvasElement | null {
  const key = `${colour}|${size}`;
  const cached = hatchTiles.get(key);
  if (cached) return cached;
  const tile = document.createElement('canvas');
  tile.width = size;
  tile.height = size;
  const t = tile.getContext('2d');
  if (!t) return null;
  t.strokeStyle = colour;
  t.lineWidth = 1.5 * pixelRatio;
  t.beginPath();
  // Three strokes so the stripe runs on across the tile's corners without a seam.
  for (const k of [-1, 0, 1]) {
    t.moveTo(k * size, size);
    t.lineTo(k * size + size, 0);
  }
  t.stroke();
  hatchTiles.set(key, tile);
  return tile;
}

function placeBox(scene: Scene, at: string): { rect: Rect; add: (ctx: CanvasPath) => void } | null {
  const { index, shape } = scene;
  if (index && shape) {
    const i = index.byKey.get(at);
    if (i === undefined) return null;
    const x = index.xs[i] as number;
    const y = index.ys[i] as number;
    return {
      rect: { x0: x - index.halfW, y0: y - index.halfH, x1: x + index.halfW, y1: y + index.halfH },
      add: (ctx) => addCellPath(ctx, shape, x, y),
    };
  }
  const node = scene.nodes.get(at);
  if (!node) return null;
  const r = node.size * 1.2;
  return {
    rect: { x0: node.x - r, y0: node.y - r, x1: node.x + r, y1: node.y + r },
    add: (ctx) => addNodeMark(ctx, { ...node, size: node.size * 1.2 }),
  };
}

/** A small key in the bottom-left corner of the canvas (screen space). */
function paintLegend(
  ctx: CanvasRenderingContext2D,
  states: readonly Visibility['state'][],
  env: PaintEnv,
): void {
  if (states.length === 0) return;
  const pr = env.pixelRatio;
  const canvasHeight = ctx.canvas.height / pr;
  ctx.setTransform(pr, 0, 0, pr, 0, 0);
  const px = 13;
  const row = 22;
  const width = 230;
  const height = states.length * row + 12;
  const left = 12;
  const top = canvasHeight - height - 12;
  ctx.fillStyle = 'rgba(11, 14, 18, 0.85)';
  ctx.beginPath();
  ctx.roundRect(left, top, width, height, 6);
  ctx.fill();
  ctx.font = fontAt(px, 600);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  states.forEach((state, i) => {
    const y = top + 6 + i * row + row / 2;
    const look = LOOKS[state];
    ctx.fillStyle = CANVAS_COLOURS.emptyCell;
    ctx.fillRect(left + 8, y - 7, 22, 14);
    ctx.fillStyle = look.tint;
    ctx.fillRect(left + 8, y - 7, 22, 14);
    ctx.strokeStyle = look.hatch;
    ctx.lineWidth = 1.5;
    ctx.strokeRect(left + 8, y - 7, 22, 14);
    ctx.fillStyle = CANVAS_COLOURS.text;
    ctx.fillText(look.label, left + 38, y);
  });
}
