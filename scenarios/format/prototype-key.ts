/**
 * The path of the first own "__proto__" key in a JSON tree, or null. JSON.parse keeps such a key
 * as data, but copying it with ordinary assignment (as validators and spreads do) would swap an
 * object's prototype and lose the field silently. So the format refuses the name everywhere:
 * on load and on save alike, so that nothing is saved that could not be opened again.
 */
export function findPrototypeKey(root: unknown): PropertyKey[] | null {
  // Iterative (a hand-made file may nest deeper than the call stack) and allocation-light: each
  // node remembers only its parent's index and its key; the path is built only for a hit.
  const values: unknown[] = [root];
  const parents: number[] = [-1];
  const keys: PropertyKey[] = [''];
  const pending: number[] = [0];
  for (let index = pending.pop(); index !== undefined; index = pending.pop()) {
    const value = values[index];
    if (value === null || typeof value !== 'object') continue;
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        const child: unknown = value[i];
        if (child === null || typeof child !== 'object') continue;
        pending.push(values.length);
        values.push(child);
        parents.push(index);
        keys.push(i);
      }
      continue;
    }
    if (Object.hasOwn(value, '__proto__')) {
      const path: PropertyKey[] = ['__proto__'];
      for (let at = index; at > 0; at = parents[at] ?? 0) path.unshift(keys[at] ?? '');
      return path;
    }
    for (const key in value) {
      const child: unknown = (value as Record<string, unknown>)[key];
      if (child === null || typeof child !== 'object' || !Object.hasOwn(value, key)) continue;
      pending.push(values.length);
      values.push(child);
      parents.push(index);
      keys.push(key);
    }
  }
  return null;
}

export const PROTOTYPE_KEY_MESSAGE = '"__proto__" cannot be used as a field name';
