import type { ResolverOf } from '../resolvers-format.ts';
import { throwOdds, throwOf, type DiceSource } from '../dice-source.ts';
import { adjustment, replaced, resultText, tallyText, valueOf } from '../inputs.ts';
import { ResolveError, type Inputs, type Resolution, type ResolverOdds } from '../types.ts';

/** Both sides roll; the highest wins, and the scenario says who wins a tie. */

type R = ResolverOf<'opposed'>;

/** Most times a tie is rolled again (a guard, not a rule). */
const MAX_REROLLS = 100;

function sideBonus(r: R, inputs: Inputs, i: 0 | 1): number {
  return valueOf(r.sides[i]!.plus, inputs) + adjustment(r, inputs, i === 0 ? 'a' : 'b').dieBy;
}

export function resolveOpposed(r: R, inputs: Inputs, dice: DiceSource): Resolution {
  const [a, b] = [r.sides[0]!, r.sides[1]!];
  const ta = throwOf(a.dice);
  const tb = throwOf(b.dice);
  const adj = adjustment(r, inputs);
  const steps = adj.notes.map((x) => `Modifier: ${x}.`);
  const bonus = [sideBonus(r, inputs, 0), sideBonus(r, inputs, 1)] as const;
  const show = (name: string, faces: number[], plus: number) => {
    const raw = faces.reduce((s, f) => s + f, 0);
    // A side without dice stands on its numbers alone: "France has 14".
    if (faces.length === 0) return { total: plus, text: `${name} has ${plus}` };
    return {
      total: raw + plus,
      text: `${name} rolled ${faces.join(' + ')}${plus ? ` ${plus < 0 ? '−' : '+'} ${Math.abs(plus)} = ${raw + plus}` : ''}`,
    };
  };
  let winner: string | null = null;
  for (let attempt = 1; winner === null; attempt++) {
    const ra = show(a.name, dice.throw(ta, a.name), bonus[0]);
    const rb = show(b.name, dice.throw(tb, b.name), bonus[1]);
    const again = attempt > 1 ? ' (rolled again)' : '';
    steps.push(`${ra.text}, ${rb.text}${again}.`);
    if (ra.total !== rb.total) {
      const w = ra.total > rb.total ? a : b;
      const higher = ta.count + tb.count === 0 ? 'is higher' : 'rolled higher';
      steps.push(`${w.name} ${higher}: ${resultText(r, replaced(adj, w.wins))}.`);
      winner = w.wins;
    } else if (r.tie === 'a' || r.tie === 'b') {
      const w = r.tie === 'a' ? a : b;
      steps.push(`A tie, which the ${w.name} wins: ${resultText(r, replaced(adj, w.wins))}.`);
      winner = w.wins;
    } else if (r.tie === 'none') {
      steps.push(`A tie: ${resultText(r, replaced(adj, r.tied!))}.`);
      winner = r.tied!;
    } else {
      steps.push('A tie: both roll again.');
      if (attempt >= MAX_REROLLS) throw new ResolveError('the dice tied too many times');
    }
  }
  const tally = { [replaced(adj, winner)]: 1 };
  return {
    resolver: r.id,
    inputs,
    dice: [...dice.read],
    steps,
    tally,
    headline: tallyText(r, tally),
  };
}

export function opposedOdds(r: R, inputs: Inputs): ResolverOdds {
  const adj = adjustment(r, inputs);
  const da = throwOdds(throwOf(r.sides[0]!.dice));
  const db = throwOdds(throwOf(r.sides[1]!.dice));
  const [ba, bb] = [sideBonus(r, inputs, 0), sideBonus(r, inputs, 1)];
  let pa = 0;
  let pb = 0;
  let tie = 0;
  for (const [x, p] of da)
    for (const [y, q] of db) {
      if (x + ba > y + bb) pa += p * q;
      else if (x + ba < y + bb) pb += p * q;
      else tie += p * q;
    }
  if (r.tie === 'a') [pa, tie] = [pa + tie, 0];
  else if (r.tie === 'b') [pb, tie] = [pb + tie, 0];
  else if (r.tie === 'reroll' && tie < 1) [pa, pb, tie] = [pa / (1 - tie), pb / (1 - tie), 0];
  const aText = resultText(r, replaced(adj, r.sides[0]!.wins));
  const bText = resultText(r, replaced(adj, r.sides[1]!.wins));
  const outcomes = [
    { label: `${r.sides[0]!.name}: ${aText}`, p: pa },
    { label: `${r.sides[1]!.name}: ${bText}`, p: pb },
  ];
  if (tie > 0) outcomes.push({ label: r.tied ? resultText(r, r.tied) : 'a tie', p: tie });
  return { exact: true, outcomes, win: { label: `${r.sides[0]!.name} wins`, p: pa }, expected: [] };
}
