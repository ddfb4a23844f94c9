import { clampValue, meets } from '../parse.ts';
import type { Condition, DiceGroup } from '../types.ts';
import type { Budget } from './budget.ts';
import { addScaled, constant, convolve, fromMap, mass, mapValues, type Dense } from './dense.ts';

/**
 * One die of a group, exactly: a throw (its faces after `min`/`max` and rerolls), and the
 * chain an explosion makes of it. An exploding die has no largest total, so its chain is
 * summed as a series until what is left out weighs less than `cut` (stated with the answer).
 */

/** One throw as value → chance: faces raised or lowered, then rerolled as the group says. */
export function throwOdds(g: DiceGroup): Map<number, number> {
  const base = new Map<number, number>();
  const share = 1 / g.die.faces.length;
  for (const face of g.die.faces) {
    const v = clampValue(face.value, g.clamp);
    base.set(v, (base.get(v) ?? 0) + share);
  }
  if (!g.reroll) return base;
  const when = g.reroll.when;
  let hit = 0;
  for (const [v, p] of base) if (meets(v, when)) hit += p;
  const out = new Map<number, number>();
  for (const [v, p] of base) {
    const stays = meets(v, when) ? 0 : p;
    // Until: the face distribution given it does not meet the condition. Once: a second throw.
    out.set(v, g.reroll.once ? stays + hit * p : stays / (1 - hit));
  }
  return out;
}

/** The part of a throw's chances that meets (or misses) a condition, as a sub-distribution. */
function part(
  faces: ReadonlyMap<number, number>,
  when: Condition,
  hits: boolean,
  value: (face: number) => number,
): Dense | null {
  const map = new Map<number, number>();
  for (const [v, p] of faces)
    if (meets(v, when) === hits) map.set(value(v), (map.get(value(v)) ?? 0) + p);
  return map.size > 0 ? fromMap(map) : null;
}

export interface Chain {
  /** The chances of what one die adds, summed over its whole chain (mass 1 − cut). */
  odds: Dense;
  /** The chance of the chains the series left out. */
  cut: number;
}

/**
 * What one exploding die adds up to: the first throw, plus (when it explodes) the extra
 * throws, each of which may explode again (unless `once`). `score` turns the face each throw
 * adds (1 less on a penetrating extra die) into what it counts for.
 */
export function chainOdds(
  g: DiceGroup,
  score: (value: number) => number,
  cut: number,
  budget: Budget,
): Chain {
  const when = g.explode as Condition;
  const style = g.explodeStyle ?? {};
  const faces = throwOdds(g);
  const shift = style.penetrate ? 1 : 0;
  const first = (v: number) => score(v);
  const extra = (v: number) => score(v - shift);
  const firstStop = part(faces, when, false, first);
  const firstGo = part(faces, when, true, first);
  if (!firstGo) return { odds: firstStop ?? constant(0), cut: 0 };

  // The extra throws: X = stop + go ⊛ X, summed term by term until the rest is below `cut`.
  let rest: Dense;
  let left = 0;
  if (style.once) rest = mapValues(fromMap(faces), extra);
  else {
    const stop = part(faces, when, false, extra) ?? constant(0);
    const go = part(faces, when, true, extra) as Dense;
    rest = stop;
    let chained = go; // the chances of exploding k times in a row, by what those throws add
    for (;;) {
      budget.check();
      rest = addScaled(rest, convolve(chained, stop, budget), 1);
      chained = convolve(chained, go, budget);
      left = mass(chained);
      if (left <= cut) break;
    }
  }
  const odds = firstStop
    ? addScaled(firstStop, convolve(firstGo, rest, budget), 1)
    : convolve(firstGo, rest, budget);
  return { odds, cut: mass(firstGo) * left };
}
