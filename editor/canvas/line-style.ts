/**
 * How edge features and lanes are stroked: dash patterns and the geometry of wavy lines and
 * arrow heads, in map units, as plain numbers so that they are tested without a canvas.
 */
export type LineStyle = 'solid' | 'dashed' | 'dotted' | 'double' | 'wavy' | 'dots';

/**
 * The canvas dash pattern for a style drawn `width` wide (an empty list draws a solid line).
 * Dotted lines are zero-length dashes drawn with round caps, so each dot is a full circle.
 * `minUnit` keeps dashes from shrinking below a readable (and cheap) size when zoomed out:
 * thousands of one-pixel dashes look like a solid line and take long to draw.
 */
export function dashPattern(style: LineStyle, width: number, minUnit = 0): number[] {
  const w = Math.max(width, minUnit, 0.0001);
  switch (style) {
    case 'dashed':
      return [w * 3, w * 2];
    case 'dotted':
      return [0, w * 2];
    default:
      return [];
  }
}

/** Dotted lines need round caps to show dots at all. */
export const lineCapFor = (style: LineStyle): 'round' | 'butt' =>
  style === 'dotted' ? 'round' : 'butt';

/**
 * Points of a sine wave from a to b (flat [x0, y0, x1, y1, …]), a whole number of waves long
 * so that both ends sit on the line.
 */
export function wavyPoints(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  amplitude: number,
  wavelength: number,
): number[] {
  const dx = bx - ax;
  const dy = by - ay;
  const length = Math.hypot(dx, dy);
  if (length === 0) return [ax, ay];
  const waves = Math.max(1, Math.round(length / wavelength));
  const steps = waves * 12;
  const nx = -dy / length;
  const ny = dx / length;
  const points: number[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const offset = amplitude * Math.sin(t * waves * 2 * Math.PI);
    points.push(ax + dx * t + nx * offset, ay + dy * t + ny * offset);
  }
  return points;
}

/** Centres of the discs of a "dots" line: evenly spaced, both ends included. */
export function dotCentres(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  spacing: number,
): number[] {
  const length = Math.hypot(bx - ax, by - ay);
  const count = Math.max(1, Math.round(length / Math.max(spacing, 0.0001)));
  const points: number[] = [];
  for (let i = 0; i <= count; i++) {
    const t = i / count;
    points.push(ax + (bx - ax) * t, ay + (by - ay) * t);
  }
  return points;
}

/** The two lines of a "double" style: the segment moved ±`gap` across itself. */
export function parallelSegments(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  gap: number,
): [number, number, number, number][] {
  const length = Math.hypot(bx - ax, by - ay) || 1;
  const nx = (-(by - ay) / length) * gap;
  const ny = ((bx - ax) / length) * gap;
  return [
    [ax + nx, ay + ny, bx + nx, by + ny],
    [ax - nx, ay - ny, bx - nx, by - ny],
  ];
}

/**
 * An arrow head: a triangle whose tip is at (tx, ty), pointing along (dx, dy), `size` long
 * and as wide. Returns [tipX, tipY, leftX, leftY, rightX, rightY].
 */
export function arrowHead(
  tx: number,
  ty: number,
  dx: number,
  dy: number,
  size: number,
): [number, number, number, number, number, number] {
  const length = Math.hypot(dx, dy) || 1;
  const ux = dx / length;
  const uy = dy / length;
  const bx = tx - ux * size;
  const by = ty - uy * size;
  const half = size / 2;
  return [tx, ty, bx - uy * half, by + ux * half, bx + uy * half, by - ux * half];
}
