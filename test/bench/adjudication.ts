/**
 * Adjudication figures: the exact odds Control reads before a roll must come at once — an
 * 8-against-8 mixed fleet battle fought to the end, and a large set-matching pool.
 */
import { performance } from 'node:perf_hooks';
import { exactOdds, fillInputs, findResolver } from '../../features/adjudication/index.ts';
import { UNLIMITED } from '../../features/draws/dice/odds/budget.ts';
import { bundledScenarios } from '../../scenarios/library/index.ts';
import type { DiceBenchTools } from './dice.ts';

const scenario = (id: string) => bundledScenarios.find((b) => b.id === id)!.scenario;

function timed(run: () => void, times = 9): number[] {
  const out: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    run();
    out.push(performance.now() - start);
  }
  return out;
}

export function benchAdjudication({ report, median }: DiceBenchTools): void {
  const fleet = findResolver(scenario('ti3-patch'), 'space-combat');
  const battle = fillInputs(fleet, {
    'a-fighter': 2,
    'a-destroyer': 2,
    'a-cruiser': 2,
    'a-dreadnought': 1,
    'a-war-sun': 1,
    'b-fighter': 3,
    'b-carrier': 2,
    'b-cruiser': 1,
    'b-dreadnought': 2,
  });
  let win = 0;
  const fleetMs = median(timed(() => (win = exactOdds(fleet, battle, UNLIMITED).win!.p)));
  report({
    name: 'exact odds, 8-vs-8 mixed fleet battle',
    ms: fleetMs,
    targetMs: 100,
    note: `attacker wins ${(win * 100).toFixed(2)}%`,
  });
  const sets = findResolver(scenario('aquila-rift'), 'guns-vs-armour');
  const pool = fillInputs(sets, { guns: 20, armour: 10 });
  report({
    name: 'exact odds, 20 dice matched into sets',
    ms: median(timed(() => exactOdds(sets, pool, UNLIMITED), 5)),
    targetMs: 250,
  });
}
