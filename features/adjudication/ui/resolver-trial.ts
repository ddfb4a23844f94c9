import { inputsOf, resolverOdds, ResolveError } from '../index.ts';
import { fillInputs } from '../inputs.ts';
import type { ResolverDef } from '../resolvers-format.ts';
import type { Resolution, ResolverOdds } from '../types.ts';
import { resolveWith } from '../resolve.ts';
import { generatorDice } from '../dice-source.ts';
import { seedRng, withGenerator } from '../../../random/rng.ts';

/**
 * A resolver tried with inputs as a form holds them (numbers as typed text, flags as
 * booleans): the console's Adjudication tab before a ruling, and the scenario page's preview
 * while the resolver is written.
 */

export type TypedInputs = Record<string, string | boolean>;

/** Each input's starting value, as the form shows it. */
export function startingInputs(r: ResolverDef): TypedInputs {
  const filled = fillInputs(r, {});
  return Object.fromEntries(
    inputsOf(r).map((input) => {
      const v = filled[input.id];
      return [input.id, typeof v === 'boolean' ? v : String(v)];
    }),
  );
}

/** The inputs as the resolver reads them, or the sentence that says what is wrong. */
export function givenInputs(
  r: ResolverDef,
  values: TypedInputs,
): { ok: true; values: TypedInputs } | { ok: false; error: string } {
  try {
    fillInputs(r, values);
    return { ok: true, values: { ...values } };
  } catch (error) {
    if (error instanceof ResolveError) return { ok: false, error: error.message };
    throw error;
  }
}

/** The odds for the inputs as they stand, or why there are none. */
export function oddsFor(
  r: ResolverDef,
  values: TypedInputs,
  budgetMs: number,
): ResolverOdds | { error: string } {
  const given = givenInputs(r, values);
  if (!given.ok) return { error: given.error };
  try {
    return resolverOdds(r, given.values, { budgetMs });
  } catch (error) {
    if (error instanceof ResolveError) return { error: error.message };
    throw error;
  }
}

/**
 * One ruling with these inputs, rolled from a seed the page chooses (the same seed rolls the
 * same example): the dice, each step in words and the headline, as a ruling in play reads.
 */
export function exampleRuling(
  r: ResolverDef,
  values: TypedInputs,
  seed: string,
): Resolution | { error: string } {
  const given = givenInputs(r, values);
  if (!given.ok) return { error: given.error };
  try {
    const inputs = fillInputs(r, given.values);
    return withGenerator(seedRng(seed), (g) => resolveWith(r, inputs, generatorDice(g)))[0];
  } catch (error) {
    if (error instanceof ResolveError) return { error: error.message };
    throw error;
  }
}
