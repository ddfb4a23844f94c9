import type { ResolverOf } from '../resolvers-format.ts';
import { throwOf, type DiceSource } from '../dice-source.ts';
import { adjustment, holds, pluralWord, resultText, valueOf } from '../inputs.ts';
import { ResolveError, type Inputs, type Resolution, type ResolverOdds } from '../types.ts';
import type { Budget } from '../../draws/dice/odds/budget.ts';

/**
 * Set matching: the dice are sorted into sets of equal faces; a set whose total beats the
 * target's armour does damage (its face number, its total, or 1).
 */

type R = ResolverOf<'sets'>;

export interface DiceSet {
  face: number;
  size: number;
  total: number;
}

/** Sets of equal faces (two or more dice), highest face first; and the faces left alone. */
export function findSets(
  faces: readonly number[],
  rule: R['sets'],
): { sets: DiceSet[]; loose: number[] } {
  const counts = new Map<number, number>();
  for (const f of faces) counts.set(f, (counts.get(f) ?? 0) + 1);
  const sets: DiceSet[] = [];
  const loose: number[] = [];
  for (const face of [...counts.keys()].sort((a, b) => b - a)) {
    const k = counts.get(face)!;
    if (k < 2) loose.push(face);
    else if (rule === 'all-equal') sets.push({ face, size: k, total: face * k });
    else {
      for (let i = 0; i < Math.floor(k / 2); i++) sets.push({ face, size: 2, total: face * 2 });
      if (k % 2) loose.push(face);
    }
  }
  return { sets, loose: loose.sort((a, b) => a - b) };
}

const NUMBERS = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
function setName(s: DiceSet): string {
  return s.size === 2 ? `the pair of ${s.face}s` : `the ${NUMBERS[s.size] ?? s.size} ${s.face}s`;
}

export function poolSize(r: R, inputs: Inputs): number {
  return Math.max(0, valueOf(r.count, inputs) + adjustment(r, inputs).countBy);
}

export function armourOf(r: R, inputs: Inputs): number {
  const adj = adjustment(r, inputs);
  return valueOf(r.armour, inputs) * adj.targetTimes + adj.targetBy;
}

function damageOf(r: R, s: DiceSet): number {
  return r.damage === 'face' ? s.face : r.damage === 'total' ? s.total : 1;
}

function beats(r: R, total: number, armour: number): boolean {
  return r.beat === '>' ? total > armour : total >= armour;
}

/** The damage a pool does: penetrating sets and hexes. */
export function scorePool(
  r: R,
  faces: readonly number[],
  armour: number,
): { pens: number; hexes: number } {
  let pens = 0;
  let hexes = 0;
  for (const s of findSets(faces, r.sets).sets)
    if (beats(r, s.total, armour)) {
      pens++;
      hexes += damageOf(r, s);
    }
  return { pens, hexes };
}

export function resolveSets(r: R, inputs: Inputs, dice: DiceSource): Resolution {
  const t = throwOf(r.dice);
  if (t.count !== 1) throw new ResolveError('set matching rolls single dice, such as "1d6"');
  const adj = adjustment(r, inputs);
  const n = poolSize(r, inputs);
  const armour = armourOf(r, inputs);
  const destroys = r.destroyWhen.length > 0 && holds(r.destroyWhen, inputs);
  const steps = adj.notes.map((x) => `Modifier: ${x}.`);
  const faces: number[] = [];
  for (let i = 1; i <= n; i++) faces.push(...dice.throw(t, `die ${i}`).map((f) => f + adj.dieBy));
  steps.push(
    n === 0
      ? `No ${pluralWord(r.dieLabel, 2)} to roll.`
      : `Rolled ${n} ${pluralWord(r.dieLabel, n)}: ${[...faces].sort((a, b) => a - b).join(', ')}.`,
  );
  const { sets, loose } = findSets(faces, r.sets);
  if (sets.length === 0) steps.push('No two dice match: no sets.');
  else if (loose.length) steps.push(`${loose.join(', ')} form no set.`);
  const dmgWord = (h: number) => `${h} ${h === 1 ? 'hex' : 'hexes'} of damage`;
  let pens = 0;
  let hexes = 0;
  for (const s of sets) {
    if (beats(r, s.total, armour)) {
      pens++;
      const d = damageOf(r, s);
      hexes += d;
      steps.push(
        `${cap(setName(s))} totals ${s.total} and beats armour ${armour}: ${destroys ? 'the target is destroyed' : dmgWord(d)}.`,
      );
    } else
      steps.push(
        `${cap(setName(s))} totals ${s.total} and does not beat armour ${armour}: no effect.`,
      );
  }
  const tally: Record<string, number> = {};
  let headline: string;
  if (pens === 0) {
    tally[r.none] = 1;
    headline = resultText(r, r.none);
  } else if (destroys && r.destroyed) {
    tally[r.destroyed] = 1;
    tally[r.penetration] = pens;
    headline = resultText(r, r.destroyed);
  } else {
    tally[r.penetration] = pens;
    tally[r.hexes] = hexes;
    headline = `${pens} ${pluralWord(resultText(r, r.penetration), pens)}: ${hexes} ${resultText(r, r.hexes)}`;
    if (sets.length > 1 || pens > 1) steps.push(`In all: ${dmgWord(hexes)}.`);
  }
  return { resolver: r.id, inputs, dice: [...dice.read], steps, tally, headline };
}

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/**
 * Exact odds: every way the pool's dice can fall as counts per face (a multinomial), scored
 * once each — 20 six-sided dice are 53,130 splits, not 3.6 × 10¹⁵ rolls.
 */
