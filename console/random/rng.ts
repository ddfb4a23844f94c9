import alea from 'seedrandom/lib/alea.js';

/**
 * The one randomness module. The generator (seedrandom's Alea) is a value: its whole state
 * is four numbers kept in the session state, so replaying a log reproduces every result,
 * and restoring a state with undo restores the generator too (undo cannot re-roll).
 * Every function here is pure: it takes a state and returns the result and the next state.
 */

export interface RngState {
  c: number;
  s0: number;
  s1: number;
  s2: number;
}

export function seedRng(seed: string): RngState {
  return alea(seed, { state: true }).state();
}

/** A float in [0, 1) and the state after it. */
export function nextFloat(state: RngState): [number, RngState] {
  const prng = alea('', { state: { ...state } });
  const value = prng();
  return [value, prng.state()];
}

/** A whole number in [0, n) without modulo bias worth the name (53-bit float × n). */
export function nextInt(state: RngState, n: number): [number, RngState] {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`nextInt needs a whole n ≥ 1, got ${n}`);
  const [f, next] = nextFloat(state);
  return [Math.floor(f * n), next];
}

/** A Fisher–Yates shuffle of a copy. */
export function shuffle<T>(state: RngState, items: readonly T[]): [T[], RngState] {
  const out = items.slice();
  let s = state;
  for (let i = out.length - 1; i > 0; i--) {
    let j: number;
    [j, s] = nextInt(s, i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return [out, s];
}
