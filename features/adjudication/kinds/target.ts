import type { ResolverOf } from '../resolvers-format.ts';
import { throwOdds, throwOf, type DiceSource } from '../dice-source.ts';
import { adjustment, pluralWord, replaced, resultText, tallyText, valueOf } from '../inputs.ts';
import type { Inputs, Resolution, ResolverOdds } from '../types.ts';

/** Dice against a target number: each die a success or not (to-hit), or their sum. */

type R = ResolverOf<'target'>;

const WORDS = { '>=': 'or more', '<=': 'or less', '>': 'beats', '<': 'under' } as const;

function meets(v: number, compare: R['compare'], t: number): boolean {
  return compare === '>=' ? v >= t : compare === '<=' ? v <= t : compare === '>' ? v > t : v < t;
}

function targetText(compare: R['compare'], t: number): string {
  return compare === '>'
    ? `more than ${t}`
    : compare === '<'
      ? `less than ${t}`
      : `${t} ${WORDS[compare]}`;
}

export function targetOf(r: R, inputs: Inputs): number {
  const adj = adjustment(r, inputs);
  return valueOf(r.target, inputs) * adj.targetTimes + adj.targetBy;
}

export function targetCount(r: R, inputs: Inputs): number {
  return Math.max(0, valueOf(r.count, inputs) + adjustment(r, inputs).countBy);
}

export function resolveTarget(r: R, inputs: Inputs, dice: DiceSource): Resolution {
  const t = throwOf(r.dice);
  const adj = adjustment(r, inputs);
  const n = targetCount(r, inputs);
  const target = targetOf(r, inputs);
  const steps = adj.notes.map((x) => `Modifier: ${x}.`);
  steps.push(
    `Needs ${targetText(r.compare, target)}${r.mode === 'sum' ? ' on the total' : ' on each die'}.`,
  );
  const tally: Record<string, number> = {};
  const add = (id: string) => (tally[id] = (tally[id] ?? 0) + 1);
  const success = replaced(adj, r.success);
  const failure = replaced(adj, r.failure);
  let total = 0;
  const label = r.dieLabel.charAt(0).toUpperCase() + r.dieLabel.slice(1);
  for (let i = 1; i <= n; i++) {
    const faces = dice.throw(t, `${r.dieLabel} ${i}`);
    const v = faces.reduce((a, b) => a + b, 0) + adj.dieBy;
    total += v;
    if (r.mode === 'each') {
      const ok = meets(v, r.compare, target);
      add(ok ? success : failure);
      steps.push(
        `${n > 1 ? `${label} ${i}: rolled` : 'Rolled'} ${v}: ${resultText(r, ok ? success : failure)}.`,
      );
    }
  }
  if (r.mode === 'sum') {
    const ok = meets(total, r.compare, target);
    add(ok ? success : failure);
    steps.push(
      `Rolled ${dice.read.join(' + ')}${adj.dieBy ? ` with ${adj.dieBy > 0 ? '+' : '−'}${Math.abs(adj.dieBy)} on each die` : ''} = ${total}: ${resultText(r, ok ? success : failure)}.`,
    );
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

function binomial(n: number, p: number): number[] {
  let dist = [1];
  for (let i = 0; i < n; i++) {
    const next = new Array<number>(dist.length + 1).fill(0);
    dist.forEach((q, k) => {
      next[k]! += q * (1 - p);
      next[k + 1]! += q * p;
    });
    dist = next;
  }
  return dist;
}

export function targetOdds(r: R, inputs: Inputs): ResolverOdds {
  const adj = adjustment(r, inputs);
  const n = targetCount(r, inputs);
  const target = targetOf(r, inputs);
  const one = throwOdds(throwOf(r.dice));
  const success = resultText(r, replaced(adj, r.success));
  const failure = resultText(r, replaced(adj, r.failure));
  if (r.mode === 'each') {
    let p = 0;
    for (const [v, q] of one) if (meets(v + adj.dieBy, r.compare, target)) p += q;
    const dist = binomial(n, p);
    return {
      exact: true,
      outcomes: dist.map((q, k) => ({ label: `${k} × ${success}`, p: q })),
      win: { label: `at least one ${success}`, p: 1 - (dist[0] ?? 1) },
      expected: [
        { label: success, value: n * p },
        { label: failure, value: n * (1 - p) },
      ],
    };
  }
  let dist = new Map<number, number>([[0, 1]]);
  for (let i = 0; i < n; i++) {
    const next = new Map<number, number>();
    for (const [a, pa] of dist)
      for (const [b, pb] of one)
        next.set(a + b + adj.dieBy, (next.get(a + b + adj.dieBy) ?? 0) + pa * pb);
    dist = next;
  }
  let p = 0;
  for (const [v, q] of dist) if (meets(v, r.compare, target)) p += q;
  return {
    exact: true,
    outcomes: [
      { label: success, p },
      { label: failure, p: 1 - p },
    ],
    win: { label: success, p },
    expected: [...dist].sort((a, b) => a[0] - b[0]).length
      ? [{ label: 'total', value: [...dist].reduce((s, [v, q]) => s + v * q, 0) }]
      : [],
  };
}
