/**
 * Generation figures: how fast the generator runs on the standard six-player galaxy, and how
 * balanced its galaxies are after a second against a reimplementation of KeeganW/ti4's
 * generator (keeganw-model.ts) given the same second, the same tile pool, the same adjacency
 * rules and the same measure (keeganw-slices): the mean best imbalance over several seeds,
 * ours over theirs (below 1: ours are fairer).
 */
import { performance } from 'node:perf_hooks';
import { findPreset } from '../../editor/analysis/balance/presets.ts';
import { startGeneration } from '../../editor/analysis/generate/generation-setup.ts';
import { bundledScenarios } from '../../scenarios/library/index.ts';
import { keeganwGalaxy } from './keeganw-model.ts';

export interface GenerateBenchTools {
  report(figure: {
    name: string;
    ms: number | null;
    targetMs: number;
    unit?: string;
    note?: string;
  }): void;
  median(values: number[]): number;
}

const SECOND = 1000;
const SEEDS = ['a', 'b', 'c', 'd', 'e'];

export function benchGenerate(tools: GenerateBenchTools): void {
  const scenario = bundledScenarios.find((b) => b.id === 'ti4-galaxy')?.scenario;
  if (!scenario) throw new Error('no bundled ti4-galaxy');
  const preset = findPreset(scenario.mapRules.balance, 'keeganw-slices');
  if (!preset) throw new Error('no keeganw-slices preset');
  const start = (seed: string) => {
    const begun = startGeneration(scenario, {
      template: 'ti4-6p',
      preset: preset.id,
      seed,
      mapId: 'bench',
    });
    if (!begun.ok) throw new Error(begun.problem);
    return begun.search;
  };

  start('warm-up').step(500);
  const times = ['t1', 't2', 't3', 't4', 't5'].map((seed) => {
    const search = start(seed);
    const t0 = performance.now();
    search.step(1000);
    return performance.now() - t0;
  });
  const ms = tools.median(times);
  tools.report({
    name: 'generate: ti4-6p, 1,000 iterations (keeganw-slices and the deal checks), median',
    ms,
    targetMs: 500,
    note: `(${Math.round(1_000_000 / ms)} iterations/s)`,
  });

  const ours: number[] = [];
  const theirs: number[] = [];
  const runsOfTheirs: number[] = [];
  const brokenOfTheirs: number[] = [];
  for (const seed of SEEDS) {
    const search = start(seed);
    const t0 = performance.now();
    while (performance.now() - t0 < SECOND) search.step(50);
    const map = search.result();
    ours.push(map.generated?.unmet.length === 0 ? search.bestImbalance : Infinity);

    // Theirs, restarted with new seeds for the same second: the best galaxy counts, one that
    // breaks fewer adjacency rules before a fairer one.
    let best = { broken: Infinity, imbalance: Infinity };
    let runs = 0;
    const t1 = performance.now();
    while (performance.now() - t1 < SECOND) {
      const run = keeganwGalaxy(scenario, preset, 'ti4-6p', `${seed}-${runs++}`);
      if (
        run.broken < best.broken ||
        (run.broken === best.broken && run.imbalance < best.imbalance)
      )
        best = run;
    }
    theirs.push(best.imbalance);
    brokenOfTheirs.push(best.broken);
    runsOfTheirs.push(runs);
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const ratio = mean(ours) / mean(theirs);
  tools.report({
    name: 'generate: imbalance after 1 s, ours / KeeganW model (ti4-6p, keeganw-slices), mean of 5 seeds',
    ms: ratio,
    targetMs: 1,
    unit: '×',
    note: `(ours ${mean(ours).toFixed(3)} [${ours.map((x) => x.toFixed(2)).join(' ')}], theirs ${mean(theirs).toFixed(3)} [${theirs.map((x) => x.toFixed(2)).join(' ')}], their runs per second ${runsOfTheirs.join(' ')}, adjacency problems left ${brokenOfTheirs.join(' ')})`,
  });
}
