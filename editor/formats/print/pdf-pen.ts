import { parseColour } from './colour.ts';
import type { Path, Shape, TextShape } from './drawing.ts';

/** What a content stream may name: fonts, pictures and opacities, as resource names. */
export interface PenResources {
  font(bold: boolean): string;
  /** The name of a picture, or null when the PDF cannot hold it (WebP, SVG). */
  image(url: string): string | null;
  alpha(value: number): string;
  /** The text as the font's bytes (hex string), characters it lacks as "?". */
  encode(text: string, bold: boolean): string;
  /** Width of the text at a 1-unit font. */
  width(text: string, bold: boolean): number;
}

const f = (v: number): string => {
  const r = Math.round(v * 1000) / 1000;
  return Object.is(r, -0) ? '0' : String(r);
};

/**
 * Writes PDF content-stream operators as text: paths, fills and strokes, clipped pictures and
 * text, in whatever coordinates the stream is drawn in. One string for a whole map is much
 * faster than an operator object per point.
 */
export class PdfPen {
  private readonly parts: string[] = [];
  constructor(private readonly res: PenResources) {}

  raw(op: string): this {
    this.parts.push(op);
    return this;
  }
  content(): string {
    return this.parts.join('\n');
  }

  path(p: Path, dx = 0, dy = 0): this {
    let k = 0;
    const out: string[] = [];
    for (const op of p.ops) {
      if (op === 3) {
        out.push('h');
        continue;
      }
      const count = op === 2 ? 6 : 2;
      const c: string[] = [];
      for (let i = 0; i < count; i++) c.push(f((p.xy[k + i] as number) + (i % 2 === 0 ? dx : dy)));
      k += count;
      out.push(`${c.join(' ')} ${op === 0 ? 'm' : op === 1 ? 'l' : 'c'}`);
    }
    this.parts.push(out.join('\n'));
    return this;
  }

  private colour(colour: string, stroke: boolean): number {
    const c = parseColour(colour);
    this.parts.push(`${f(c.r)} ${f(c.g)} ${f(c.b)} ${stroke ? 'RG' : 'rg'}`);
    return c.alpha;
  }

  private alpha(value: number): void {
    if (value < 1) this.parts.push(`/${this.res.alpha(value)} gs`);
  }

  /** cm: the matrix applies to everything drawn after it (until the enclosing Q). */
  transform(a: number, b: number, c: number, d: number, e: number, g: number): this {
    const x = (v: number) => String(Math.round(v * 1e6) / 1e6);
    this.parts.push(`${x(a)} ${x(b)} ${x(c)} ${x(d)} ${x(e)} ${x(g)} cm`);
    return this;
  }

  /**
   * A run of texts in two text objects: every outline first, then every fill, each text placed
   * by its own matrix and the colours and widths set only when they change. A board's
   * thousands of labels cost a few dozen bytes each rather than a graphics state apiece.
   */
  texts(list: readonly TextShape[]): this {
    if (list.length === 0) return this;
    const placed = list.map((t) => {
      const width = this.res.width(t.text, t.bold) * t.size;
      const dx = t.anchor === 'start' ? 0 : -width / 2;
      // Helvetica's capitals stand 0.72 em tall: this puts their middle on y.
      const dy = t.size * 0.35;
      const a = ((t.rotation ?? 0) * Math.PI) / 180;
      const [cos, sin] = [Math.cos(a), Math.sin(a)];
      // Text space (y up) into the drawing's y-down frame: turned, then flipped.
      const m = `${f(cos)} ${f(sin)} ${f(sin)} ${f(-cos)} ${f(t.x + dx * cos - dy * sin)} ${f(t.y + dx * sin + dy * cos)}`;
      return { t, m, hex: this.res.encode(t.text, t.bold), font: this.res.font(t.bold) };
    });
    // Opacity is graphics state: set it for every colour change, back to 1 included.
    let opacity = 1;
    const setOpacity = (value: number) => {
      if (value === opacity) return;
      this.parts.push(`/${this.res.alpha(value)} gs`);
      opacity = value;
    };
    const outlined = placed.filter((p) => p.t.outline);
    if (outlined.length) {
      this.parts.push('q BT 1 Tr 1 j');
      let colour = '';
      let width = -1;
      for (const { t, m, hex, font } of outlined) {
        const o = t.outline!;
        if (o.colour !== colour) {
          colour = o.colour;
          setOpacity(this.colour(o.colour, true));
        }
        if (o.width !== width) this.parts.push(`${f((width = o.width))} w`);
        this.parts.push(`/${font} ${f(t.size)} Tf ${m} Tm ${hex} Tj`);
      }
      this.parts.push('ET Q');
      opacity = 1;
    }
    this.parts.push('q BT 0 Tr');
    let fill = '';
    for (const { t, m, hex, font } of placed) {
      if (t.fill !== fill) {
        fill = t.fill;
        setOpacity(this.colour(t.fill, false));
      }
      this.parts.push(`/${font} ${f(t.size)} Tf ${m} Tm ${hex} Tj`);
    }
    this.parts.push('ET Q');
    return this;
  }

  shape(s: Shape): this {
    switch (s.kind) {
      case 'path': {
        if (!s.fill && !s.stroke) return this;
        this.parts.push('q');
        let alpha = 1;
        if (s.fill) alpha = Math.min(alpha, this.colour(s.fill, false));
        if (s.stroke) {
          alpha = Math.min(alpha, this.colour(s.stroke, true));
          this.parts.push(`${f(s.width ?? 1)} w`);
          if (s.dash?.length) this.parts.push(`[${s.dash.map(f).join(' ')}] 0 d`);
          this.parts.push(`${s.cap === 'round' ? 1 : 0} J ${s.join === 'round' ? 1 : 0} j`);
        }
        this.alpha(alpha);
        this.path(s.path);
        this.parts.push(s.fill && s.stroke ? 'B' : s.fill ? 'f' : 'S', 'Q');
        return this;
      }
      case 'image': {
        const name = this.res.image(s.url);
        if (!name) return this;
        this.parts.push('q');
        this.transform(1, 0, 0, 1, s.cx, s.cy);
        if (s.clip) this.path(s.clip).raw('W n');
        const t = (s.rotation * Math.PI) / 180;
        if (t) this.transform(Math.cos(t), Math.sin(t), -Math.sin(t), Math.cos(t), 0, 0);
        // The picture's unit square, its top row up the page: flipped for the y-down frame.
        this.transform(s.width, 0, 0, -s.height, -s.width / 2, s.height / 2);
        this.parts.push(`/${name} Do`, 'Q');
        return this;
      }
      case 'text':
        return this.texts([s]);
    }
  }
}
