import fc from 'fast-check';
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import {
  nextFloat,
  nextInt,
  seedRng,
  shuffle,
  withGenerator,
  type RngState,
} from '../../../random/rng.ts';

/** Draws `n` floats by threading the state through. */
function floats(state: RngState, n: number): number[] {
  const out: number[] = [];
  let s = state;
  for (let i = 0; i < n; i++) {
    let f: number;
    [f, s] = nextFloat(s);
    out.push(f);
  }
  return out;
}

describe('the seeded generator', () => {
  it("reproduces seedrandom's Alea stream for the same seed", () => {
    const reference = seedrandom.alea('megagame');
    const expected = Array.from({ length: 10 }, () => reference());
    expect(floats(seedRng('megagame'), 10)).toEqual(expected);
  });

  it('is a pure function of its state: the same state gives the same value', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat({ max: 50 }), (seed, skip) => {
        let s = seedRng(seed);
        for (let i = 0; i < skip; i++) s = nextFloat(s)[1];
        const frozen = Object.freeze({ ...s });
        expect(nextFloat(frozen)).toEqual(nextFloat(frozen));
        expect(frozen).toEqual(s);
      }),
    );
  });

  it('gives different seeds different streams', () => {
    expect(floats(seedRng('a'), 5)).not.toEqual(floats(seedRng('b'), 5));
  });

  it('survives a JSON round trip of its state (it lives in the session state)', () => {
    let s = seedRng('saved');
    for (let i = 0; i < 7; i++) s = nextFloat(s)[1];
    const restored = JSON.parse(JSON.stringify(s)) as RngState;
    expect(floats(restored, 20)).toEqual(floats(s, 20));
  });

  it('nextInt stays in [0, n) and refuses a bad n', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 1_000_000 }), (seed, n) => {
        const [v] = nextInt(seedRng(seed), n);
        expect(Number.isInteger(v) && v >= 0 && v < n).toBe(true);
      }),
    );
    for (const n of [0, -1, 2.5, Number.NaN])
      expect(() => nextInt(seedRng('x'), n)).toThrow(RangeError);
  });

  it('nextInt covers every value of a die roughly evenly', () => {
    let s = seedRng('dice');
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 6000; i++) {
      let v: number;
      [v, s] = nextInt(s, 6);
      counts[v]!++;
    }
    for (const c of counts) expect(c).toBeGreaterThan(850);
  });

  it('shuffle returns a permutation of a copy', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.integer(), { maxLength: 30 }), (seed, items) => {
        const copy = items.slice();
        const [out] = shuffle(seedRng(seed), items);
        expect(items).toEqual(copy);
        expect(out.slice().sort((a, b) => a - b)).toEqual(copy.sort((a, b) => a - b));
      }),
    );
  });
});

describe('one generator for many draws', () => {
  it('gives the same numbers and end state as threading nextFloat', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat({ max: 200 }), (seed, n) => {
        const start = seedRng(seed);
        const [values, end] = withGenerator(start, (g) =>
          Array.from({ length: n }, () => g.float()),
        );
        expect(values).toEqual(floats(start, n));
        let threaded = start;
        for (let i = 0; i < n; i++) threaded = nextFloat(threaded)[1];
        expect(end).toEqual(threaded);
      }),
    );
  });

  it('gives the same whole numbers as nextInt and refuses a bad n', () => {
    const start = seedRng('ints');
    const [values] = withGenerator(start, (g) => [g.int(6), g.int(100), g.int(1)]);
    let s = start;
    const expected: number[] = [];
    for (const n of [6, 100, 1]) {
      let v: number;
      [v, s] = nextInt(s, n);
      expected.push(v);
    }
    expect(values).toEqual(expected);
    expect(() => withGenerator(start, (g) => g.int(0))).toThrow(RangeError);
  });

  it('leaves the state it was given untouched', () => {
    const start = Object.freeze(seedRng('frozen'));
    withGenerator(start, (g) => g.float());
    expect(start).toEqual(seedRng('frozen'));
  });

  it('does not move the state for a list too short to shuffle', () => {
    const start = seedRng('short');
    expect(shuffle(start, ['only'])).toEqual([['only'], start]);
    expect(shuffle(start, [])).toEqual([[], start]);
  });
});
