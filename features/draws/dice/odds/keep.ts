import type { Budget } from './budget.ts';
import { constant, dense, type Dense } from './dense.ts';
import { maxOf, minOf } from '../../../../scenarios/numbers/extremes.ts';

/**
 * Keep the best `keep` of `n` like dice, exactly, by order statistics: walk the faces from the
 * best down; at each face the number of the remaining dice that show it is binomial (given
 * that none shows a better face). A state is how many dice are placed and what the kept ones
 * add to; once `keep` dice are placed the rest cannot change the total, so those states leave
 * the table at once. The work is about faces × keep³ / 6 × face range, not × n²: 200d6kh100
 * is a few million steps.
 */

export interface Face {
  /** What the die counts for when kept (its value, or 1/0/−1 for a success/failure). */
  score: number;
  p: number;
}

/** Binomial chances below this are dropped: at most a few 1e-15 in all. */
const NEGLIGIBLE = 1e-20;

function logFactorials(n: number): Float64Array {
  const out = new Float64Array(n + 1);
  for (let i = 2; i <= n; i++) out[i] = (out[i - 1] as number) + Math.log(i);
  return out;
}

/** P(c of r dice show a face of chance q), c = 0…r. */
function binomial(r: number, q: number, lf: Float64Array): Float64Array {
  const out = new Float64Array(r + 1);
  if (q >= 1) out[r] = 1;
  else if (q <= 0) out[0] = 1;
  else {
    const lq = Math.log(q);
    const lr = Math.log1p(-q);
    for (let c = 0; c <= r; c++)
      out[c] = Math.exp(
        (lf[r] as number) - (lf[c] as number) - (lf[r - c] as number) + c * lq + (r - c) * lr,
      );
  }
  return out;
}

/** `faces` in the order they are kept (best first). Returns the kept total's chances. */
export function keepBest(faces: readonly Face[], n: number, keep: number, budget: Budget): Dense {
  if (keep <= 0) return constant(0);
  const scores = faces.map((f) => f.score);
  const lowScore = minOf(scores);
  const range = maxOf(scores) - lowScore;
  // Kept totals from keep·low to keep·high; a state's index is its total less j·low.
  const out = dense(keep * lowScore, keep * lowScore + keep * range);
  const done = out.p;
  let active: Float64Array[] = Array.from(
    { length: keep },
    (_, j) => new Float64Array(j * range + 1),
  );
  (active[0] as Float64Array)[0] = 1;
  const lf = logFactorials(n);
  let remaining = 1;
  faces.forEach((face, i) => {
    budget.check();
    // The last face takes every die left (rounding must not strand any).
    const q = i === faces.length - 1 || remaining <= 0 ? 1 : Math.min(1, face.p / remaining);
    const step = face.score - lowScore;
    const next = Array.from({ length: keep }, (_, j) => new Float64Array(j * range + 1));
    for (let j = 0; j < keep; j++) {
      const row = active[j] as Float64Array;
      if (!row.some((x) => x !== 0)) continue;
      const pmf = binomial(n - j, q, lf);
      const need = keep - j;
      // c of the remaining dice show this face: c < need stay in play, the rest end the walk.
      for (let c = 0; c < need; c++) {
        const w = pmf[c] as number;
        if (w < NEGLIGIBLE) continue;
        const target = next[j + c] as Float64Array;
        const offset = c * step;
        for (let k = 0; k < row.length; k++) {
          const x = row[k] as number;
          if (x !== 0) target[k + offset] = (target[k + offset] as number) + x * w;
        }
      }
      let tail = 0;
      for (let c = need; c < pmf.length; c++) tail += pmf[c] as number;
      if (tail < NEGLIGIBLE) continue;
      const offset = need * step;
      for (let k = 0; k < row.length; k++) {
        const x = row[k] as number;
        if (x !== 0) done[k + offset] = (done[k + offset] as number) + x * tail;
      }
    }
    active = next;
    remaining -= face.p;
  });
  return out;
}
