import { MAX_EXTRA_DICE } from '../evaluate.ts';
import { meets } from '../parse.ts';
import type { Condition, DiceGroup } from '../types.ts';
import type { Budget } from './budget.ts';
import { throwOdds } from './one-die.ts';

/**
 * Rolling stops adding dice to a group after MAX_EXTRA_DICE rerolls and explosions (a guard
 * against endless rolls). Exact odds assume no such limit, so they hold only while the chance
 * that a roll would need more is negligible. This works that chance out: the number of extra
 * dice one die takes, then the group's total, both counted up to the limit with everything
 * beyond it in one last cell.
 */

const CELLS = MAX_EXTRA_DICE + 2; // 0…limit, then "more than the limit"

type Counts = Float64Array<ArrayBuffer>;

function add(a: Counts, b: Counts): Counts {
  const out = new Float64Array(CELLS);
  for (let i = 0; i < CELLS; i++) {
    const x = a[i] as number;
    if (x === 0) continue;
    for (let j = 0; j < CELLS; j++) {
      const k = Math.min(i + j, CELLS - 1);
      out[k] = (out[k] as number) + x * (b[j] as number);
    }
  }
  return out;
}

function shifted(a: Counts, by: number): Counts {
  const out = new Float64Array(CELLS);
  for (let i = 0; i < CELLS; i++) {
    const k = Math.min(i + by, CELLS - 1);
    out[k] = (out[k] as number) + (a[i] as number);
  }
  return out;
}

/** Rerolls one throw takes, split by whether the face it ends on explodes. */
function throwCounts(g: DiceGroup): { explodes: Counts; stops: Counts } {
  const explodes = new Float64Array(CELLS);
  const stops = new Float64Array(CELLS);
  const share = 1 / g.die.faces.length;
  const raw = new Map<number, number>();
  for (const f of g.die.faces) raw.set(f.value, (raw.get(f.value) ?? 0) + share);
  const final = throwOdds(g);
  const boom = (v: number) => (g.explode ? meets(v, g.explode) : false);
  let pBoom = 0;
  for (const [v, p] of final) if (boom(v)) pBoom += p;
  if (!g.reroll) {
    explodes[0] = pBoom;
    stops[0] = 1 - pBoom;
    return { explodes, stops };
  }
  const when: Condition = g.reroll.when;
  // throwOdds has the clamp in it; the reroll looks at the clamped face too.
  let hit = 0;
  let boomKept = 0; // a first face that is not rerolled and explodes
  for (const [v, p] of clampedFaces(g)) {
    if (meets(v, when)) hit += p;
    else if (boom(v)) boomKept += p;
  }
  if (g.reroll.once) {
    let boomAny = 0;
    for (const [v, p] of clampedFaces(g)) if (boom(v)) boomAny += p;
    explodes[0] = boomKept;
    stops[0] = 1 - hit - boomKept;
    explodes[1] = hit * boomAny;
    stops[1] = hit * (1 - boomAny);
  } else {
    // Rerolls until the face misses: geometric, and the last face is independent of how many.
    for (let r = 0; r < CELLS; r++) {
      const pr = r === CELLS - 1 ? hit ** r : hit ** r * (1 - hit);
      explodes[r] = pr * pBoom;
      stops[r] = pr * (1 - pBoom);
    }
  }
  return { explodes, stops };
}

function clampedFaces(g: DiceGroup): Map<number, number> {
  return throwOdds({ ...g, reroll: undefined });
}

/** The chance that rolling this group would need more than MAX_EXTRA_DICE extra dice. */
export function overLimit(g: DiceGroup, budget: Budget): number {
  if (!g.explode && !g.reroll) return 0;
  if (!g.explode && g.reroll?.once && g.count <= MAX_EXTRA_DICE) return 0;
  const { explodes, stops } = throwCounts(g);
  const sum = (a: Counts, b: Counts) => a.map((x, i) => x + (b[i] as number));
  // One die's chain: stop, or explode (one more die) and throw again. The count only grows,
  // so CELLS rounds of X = stops + shift(explodes ⊛ X) settle every cell.
  let one = sum(stops, explodes);
  if (g.explode && g.explodeStyle?.once) one = sum(stops, shifted(add(explodes, one), 1));
  else if (g.explode) {
    one = stops;
    for (let round = 0; round < CELLS; round++) {
      budget.check();
      one = sum(stops, shifted(add(explodes, one), 1));
    }
  }
  let total: Counts | null = null;
  let square = one;
  for (let k = g.count; k > 0; k >>= 1) {
    budget.check();
    if (k & 1) total = total ? add(total, square) : square;
    if (k > 1) square = add(square, square);
  }
  return (total as Counts)[CELLS - 1] as number;
}
