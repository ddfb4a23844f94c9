import { tokenCellsAt } from '../model/token-cells.ts';
import { tokenRadius } from '../model/picking.ts';
import { CANVAS_COLOURS, contrastText, tokenColour } from './colours.ts';
import { layoutNameplates, type PlateObstacle, type PlatePiece } from './nameplate-layout.ts';
import { useScreenUnits, type PaintEnv } from './paint-env.ts';
import { placedTokens } from './paint-tokens.ts';
import type { Rect } from './rects.ts';
import type { Scene } from './scene.ts';
import { fontAt } from './text.ts';

/**
 * Each piece's name on a plate beside it, over the tokens: dark with light text, so it reads
 * on any tile; the viewer's own pieces (a team's screen) on a plate of their colour with a
 * ring round the disc. Which plates fit is nameplate-layout's business.
 */
export interface NameplateOptions {
  /** The plates' font size in CSS pixels: the disc's radius on screen, kept within these. */
  readonly minPx: number;
  readonly maxPx: number;
  /** The piece under the pointer: its plate goes first and stands out. */
  readonly hovered?: string | null;
}

/** Below this radius on screen the pieces are specks: only the hovered one and the viewer's own get a name. */
const MIN_RADIUS_PX = 1.5;
/** The widest plate, in font sizes. */
const MAX_PLATE_EMS = 11;

export function paintNameplates(
  ctx: CanvasRenderingContext2D,
  scene: Scene,
  area: Rect,
  env: PaintEnv,
  options: NameplateOptions,
): number {
  if (!scene.map.layers.tokens.visible) return 0;
  const r = tokenRadius(scene.map);
  const radiusPx = r * env.scale;
  const hovered = options.hovered ?? null;
  const own = (team: string | undefined) =>
    !!team && team === scene.view && scene.view !== 'control';
  const tokens = placedTokens(scene).filter(
    ({ at }) => at.x >= area.x0 && at.x <= area.x1 && at.y >= area.y0 && at.y <= area.y1,
  );
  if (tokens.length === 0) return 0;
  const screen = (p: { x: number; y: number }) => ({ x: p.x * env.scale, y: p.y * env.scale });
  const pieces: PlatePiece[] = [];
  const obstacles: PlateObstacle[] = [];
  for (const { token, at } of tokens) {
    const mine = own(token.team);
    if (radiusPx < MIN_RADIUS_PX && token.id !== hovered && !mine) continue;
    pieces.push({
      id: token.id,
      ...screen(at),
      radius: radiusPx,
      text: token.label,
      priority: token.id === hovered ? 2 : mine ? 1 : 0,
    });
    // On a point-to-point map the node and its name, under it, stay readable.
    const node = scene.nodes.get(token.at);
    if (node) {
      const size = node.size * env.scale;
      const namePx = Math.min(20, Math.max(11, Math.max(node.size, 18) * 0.8 * env.scale));
      obstacles.push({ ...screen(node), radius: size });
      obstacles.push({
        x: node.x * env.scale,
        y: size + node.y * env.scale + 4 + namePx / 2,
        radius: namePx,
      });
    }
    if (token.cells) {
      // The hull runs from the disc through its other cells: keep plates off the whole band.
      let from = at;
      for (const cell of tokenCellsAt(scene.map, token).slice(1)) {
        const centre = cell !== null ? scene.geometry.centre(cell) : null;
        if (!centre) continue;
        for (const t of [0.5, 1])
          obstacles.push({
            ...screen({ x: from.x + (centre.x - from.x) * t, y: from.y + (centre.y - from.y) * t }),
            radius: radiusPx,
          });
        from = centre;
      }
    }
  }
  const fontPx = Math.max(options.minPx, Math.min(options.maxPx, radiusPx * 0.95));
  const plates = layoutNameplates(pieces, {
    fontPx,
    widthPerPx: (text) => env.text.perPx(text, 700),
    // A small map (a phone's) cuts a long name short rather than showing none.
    maxWidthPx: Math.min(fontPx * MAX_PLATE_EMS, (area.x1 - area.x0) * env.scale * 0.9),
    obstacles,
    bounds: {
      x0: area.x0 * env.scale,
      y0: area.y0 * env.scale,
      x1: area.x1 * env.scale,
      y1: area.y1 * env.scale,
    },
  });
  const byId = new Map(tokens.map((t) => [t.token.id, t]));
  useScreenUnits(ctx, env);
  // The viewer's own pieces get a ring round the disc, in a light halo and their colour.
  for (const { token, at } of tokens) {
    if (!own(token.team)) continue;
    const { x, y } = screen(at);
    const colour = tokenColour(token, scene.teamColours);
    ctx.beginPath();
    ctx.arc(x, y, radiusPx + Math.max(3, radiusPx * 0.18), 0, Math.PI * 2);
    ctx.lineWidth = Math.max(3, radiusPx * 0.2);
    ctx.strokeStyle = CANVAS_COLOURS.text;
    ctx.stroke();
    ctx.lineWidth = Math.max(1.5, radiusPx * 0.1);
    ctx.strokeStyle = colour;
    ctx.stroke();
  }
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (const plate of plates) {
    const placed = byId.get(plate.id);
    if (!placed) continue;
    const colour = tokenColour(placed.token, scene.teamColours);
    const mine = own(placed.token.team);
    const w = plate.x1 - plate.x0;
    const h = plate.y1 - plate.y0;
    ctx.beginPath();
    ctx.roundRect(plate.x0, plate.y0, w, h, h * 0.25);
    ctx.fillStyle = mine ? colour : 'rgba(8, 10, 14, 0.88)';
    ctx.fill();
    ctx.lineWidth = Math.max(1.5, plate.fontPx * (mine || plate.id === hovered ? 0.16 : 0.1));
    ctx.strokeStyle = mine || plate.id === hovered ? CANVAS_COLOURS.text : colour;
    ctx.stroke();
    ctx.font = fontAt(plate.fontPx, mine ? 800 : 700);
    ctx.fillStyle = mine ? contrastText(colour) : CANVAS_COLOURS.text;
    ctx.fillText(plate.text, plate.x0 + w / 2, plate.y0 + h / 2 + plate.fontPx * 0.05);
  }
  return plates.length;
}
