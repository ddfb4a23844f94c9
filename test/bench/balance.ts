/**
 * Balance figures: a full analysis (movement graph, a search per home, ownership, values,
 * imbalance) of a map just edited, as the editor runs it after each paint. Each run analyses a
 * new version of the map (one placement changed), so nothing cached for the map is reused;
 * what edits share between versions (the board's geometry) is, as in the editor.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { analyseBalance } from '../../editor/analysis/balance/analyse.ts';
import { BUILT_IN_PRESETS } from '../../editor/analysis/balance/presets.ts';
import { mapSchema, type MapDef } from '../../scenarios/format/map.ts';
import {
  SIX_PLAYER,
  spiralMap,
  TI4_LOOKUP,
  TI4_MOVEMENT,
  TI4_TILES,
} from '../support/ti4-reference.ts';

export interface BalanceBenchTools {
  report(figure: { name: string; ms: number | null; targetMs: number; note?: string }): void;
  median(values: number[]): number;
}

const preset = (id: string) => {
  const found = BUILT_IN_PRESETS.find((p) => p.id === id);
  if (!found) throw new Error(`no preset ${id}`);
  return found;
};

/** A new version of the map with one placement changed, as a paint stroke's step makes. */
function edited(map: MapDef, run: number, cell: string, tiles: readonly string[]): MapDef {
  const tile = tiles[run % tiles.length] as string;
  return {
    ...map,
    placements: { ...map.placements, [cell]: { tile, rotation: 0, overrides: {} } },
  };
}

function timeRuns(runs: number, warmUp: number, analyse: (run: number) => void): number[] {
  for (let i = 0; i < warmUp; i++) analyse(-1 - i);
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    analyse(i);
    out.push(performance.now() - start);
  }
  return out;
}

/** A 100 × 100 hex board (10,000 cells), a system on every cell but the homes, 16 homes. */
function bigBoard(): MapDef {
  const systems = TI4_TILES.filter((t) => t.kind === 'system' || t.kind === 'anomaly').map(
    (t) => t.id,
  );
  const placements: MapDef['placements'] = {};
  for (let col = 0; col < 100; col++)
    for (let row = 0; row < 100; row++) {
      const home = col % 25 === 12 && row % 25 === 12;
      // Offset layout, odd columns shifted: column q, row r → axial (q, r − (q − (q & 1)) / 2).
      const key = `${col},${row - (col - (col & 1)) / 2}`;
      const tile = home ? 'home' : (systems[(col * 7 + row * 13) % systems.length] as string);
      placements[key] = { tile, rotation: 0, overrides: {} };
    }
  return mapSchema.parse({
    id: 'big',
    name: 'Big board',
    grid: {
      kind: 'hex',
      orientation: 'flat',
      shape: { type: 'rectangle', width: 100, height: 100, offset: 'odd' },
    },
    placements,
  });
}

const describeRuns = (runs: number[]) => {
  const min = Math.min(...runs);
  const [load] = os.loadavg();
  return `(min ${min.toFixed(2)} ms of ${runs.length} runs; load ${load?.toFixed(2)})`;
};

export function benchBalance(tools: BalanceBenchTools): void {
  const six = spiralMap(SIX_PLAYER, 3);
  const swaps = ['19', '26', '43', '65'];
  for (const id of ['keeganw-slices', 'ti4-lab-home-value']) {
    const settings = preset(id);
    const runs = timeRuns(300, 50, (run) =>
      analyseBalance(edited(six, run, '1,-2', swaps), TI4_LOOKUP, TI4_MOVEMENT, settings),
    );
    tools.report({
      name: `balance: full analysis of a 6-player 37-hex galaxy (${id}), median`,
      ms: tools.median(runs),
      targetMs: 2,
      note: describeRuns(runs),
    });
  }

  const big = bigBoard();
  const bigCell = '50,0';
  for (const id of ['territory', 'stakes', 'keeganw-slices']) {
    const settings = preset(id);
    const check = analyseBalance(big, TI4_LOOKUP, TI4_MOVEMENT, settings);
    if (check.homes.length !== 16)
      throw new Error(`expected 16 homes, found ${check.homes.length}`);
    const runs = timeRuns(9, 2, (run) =>
      analyseBalance(edited(big, run, bigCell, swaps), TI4_LOOKUP, TI4_MOVEMENT, settings),
    );
    tools.report({
      name: `balance: full analysis of a 10,000-cell hex board, 16 homes (${id}), median`,
      ms: tools.median(runs),
      targetMs: 200,
      note: describeRuns(runs),
    });
  }
}
