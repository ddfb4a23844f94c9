import type { DiceExpr } from '../draws/dice/types.ts';
import { sampleTotal } from '../draws/dice/evaluate.ts';
import type { Generator } from '../../random/rng.ts';

/**
 * Rolling for seats: every team rolls; teams that tie roll again (the new roll appended)
 * until every team's rolls differ from every other's. Seats go from the highest to the lowest.
 */

/** Tie-break rounds before giving up: only dice that cannot vary (a "5", a 1d1) get there. */
export const MAX_TIE_ROUNDS = 100;

/** Compares roll lists first roll first; higher first. */
export function compareRolls(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++)
    if (a[i] !== b[i]) return (b[i] as number) - (a[i] as number);
  return 0;
}

/** Each team's rolls, or null when ties could not be broken in `MAX_TIE_ROUNDS` rounds. */
export function rollForSeats(
  expr: DiceExpr,
  teams: readonly string[],
  g: Generator,
): Record<string, number[]> | null {
  const rolls: Record<string, number[]> = {};
  for (const team of teams) rolls[team] = [sampleTotal(expr, g)];
  for (let round = 0; ; round++) {
    const tied = tiedTeams(rolls, teams);
    if (tied.length === 0) return rolls;
    if (round >= MAX_TIE_ROUNDS) return null;
    for (const team of tied) rolls[team]!.push(sampleTotal(expr, g));
  }
}

/** Teams whose rolls so far equal another team's, in seat order. */
export function tiedTeams(rolls: Record<string, number[]>, teams: readonly string[]): string[] {
  return teams.filter((t) =>
    teams.some((u) => u !== t && compareRolls(rolls[t] ?? [], rolls[u] ?? []) === 0),
  );
}

/** Teams from the highest roll to the lowest: the new seats, clockwise. */
export function seatOrder(rolls: Record<string, number[]>, teams: readonly string[]): string[] {
  return [...teams].sort((a, b) => compareRolls(rolls[a] ?? [], rolls[b] ?? []));
}
