import type { ResolverOf } from '../resolvers-format.ts';
import { throwOdds, throwOf, type DiceSource } from '../dice-source.ts';
import { adjustment, pluralWord, replaced, resultText, tallyText, valueOf } from '../inputs.ts';
import { ResolveError, type Inputs, type Resolution, type ResolverOdds } from '../types.ts';
import type { Budget } from '../../draws/dice/odds/budget.ts';

/** A table read once per die (per shot, per ship): each throw picks the row holding it. */

type R = ResolverOf<'per-die'>;

export function rowFor(rows: R['rows'], value: number): R['rows'][number] | undefined {
  return rows.find(
    (row) => (row.min === null || value >= row.min) && (row.max === null || value <= row.max),
  );
}

export function countOf(r: R, inputs: Inputs): number {
  return Math.max(0, valueOf(r.count, inputs) + adjustment(r, inputs).countBy);
}

const minus = (n: number) => (n < 0 ? `−${-n}` : `${n}`);
const signedWork = (raw: number, by: number) =>
  by === 0 ? `${raw}` : `${raw} ${by < 0 ? '−' : '+'} ${Math.abs(by)} = ${minus(raw + by)}`;

export function resolvePerDie(r: R, inputs: Inputs, dice: DiceSource): Resolution {
  const t = throwOf(r.dice);
  const adj = adjustment(r, inputs);
  const n = countOf(r, inputs);
  const steps: string[] = adj.notes.map((n) => `Modifier: ${n}.`);
  const tally: Record<string, number> = {};
  const label = r.dieLabel.charAt(0).toUpperCase() + r.dieLabel.slice(1);
  for (let i = 1; i <= n; i++) {
    const faces = dice.throw(t, `${r.dieLabel} ${i}`);
    const raw = faces.reduce((a, b) => a + b, 0);
    const value = raw + adj.dieBy;
    const row = rowFor(r.rows, value);
    if (!row) throw new ResolveError(`${r.name} has no row for ${value}`);
    const result = replaced(adj, row.result);
    tally[result] = (tally[result] ?? 0) + 1;
    const shown =
      faces.length > 1
        ? `${faces.join(' + ')} = ${signedWork(raw, adj.dieBy)}`
        : signedWork(raw, adj.dieBy);
    steps.push(`${n > 1 ? `${label} ${i}: rolled` : 'Rolled'} ${shown}: ${resultText(r, result)}.`);
  }
  if (n === 0) steps.push(`No ${pluralWord(r.dieLabel, 2)} to roll.`);
  return {
    resolver: r.id,
    inputs,
    dice: [...dice.read],
    steps,
    tally,
    headline: tallyText(r, tally),
  };
}

/** The chance of each result on one throw, after modifiers. */
export function resultOdds(r: R, inputs: Inputs): Map<string, number> {
  const adj = adjustment(r, inputs);
  const out = new Map<string, number>();
  for (const [raw, p] of throwOdds(throwOf(r.dice))) {
    const row = rowFor(r.rows, raw + adj.dieBy);
    if (!row) throw new ResolveError(`${r.name} has no row for ${raw + adj.dieBy}`);
    const id = replaced(adj, row.result);
    out.set(id, (out.get(id) ?? 0) + p);
  }
  return out;
}

function logFactorial(n: number): number {
  let s = 0;
  for (let i = 2; i <= n; i++) s += Math.log(i);
  return s;
}

/** Most separate outcomes listed before the chart shows only the headline result's count. */
const MAX_LISTED = 40;

export function perDieOdds(r: R, inputs: Inputs, budget: Budget): ResolverOdds {
  const n = countOf(r, inputs);
  const q = resultOdds(r, inputs);
  const ids = r.results.map((x) => x.id).filter((id) => (q.get(id) ?? 0) > 0);
  const primary = r.primary ?? r.rows[r.rows.length - 1]!.result;
  const pPrimary = q.get(primary) ?? 0;
  const expected = r.results
    .filter((x) => (q.get(x.id) ?? 0) > 0)
    .map((x) => ({ label: x.text, value: n * (q.get(x.id) ?? 0) }));
  const win = { label: `at least one ${resultText(r, primary)}`, p: 1 - (1 - pPrimary) ** n };
  // Every way the n throws can split between the results (a multinomial), when few enough.
  const outcomes: { label: string; p: number }[] = [];
  let ways = 1;
  for (let i = 1; i < ids.length; i++) ways = (ways * (n + i)) / i;
  if (ways <= MAX_LISTED) {
    const lf = logFactorial(n);
    const split = (k: number, left: number, counts: number[]) => {
      budget.check();
      if (k === ids.length - 1) {
        const all = [...counts, left];
        let logp = lf;
        all.forEach((c, i) => (logp += c * Math.log(q.get(ids[i]!)!) - logFactorial(c)));
        const tally = Object.fromEntries(ids.map((id, i) => [id, all[i]!]));
        outcomes.push({
          label: n === 0 ? 'nothing rolled' : tallyText(r, tally),
          p: Math.exp(logp),
        });
        return;
      }
      for (let c = left; c >= 0; c--) split(k + 1, left - c, [...counts, c]);
    };
    if (ids.length === 0) outcomes.push({ label: 'nothing rolled', p: 1 });
    else split(0, n, []);
  } else {
    // Binomial count of the headline result.
    const lf = logFactorial(n);
    for (let k = 0; k <= n; k++) {
      const p = Math.exp(
        lf -
          logFactorial(k) -
          logFactorial(n - k) +
          k * Math.log(pPrimary) +
          (n - k) * Math.log(1 - pPrimary),
      );
      outcomes.push({ label: `${k} × ${resultText(r, primary)}`, p: Number.isFinite(p) ? p : 0 });
    }
  }
  return { exact: true, outcomes, win, expected };
}
