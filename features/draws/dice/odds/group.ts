import { MAX_EXTRA_DICE } from '../evaluate.ts';
import { meets } from '../parse.ts';
import type { DiceGroup } from '../types.ts';
import type { Budget } from './budget.ts';
import {
  NotExact,
  addScaled,
  convolve,
  fromMap,
  mapValues,
  power,
  trim,
  type Dense,
} from './dense.ts';
import { overLimit } from './extra-dice.ts';
import { keepBest, type Face } from './keep.ts';
import { chainOdds, throwOdds } from './one-die.ts';
import { maxOf, minOf } from '../../../../scenarios/numbers/extremes.ts';

/**
 * The exact odds of one group of dice. Without explosions a die is one throw; with `!!` it is
 * its whole chain (one value); with `!`, `!p` or `xo` every throw is a die of its own, so a
 * plain sum goes die chain by die chain, and keeping dice needs the split below.
 */

/** Series are cut when what they leave out, over the whole group, is below this. */
export const CUT = 1e-13;

export interface GroupOdds {
  odds: Dense;
  /** The chance left out of the series (0 when nothing was). */
  cut: number;
}

/** What a kept die counts for: its value, or +1 a success, −1 a failure. */
function scorer(g: DiceGroup): (value: number) => number {
  const { successes, failures } = g;
  if (!successes) return (v) => v;
  return (v) => (meets(v, successes) ? 1 : 0) - (failures && meets(v, failures) ? 1 : 0);
}

function keptCount(g: DiceGroup): number {
  return g.keep?.count ?? (g.drop ? g.count - g.drop.count : g.count);
}

/** Highest first for kh/dl, lowest first for kl/dh. */
function keepsHighest(g: DiceGroup): boolean {
  return g.keep ? g.keep.which === 'highest' : g.drop?.which === 'lowest';
}

function facesInOrder(die: Dense, highest: boolean, score: (v: number) => number): Face[] {
  const faces: Face[] = [];
  for (let i = 0; i < die.p.length; i++) {
    const p = die.p[i] as number;
    if (p > 0) faces.push({ score: score(die.min + i), p });
  }
  return highest ? faces.reverse() : faces;
}

/** `n` like dice with chances `die`, keeping `kept` of them (all when kept ≥ n). */
function pool(
  die: Dense,
  n: number,
  kept: number,
  highest: boolean,
  score: (v: number) => number,
  budget: Budget,
): Dense {
  if (kept >= n) return power(mapValues(die, score), n, budget);
  return keepBest(facesInOrder(die, highest, score), n, kept, budget);
}

export function groupOdds(g: DiceGroup, budget: Budget): GroupOdds {
  const limit = overLimit(g, budget);
  if (limit > CUT)
    throw new NotExact(
      `rolling stops adding dice after ${MAX_EXTRA_DICE} rerolls and explosions, and these dice reach that limit ${limit > 0.01 ? 'often' : 'now and then'}`,
    );
  const score = scorer(g);
  const kept = keptCount(g);
  const highest = keepsHighest(g);
  const perDie = CUT / g.count;
  if (!g.explode) {
    const die = fromMap(throwOdds(g));
    return { odds: trim(pool(die, g.count, kept, highest, score, budget)), cut: 0 };
  }
  if (g.explodeStyle?.compound) {
    // A compounding die is one value however long its chain: keep and score that value.
    const chain = chainOdds(g, (v) => v, perDie, budget);
    const odds = pool(chain.odds, g.count, kept, highest, score, budget);
    return { odds: trim(odds), cut: chain.cut * g.count };
  }
  if (kept >= g.count) {
    const chain = chainOdds(g, score, perDie, budget);
    return { odds: trim(power(chain.odds, g.count, budget)), cut: chain.cut * g.count };
  }
  return keptExploding(g, kept, highest, score, budget);
}

/**
 * Keeping some of exploding dice (`4d6!kh3`): the pool is the `count` throws that did not
 * explode, whose faces are those that miss the condition, and M throws that did, whose faces
 * meet it; M is negative binomial. When the exploding faces are the top ones (the default,
 * or ">="/">" a face) the best dice are the exploded ones first: for each M the kept total is
 * the best of the M exploded throws plus the best of the rest, two independent keep tables.
 */
function keptExploding(
  g: DiceGroup,
  kept: number,
  highest: boolean,
  score: (v: number) => number,
  budget: Budget,
): GroupOdds {
  const style = g.explodeStyle ?? {};
  const when = g.explode;
  if (!when || style.penetrate || style.once)
    throw new NotExact(
      'keeping some of penetrating or once-exploding dice has no exact method here',
    );
  const faces = throwOdds(g);
  const hit = new Map<number, number>();
  const miss = new Map<number, number>();
  let pHit = 0;
  for (const [v, p] of faces) {
    if (meets(v, when)) {
      hit.set(v, p);
      pHit += p;
    } else miss.set(v, p);
  }
  if (hit.size === 0)
    return { odds: trim(pool(fromMap(faces), g.count, kept, highest, score, budget)), cut: 0 };
  const top = minOf(hit.keys()) > maxOf(miss.keys());
  if (!top || miss.size === 0)
    throw new NotExact('keeping some of dice that explode on low faces has no exact method here');
  const normalised = (m: Map<number, number>, total: number) =>
    fromMap(new Map([...m].map(([v, p]) => [v, p / total])));
  const hitDie = normalised(hit, pHit);
  const missDie = normalised(miss, 1 - pHit);
  // P(M = m) = C(count + m − 1, m) pHit^m (1 − pHit)^count, summed until the rest is below CUT.
  let pm = (1 - pHit) ** g.count;
  let total: Dense | null = null;
  let taken = 0;
  for (let m = 0; 1 - taken > CUT; m++) {
    budget.check();
    if (m > 0) pm *= (pHit * (g.count + m - 1)) / m;
    taken += pm;
    if (pm === 0) {
      if (m > 10 * g.count + 1000) break;
      continue;
    }
    // Best first: exploded throws lead when keeping the highest, trail when keeping the lowest.
    const [lead, leadN, rest, restN] = highest
      ? [hitDie, m, missDie, g.count]
      : [missDie, g.count, hitDie, m];
    const fromLead = Math.min(kept, leadN);
    const a = pool(lead, leadN, fromLead, highest, score, budget);
    const b = pool(rest, restN, Math.min(kept - fromLead, restN), highest, score, budget);
    const both = convolve(a, b, budget);
    total = total ? addScaled(total, both, pm) : { min: both.min, p: both.p.map((x) => x * pm) };
  }
  return { odds: trim(total as Dense), cut: Math.max(0, 1 - taken) };
}
