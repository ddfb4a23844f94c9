import { formatViewer, type Viewer } from '../session/viewer.ts';

/**
 * Computes each viewer's update once, however many connections share that viewer (a hall of
 * team screens, several displays).
 */
export function memoByViewer<T>(compute: (viewer: Viewer) => T): (viewer: Viewer) => T {
  const cache = new Map<string, T>();
  return (viewer) => {
    const key = formatViewer(viewer);
    let value = cache.get(key);
    if (value === undefined) {
      value = compute(viewer);
      cache.set(key, value);
    }
    return value;
  };
}
