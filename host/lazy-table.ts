/**
 * A table whose entries are made the first time they are read, then kept. For the channel
 * and event tables: a zod schema takes time to build, and a page that built every channel's
 * schemas as it loaded would spend tens of milliseconds before its first paint on calls it
 * may never make.
 */
export function lazyTable<T extends Record<string, () => unknown>>(
  makers: T,
): { readonly [K in keyof T]: ReturnType<T[K]> } {
  const table = {} as { [K in keyof T]: ReturnType<T[K]> };
  for (const [key, make] of Object.entries(makers)) {
    Object.defineProperty(table, key, {
      enumerable: true,
      configurable: true,
      get() {
        const value = make();
        Object.defineProperty(table, key, { value, enumerable: true, writable: false });
        return value;
      },
    });
  }
  return table;
}
