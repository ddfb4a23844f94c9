import type { FleetUnit, ResolverOf } from '../resolvers-format.ts';
import { throwOf, type DiceSource, type Throw } from '../dice-source.ts';
import { adjustment, MAX_ROUNDS, resultText } from '../inputs.ts';
import { ResolveError, type Inputs, type Resolution, type ResolverOdds } from '../types.ts';
import type { Budget } from '../../draws/dice/odds/budget.ts';

/**
 * Unit-by-unit fleet combat: each round every unit rolls its dice and hits on its combat
 * value or better; both sides fire at once, then take their hits — sustained damage first
 * (when allowed), then casualties in the listed order — until a side is gone or the rounds
 * run out. Because hits are always taken in the same order, a side's whole state is the
 * number of hits it has taken, so the exact odds are a small Markov chain on (hits on A,
 * hits on B) rather than a search over every roll.
 */

type R = ResolverOf<'fleet'>;
type SideId = 'a' | 'b';

interface Side {
  id: SideId;
  name: string;
  units: FleetUnit[];
  sustain: boolean;
  /** Hits that remove the whole side. */
  capacity: number;
  dieBy: number;
}

function sideOf(r: R, inputs: Inputs, id: SideId): Side {
  const units = r.units.flatMap((u) =>
    Array.from({ length: Number(inputs[`${id}-${u.id}`] ?? 0) }, () => u),
  );
  const sustain = inputs['sustain'] === true;
  const soak = sustain ? units.reduce((s, u) => s + u.sustain, 0) : 0;
  const side = r.sides.find((s) => s.id === id)!;
  return {
    id,
    name: side.name,
    units,
    sustain,
    capacity: units.length + soak,
    dieBy: adjustment(r, inputs, id).dieBy,
  };
}

/** After `hits`: the damage each unit has sustained, and which are destroyed. */
export function sideState(side: Side, hits: number): { damage: number[]; dead: boolean[] } {
  const soak = side.sustain ? side.units.reduce((s, u) => s + u.sustain, 0) : 0;
  let left = Math.min(hits, soak);
  const damage = side.units.map((u) => {
    if (!side.sustain) return 0;
    const d = Math.min(left, u.sustain);
    left -= d;
    return d;
  });
  const kills = Math.min(side.units.length, Math.max(0, hits - soak));
  return { damage, dead: side.units.map((_, i) => i < kills) };
}

function diceOf(r: R, u: FleetUnit, damage: number): number {
  return r.sustainLosesDie ? Math.max(1, u.dice - damage) : u.dice;
}

function hitChance(t: Throw, u: FleetUnit, dieBy: number): number {
  return t.faces.filter((f) => f + dieBy >= u.combat).length / t.faces.length;
}

/** The chance of each number of hits a side scores after taking `taken` hits (capped). */
function hitsOdds(r: R, t: Throw, side: Side, taken: number, cap: number): number[] {
  const { damage, dead } = sideState(side, taken);
  let dist = [1];
  side.units.forEach((u, i) => {
    if (dead[i]) return;
    const p = hitChance(t, u, side.dieBy);
    for (let d = diceOf(r, u, damage[i]!); d > 0; d--) {
      const next = new Array<number>(Math.min(dist.length + 1, cap + 1)).fill(0);
      dist.forEach((q, k) => {
        next[Math.min(k, cap)]! += q * (1 - p);
        next[Math.min(k + 1, cap)]! += q * p;
      });
      dist = next;
    }
  });
  return dist;
}

function lostBy(side: Side, hits: number): Record<string, number> {
  const { dead } = sideState(side, hits);
  const out: Record<string, number> = {};
  side.units.forEach((u, i) => {
    if (dead[i]) out[u.id] = (out[u.id] ?? 0) + 1;
  });
  return out;
}

function alive(side: Side, hits: number): number {
  return side.units.length - sideState(side, hits).dead.filter(Boolean).length;
}

const plural = (n: number, name: string) => `${n} ${name}${n === 1 ? '' : 's'}`;

/** What `hits` more hits do to a side, in words: "1 Dreadnought sustains damage; 2 Fighters destroyed". */
function hitsText(side: Side, before: number, after: number): string {
  const a = sideState(side, before);
  const b = sideState(side, after);
  const sustained = new Map<string, { units: number; hits: number }>();
  const destroyed = new Map<string, number>();
  side.units.forEach((u, i) => {
    if (b.damage[i]! > a.damage[i]!) {
      const s = sustained.get(u.name) ?? { units: 0, hits: 0 };
      s.units++;
      s.hits += b.damage[i]! - a.damage[i]!;
      sustained.set(u.name, s);
    }
    if (b.dead[i] && !a.dead[i]) destroyed.set(u.name, (destroyed.get(u.name) ?? 0) + 1);
  });
  const parts = [
    ...[...sustained].map(([n, s]) =>
      s.hits === s.units
        ? `${plural(s.units, n)} ${s.units === 1 ? 'sustains' : 'sustain'} damage`
        : `${plural(s.units, n)} ${s.units === 1 ? 'sustains' : 'sustain'} ${plural(s.hits, 'hit')}`,
    ),
    ...[...destroyed].map(([n, k]) => `${plural(k, n)} destroyed`),
  ];
  return parts.join('; ') || 'no effect';
}

