import { describe, expect, it } from 'vitest';
import type { Throw } from '../../../features/adjudication/dice-source.ts';
import { exactOdds, fillInputs, findResolver } from '../../../features/adjudication/index.ts';
import { resolveWith } from '../../../features/adjudication/resolve.ts';
import type { Inputs, Resolution } from '../../../features/adjudication/types.ts';
import { UNLIMITED } from '../../../features/draws/dice/odds/budget.ts';
import { seedRng, withGenerator } from '../../../random/rng.ts';
import type { ResolverDef } from '../../../features/adjudication/resolvers-format.ts';
import { resolverSchema } from '../../../features/adjudication/resolvers-format.ts';
import { bundledScenarios } from '../../../scenarios/library/index.ts';

/**
 * The exact odds against brute force: every sequence of faces a ruling can read, each with
 * its chance, run through the same resolver that rolls at the table. Larger cases against a
 * seeded simulation of a million trials written separately from the engine.
 */

const scenario = (id: string) => bundledScenarios.find((b) => b.id === id)!.scenario;

class Need {
  constructor(readonly faces: readonly number[]) {}
}

/** Every ruling the dice can give, with its chance. */
function enumerate(r: ResolverDef, inputs: Inputs): { p: number; res: Resolution }[] {
  const out: { p: number; res: Resolution }[] = [];
  const walk = (prefix: number[], p: number) => {
    let at = 0;
    const read: number[] = [];
    try {
      const res = resolveWith(r, inputs, {
        read,
        throw(t: Throw) {
          const faces: number[] = [];
          for (let i = 0; i < t.count; i++) {
            if (at >= prefix.length) throw new Need(t.faces);
            faces.push(prefix[at++]!);
          }
          read.push(...faces);
          return faces;
        },
      });
      out.push({ p, res });
    } catch (error) {
      if (!(error instanceof Need)) throw error;
      for (const f of error.faces) walk([...prefix, f], p / error.faces.length);
    }
  };
  walk([], 1);
  return out;
}

const sum = (xs: { p: number; res: Resolution }[], f: (r: Resolution) => number) =>
  xs.reduce((s, x) => s + x.p * f(x.res), 0);

