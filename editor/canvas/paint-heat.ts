import { inBatches } from './batch.ts';
import { cellsInRect } from './cell-index.ts';
import { addCellPath } from './cell-shape.ts';
import { withAlpha } from './colours.ts';
import { heatLayout, type CanvasHeat, type HeatLook } from './heat.ts';
import { cssPixel, useMapUnits, type PaintEnv } from './paint-env.ts';
import { rectsIntersect, type Rect } from './rects.ts';
import type { Scene } from './scene.ts';
import { fontAt } from './text.ts';

/**
 * The heat layer, over the tiles and under the edges and nodes: every owned place tinted with
 * its owner's colour, a shared place striped with its owners' colours (or, on a
 * point-to-point map, a halo cut in wedges by their shares), each home ringed in its colour,
 * and a key naming the homes. Places in view are sorted into one batch per look, from a
 * layout made once per heat, so a paint allocates nothing per place.
 */

const TINT = 0.55;
/** Stripe width on screen, CSS pixels. */
const STRIPE_PX = 7;

const scratch: number[] = [];
/** Places in view per look, reused from paint to paint. */
const batches: number[][] = [];

export function paintHeat(
  ctx: CanvasRenderingContext2D,
  scene: Scene,
  heat: CanvasHeat | null,
  area: Rect,
  env: PaintEnv,
): number {
  if (!heat || heat.homes.length === 0) return 0;
  const colours = heat.homes.map((h) => h.colour);
  const drawn =
    scene.index && scene.shape
      ? paintCells(ctx, scene, heat, colours, area, env)
      : paintNodes(ctx, scene, heat, colours, area, env);
  paintKey(ctx, heat, env);
  return drawn;
}

function paintCells(
  ctx: CanvasRenderingContext2D,
  scene: Scene,
  heat: CanvasHeat,
  colours: readonly string[],
  area: Rect,
  env: PaintEnv,
): number {
  const index = scene.index;
  const shape = scene.shape;
  if (!index || !shape) return 0;
  const layout = heatLayout(heat, index);
  const cellLook = layout.cellLook;
  if (!cellLook) return 0;
  scratch.length = 0;
  cellsInRect(index, area, scratch);
  for (let l = 0; l < layout.looks.length; l++) {
    if (batches[l]) (batches[l] as number[]).length = 0;
    else batches[l] = [];
  }
  let drawn = 0;
  for (const i of scratch) {
    const look = cellLook[i] as number;
    if (look < 0 || scene.concealed.get(index.keys[i] as string) === 'hidden') continue;
    (batches[look] as number[]).push(i);
    drawn++;
  }
  useMapUnits(ctx, env);
  layout.looks.forEach((look, l) => {
    const cells = batches[l] as number[];
    if (cells.length === 0) return;
    ctx.fillStyle = fillFor(ctx, look, colours, env);
    inBatches(
      ctx,
      cells,
      (i) => addCellPath(ctx, shape, index.xs[i] as number, index.ys[i] as number),
      () => ctx.fill(),
    );
  });
  // Homes: ringed inside the cell in their own colour.
  const ring = Math.max(2.5, Math.min(6, shape.width * env.scale * 0.06)) * cssPixel(env);
  ctx.lineWidth = ring;
  ctx.lineJoin = 'round';
  heat.homes.forEach((home) => {
    const i = index.byKey.get(home.place);
    if (i === undefined) return;
    const x = index.xs[i] as number;
    const y = index.ys[i] as number;
    if (x + index.halfW < area.x0 || x - index.halfW > area.x1) return;
    if (y + index.halfH < area.y0 || y - index.halfH > area.y1) return;
    ctx.strokeStyle = home.colour;
    ctx.beginPath();
    addCellPath(ctx, shape, x, y, ring * 0.75);
    ctx.stroke();
  });
  return drawn;
}

