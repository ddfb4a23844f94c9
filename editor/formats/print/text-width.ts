/**
 * How wide a line of text is at a 1-unit font, estimated from Helvetica's widths (the PDF's
 * own font, and close to the sans-serif a browser picks), so that text is fitted into a cell
 * without measuring it: the engines have no canvas to measure with.
 */
const NARROW = new Set([..."iIjl.,:;!|'`1()[]{} "]);
const WIDE = new Set([...'MWmw@%']);

export function textWidth(text: string, bold: boolean): number {
  let width = 0;
  for (const ch of text) {
    if (NARROW.has(ch)) width += 0.28;
    else if (WIDE.has(ch)) width += 0.86;
    else if (ch >= 'A' && ch <= 'Z') width += 0.68;
    else if (ch.charCodeAt(0) > 0x2000) width += 1;
    else width += 0.56;
  }
  return width * (bold ? 1.05 : 1);
}