describe('exact odds equal brute-force enumeration', () => {
  it('a table per die: three main-weapons shots with evasive action', () => {
    const r = findResolver(scenario('so-say-we-all'), 'main-weapons');
    const inputs = fillInputs(r, { shots: 3, evasive: true });
    const all = enumerate(r, inputs);
    expect(all).toHaveLength(216);
    const odds = exactOdds(r, inputs, UNLIMITED);
    for (const o of odds.outcomes)
      expect(o.p).toBeCloseTo(
        sum(all, (x) => (x.headline === o.label ? 1 : 0)),
        12,
      );
    expect(odds.win!.p).toBeCloseTo(
      sum(all, (x) => ((x.tally['location-damaged'] ?? 0) > 0 ? 1 : 0)),
      12,
    );
    expect(odds.expected.find((e) => e.label === 'No Effect')!.value).toBeCloseTo(
      sum(all, (x) => x.tally['no-effect'] ?? 0),
      12,
    );
  });

  it('dice against a target: two Merrimac cannon at medium range on d100', () => {
    const r = findResolver(scenario('duel-of-iron'), 'to-hit');
    const inputs = fillInputs(r, { shooter: 'merrimac', range: 'medium', cannons: 2 });
    const all = enumerate(r, inputs);
    const odds = exactOdds(r, inputs, UNLIMITED);
    expect(odds.win!.p).toBeCloseTo(
      sum(all, (x) => ((x.tally['hit'] ?? 0) > 0 ? 1 : 0)),
      12,
    );
    expect(odds.win!.p).toBeCloseTo(1 - 0.8 ** 2, 12);
  });

  it('opposed rolls: a dogfight, ties to the human Interceptor', () => {
    const r = findResolver(scenario('so-say-we-all'), 'dogfight');
    const inputs = fillInputs(r, {});
    const odds = exactOdds(r, inputs, UNLIMITED);
    expect(odds.win!.p).toBeCloseTo(
      sum(enumerate(r, inputs), (x) => x.tally['human-wins'] ?? 0),
      12,
    );
    expect(odds.win!.p).toBeCloseTo(21 / 36, 12);
  });

  it.each([
    ['all-equal', 5, 6],
    ['pairs', 5, 3],
  ] as const)('set matching (%s): %i dice against armour %i', (rule, guns, armour) => {
    const base = findResolver(scenario('aquila-rift'), 'guns-vs-armour');
    const r = { ...base, sets: rule } as ResolverDef;
    const inputs = fillInputs(r, { guns, armour });
    const all = enumerate(r, inputs);
    expect(all).toHaveLength(6 ** guns);
    const odds = exactOdds(r, inputs, UNLIMITED);
    expect(odds.win!.p).toBeCloseTo(
      sum(all, (x) => ((x.tally['penetration'] ?? 0) > 0 ? 1 : 0)),
      12,
    );
    expect(odds.expected.find((e) => e.label === 'Hex Damage')!.value).toBeCloseTo(
      sum(all, (x) => x.tally['hex-damage'] ?? 0),
      12,
    );
  });

  it.each([
    [{ 'a-dreadnought': 1, 'b-fighter': 1, 'b-destroyer': 1, rounds: 1 }],
    [{ 'a-cruiser': 1, 'b-destroyer': 1, rounds: 2 }],
    [{ 'a-dreadnought': 1, 'b-cruiser': 1, rounds: 1, sustain: false }],
  ])('fleet battles, round by round: %o', (given) => {
    const r = findResolver(scenario('ti3-patch'), 'space-combat');
    const inputs = fillInputs(r, given);
    const all = enumerate(r, inputs);
    const odds = exactOdds(r, inputs, UNLIMITED);
    expect(odds.win!.p).toBeCloseTo(
      sum(all, (x) => x.tally['attacker-wins'] ?? 0),
      12,
    );
    const lost = (side: 'a' | 'b') => (x: Resolution) =>
      Object.values(x.losses![side]).reduce((a, b) => a + b, 0);
    expect(odds.expected[0]!.value).toBeCloseTo(sum(all, lost('a')), 12);
    expect(odds.expected[1]!.value).toBeCloseTo(sum(all, lost('b')), 12);
    expect(odds.outcomes.reduce((s, o) => s + o.p, 0)).toBeCloseTo(1, 12);
  });

  it('a combat results table by odds ratio', () => {
    const r = resolverSchema.parse({
      id: 'crt',
      name: 'Assault',
      kind: 'crt',
      dice: '1d6',
      index: 'ratio',
      inputs: [
        { id: 'att', name: 'Attacker', default: 6 },
        { id: 'def', name: 'Defender', default: 3 },
      ],
      attacker: { input: 'att' },
      defender: { input: 'def' },
      columns: [
        { label: '1:2', min: 0 },
        { label: '1:1', min: 1 },
        { label: '2:1', min: 2 },
      ],
      rows: [
        { max: 2, results: ['ae', 'ar', 'ex'] },
        { min: 3, max: 4, results: ['ar', 'ex', 'dr'] },
        { min: 5, results: ['ex', 'dr', 'de'] },
      ],
      results: [
        { id: 'ae', text: 'Attacker eliminated' },
        { id: 'ar', text: 'Attacker retreats' },
        { id: 'ex', text: 'Exchange' },
        { id: 'dr', text: 'Defender retreats' },
        { id: 'de', text: 'Defender eliminated' },
      ],
    });
    const inputs = fillInputs(r, {});
    const all = enumerate(r, inputs);
    expect(all[4]!.res.steps).toEqual([
      'Strength 6 to 3: column 2:1.',
      'Rolled 5: Defender eliminated.',
    ]);
    const odds = exactOdds(r, inputs, UNLIMITED);
    for (const o of odds.outcomes)
      expect(o.p).toBeCloseTo(
        sum(all, (x) => (x.headline === o.label ? 1 : 0)),
        12,
      );
    expect(odds.outcomes.map((o) => o.label)).toEqual([
      'Exchange',
      'Defender retreats',
      'Defender eliminated',
    ]);
  });
});

