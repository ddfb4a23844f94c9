/**
 * A map drawn once as plain shapes in map units (y down), which the SVG and PDF writers both
 * read: so a printed sheet, a vector file and a picture show the same thing, and what a team
 * may not see is left out in one place (map-drawing.ts) rather than in every writer.
 */

/** A path as flat commands: M x y, L x y, C x1 y1 x2 y2 x y, Z. */
export class Path {
  readonly ops: number[] = [];
  readonly xy: number[] = [];
  moveTo(x: number, y: number): this {
    this.ops.push(0);
    this.xy.push(x, y);
    return this;
  }
  lineTo(x: number, y: number): this {
    this.ops.push(1);
    this.xy.push(x, y);
    return this;
  }
  curveTo(x1: number, y1: number, x2: number, y2: number, x: number, y: number): this {
    this.ops.push(2);
    this.xy.push(x1, y1, x2, y2, x, y);
    return this;
  }
  close(): this {
    this.ops.push(3);
    return this;
  }
  get empty(): boolean {
    return this.ops.length === 0;
  }
  /** A polygon through the points (flat x, y pairs), closed. */
  polygon(points: readonly number[]): this {
    for (let i = 0; i + 1 < points.length; i += 2)
      if (i === 0) this.moveTo(points[0] as number, points[1] as number);
      else this.lineTo(points[i] as number, points[i + 1] as number);
    return this.close();
  }
  /** A circle as four Bézier quarters (what both SVG and PDF draw exactly alike). */
  circle(cx: number, cy: number, r: number): this {
    const k = 0.5522847498 * r;
    this.moveTo(cx + r, cy);
    this.curveTo(cx + r, cy + k, cx + k, cy + r, cx, cy + r);
    this.curveTo(cx - k, cy + r, cx - r, cy + k, cx - r, cy);
    this.curveTo(cx - r, cy - k, cx - k, cy - r, cx, cy - r);
    this.curveTo(cx + k, cy - r, cx + r, cy - k, cx + r, cy);
    return this.close();
  }
  rect(x: number, y: number, w: number, h: number): this {
    return this.polygon([x, y, x + w, y, x + w, y + h, x, y + h]);
  }
}

export type Dash = readonly number[];

export interface PathShape {
  readonly kind: 'path';
  readonly path: Path;
  readonly fill?: string;
  readonly stroke?: string;
  readonly width?: number;
  readonly dash?: Dash;
  readonly cap?: 'butt' | 'round';
  readonly join?: 'miter' | 'round';
}

/** A picture (a data: URL) centred on (cx, cy), turned `rotation` degrees, cut to `clip`. */
export interface ImageShape {
  readonly kind: 'image';
  readonly url: string;
  readonly cx: number;
  readonly cy: number;
  readonly width: number;
  readonly height: number;
  readonly rotation: number;
  /** Outline round (0, 0), shared by every picture cut the same way. */
  readonly clip: Path | null;
}

/** One line of text centred on (x, y), turned `rotation` degrees clockwise. */
export interface TextShape {
  readonly kind: 'text';
  readonly text: string;
  readonly x: number;
  readonly y: number;
  readonly size: number;
  readonly bold: boolean;
  readonly fill: string;
  /** A dark outline behind the letters, `outline` map units wide. */
  readonly outline?: { readonly colour: string; readonly width: number };
  readonly rotation?: number;
  readonly anchor?: 'middle' | 'start';
}

export type Shape = PathShape | ImageShape | TextShape;

/** Layers of the print, in drawing order; each becomes a group in the SVG. */
export type DrawingLayerId =
  'background' | 'tiles' | 'edges' | 'tokens' | 'labels' | 'visibility' | 'coordinates' | 'legend';

export interface DrawingLayer {
  readonly id: DrawingLayerId;
  readonly shapes: Shape[];
}

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface Drawing {
  /** What the sheet covers, in map units: the map, its legend and its title block. */
  readonly box: Box;
  /** The map alone (without legend and title), in map units. */
  readonly mapBox: Box;
  readonly layers: readonly DrawingLayer[];
  /** The document's title (the map's name). */
  readonly title: string;
}

/** Every distinct picture a drawing uses, in first-use order. */
export function imagesOf(drawing: Drawing): string[] {
  const seen = new Set<string>();
  for (const layer of drawing.layers)
    for (const s of layer.shapes) if (s.kind === 'image') seen.add(s.url);
  return [...seen];
}
