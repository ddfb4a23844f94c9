import type { Objective } from '../../../scenarios/format/balance.ts';

/**
 * How uneven the homes' totals are, one figure per measure, added up by the measures' weights:
 *   gap      largest total less smallest;
 *   squares  Σ (total − mean)²;
 *   cv       population standard deviation over the mean (0 when the mean is 0).
 * Zero for fewer than two homes.
 */
export function spread(kind: Objective['kind'], totals: readonly number[]): number {
  const n = totals.length;
  if (n < 2) return 0;
  if (kind === 'gap') return Math.max(...totals) - Math.min(...totals);
  let sum = 0;
  for (const t of totals) sum += t;
  const mean = sum / n;
  let squares = 0;
  for (const t of totals) squares += (t - mean) * (t - mean);
  if (kind === 'squares') return squares;
  return mean === 0 ? 0 : Math.sqrt(squares / n) / Math.abs(mean);
}

/** The imbalance of homes × measures totals. */
export function imbalance(
  objective: Objective,
  totalsByMeasure: readonly (readonly number[])[],
  weights: readonly number[],
): number {
  let figure = 0;
  totalsByMeasure.forEach((totals, m) => {
    const w = weights[m] ?? 0;
    if (w !== 0) figure += spread(objective.kind, totals) * w;
  });
  return roundTo(figure, objective.decimals);
}

/** Rounds half up (as JavaScript's Math.round does), to `decimals` places; null: as it is. */
export function roundTo(value: number, decimals: number | null): number {
  if (decimals === null) return value;
  const k = 10 ** decimals;
  return Math.round(value * k) / k;
}
