/**
 * Dice figures: rolls per second beside @dice-roller/rpg-dice-roller on the same expressions
 * (in this process, turn about), and the odds that must be quick: keep tables by order
 * statistics, exploding dice by their series, and a table check on exploding dice.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { DiceRoll } from '@dice-roller/rpg-dice-roller';
import { exactDistribution, parseDice, rollExpr } from '../../features/draws/dice/index.ts';
import { validateTable } from '../../features/draws/tables/validate-table.ts';
import { seedRng } from '../../random/rng.ts';
import { scenarioSchema } from '../../scenarios/format/schema.ts';

export interface DiceBenchTools {
  report(figure: {
    name: string;
    ms: number | null;
    targetMs: number;
    unit?: string;
    atLeast?: boolean;
    note?: string;
    comparison?: boolean;
  }): void;
  median(values: number[]): number;
}

const COMPARED = ['4d6kh3', '2d20kh1', '10d6', '4d6!', '5d10>=7'];
/** Rounds of the comparison, each timing both rollers for this long, in turn. */
const ROUNDS = 7;
const ROUND_MS = 150;

/** Calls of `roll` per second, over about `ms` milliseconds. */
function rate(roll: () => void, ms: number): number {
  let n = 0;
  const start = performance.now();
  let now = start;
  while (now - start < ms) {
    for (let i = 0; i < 200; i++) roll();
    n += 200;
    now = performance.now();
  }
  return n / ((now - start) / 1000);
}

function min(values: number[]): number {
  return Math.min(...values);
}

function load(): string {
  return (os.loadavg()[0] ?? 0).toFixed(2);
}

/** Each roll reads the notation and rolls it, as `new DiceRoll(notation)` does. */
function lodestarRoller(text: string): () => void {
  let rng = seedRng('bench');
  return () => {
    const parsed = parseDice(text);
    if (!parsed.ok) throw new Error(parsed.error);
    rng = rollExpr(parsed.expr, rng)[1];
  };
}

function compare(tools: DiceBenchTools): void {
  for (const text of COMPARED) {
    const ours = lodestarRoller(text);
    const theirs = () => void new DiceRoll(text).total;
    rate(ours, 100); // warm up both
    rate(theirs, 100);
    const ratios: number[] = [];
    const ourRates: number[] = [];
    const theirRates: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const a = rate(ours, ROUND_MS);
      const b = rate(theirs, ROUND_MS);
      ourRates.push(a);
      theirRates.push(b);
      ratios.push(a / b);
    }
    const perSecond = (v: number) => `${Math.round(v / 1000)}k/s`;
    tools.report({
      name: `rolls per second, ${text}: Lodestar ÷ rpg-dice-roller`,
      ms: tools.median(ratios),
      targetMs: 1,
      unit: '×',
      atLeast: true,
      comparison: true,
      note:
        `(median of ${ROUNDS} rounds, min ${min(ratios).toFixed(2)}×; Lodestar ${perSecond(tools.median(ourRates))}, ` +
        `rpg-dice-roller ${perSecond(tools.median(theirRates))}; parse and roll each time; load ${load()})`,
    });
  }
}

function timed(run: () => void, runs: number): number[] {
  run(); // warm up
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    run();
    out.push(performance.now() - start);
  }
  return out;
}

function odds(tools: DiceBenchTools): void {
  for (const [expression, runs] of [
    ['200d6kh100', 9],
    ['100d10kh50', 9],
    ['4d6!', 25],
  ] as const) {
    const parsed = parseDice(expression);
    if (!parsed.ok) throw new Error(parsed.error);
    const times = timed(() => {
      if (!exactDistribution(parsed.expr)) throw new Error(`${expression} has no exact odds`);
    }, runs);
    tools.report({
      name: `exact odds of ${expression}`,
      ms: tools.median(times),
      targetMs: 50,
      note: `(median of ${runs}, min ${min(times).toFixed(2)} ms; load ${load()})`,
    });
  }
  const scenario = scenarioSchema.parse({
    schemaVersion: 1,
    meta: { title: 'Exploding table', players: { min: 1, max: 4 }, durationMinutes: 60 },
    tables: [
      {
        id: 'boom',
        name: 'Boom',
        roll: '2d6!',
        rows: [
          { min: 2, max: 6, result: 'Fizzle' },
          { min: 7, max: 11, result: 'Bang' },
          { min: 12, max: null, result: 'Boom' },
        ],
      },
    ],
    schedule: { blocks: [{ id: 'main', phases: [{ id: 'play', name: 'Play', minutes: 10 }] }] },
  });
  const table = scenario.tables[0];
  if (!table) throw new Error('no table');
  const times = timed(() => validateTable(table, scenario), 25);
  tools.report({
    name: 'table check of a table that rolls exploding dice (2d6!)',
    ms: tools.median(times),
    targetMs: 10,
    note: `(median of 25, min ${min(times).toFixed(2)} ms; load ${load()})`,
  });
}

export function benchDice(tools: DiceBenchTools): void {
  compare(tools);
  odds(tools);
}
