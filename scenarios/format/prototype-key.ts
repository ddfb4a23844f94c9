/**
 * The path of the first own "__proto__" key in a JSON tree, or null. JSON.parse keeps such a key
 * as data, but copying it with ordinary assignment (as validators and spreads do) would swap an
 * object's prototype and lose the field silently. So the format refuses the name everywhere:
 * on load and on save alike, so that nothing is saved that could not be opened again.
 */
export function findPrototypeKey(root: unknown): PropertyKey[] | null {
  const stack: { value: unknown; path: PropertyKey[] }[] = [{ value: root, path: [] }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const { value, path } = item;
    if (value === null || typeof value !== 'object') continue;
    if (Object.hasOwn(value, '__proto__')) return [...path, '__proto__'];
    for (const [key, child] of Object.entries(value))
      stack.push({ value: child, path: [...path, Array.isArray(value) ? Number(key) : key] });
  }
  return null;
}

export const PROTOTYPE_KEY_MESSAGE = '"__proto__" cannot be used as a field name';