export function setsOdds(r: R, inputs: Inputs, budget: Budget): ResolverOdds {
  const t = throwOf(r.dice);
  const adj = adjustment(r, inputs);
  const n = poolSize(r, inputs);
  const armour = armourOf(r, inputs);
  const destroys = r.destroyWhen.length > 0 && holds(r.destroyWhen, inputs) && !!r.destroyed;
  const facesP = new Map<number, number>();
  for (const f of t.faces)
    facesP.set(f + adj.dieBy, (facesP.get(f + adj.dieBy) ?? 0) + 1 / t.faces.length);
  const faces = [...facesP.keys()];
  const logFact = [0];
  for (let i = 1; i <= n; i++) logFact.push(logFact[i - 1]! + Math.log(i));
  const byHexes = new Map<number, number>();
  let pPen = 0;
  let eHexes = 0;
  let ePens = 0;
  const counts = new Array<number>(faces.length).fill(0);
  const logP = faces.map((f) => Math.log(facesP.get(f)!));
  // A split's damage read from its counts per face, as findSets would sort the dice.
  const score = () => {
    let pens = 0;
    let hexes = 0;
    faces.forEach((f, k) => {
      const c = counts[k]!;
      if (c < 2) return;
      const sets = r.sets === 'all-equal' ? [{ face: f, size: c, total: f * c }] : [];
      if (r.sets === 'pairs')
        for (let i = 0; i < Math.floor(c / 2); i++) sets.push({ face: f, size: 2, total: 2 * f });
      for (const set of sets)
        if (beats(r, set.total, armour)) {
          pens++;
          hexes += damageOf(r, set);
        }
    });
    return { pens, hexes };
  };
  const walk = (k: number, left: number, logp: number) => {
    if (k === faces.length - 1) {
      counts[k] = left;
      const p = Math.exp(logFact[n]! + logp + left * logP[k]! - logFact[left]!);
      const s = score();
      byHexes.set(s.hexes, (byHexes.get(s.hexes) ?? 0) + p);
      if (s.pens > 0) pPen += p;
      eHexes += p * s.hexes;
      ePens += p * s.pens;
      return;
    }
    budget.check();
    for (let c = 0; c <= left; c++) {
      counts[k] = c;
      walk(k + 1, left - c, logp + c * logP[k]! - logFact[c]!);
    }
  };
  walk(0, n, 0);
  const outcomes = destroys
    ? [
        { label: resultText(r, r.destroyed!), p: pPen },
        { label: resultText(r, r.none), p: 1 - pPen },
      ]
    : [...byHexes]
        .sort((a, b) => a[0] - b[0])
        .map(([h, p]) => ({
          label: h === 0 ? resultText(r, r.none) : `${h} ${resultText(r, r.hexes)}`,
          p,
        }));
  return {
    exact: true,
    outcomes,
    win: {
      label: destroys
        ? resultText(r, r.destroyed!)
        : `at least one ${resultText(r, r.penetration)}`,
      p: pPen,
    },
    expected: [
      { label: resultText(r, r.penetration), value: ePens },
      ...(destroys ? [] : [{ label: resultText(r, r.hexes), value: eHexes }]),
    ],
  };
}
