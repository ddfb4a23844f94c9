/**
 * The numbers a tile carries, short enough to print on it: each number attribute, and each
 * number field of a list of records summed over the list (a system's planets give their
 * total resources and influence): "R1 I6". Each figure is named by the first letter of its
 * attribute or field, or as many letters as tell it from the others. Attributes are
 * immutable, so a set's figures are worked out once.
 */

type Attributes = Readonly<Record<string, unknown>>;

/** At most this many figures: a cell has room for a short line. */
const MAX_FIGURES = 3;

const cache = new WeakMap<Attributes, string>();
const mergedCache = new WeakMap<Attributes, WeakMap<Attributes, string>>();

const isRecord = (value: unknown): value is Attributes =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function figuresOf(attributes: Attributes): [string, number][] {
  const figures: [string, number][] = [];
  for (const [key, value] of Object.entries(attributes)) {
    if (typeof value === 'number' && Number.isFinite(value)) figures.push([key, value]);
    else if (Array.isArray(value) && value.length > 0 && value.every(isRecord)) {
      const sums = new Map<string, number>();
      for (const record of value)
        for (const [field, v] of Object.entries(record))
          if (typeof v === 'number' && Number.isFinite(v))
            sums.set(field, (sums.get(field) ?? 0) + v);
      for (const [field, sum] of sums) figures.push([field, sum]);
    }
    if (figures.length >= MAX_FIGURES) break;
  }
  return figures.slice(0, MAX_FIGURES);
}

/** The shortest prefixes that tell the names apart, capitalised: resources, influence → R, I. */
function abbreviations(names: readonly string[]): string[] {
  return names.map((name) => {
    for (let length = 1; length < name.length; length++) {
      const prefix = name.slice(0, length).toLowerCase();
      if (names.every((other) => other === name || !other.toLowerCase().startsWith(prefix)))
        return prefix.charAt(0).toUpperCase() + prefix.slice(1);
    }
    return name.charAt(0).toUpperCase() + name.slice(1);
  });
}

const format = (n: number): string => (Number.isInteger(n) ? String(n) : n.toFixed(1));

/** The figures of a set of attributes as one short line, or "" when it has no numbers. */
export function attributeFigures(attributes: Attributes): string {
  const cached = cache.get(attributes);
  if (cached !== undefined) return cached;
  const figures = figuresOf(attributes);
  const names = abbreviations(figures.map(([name]) => name));
  const text = figures.map(([, value], i) => `${names[i]}${format(value)}`).join(' ');
  cache.set(attributes, text);
  return text;
}

/** The figures of a placed tile whose copy overrides some attributes (`own`). */
export function placedFigures(tile: Attributes, own: Attributes | undefined): string {
  if (!own || Object.keys(own).length === 0) return attributeFigures(tile);
  let byOwn = mergedCache.get(tile);
  if (!byOwn) mergedCache.set(tile, (byOwn = new WeakMap()));
  let text = byOwn.get(own);
  if (text === undefined) {
    text = attributeFigures({ ...tile, ...own });
    byOwn.set(own, text);
  }
  return text;
}
