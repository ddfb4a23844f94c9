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

/** Draws from the generator, for many draws at once. */
export interface Generator {
  /** A float in [0, 1). */
  float(): number;
  /** A whole number in [0, n). */
  int(n: number): number;
}

/**
 * Runs `use` with one generator restored from `state`, and returns its result and the state
 * after every draw it made: the same numbers as chaining `nextFloat`, without rebuilding the
 * generator for each (a 10,000-card shuffle makes 9,999 draws).
 */
export function withGenerator<T>(state: RngState, use: (generator: Generator) => T): [T, RngState] {
  const prng = alea('', { state: { ...state } });
  const generator: Generator = {
    float: () => prng(),
    int(n) {
      if (!Number.isInteger(n) || n < 1)
        throw new RangeError(`nextInt needs a whole n ≥ 1, got ${n}`);
      return Math.floor(prng() * n);
    },
  };
  const result = use(generator);
  return [result, prng.state()];
}

/** A Fisher–Yates shuffle of a copy. */
export function shuffle<T>(state: RngState, items: readonly T[]): [T[], RngState] {
  if (items.length < 2) return [items.slice(), state];
  return withGenerator(state, (g) => shuffleWith(g, items));
}

/** A Fisher–Yates shuffle of a copy, drawing from a generator already in use. */
export function shuffleWith<T>(generator: Generator, items: readonly T[]): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = generator.int(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
