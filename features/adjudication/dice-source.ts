import type { Generator } from '../../random/rng.ts';
import { parseDice } from '../draws/dice/parse.ts';
import { faceValues } from '../draws/dice/parse.ts';
import { ResolveError } from './types.ts';

/** One throw of a resolver's dice: `count` dice of these faces, summed ("1d6", "2d6", "1d100"). */
export interface Throw {
  notation: string;
  count: number;
  faces: readonly number[];
}

/**
 * Reads a resolver's dice notation: plain dice only (no keeping, exploding or rerolling), or
 * "0" for none.
 */
export function throwOf(notation: string): Throw {
  const parsed = parseDice(notation);
  if (!parsed.ok) throw new ResolveError(`the dice "${notation}" cannot be read: ${parsed.error}`);
  const e = parsed.expr;
  // "0": no dice at all, for a side that wins on its numbers alone (the higher Force).
  if (e.kind === 'number' && e.value === 0) return { notation: '0', count: 0, faces: [0] };
  if (e.kind !== 'dice' || e.keep || e.drop || e.explode || e.reroll || e.successes || e.clamp)
    throw new ResolveError(`a resolver rolls plain dice such as "1d6" or "2d6", not "${notation}"`);
  return { notation: parsed.text, count: e.count, faces: faceValues(e) };
}

/** The chance of each total of one throw (faces are equally likely). */
export function throwOdds(t: Throw): Map<number, number> {
  let dist = new Map<number, number>([[0, 1]]);
  const each = 1 / t.faces.length;
  for (let i = 0; i < t.count; i++) {
    const next = new Map<number, number>();
    for (const [total, p] of dist)
      for (const f of t.faces) next.set(total + f, (next.get(total + f) ?? 0) + p * each);
    dist = next;
  }
  return dist;
}

/** Where faces come from: the session's generator, or dice typed in from the table. */
export interface DiceSource {
  /** The faces of one throw; `what` names it in an error ("shot 3"). */
  throw(t: Throw, what: string): number[];
  /** Every face read so far. */
  readonly read: number[];
}

export function generatorDice(g: Generator): DiceSource {
  const read: number[] = [];
  return {
    read,
    throw(t) {
      const faces: number[] = [];
      for (let i = 0; i < t.count; i++) faces.push(t.faces[g.int(t.faces.length)] as number);
      read.push(...faces);
      return faces;
    },
  };
}

/** Physical dice typed in, read in order; each must be a face the die can show. */
export function typedDice(given: readonly number[]): DiceSource & { finish(): void } {
  const read: number[] = [];
  return {
    read,
    throw(t, what) {
      const faces: number[] = [];
      for (let i = 0; i < t.count; i++) {
        const value = given[read.length];
        if (value === undefined)
          throw new ResolveError(
            `more dice are needed: ${given.length} given, but ${what} needs die ${read.length + 1}`,
          );
        if (!t.faces.includes(value)) {
          const lo = Math.min(...t.faces);
          const hi = Math.max(...t.faces);
          throw new ResolveError(
            `die ${read.length + 1} shows ${value}, which a ${t.notation.replace(/^\d*d/, 'd')} cannot roll (${lo}–${hi})`,
          );
        }
        read.push(value);
        faces.push(value);
      }
      return faces;
    },
    finish() {
      if (read.length < given.length)
        throw new ResolveError(`${given.length} dice given but only ${read.length} are rolled`);
    },
  };
}
