import { parseColour } from './colour.ts';
import type { Path, Shape } from './drawing.ts';

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
      case 'text': {
        const font = this.res.font(s.bold);
        const width = this.res.width(s.text, s.bold) * s.size;
        const dx = s.anchor === 'start' ? 0 : -width / 2;
        // Helvetica's capitals stand 0.72 em tall: this puts their middle on y.
        const dy = s.size * 0.35;
        const hex = this.res.encode(s.text, s.bold);
        this.parts.push('q');
        this.transform(1, 0, 0, 1, s.x, s.y);
        const t = ((s.rotation ?? 0) * Math.PI) / 180;
        if (t) this.transform(Math.cos(t), Math.sin(t), -Math.sin(t), Math.cos(t), 0, 0);
        const text = (mode: number) =>
          this.parts.push(
            `BT /${font} ${f(s.size)} Tf ${mode} Tr 1 0 0 -1 ${f(dx)} ${f(dy)} Tm ${hex} Tj ET`,
          );
        if (s.outline) {
          this.parts.push('q');
          this.alpha(this.colour(s.outline.colour, true));
          this.parts.push(`${f(s.outline.width)} w 1 j`);
          text(1);
          this.parts.push('Q');
        }
        this.alpha(this.colour(s.fill, false));
        text(0);
        this.parts.push('Q');
        return this;
      }
    }
  }
}
