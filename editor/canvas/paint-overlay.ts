import type { MapLabel } from '../../scenarios/format/map.ts';
import { parseEdgeKey } from '../geometry/keys.ts';
import { laneRoutes } from '../geometry/lane-routes.ts';
import { labelExtent, tokenPositions, tokenRadius, edgeSegment } from '../model/picking.ts';
import { traceRoute } from './paint-edges.ts';
import type { Selection } from '../model/selection.ts';
import type { Overlay, OverlayHover } from '../tools/types.ts';
import { inBatches } from './batch.ts';
import { addCellPath } from './cell-shape.ts';
import { CANVAS_COLOURS, withAlpha } from './colours.ts';
import { addNodeMark } from './paint-edges.ts';
import { cellMask } from './paint-board.ts';
import { cssPixel, useMapUnits, type PaintEnv } from './paint-env.ts';
import type { Rect } from './rects.ts';
import type { Scene } from './scene.ts';
import { fontAt, outlinedText } from './text.ts';

/**
 * Layer 5: what the current tool and the selection show on top of the map — hover and
 * selection outlines, the ghost of the tile a click would paint, faint echoes of symmetric
 * edits, the marquee and the lane being dragged. Small by nature, so drawn directly.
 */

type PathAdder = (ctx: CanvasRenderingContext2D) => void;

/** The outline of a place (cell or node), or null if the map has no such place. */
function placePath(scene: Scene, at: string, grow = 0): PathAdder | null {
  const { index, shape } = scene;
  if (index && shape) {
    const i = index.byKey.get(at);
    if (i === undefined) return null;
    const x = index.xs[i] as number;
    const y = index.ys[i] as number;
    return (ctx) => addCellPath(ctx, shape, x, y, -grow);
  }
  const node = scene.nodes.get(at);
  if (!node) return null;
  return (ctx) => addNodeMark(ctx, { ...node, size: node.size + grow });
}

function tokenPath(scene: Scene, id: string): PathAdder | null {
  const token = scene.map.tokens.find((t) => t.id === id);
  const at = token && tokenPositions(scene.map, token.at).get(id);
  if (!at) return null;
  const r = tokenRadius(scene.map) * 1.25;
  return (ctx) => {
    ctx.moveTo(at.x + r, at.y);
    ctx.arc(at.x, at.y, r, 0, Math.PI * 2);
  };
}