export function resolveFleet(r: R, inputs: Inputs, dice: DiceSource): Resolution {
  const t = throwOf(r.die);
  if (t.count !== 1) throw new ResolveError('a fleet battle rolls single dice, such as "1d10"');
  const sides = [sideOf(r, inputs, 'a'), sideOf(r, inputs, 'b')] as const;
  if (sides.some((s) => s.units.length === 0))
    throw new ResolveError('each side needs at least one unit (give the counts as inputs)');
  const rounds = Number(inputs['rounds'] ?? 0) || MAX_ROUNDS;
  const steps = adjustment(r, inputs).notes.map((x) => `Modifier: ${x}.`);
  for (const s of sides) steps.push(`${s.name}: ${summary(s, 0)}.`);
  const taken = [0, 0];
  let round = 0;
  const over = () => taken[0]! >= sides[0].capacity || taken[1]! >= sides[1].capacity;
  while (!over() && round < rounds) {
    round++;
    const scored = sides.map((side, k) => {
      const { damage, dead } = sideState(side, taken[k]!);
      const groups = new Map<string, { u: FleetUnit; dice: number; n: number }>();
      side.units.forEach((u, i) => {
        if (dead[i]) return;
        const d = diceOf(r, u, damage[i]!);
        const key = `${u.id}/${d}`;
        const g = groups.get(key) ?? { u, dice: d, n: 0 };
        g.n++;
        groups.set(key, g);
      });
      let hits = 0;
      const parts: string[] = [];
      for (const g of groups.values()) {
        const faces: number[] = [];
        for (let i = 0; i < g.n * g.dice; i++)
          faces.push(...dice.throw(t, `round ${round}, ${side.name}'s ${g.u.name}`));
        const h = faces.filter((f) => f + side.dieBy >= g.u.combat).length;
        hits += h;
        parts.push(
          `${plural(g.n, g.u.name)} (hit on ${g.u.combat}+) rolled ${faces.join(', ')}: ${plural(h, 'hit')}`,
        );
      }
      steps.push(
        `Round ${round}, ${side.name}: ${parts.join('; ')}. ${plural(hits, 'hit')} in all.`,
      );
      return hits;
    });
    if (
      scored[0] === 0 &&
      scored[1] === 0 &&
      sides.every((s, k) => hitsOdds(r, t, s, taken[k]!, 1)[0] === 1)
    )
      break;
    sides.forEach((side, k) => {
      const before = taken[k]!;
      taken[k] = Math.min(side.capacity, before + scored[1 - k]!);
      if (taken[k] !== before)
        steps.push(
          `${side.name} takes ${plural(taken[k]! - before, 'hit')}: ${hitsText(side, before, taken[k]!)}.`,
        );
    });
  }
  const aGone = taken[0]! >= sides[0].capacity;
  const bGone = taken[1]! >= sides[1].capacity;
  const result = aGone && bGone ? r.bothDestroyed : bGone ? r.aWins : aGone ? r.bWins : r.undecided;
  for (const [k, s] of sides.entries())
    if (taken[k]! < s.capacity) steps.push(`${s.name} has left: ${summary(s, taken[k]!)}.`);
  const headline = `${resultText(r, result)} after ${plural(round, 'round')}`;
  steps.push(`${headline}.`);
  return {
    resolver: r.id,
    inputs,
    dice: [...dice.read],
    steps,
    tally: { [result]: 1 },
    headline,
    losses: { a: lostBy(sides[0], taken[0]!), b: lostBy(sides[1], taken[1]!) },
  };
}

function summary(side: Side, hits: number): string {
  const { damage, dead } = sideState(side, hits);
  const counts = new Map<string, { n: number; hurt: number }>();
  side.units.forEach((u, i) => {
    if (dead[i]) return;
    const c = counts.get(u.name) ?? { n: 0, hurt: 0 };
    c.n++;
    if (damage[i]! > 0) c.hurt++;
    counts.set(u.name, c);
  });
  return (
    [...counts]
      .map(([n, c]) => `${plural(c.n, n)}${c.hurt ? ` (${c.hurt} damaged)` : ''}`)
      .join(', ') || 'nothing'
  );
}