/** A separate simulator of the fleet rules: sustain first, then casualties in the listed order. */
function simulateFleet(
  units: { combat: number; dice: number; sustain: number }[],
  a: number[],
  b: number[],
  trials: number,
): { aWins: number; aLost: number; bLost: number } {
  let aWins = 0;
  let aLost = 0;
  let bLost = 0;
  withGenerator(seedRng('fleet-check'), (g) => {
    // Flat arrays reused for every trial: a million battles allocate nothing.
    const side = (counts: number[]) => {
      const kinds = counts.flatMap((n, u) => Array.from({ length: n }, () => units[u]!));
      return {
        combat: kinds.map((k) => k.combat),
        dice: kinds.map((k) => k.dice),
        sustain: kinds.map((k) => k.sustain),
        hurt: new Int32Array(kinds.length),
        dead: new Uint8Array(kinds.length),
        left: 0,
      };
    };
    type Side = ReturnType<typeof side>;
    const take = (s: Side, hits: number) => {
      for (let i = 0; i < s.hurt.length && hits > 0; i++)
        while (hits > 0 && !s.dead[i] && s.hurt[i]! < s.sustain[i]!) {
          s.hurt[i]!++;
          hits--;
        }
      for (let i = 0; i < s.dead.length && hits > 0; i++)
        if (!s.dead[i]) {
          s.dead[i] = 1;
          s.left--;
          hits--;
        }
    };
    const fire = (s: Side) => {
      let hits = 0;
      for (let i = 0; i < s.dead.length; i++) {
        if (s.dead[i]) continue;
        for (let d = Math.max(1, s.dice[i]! - s.hurt[i]!); d > 0; d--)
          if (g.int(10) + 1 >= s.combat[i]!) hits++;
      }
      return hits;
    };
    const A = side(a);
    const B = side(b);
    for (let t = 0; t < trials; t++) {
      for (const s of [A, B]) {
        s.hurt.fill(0);
        s.dead.fill(0);
        s.left = s.dead.length;
      }
      while (A.left > 0 && B.left > 0) {
        const ha = fire(A);
        const hb = fire(B);
        take(B, ha);
        take(A, hb);
      }
      if (A.left > 0) aWins++;
      aLost += A.dead.length - A.left;
      bLost += B.dead.length - B.left;
    }
  });
  return { aWins: aWins / trials, aLost: aLost / trials, bLost: bLost / trials };
}

describe('exact odds of larger battles agree with a seeded simulation', () => {
  it('a 3-against-4 mixed fleet battle, a million trials', () => {
    const r = findResolver(scenario('ti3-patch'), 'space-combat');
    if (r.kind !== 'fleet') throw new Error('expected a fleet resolver');
    const ids = r.units.map((u) => u.id);
    const a = [0, 1, 0, 1, 1, 0]; // destroyer, cruiser, dreadnought
    const b = [2, 0, 1, 1, 0, 0]; // 2 fighters, carrier, cruiser
    const given: Record<string, number> = {};
    ids.forEach((id, i) => {
      given[`a-${id}`] = a[i]!;
      given[`b-${id}`] = b[i]!;
    });
    const odds = exactOdds(r, fillInputs(r, given), UNLIMITED);
    const trials = 1_000_000;
    const sim = simulateFleet(r.units, a, b, trials);
    const se = Math.sqrt((odds.win!.p * (1 - odds.win!.p)) / trials);
    expect(Math.abs(sim.aWins - odds.win!.p)).toBeLessThan(4.5 * se);
    expect(sim.aLost).toBeCloseTo(odds.expected[0]!.value, 2);
    expect(sim.bLost).toBeCloseTo(odds.expected[1]!.value, 2);
  }, 240_000);

  it('twelve dice against armour 10, a million trials', () => {
    const r = findResolver(scenario('aquila-rift'), 'guns-vs-armour');
    const odds = exactOdds(r, fillInputs(r, { guns: 12, armour: 10 }), UNLIMITED);
    const trials = 1_000_000;
    let pens = 0;
    withGenerator(seedRng('sets-check'), (g) => {
      const counts = new Array<number>(7);
      for (let t = 0; t < trials; t++) {
        counts.fill(0);
        for (let i = 0; i < 12; i++) counts[g.int(6) + 1]!++;
        if (counts.some((c, face) => c >= 2 && c * face > 10)) pens++;
      }
    });
    const p = odds.win!.p;
    expect(Math.abs(pens / trials - p)).toBeLessThan(4.5 * Math.sqrt((p * (1 - p)) / trials));
  }, 240_000);
});
