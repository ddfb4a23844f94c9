import type { ResolverOf } from '../resolvers-format.ts';
import { throwOdds, throwOf, type DiceSource } from '../dice-source.ts';
import { adjustment, replaced, resultText, tallyText, valueOf } from '../inputs.ts';
import { rowFor } from './per-die.ts';
import { ResolveError, type Inputs, type Resolution, type ResolverOdds } from '../types.ts';

/** A combat results table: a column by odds ratio or strength difference, a row by the die. */

type R = ResolverOf<'crt'>;

export function columnOf(r: R, inputs: Inputs): { index: number; text: string } {
  const att = valueOf(r.attacker, inputs);
  const def = valueOf(r.defender, inputs);
  const x = r.index === 'ratio' ? (def <= 0 ? Number.POSITIVE_INFINITY : att / def) : att - def;
  let index = 0;
  r.columns.forEach((c, i) => {
    if (x >= c.min) index = i;
  });
  const shown = r.index === 'ratio' ? `${att} to ${def}` : `${att} − ${def} = ${att - def}`;
  return { index, text: `Strength ${shown}: column ${r.columns[index]!.label}` };
}

export function resolveCrt(r: R, inputs: Inputs, dice: DiceSource): Resolution {
  const t = throwOf(r.dice);
  const adj = adjustment(r, inputs);
  const col = columnOf(r, inputs);
  const steps = adj.notes.map((x) => `Modifier: ${x}.`);
  steps.push(`${col.text}.`);
  const faces = dice.throw(t, 'the roll');
  const v = faces.reduce((a, b) => a + b, 0) + adj.dieBy;
  const row = rowFor(
    r.rows.map((x) => ({ ...x, result: '' })),
    v,
  );
  const at = row
    ? r.rows[r.rows.findIndex((x) => x.min === row.min && x.max === row.max)]
    : undefined;
  if (!at) throw new ResolveError(`${r.name} has no row for ${v}`);
  const result = replaced(adj, at.results[col.index]!);
  steps.push(`Rolled ${v}: ${resultText(r, result)}.`);
  const tally = { [result]: 1 };
  return {
    resolver: r.id,
    inputs,
    dice: [...dice.read],
    steps,
    tally,
    headline: tallyText(r, tally),
  };
}

export function crtOdds(r: R, inputs: Inputs): ResolverOdds {
  const adj = adjustment(r, inputs);
  const col = columnOf(r, inputs);
  const by = new Map<string, number>();
  for (const [raw, p] of throwOdds(throwOf(r.dice))) {
    const v = raw + adj.dieBy;
    const row = r.rows.find(
      (x) => (x.min === null || v >= x.min) && (x.max === null || v <= x.max),
    );
    if (!row) continue;
    const id = replaced(adj, row.results[col.index]!);
    by.set(id, (by.get(id) ?? 0) + p);
  }
  return {
    exact: true,
    outcomes: r.results
      .filter((x) => by.has(x.id))
      .map((x) => ({ label: x.text, p: by.get(x.id)! })),
    win: null,
    expected: [],
  };
}
