import { analyseBalance, type BalanceReport } from '../../../editor/analysis/balance/analyse.ts';
import { defaultPreset, findPreset, presetsFor } from '../../../editor/analysis/balance/presets.ts';
import { tileLookup } from '../../../editor/analysis/place-tiles.ts';
import { ownerColour } from '../../../editor/canvas/colours.ts';
import type { CanvasHeat } from '../../../editor/canvas/heat.ts';
import {
  balanceRulesSchema,
  type BalancePreset,
  type BalanceRules,
} from '../../../scenarios/format/balance.ts';
import type { MapDef } from '../../../scenarios/format/map.ts';
import { movementSchema, type MapRules } from '../../../scenarios/format/map-rules.ts';
import type { Tile } from '../../../scenarios/format/tiles.ts';

/** What an analysis reads: the map, the tile library and the scenario's map rules. */
export interface BalanceInputs {
  readonly map: MapDef | null;
  readonly tiles: readonly Tile[];
  readonly rules: MapRules | null;
}

const DEFAULT_RULES: BalanceRules = balanceRulesSchema.parse({});
const DEFAULT_MOVEMENT = movementSchema.parse({});

/**
 * The Balance tab's state: the preset chosen, the latest report, and the heat overlay. An
 * analysis runs off the hot path: changes are gathered for `delayMs` (or four times as long as
 * the last analysis took, on a big board) and the latest is analysed then, so a paint stroke
 * is measured a few times a second while it goes on, and never inside a pointer event.
 */
export class BalanceView {
  /** The preset chosen here; null: the scenario's default. */
  chosen = $state<string | null>(null);
  /** Whether who owns what is drawn over the map. */
  overlay = $state(true);
  report = $state.raw<BalanceReport | null>(null);
  /** The preset the report was made by. */
  reportedBy = $state.raw<BalancePreset | null>(null);
  /** How long the last analysis took, ms. */
  lastMs = $state(0);
  error = $state<string | null>(null);
  /** What the latest analysis read (the panel lists the presets its rules offer). */
  inputs = $state.raw<BalanceInputs>({ map: null, tiles: [], rules: null });

  readonly #showHeat: (heat: CanvasHeat | null) => void;
  readonly #delayMs: number;
  #active = false;
  #timer: ReturnType<typeof setTimeout> | null = null;

  constructor(showHeat: (heat: CanvasHeat | null) => void, delayMs = 120) {
    this.#showHeat = showHeat;
    this.#delayMs = delayMs;
  }

  rulesOf(inputs: BalanceInputs = this.inputs): BalanceRules {
    return inputs.rules?.balance ?? DEFAULT_RULES;
  }

  presets(inputs: BalanceInputs = this.inputs): readonly BalancePreset[] {
    return presetsFor(this.rulesOf(inputs));
  }

  preset(inputs: BalanceInputs = this.inputs): BalancePreset {
    const rules = this.rulesOf(inputs);
    return (this.chosen && findPreset(rules, this.chosen)) || defaultPreset(rules);
  }

  choose(id: string): void {
    this.chosen = id;
    if (this.#active) this.analyseNow();
  }

  setOverlay(on: boolean): void {
    this.overlay = on;
    this.#pushHeat();
  }

  /**
   * What to analyse, and whether anyone is looking (the tab is open or the overlay is on):
   * nothing runs while nobody is.
   */
  update(inputs: BalanceInputs, active: boolean): void {
    this.inputs = inputs;
    const wasActive = this.#active;
    this.#active = active;
    if (!active) {
      this.#cancel();
      this.#showHeat(null);
      return;
    }
    // Opening the tab shows a report at once; later changes are gathered.
    if (!wasActive || this.report === null) this.analyseNow();
    else this.#schedule();
  }

  /** Analyses the latest inputs now (what the timer does; tests call it). */
  analyseNow(): void {
    this.#cancel();
    const { map, tiles, rules } = this.inputs;
    if (!map) {
      this.report = null;
      this.reportedBy = null;
      this.#pushHeat();
      return;
    }
    const preset = this.preset();
    const start = performance.now();
    try {
      this.report = analyseBalance(
        map,
        tileLookup(tiles),
        rules?.movement ?? DEFAULT_MOVEMENT,
        preset,
      );
      this.reportedBy = preset;
      this.error = null;
    } catch (error) {
      this.report = null;
      this.error = error instanceof Error ? error.message : String(error);
    }
    this.lastMs = performance.now() - start;
    this.#pushHeat();
  }

  destroy(): void {
    this.#cancel();
  }

  #schedule(): void {
    if (!this.#active || this.#timer !== null) return;
    // A big board takes longer to measure: wait in proportion, so a stroke keeps most frames.
    const wait = Math.max(this.#delayMs, Math.round(this.lastMs * 4));
    this.#timer = setTimeout(() => {
      this.#timer = null;
      this.analyseNow();
    }, wait);
  }

  #cancel(): void {
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
  }

  #pushHeat(): void {
    const report = this.report;
    if (!this.overlay || !this.#active || !report) {
      this.#showHeat(null);
      return;
    }
    this.#showHeat(heatOf(report));
  }
}

/** A report as the canvas's heat overlay: each home in its owner colour. */
export function heatOf(report: BalanceReport): CanvasHeat {
  const { start, home, share } = report.shares;
  return {
    places: report.places,
    start,
    owner: home,
    share: normalised(start, share),
    homes: report.homes.map((h, i) => ({ place: h.place, name: h.label, colour: ownerColour(i) })),
  };
}

/** Each place's shares scaled to add up to 1 (reach weighs homes on their own): wedges need it. */
function normalised(start: Int32Array, share: Float64Array): Float64Array {
  const out = new Float64Array(share.length);
  for (let i = 0; i + 1 < start.length; i++) {
    const from = start[i] as number;
    const to = start[i + 1] as number;
    let total = 0;
    for (let k = from; k < to; k++) total += share[k] as number;
    for (let k = from; k < to; k++) out[k] = total > 0 ? (share[k] as number) / total : 0;
  }
  return out;
}