function labelPath(label: MapLabel): PathAdder {
  const { width, height } = labelExtent(label);
  const angle = (label.rotation * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const corners = [
    [-width / 2, -height / 2],
    [width / 2, -height / 2],
    [width / 2, height / 2],
    [-width / 2, height / 2],
  ].map(([x, y]) => [
    label.x + (x as number) * cos - (y as number) * sin,
    label.y + (x as number) * sin + (y as number) * cos,
  ]);
  return (ctx) => {
    corners.forEach(([x, y], i) =>
      i === 0 ? ctx.moveTo(x as number, y as number) : ctx.lineTo(x as number, y as number),
    );
    ctx.closePath();
  };
}

/** A line (edge side or lane) as a path to stroke. */
function linePath(scene: Scene, kind: 'edge' | 'lane', id: string): PathAdder | null {
  if (kind === 'edge') {
    if (!parseEdgeKey(id)) return null;
    const side = edgeSegment(scene.map, id);
    if (!side) return null;
    return (ctx) => {
      ctx.moveTo(side[0].x, side[0].y);
      ctx.lineTo(side[1].x, side[1].y);
    };
  }
  // The lane as it is drawn: fanned and bundled lanes curve.
  const route = laneRoutes(scene.map).get(id);
  if (!route) return null;
  return (ctx) => traceRoute(ctx, route);
}

function hoverPath(scene: Scene, hover: OverlayHover): { path: PathAdder; line: boolean } | null {
  switch (hover.kind) {
    case 'cell':
    case 'node': {
      const path = placePath(scene, hover.kind === 'cell' ? hover.key : hover.id);
      return path && { path, line: false };
    }
    case 'edge': {
      const path = linePath(scene, 'edge', hover.key);
      return path && { path, line: true };
    }
    case 'lane': {
      const path = linePath(scene, 'lane', hover.id);
      return path && { path, line: true };
    }
    case 'token': {
      const path = tokenPath(scene, hover.id);
      return path && { path, line: false };
    }
    case 'label': {
      const label = scene.map.labels.find((l) => l.id === hover.id);
      return label ? { path: labelPath(label), line: false } : null;
    }
  }
}

export function paintOverlay(
  ctx: CanvasRenderingContext2D,
  scene: Scene,
  overlay: Overlay,
  selection: Selection,
  area: Rect,
  env: PaintEnv,
): void {
  useMapUnits(ctx, env);
  const px = cssPixel(env);
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';

  // Echoes: the other places a symmetric edit touches.
  if (overlay.echoes.length) {
    ctx.beginPath();
    for (const at of overlay.echoes) placePath(scene, at)?.(ctx);
    ctx.fillStyle = CANVAS_COLOURS.echo;
    ctx.fill();
    ctx.lineWidth = 1.5 * px;
    ctx.strokeStyle = withAlpha(CANVAS_COLOURS.hover, 0.7);
    ctx.setLineDash([4 * px, 3 * px]);
    ctx.stroke();
    ctx.setLineDash([]);
  }

  if (overlay.ghost) paintGhost(ctx, scene, overlay.ghost, env);

  // Selection: places tinted and ringed light on dark, so that no tile border (blue backs
  // included) can be taken for it; lines and marks outlined the same way.
  const selectedPlaces = [...selection.places];
  if (selectedPlaces.length) {
    ctx.fillStyle = CANVAS_COLOURS.selectionFill;
    inBatches(
      ctx,
      selectedPlaces,
      (at) => {
        const path = inArea(scene, at, area) ? placePath(scene, at) : null;
        if (!path) return false;
        path(ctx);
      },
      () => {
        ctx.fill();
        ctx.lineWidth = 7 * px;
        ctx.strokeStyle = CANVAS_COLOURS.nodeOutline;
        ctx.stroke();
        ctx.lineWidth = 3.5 * px;
        ctx.strokeStyle = CANVAS_COLOURS.selection;
        ctx.stroke();
      },
    );
  }
  const lines: PathAdder[] = [];
  for (const key of selection.edges) {
    const p = linePath(scene, 'edge', key);
    if (p) lines.push(p);
  }
  for (const id of selection.lanes) {
    const p = linePath(scene, 'lane', id);
    if (p) lines.push(p);
  }
  if (lines.length) {
    ctx.beginPath();
    for (const p of lines) p(ctx);
    ctx.lineWidth = 7 * px;
    ctx.strokeStyle = withAlpha(CANVAS_COLOURS.selection, 0.55);
    ctx.stroke();
    ctx.lineWidth = 2.5 * px;
    ctx.strokeStyle = CANVAS_COLOURS.selection;
    ctx.stroke();
  }
  const marks: PathAdder[] = [];
  for (const id of selection.tokens) {
    const p = tokenPath(scene, id);
    if (p) marks.push(p);
  }
  for (const label of scene.map.labels)
    if (selection.labels.has(label.id)) marks.push(labelPath(label));
  if (marks.length) {
    ctx.beginPath();
    for (const p of marks) p(ctx);
    ctx.lineWidth = 6 * px;
    ctx.strokeStyle = CANVAS_COLOURS.nodeOutline;
    ctx.stroke();
    ctx.lineWidth = 3 * px;
    ctx.strokeStyle = CANVAS_COLOURS.selection;
    ctx.stroke();
  }

  if (overlay.hover) {
    const hover = hoverPath(scene, overlay.hover);
    if (hover) {
      ctx.beginPath();
      hover.path(ctx);
      ctx.lineWidth = (hover.line ? 6 : 2.5) * px;
      ctx.strokeStyle = CANVAS_COLOURS.hover;
      ctx.stroke();
    }
  }

  if (overlay.lanePreview) {
    const from = scene.nodes.get(overlay.lanePreview.from);
    if (from) {
      ctx.beginPath();
      ctx.moveTo(from.x, from.y);
      ctx.lineTo(overlay.lanePreview.to.x, overlay.lanePreview.to.y);
      ctx.lineWidth = 3 * px;
      ctx.strokeStyle = CANVAS_COLOURS.lanePreview;
      ctx.setLineDash([8 * px, 6 * px]);
      ctx.stroke();
      ctx.setLineDash([]);
    }
  }

  if (overlay.marquee) {
    const m = overlay.marquee;
    const x = Math.min(m.x0, m.x1);
    const y = Math.min(m.y0, m.y1);
    const w = Math.abs(m.x1 - m.x0);
    const h = Math.abs(m.y1 - m.y0);
    ctx.fillStyle = CANVAS_COLOURS.marqueeFill;
    ctx.fillRect(x, y, w, h);
    ctx.lineWidth = 1.5 * px;
    ctx.strokeStyle = CANVAS_COLOURS.selection;
    ctx.setLineDash([6 * px, 4 * px]);
    ctx.strokeRect(x, y, w, h);
    ctx.setLineDash([]);
  }
}

function inArea(scene: Scene, at: string, area: Rect): boolean {
  const { index } = scene;
  if (index) {
    const i = index.byKey.get(at);
    if (i === undefined) return false;
    const x = index.xs[i] as number;
    const y = index.ys[i] as number;
    return (
      x + index.halfW >= area.x0 &&
      x - index.halfW <= area.x1 &&
      y + index.halfH >= area.y0 &&
      y - index.halfH <= area.y1
    );
  }
  return true;
}

/** The tile a click would paint, half transparent, turned as it would be placed. */
function paintGhost(
  ctx: CanvasRenderingContext2D,
  scene: Scene,
  ghost: NonNullable<Overlay['ghost']>,
  env: PaintEnv,
): void {
  const tile = scene.tiles.get(ghost.tileId);
  const path = placePath(scene, ghost.at);
  if (!tile || !path) return;
  ctx.save();
  ctx.globalAlpha = 0.5;
  ctx.beginPath();
  path(ctx);
  ctx.fillStyle = tile.colour;
  ctx.fill();
  const { index, shape } = scene;
  const i = index?.byKey.get(ghost.at);
  if (index && shape && i !== undefined) {
    const x = index.xs[i] as number;
    const y = index.ys[i] as number;
    const s = env.scale * env.pixelRatio;
    if (tile.image) {
      const sprite = env.images.sprite(tile.image, cellMask(shape), shape.width * s);
      if (sprite) {
        const angle = ghost.rotation * shape.stepAngle;
        const cos = Math.cos(angle) * s;
        const sin = Math.sin(angle) * s;
        ctx.setTransform(cos, sin, -sin, cos, x * s + env.originX, y * s + env.originY);
        ctx.drawImage(sprite, -shape.width / 2, -shape.height / 2, shape.width, shape.height);
        useMapUnits(ctx, env);
      }
    }
    const label = tile.label;
    const labelPx = Math.min(44, shape.width * env.scale * 0.3);
    if (label && labelPx >= 11) {
      ctx.setTransform(env.pixelRatio, 0, 0, env.pixelRatio, env.originX, env.originY);
      ctx.font = fontAt(labelPx, 700);
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      outlinedText(
        ctx,
        label,
        x * env.scale,
        y * env.scale,
        labelPx * 0.22,
        CANVAS_COLOURS.text,
        CANVAS_COLOURS.textOutline,
      );
    }
  }
  ctx.restore();
  // Outline at full strength, so the target place is unmistakable.
  useMapUnits(ctx, env);
  ctx.beginPath();
  path(ctx);
  ctx.lineWidth = 2 * cssPixel(env);
  ctx.strokeStyle = CANVAS_COLOURS.hover;
  ctx.stroke();
}
