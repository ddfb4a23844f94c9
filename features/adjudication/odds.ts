import type { ResolverDef } from './resolvers-format.ts';
import { budgetOf, OutOfTime, type Budget, type Clock } from '../draws/dice/odds/budget.ts';
import { seedRng, withGenerator } from '../../random/rng.ts';
import { generatorDice } from './dice-source.ts';
import { fillInputs } from './inputs.ts';
import { crtOdds } from './kinds/crt.ts';
import { fleetOdds } from './kinds/fleet.ts';
import { opposedOdds } from './kinds/opposed.ts';
import { perDieOdds } from './kinds/per-die.ts';
import { setsOdds } from './kinds/sets.ts';
import { targetOdds } from './kinds/target.ts';
import { resolveWith } from './resolve.ts';
import type { Inputs, ResolverOdds } from './types.ts';

/**
 * The odds of a ruling before anyone rolls: worked out exactly (multinomials, a Markov chain
 * for fleet battles — never by sampling), within a time budget; past it, estimated from
 * rolls of a fixed seed, and the answer says so and why.
 */

export const RESOLVER_BUDGET_MS = 1000;
export const ESTIMATE_SAMPLES = 20_000;

export function exactOdds(r: ResolverDef, inputs: Inputs, budget: Budget): ResolverOdds {
  switch (r.kind) {
    case 'per-die':
      return perDieOdds(r, inputs, budget);
    case 'target':
      return targetOdds(r, inputs);
    case 'opposed':
      return opposedOdds(r, inputs);
    case 'sets':
      return setsOdds(r, inputs, budget);
    case 'fleet':
      return fleetOdds(r, inputs, budget);
    case 'crt':
      return crtOdds(r, inputs);
  }
}

/** The odds of each headline from seeded rolls (the same every time for the same inputs). */
export function estimateOdds(
  r: ResolverDef,
  inputs: Inputs,
  samples: number,
  seed = 'lodestar-resolver-odds',
  budget?: Budget,
): ResolverOdds {
  const counts = new Map<string, number>();
  const totals = new Map<string, number>();
  let n = 0;
  withGenerator(seedRng(seed), (g) => {
    for (; n < samples; n++) {
      if (budget && n % 256 === 0 && budget.left() <= 0) break;
      const res = resolveWith(r, inputs, generatorDice(g));
      counts.set(res.headline, (counts.get(res.headline) ?? 0) + 1);
      for (const [id, v] of Object.entries(res.tally)) totals.set(id, (totals.get(id) ?? 0) + v);
    }
  });
  const text = (id: string) => r.results.find((x) => x.id === id)?.text ?? id;
  return {
    exact: false,
    samples: n,
    outcomes: [...counts].sort((a, b) => b[1] - a[1]).map(([label, c]) => ({ label, p: c / n })),
    win: null,
    expected: [...totals].map(([id, v]) => ({ label: text(id), value: v / n })),
  };
}

export interface ResolverOddsOptions {
  budgetMs?: number;
  now?: Clock;
}

export function resolverOdds(
  r: ResolverDef,
  given: Readonly<Record<string, unknown>>,
  options: ResolverOddsOptions = {},
): ResolverOdds {
  const inputs = fillInputs(r, given);
  const ms = options.budgetMs ?? RESOLVER_BUDGET_MS;
  try {
    return exactOdds(r, inputs, budgetOf(ms, options.now));
  } catch (error) {
    if (!(error instanceof OutOfTime)) throw error;
  }
  const estimate = estimateOdds(r, inputs, ESTIMATE_SAMPLES, undefined, budgetOf(ms, options.now));
  return { ...estimate, reason: `working them out exactly takes longer than ${ms} ms` };
}
