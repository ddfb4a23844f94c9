import type { MapToken } from '../../scenarios/format/map.ts';
import type { Pixel } from '../geometry/coords.ts';
import { directionNamed } from '../geometry/directions.ts';
import { geometryOf } from '../geometry/geometry-of.ts';
import { tokenCellsAt } from '../model/token-cells.ts';
import { labelExtent, tokenPositions, tokenRadius } from '../model/picking.ts';
import { inBatches } from './batch.ts';
import { CANVAS_COLOURS, contrastText, tokenColour } from './colours.ts';
import { MIN_SMALL_TEXT_PX } from './lod.ts';
import { cssPixel, useMapUnits, useScreenUnits, type PaintEnv } from './paint-env.ts';
import { rectsIntersect, type Rect } from './rects.ts';
import type { Scene } from './scene.ts';
import { fontAt, outlinedText } from './text.ts';

/**
 * Layer 3: tokens and free text labels. Tokens sit where picking finds them
 * (`tokenPositions`, `tokenRadius` from the picking module), so what you see is what you click.
 */

export interface PlacedToken {
  readonly token: MapToken;
  readonly at: Pixel;
}

/** Every drawable token with its position (a token on a missing place has none). */
export function placedTokens(scene: Scene): PlacedToken[] {
  const { map } = scene;
  const positions = new Map<string, Map<string, Pixel>>();
  const out: PlacedToken[] = [];
  for (const token of map.tokens) {
    if (scene.concealed.has(token.at)) continue;
    let here = positions.get(token.at);
    if (!here) positions.set(token.at, (here = tokenPositions(map, token.at)));
    const at = here.get(token.id);
    if (at) out.push({ token, at });
  }
  return out;
}

/** The text on a token: its icon, else its label's first two characters. */
export const tokenMark = (token: Pick<MapToken, 'icon' | 'label'>): string =>
  token.icon || [...token.label].slice(0, 2).join('');

export function paintTokens(
  ctx: CanvasRenderingContext2D,
  scene: Scene,
  area: Rect,
  env: PaintEnv,
): number {
  const { map } = scene;
  let drawn = 0;
  if (map.layers.tokens.visible) drawn += paintTokenDiscs(ctx, scene, area, env);
  if (map.layers.labels.visible) drawn += paintLabels(ctx, scene, area, env);
  return drawn;
}

function paintTokenDiscs(
  ctx: CanvasRenderingContext2D,
  scene: Scene,
  area: Rect,
  env: PaintEnv,
): number {
  const r = tokenRadius(scene.map);
  const tokens = placedTokens(scene).filter(({ at }) =>
    rectsIntersect(
      { x0: at.x - r * 2, y0: at.y - r * 2, x1: at.x + r * 2, y1: at.y + r * 2 },
      area,
    ),
  );
  if (tokens.length === 0) return 0;
  useMapUnits(ctx, env);
  paintHulls(ctx, scene, tokens, r);
  // A soft dark ring first, so that a token reads on a tile of its own colour.
  ctx.lineWidth = Math.max(r * 0.22, 2 * cssPixel(env));
  ctx.strokeStyle = CANVAS_COLOURS.nodeOutline;
  inBatches(
    ctx,
    tokens,
    ({ at }) => {
      ctx.moveTo(at.x + r, at.y);
      ctx.arc(at.x, at.y, r, 0, Math.PI * 2);
    },
    () => ctx.stroke(),
  );
  for (const { token, at } of tokens) {
    ctx.beginPath();
    ctx.arc(at.x, at.y, r, 0, Math.PI * 2);
    ctx.fillStyle = tokenColour(token, scene.teamColours);
    ctx.fill();
  }
  paintBows(ctx, scene.map, tokens, r);
  const radiusPx = r * env.scale;
  if (radiusPx >= 7) {
    useScreenUnits(ctx, env);
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.lineJoin = 'round';
    const px = Math.min(28, radiusPx * 1.05);
    for (const { token, at } of tokens) {
      const mark = tokenMark(token);
      if (!mark || px < MIN_SMALL_TEXT_PX - 2) continue;
      const fill = tokenColour(token, scene.teamColours);
      ctx.font = fontAt(px, 700);
      ctx.fillStyle = contrastText(fill);
      ctx.fillText(mark, at.x * env.scale, at.y * env.scale + px * 0.04);
    }
    // A count badge at the top right when a token stands for several pieces.
    const badgePx = Math.max(MIN_SMALL_TEXT_PX, px * 0.62);
    for (const { token, at } of tokens) {
      if (token.count <= 1) continue;
      const bx = (at.x + r * 0.8) * env.scale;
      const by = (at.y - r * 0.8) * env.scale;
      const text = String(token.count);
      const w = Math.max(badgePx * 1.3, env.text.perPx(text, 700) * badgePx + badgePx * 0.6);
      ctx.beginPath();
      ctx.roundRect(bx - w / 2, by - badgePx * 0.7, w, badgePx * 1.4, badgePx * 0.7);
      ctx.fillStyle = '#101318';
      ctx.fill();
      ctx.lineWidth = 1.5;
      ctx.strokeStyle = CANVAS_COLOURS.text;
      ctx.stroke();
      ctx.font = fontAt(badgePx, 700);
      ctx.fillStyle = CANVAS_COLOURS.text;
      ctx.fillText(text, bx, by + badgePx * 0.04);
    }
  }
  return tokens.length;
}