export function fleetOdds(r: R, inputs: Inputs, budget: Budget): ResolverOdds {
  const t = throwOf(r.die);
  const A = sideOf(r, inputs, 'a');
  const B = sideOf(r, inputs, 'b');
  if (A.units.length === 0 || B.units.length === 0)
    throw new ResolveError('each side needs at least one unit (give the counts as inputs)');
  const [ca, cb] = [A.capacity, B.capacity];
  const outA = Array.from({ length: ca }, (_, i) => hitsOdds(r, t, A, i, cb));
  const outB = Array.from({ length: cb }, (_, j) => hitsOdds(r, t, B, j, ca));
  const ends = new Map<string, number>(); // "i,j" → chance of ending there
  const add = (m: Map<string, number>, i: number, j: number, p: number) =>
    m.set(`${i},${j}`, (m.get(`${i},${j}`) ?? 0) + p);
  const rounds = Number(inputs['rounds'] ?? 0);
  if (rounds === 0) {
    // States only move to more hits, so one pass in order settles each; a round where nobody
    // hits leaves the state as it was, so its chance is divided out.
    const p: number[][] = Array.from({ length: ca + 1 }, () => new Array<number>(cb + 1).fill(0));
    p[0]![0] = 1;
    for (let i = 0; i <= ca; i++) {
      budget.check();
      for (let j = 0; j <= cb; j++) {
        const here = p[i]![j]!;
        if (here === 0) continue;
        if (i === ca || j === cb) {
          add(ends, i, j, here);
          continue;
        }
        const fa = outA[i]!;
        const fb = outB[j]!;
        const stay = (fa[0] ?? 0) * (fb[0] ?? 0);
        if (stay >= 1 - 1e-15) {
          add(ends, i, j, here);
          continue;
        }
        const w = here / (1 - stay);
        fa.forEach((qa, k) =>
          fb.forEach((qb, l) => {
            if (k === 0 && l === 0) return;
            p[Math.min(ca, i + l)]![Math.min(cb, j + k)]! += w * qa * qb;
          }),
        );
      }
    }
  } else {
    let now = new Map<string, number>([['0,0', 1]]);
    for (let round = 0; round < rounds && now.size; round++) {
      budget.check();
      const next = new Map<string, number>();
      for (const [key, here] of now) {
        const [i, j] = key.split(',').map(Number) as [number, number];
        outA[i]!.forEach((qa, k) =>
          outB[j]!.forEach((qb, l) => {
            const [ni, nj] = [Math.min(ca, i + l), Math.min(cb, j + k)];
            if (ni === ca || nj === cb) add(ends, ni, nj, here * qa * qb);
            else add(next, ni, nj, here * qa * qb);
          }),
        );
      }
      now = next;
    }
    for (const [key, p] of now) ends.set(key, (ends.get(key) ?? 0) + p);
  }
  const labels = new Map<string, { p: number; order: number }>();
  let win = 0;
  const lostA = new Map<string, number>();
  const lostB = new Map<string, number>();
  for (const [key, p] of ends) {
    const [i, j] = key.split(',').map(Number) as [number, number];
    let label: string;
    let order: number;
    if (i === ca && j === cb) [label, order] = [resultText(r, r.bothDestroyed), 1000];
    else if (j === cb) {
      win += p;
      const left = alive(A, i);
      [label, order] = [`${resultText(r, r.aWins)}, ${plural(left, 'unit')} left`, -left];
    } else if (i === ca) {
      const left = alive(B, j);
      [label, order] = [`${resultText(r, r.bWins)}, ${plural(left, 'unit')} left`, 2000 + left];
    } else [label, order] = [resultText(r, r.undecided), 3000];
    const l = labels.get(label) ?? { p: 0, order };
    l.p += p;
    labels.set(label, l);
    for (const [u, n] of Object.entries(lostBy(A, i))) lostA.set(u, (lostA.get(u) ?? 0) + p * n);
    for (const [u, n] of Object.entries(lostBy(B, j))) lostB.set(u, (lostB.get(u) ?? 0) + p * n);
  }
  const unitName = (id: string) => r.units.find((u) => u.id === id)?.name ?? id;
  const sum = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
  return {
    exact: true,
    outcomes: [...labels]
      .sort((x, y) => x[1].order - y[1].order)
      .map(([label, { p }]) => ({ label, p })),
    win: { label: resultText(r, r.aWins), p: win },
    expected: [
      { label: `${A.name} units lost`, value: sum(lostA) },
      { label: `${B.name} units lost`, value: sum(lostB) },
      ...[...lostA].map(([u, v]) => ({ label: `${A.name} ${unitName(u)}s lost`, value: v })),
      ...[...lostB].map(([u, v]) => ({ label: `${B.name} ${unitName(u)}s lost`, value: v })),
    ],
  };
}
