/**
 * Reading the attribute paths of the scenario's checks (`planets[].resources`, `wormhole`):
 * names joined by dots, `[]` after a name for each item of a list. Tiles' attributes are free
 * JSON, so anything missing or of another shape simply gives nothing.
 */

export type AttributeValue = string | number | boolean;

interface Step {
  readonly name: string;
  readonly each: boolean;
}

const parsed = new Map<string, readonly Step[]>();

function stepsOf(path: string): readonly Step[] {
  let steps = parsed.get(path);
  if (!steps) {
    steps = path.split('.').map((part) => {
      const each = part.endsWith('[]');
      return { name: each ? part.slice(0, -2) : part, each };
    });
    parsed.set(path, steps);
  }
  return steps;
}

/** Everything the path leads to in `attributes`, lists named with `[]` opened up. */
export function readPath(attributes: Readonly<Record<string, unknown>>, path: string): unknown[] {
  let current: unknown[] = [attributes];
  for (const { name, each } of stepsOf(path)) {
    const next: unknown[] = [];
    for (const value of current) {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) continue;
      if (!Object.hasOwn(value, name)) continue;
      const inner = (value as Record<string, unknown>)[name];
      if (!each) next.push(inner);
      else if (Array.isArray(inner)) next.push(...inner);
    }
    current = next;
  }
  return current;
}

/** The numbers the path leads to, added up (0 when there are none). */
export function sumAt(attributes: Readonly<Record<string, unknown>>, path: string): number {
  let total = 0;
  for (const value of readPath(attributes, path))
    if (typeof value === 'number' && Number.isFinite(value)) total += value;
  return total;
}

/**
 * The distinct values the path leads to: strings, numbers and yes/no, a list counting each of
 * its items; "nothing" values (null, false, "") are not values.
 */
export function valuesAt(
  attributes: Readonly<Record<string, unknown>>,
  path: string,
  ignore: readonly AttributeValue[] = [],
): AttributeValue[] {
  const found: AttributeValue[] = [];
  const add = (value: unknown) => {
    if (value === null || value === false || value === '') return;
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean')
      return;
    if (ignore.includes(value) || found.includes(value)) return;
    found.push(value);
  };
  for (const value of readPath(attributes, path))
    if (Array.isArray(value)) value.forEach(add);
    else add(value);
  return found;
}
