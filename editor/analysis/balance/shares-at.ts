import type { BalanceReport } from './analyse.ts';

/** Who owns a place in a report, as (home index, share) pairs; none for an unowned place. */
export function sharesAt(
  report: Pick<BalanceReport, 'places' | 'shares'>,
  place: string,
): { home: number; share: number }[] {
  const i = report.places.indexOf(place);
  if (i < 0) return [];
  const { start, home, share } = report.shares;
  const out: { home: number; share: number }[] = [];
  for (let k = start[i] as number; k < (start[i + 1] as number); k++)
    out.push({ home: home[k] as number, share: share[k] as number });
  return out;
}