/**
 * A piece that faces a direction carries a bow: a pale pointed tip just outside its disc,
 * toward where it faces, so Control and the hall read a ship's heading at a glance.
 */
/**
 * A piece longer than one cell is drawn as a hull over every cell it covers: a band from its
 * disc through the centres of its other cells, in its colour, under the disc itself.
 */
function paintHulls(
  ctx: CanvasRenderingContext2D,
  scene: Scene,
  tokens: readonly PlacedToken[],
  r: number,
): void {
  const geometry = geometryOf(scene.map);
  for (const { token, at } of tokens) {
    if (!token.cells) continue;
    const centres: Pixel[] = [];
    for (const cell of tokenCellsAt(scene.map, token).slice(1)) {
      const centre = cell !== null && !scene.concealed.has(cell) ? geometry.centre(cell) : null;
      if (centre) centres.push(centre);
    }
    if (centres.length === 0) continue;
    ctx.beginPath();
    ctx.moveTo(at.x, at.y);
    for (const c of centres) ctx.lineTo(c.x, c.y);
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.lineWidth = r * 2.2;
    ctx.strokeStyle = CANVAS_COLOURS.nodeOutline;
    ctx.stroke();
    ctx.lineWidth = r * 1.7;
    ctx.strokeStyle = tokenColour(token, scene.teamColours);
    ctx.stroke();
  }
  ctx.lineCap = 'butt';
}

function paintBows(
  ctx: CanvasRenderingContext2D,
  map: Scene['map'],
  tokens: readonly PlacedToken[],
  r: number,
): void {
  for (const { token, at } of tokens) {
    if (!token.facing) continue;
    const direction = directionNamed(map, token.facing);
    if (!direction) continue;
    const a = (direction.angle * Math.PI) / 180;
    const dx = Math.sin(a);
    const dy = -Math.cos(a);
    // Long and wide enough to read across a hall, still inside the piece's own square or hex.
    const tip = { x: at.x + dx * r * 1.9, y: at.y + dy * r * 1.9 };
    const base = r * 0.8;
    const half = r * 0.75;
    ctx.beginPath();
    ctx.moveTo(tip.x, tip.y);
    ctx.lineTo(at.x + dx * base - dy * half, at.y + dy * base + dx * half);
    ctx.lineTo(at.x + dx * base + dy * half, at.y + dy * base - dx * half);
    ctx.closePath();
    ctx.fillStyle = '#f5f0dc';
    ctx.fill();
    ctx.lineWidth = r * 0.12;
    ctx.strokeStyle = CANVAS_COLOURS.nodeOutline;
    ctx.stroke();
  }
}

function paintLabels(
  ctx: CanvasRenderingContext2D,
  scene: Scene,
  area: Rect,
  env: PaintEnv,
): number {
  let drawn = 0;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.lineJoin = 'round';
  for (const label of scene.map.labels) {
    const px = label.size * env.scale;
    if (px < 6) continue;
    const { width, height } = labelExtent(label);
    const reach = Math.max(width, height);
    if (
      !rectsIntersect(
        { x0: label.x - reach, y0: label.y - reach, x1: label.x + reach, y1: label.y + reach },
        area,
      )
    )
      continue;
    useScreenUnits(ctx, env);
    ctx.translate(label.x * env.scale, label.y * env.scale);
    if (label.rotation) ctx.rotate((label.rotation * Math.PI) / 180);
    ctx.font = fontAt(px, 700);
    outlinedText(
      ctx,
      label.text,
      0,
      0,
      Math.max(2.5, px * 0.18),
      label.colour,
      CANVAS_COLOURS.textOutline,
    );
    drawn++;
  }
  return drawn;
}
