/**
 * Reading values out of tile attributes by a path such as "planets[].resources": names joined
 * by dots, `[]` after a name for each item of a list. A single value where a list is expected
 * counts as a list of one, so "planets[].tech[]" reads a specialty given as a string or as a
 * list alike. Missing values are simply not there.
 */

interface Segment {
  readonly name: string;
  readonly each: boolean;
}

const parsed = new Map<string, readonly Segment[]>();

function segmentsOf(path: string): readonly Segment[] {
  let found = parsed.get(path);
  if (!found) {
    found = path
      .split('.')
      .map((part) =>
        part.endsWith('[]') ? { name: part.slice(0, -2), each: true } : { name: part, each: false },
      );
    parsed.set(path, found);
  }
  return found;
}

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every value at `path` in `attributes`, in order (absent ones left out). */
export function readPath(attributes: Readonly<Record<string, unknown>>, path: string): unknown[] {
  let current: unknown[] = [attributes];
  for (const { name, each } of segmentsOf(path)) {
    const next: unknown[] = [];
    for (const holder of current) {
      if (!isRecord(holder) || !Object.hasOwn(holder, name)) continue;
      const value = holder[name];
      if (value === undefined || value === null) continue;
      if (each && Array.isArray(value)) next.push(...value);
      else next.push(value);
    }
    current = next;
  }
  return current;
}

/** The items of the list at `path` that are records (a list of planets). */
export function readRecords(
  attributes: Readonly<Record<string, unknown>>,
  path: string,
): Readonly<Record<string, unknown>>[] {
  const items = readPath(attributes, path.endsWith('[]') ? path : `${path}[]`);
  return items.filter(isRecord);
}

/** A number, or 0 for anything else (a missing or mistyped field adds nothing). */
export const numberOf = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;
