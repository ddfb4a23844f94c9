/** A CSS colour as the writers need it: "#rrggbb" and an opacity, and 0–1 channels for PDF. */
export interface Rgba {
  readonly hex: string;
  readonly r: number;
  readonly g: number;
  readonly b: number;
  readonly alpha: number;
}

const cache = new Map<string, Rgba>();

/** "#rgb", "#rrggbb" or "rgba(r, g, b, a)"; anything else reads as mid grey. */
export function parseColour(colour: string): Rgba {
  let found = cache.get(colour);
  if (found) return found;
  let r = 128;
  let g = 128;
  let b = 128;
  let alpha = 1;
  const c = colour.trim().toLowerCase();
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/.exec(c);
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(c);
  const fn = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*([\d.]+)\s*)?\)$/.exec(c);
  if (long)
    [r, g, b] = [long[1], long[2], long[3]].map((h) => parseInt(h as string, 16)) as [
      number,
      number,
      number,
    ];
  else if (short)
    [r, g, b] = [short[1], short[2], short[3]].map((h) => parseInt(`${h}${h}`, 16)) as [
      number,
      number,
      number,
    ];
  else if (fn) {
    [r, g, b] = [fn[1], fn[2], fn[3]].map((v) => Math.min(255, Number(v))) as [
      number,
      number,
      number,
    ];
    if (fn[4] !== undefined) alpha = Math.min(1, Number(fn[4]));
  }
  const hex = `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
  found = { hex, r: r / 255, g: g / 255, b: b / 255, alpha };
  cache.set(colour, found);
  return found;
}
