import type { ResolverDef } from './resolvers-format.ts';
import type { Scenario } from '../../scenarios/format/schema.ts';
import { withGenerator, type RngState } from '../../random/rng.ts';
import { generatorDice, throwOf, typedDice, type DiceSource } from './dice-source.ts';
import { fillInputs } from './inputs.ts';
import { resolveCrt } from './kinds/crt.ts';
import { resolveFleet } from './kinds/fleet.ts';
import { resolveOpposed } from './kinds/opposed.ts';
import { countOf, resolvePerDie } from './kinds/per-die.ts';
import { poolSize, resolveSets } from './kinds/sets.ts';
import { resolveTarget, targetCount } from './kinds/target.ts';
import { ResolveError, type Inputs, type Resolution } from './types.ts';
import { maxOf, minOf } from '../../scenarios/numbers/extremes.ts';

/** The resolver of that id, or an error that lists the ones there are. */
export function findResolver(
  scenario: Pick<Scenario, 'resolvers' | 'meta'>,
  id: string,
): ResolverDef {
  const r = scenario.resolvers.find((x) => x.id === id);
  if (r) return r;
  const known = scenario.resolvers.map((x) => x.id);
  throw new ResolveError(
    known.length
      ? `${scenario.meta.title} has no resolver "${id}" (its resolvers: ${known.join(', ')})`
      : `${scenario.meta.title} has no resolvers`,
  );
}

/**
 * How many dice physical dice must number, when that is known before rolling, with what they
 * are for ("3 shots × 1d6"); null when it depends on the dice (ties rolled again, battles).
 */
export function diceNeeded(r: ResolverDef, inputs: Inputs): { count: number; what: string } | null {
  const per = (n: number, notation: string) => {
    const t = throwOf(notation);
    const word =
      n === 1 ? r.dieLabel : r.dieLabel.replace(/(?<=^|\s)die$/, 'dice').replace(/(?<!dice)$/, 's');
    return { count: n * t.count, what: `${n} ${word} × ${t.notation.replace(/^1d/, 'd')}` };
  };
  switch (r.kind) {
    case 'per-die':
      return per(countOf(r, inputs), r.dice);
    case 'target':
      return per(targetCount(r, inputs), r.dice);
    case 'sets':
      return per(poolSize(r, inputs), r.dice);
    case 'crt':
      return per(1, r.dice);
    case 'opposed':
      return r.tie === 'reroll'
        ? null
        : {
            count: throwOf(r.sides[0]!.dice).count + throwOf(r.sides[1]!.dice).count,
            what: `one roll for each side`,
          };
    case 'fleet':
      return null;
  }
}

function run(r: ResolverDef, inputs: Inputs, dice: DiceSource): Resolution {
  switch (r.kind) {
    case 'per-die':
      return resolvePerDie(r, inputs, dice);
    case 'target':
      return resolveTarget(r, inputs, dice);
    case 'opposed':
      return resolveOpposed(r, inputs, dice);
    case 'sets':
      return resolveSets(r, inputs, dice);
    case 'fleet':
      return resolveFleet(r, inputs, dice);
    case 'crt':
      return resolveCrt(r, inputs, dice);
  }
}

/** Rolls with the session's generator; returns the ruling and the generator after it. */
export function resolveRolled(
  r: ResolverDef,
  given: Readonly<Record<string, unknown>>,
  rng: RngState,
): [Resolution, RngState] {
  const inputs = fillInputs(r, given);
  return withGenerator(rng, (g) => run(r, inputs, generatorDice(g)));
}

/** Works out a ruling from physical dice typed in; too few, too many or impossible faces are refused. */
export function resolveTyped(
  r: ResolverDef,
  given: Readonly<Record<string, unknown>>,
  faces: readonly number[],
): Resolution {
  let inputs = fillInputs(r, given);
  let needed = diceNeeded(r, inputs);
  if (needed && needed.count !== faces.length) {
    // The number of dice was not given (how many shots, how many cannon): read it from the
    // dice typed in, when one value of that input fits them.
    const fitted = fitCount(r, given, faces.length);
    if (fitted) [inputs, needed] = [fitted, diceNeeded(r, fitted)];
  }
  if (needed && needed.count !== faces.length) {
    const range = countRange(r, given);
    if (range)
      throw new ResolveError(
        `${r.name} takes ${range.min} to ${range.max} dice (${range.what}), but ${faces.length} ${faces.length === 1 ? 'was' : 'were'} given`,
      );
  }
  if (needed && needed.count !== faces.length)
    throw new ResolveError(
      `${r.name} needs ${needed.count} ${needed.count === 1 ? 'die' : 'dice'} (${needed.what}), but ${faces.length} ${faces.length === 1 ? 'was' : 'were'} given`,
    );
  const source = typedDice(faces);
  const result = run(r, inputs, source);
  source.finish();
  return result;
}

/** The input a resolver's number of dice is read from, when it is one input's value. */
function countInput(r: ResolverDef, inputs: Inputs): string | null {
  if (r.kind !== 'per-die' && r.kind !== 'target' && r.kind !== 'sets') return null;
  const v = r.count;
  if (typeof v === 'number') return null;
  if ('input' in v) return v.input;
  const key = v.lookup
    .map((id) => String(inputs[id] === true ? 'yes' : inputs[id] === false ? 'no' : inputs[id]))
    .join('/');
  return !Object.hasOwn(v.values, key) && v.else && typeof v.else !== 'number'
    ? v.else.input
    : null;
}

/** The inputs with the count input (not given) set so that `n` dice are needed, if any value does. */
function fitCount(
  r: ResolverDef,
  given: Readonly<Record<string, unknown>>,
  n: number,
): Inputs | null {
  const inputs = fillInputs(r, given);
  const id = countInput(r, inputs);
  const def = r.inputs.find((i) => i.id === id);
  if (!id || !def || def.kind !== 'number' || Object.hasOwn(given, id)) return null;
  for (let v = def.min; v <= def.max; v++) {
    const tried = { ...inputs, [id]: v };
    if (diceNeeded(r, tried)?.count === n) return tried;
  }
  return null;
}

/** How many dice the count input (when not given) allows: "1 to 6 dice (one d6 per shot)". */
function countRange(
  r: ResolverDef,
  given: Readonly<Record<string, unknown>>,
): { min: number; max: number; what: string } | null {
  const inputs = fillInputs(r, given);
  const id = countInput(r, inputs);
  const def = r.inputs.find((i) => i.id === id);
  if (!id || !def || def.kind !== 'number' || Object.hasOwn(given, id)) return null;
  const counts: number[] = [];
  for (let v = def.min; v <= def.max; v++) {
    const n = diceNeeded(r, { ...inputs, [id]: v })?.count;
    if (n !== undefined) counts.push(n);
  }
  if (counts.length === 0) return null;
  const notation = 'dice' in r ? throwOf(r.dice).notation.replace(/^1d/, 'd') : 'die';
  return {
    min: minOf(counts),
    max: maxOf(counts),
    what: `${notation} for each ${r.dieLabel}; ${def.name.toLowerCase()}: ${def.min} to ${def.max}`,
  };
}

/** Runs a resolver on any dice source (estimates and tests use it). */
export function resolveWith(r: ResolverDef, inputs: Inputs, dice: DiceSource): Resolution {
  return run(r, inputs, dice);
}
