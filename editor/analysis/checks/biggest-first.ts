/**
 * The fewest contributors to take away for a total to come down to `limit`: the biggest
 * first (ties in the order given), stopping as soon as the rest is within the limit.
 */
export function biggestFirst(
  contributors: readonly { readonly place: string; readonly value: number }[],
  total: number,
  limit: number,
): string[] {
  const removed: string[] = [];
  let left = total;
  const biggest = contributors
    .map((c, i) => ({ ...c, i }))
    .sort((a, b) => b.value - a.value || a.i - b.i);
  for (const { place, value } of biggest) {
    if (left <= limit) break;
    removed.push(place);
    left -= value;
  }
  return removed;
}
