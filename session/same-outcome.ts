/** Outcomes are JSON: equal when they hold the same data (an absent outcome equals none). */
export function sameOutcome(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, i) => sameOutcome(item, b[i]));
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  const keys = Object.keys(ao).filter((k) => ao[k] !== undefined);
  return (
    keys.length === Object.keys(bo).filter((k) => bo[k] !== undefined).length &&
    keys.every((k) => Object.hasOwn(bo, k) && sameOutcome(ao[k], bo[k]))
  );
}
