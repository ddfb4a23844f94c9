import { PDFDocument, PDFName, StandardFonts, type PDFFont, type PDFRef } from 'pdf-lib';
import type { PenResources } from './pdf-pen.ts';

/** The bytes of a data: URL and its picture type. */
export function decodeDataUrl(url: string): { type: string; bytes: Uint8Array } | null {
  const m = /^data:image\/([a-z+]+);base64,(.*)$/s.exec(url);
  if (!m) return null;
  const binary = atob(m[2] as string);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return { type: m[1] as string, bytes };
}

/**
 * The fonts, pictures and opacities of one PDF, each embedded once and named in every
 * content stream that uses it. Text is set in the standard Helvetica (no font file to embed,
 * real text a reader can search and copy); characters it cannot show print as "?".
 */
export class PdfResources implements PenResources {
  readonly warnings: string[] = [];
  private readonly images = new Map<string, { name: string; ref: PDFRef } | null>();
  private readonly alphas = new Map<number, string>();
  private readonly safe = new Map<string, string>();

  private constructor(
    readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {}

  static async create(doc: PDFDocument): Promise<PdfResources> {
    const [regular, bold] = await Promise.all([
      doc.embedFont(StandardFonts.Helvetica),
      doc.embedFont(StandardFonts.HelveticaBold),
    ]);
    return new PdfResources(doc, regular, bold);
  }

  /** Embeds each picture once (PNG and JPEG; others are left to their tile colour). */
  async embedImages(urls: readonly string[]): Promise<void> {
    for (const url of urls) {
      if (this.images.has(url)) continue;
      const data = decodeDataUrl(url);
      let embedded = null;
      try {
        if (data?.type === 'png') embedded = await this.doc.embedPng(data.bytes);
        else if (data?.type === 'jpeg') embedded = await this.doc.embedJpg(data.bytes);
      } catch {
        embedded = null;
      }
      if (!embedded)
        this.warnings.push(
          `a ${data?.type ?? 'unknown'} picture cannot go into a PDF: its tiles print in their colour`,
        );
      this.images.set(url, embedded ? { name: `Im${this.images.size}`, ref: embedded.ref } : null);
    }
  }

  font(bold: boolean): string {
    return bold ? 'F2' : 'F1';
  }
  image(url: string): string | null {
    return this.images.get(url)?.name ?? null;
  }
  alpha(value: number): string {
    const key = Math.round(value * 100);
    let name = this.alphas.get(key);
    if (!name) this.alphas.set(key, (name = `GS${key}`));
    return name;
  }
  private printable(text: string, bold: boolean): string {
    const font = bold ? this.bold : this.regular;
    const id = `${bold ? 1 : 0}${text}`;
    let safe = this.safe.get(id);
    if (safe === undefined) {
      try {
        font.encodeText(text);
        safe = text;
      } catch {
        safe = [...text]
          .map((ch) => {
            try {
              font.encodeText(ch);
              return ch;
            } catch {
              return '?';
            }
          })
          .join('');
      }
      this.safe.set(id, safe);
    }
    return safe;
  }
  encode(text: string, bold: boolean): string {
    return (bold ? this.bold : this.regular).encodeText(this.printable(text, bold)).toString();
  }
  width(text: string, bold: boolean): number {
    return (bold ? this.bold : this.regular).widthOfTextAtSize(this.printable(text, bold), 1);
  }

  /** The resource dictionary naming everything used so far. */
  dictionary() {
    const { context } = this.doc;
    const xobjects: Record<string, PDFRef> = {};
    for (const entry of this.images.values()) if (entry) xobjects[entry.name] = entry.ref;
    const states: Record<string, unknown> = {};
    for (const [key, name] of this.alphas)
      states[name] = context.obj({ Type: 'ExtGState', ca: key / 100, CA: key / 100 });
    return context.obj({
      Font: { F1: this.regular.ref, F2: this.bold.ref },
      XObject: xobjects,
      ExtGState: states as Record<string, never>,
      ProcSet: [PDFName.of('PDF'), PDFName.of('Text'), PDFName.of('ImageC')],
    });
  }
}