function paintNodes(
  ctx: CanvasRenderingContext2D,
  scene: Scene,
  heat: CanvasHeat,
  colours: readonly string[],
  area: Rect,
  env: PaintEnv,
): number {
  const layout = heatLayout(heat, null);
  useMapUnits(ctx, env);
  let drawn = 0;
  for (const [place, l] of layout.nodeLook) {
    const node = scene.nodes.get(place);
    if (!node || scene.concealed.get(place) === 'hidden') continue;
    const r = node.size * 2;
    if (!rectsIntersect({ x0: node.x - r, y0: node.y - r, x1: node.x + r, y1: node.y + r }, area))
      continue;
    drawn++;
    const look = layout.looks[l] as HeatLook;
    // Wedges by share, from north clockwise.
    let angle = -Math.PI / 2;
    look.owners.forEach((owner, k) => {
      const sweep = (look.shares[k] as number) * Math.PI * 2;
      ctx.fillStyle = withAlpha(colours[owner] ?? '#888888', 0.7);
      ctx.beginPath();
      if (look.owners.length === 1) ctx.arc(node.x, node.y, r, 0, Math.PI * 2);
      else {
        ctx.moveTo(node.x, node.y);
        ctx.arc(node.x, node.y, r, angle, angle + sweep);
        ctx.closePath();
      }
      ctx.fill();
      angle += sweep;
    });
  }
  ctx.lineWidth = 4 * cssPixel(env);
  for (const home of heat.homes) {
    const node = scene.nodes.get(home.place);
    if (!node) continue;
    ctx.strokeStyle = home.colour;
    ctx.beginPath();
    ctx.arc(node.x, node.y, node.size * 2, 0, Math.PI * 2);
    ctx.stroke();
  }
  return drawn;
}

/** A look's fill: its owner's colour, or stripes of its owners' colours. */
function fillFor(
  ctx: CanvasRenderingContext2D,
  look: HeatLook,
  colours: readonly string[],
  env: PaintEnv,
): string | CanvasPattern {
  const first = colours[look.owners[0] as number] ?? '#888888';
  if (look.owners.length === 1) return withAlpha(first, TINT);
  return (
    stripes(
      ctx,
      look.owners.map((o) => colours[o] ?? '#888888'),
      env,
    ) ?? withAlpha(first, TINT)
  );
}

const stripeTiles = new Map<string, HTMLCanvasElement>();

/** Diagonal stripes, one per colour, the same width on screen at any zoom. */
function stripes(
  ctx: CanvasRenderingContext2D,
  colours: readonly string[],
  env: PaintEnv,
): CanvasPattern | null {
  const width = Math.max(1, Math.round(STRIPE_PX * env.pixelRatio));
  const key = `${colours.join(',')}|${width}`;
  let tile = stripeTiles.get(key);
  if (!tile) {
    tile = document.createElement('canvas');
    tile.width = width * colours.length;
    tile.height = 1;
    const t = tile.getContext('2d');
    if (!t) return null;
    colours.forEach((colour, k) => {
      t.fillStyle = withAlpha(colour, TINT + 0.1);
      t.fillRect(k * width, 0, width, 1);
    });
    stripeTiles.set(key, tile);
  }
  const pattern = ctx.createPattern(tile, 'repeat');
  const k = 1 / (env.scale * env.pixelRatio);
  // Map units → device pixels is scaled by scale × pixelRatio: undo it, then turn 45°.
  pattern?.setTransform(new DOMMatrix().scale(k, k).rotate(45));
  return pattern;
}

/** The key in the top-left corner (screen space): each home's colour and name. */
function paintKey(ctx: CanvasRenderingContext2D, heat: CanvasHeat, env: PaintEnv): void {
  const pr = env.pixelRatio;
  ctx.setTransform(pr, 0, 0, pr, 0, 0);
  const px = 12;
  const row = 18;
  const shown = heat.homes.slice(0, 12);
  ctx.font = fontAt(px, 600);
  const names = shown.map((h, i) => `${i + 1}  ${h.name}`);
  const width = Math.min(320, 44 + Math.max(40, ...names.map((n) => ctx.measureText(n).width)));
  const height = shown.length * row + 28;
  const left = 12;
  const top = 12;
  ctx.fillStyle = 'rgba(11, 14, 18, 0.85)';
  ctx.beginPath();
  ctx.roundRect(left, top, width, height, 6);
  ctx.fill();
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = '#f7f7f2';
  ctx.fillText(heat.title ?? 'Owners', left + 10, top + 14);
  shown.forEach((home, i) => {
    const y = top + 24 + i * row + row / 2;
    ctx.fillStyle = home.colour;
    ctx.fillRect(left + 10, y - 6, 16, 12);
    ctx.fillStyle = '#f7f7f2';
    ctx.fillText(names[i] as string, left + 34, y, width - 44);
  });
}
