import type { BalanceRules } from '../../../scenarios/format/balance.ts';
import type { GalaxyTemplate, TilePool } from '../../../scenarios/format/galaxy-templates.ts';
import type { MapRules } from '../../../scenarios/format/map-rules.ts';
import type { Tile } from '../../../scenarios/format/tiles.ts';
import { defaultPreset, findPreset, presetsFor } from '../balance/presets.ts';
import { DealError } from './initial-deal.ts';
import { GalaxySearch } from './galaxy-search.ts';

/**
 * What a request to generate a galaxy names, read against a scenario: the template, its pool
 * (or another), the players it seats and the balance preset. Every problem comes back as a
 * sentence naming what the scenario does have, for the CLI and the dialog alike.
 */

export interface GenerationRequest {
  readonly template: string;
  /** Must be the template's; null: the template's. */
  readonly players?: number | null;
  /** null: the template's pool. */
  readonly pool?: string | null;
  /** By id or name; null: the scenario's default. */
  readonly preset?: string | null;
  readonly seed: string;
  readonly mapId: string;
  readonly mapName?: string | null;
}

export interface GenerationScenario {
  readonly tiles: readonly Tile[];
  readonly mapRules: MapRules & { readonly balance: BalanceRules };
  readonly galaxyTemplates: readonly GalaxyTemplate[];
  readonly tilePools: readonly TilePool[];
}

export type GenerationStart =
  | { readonly ok: true; readonly search: GalaxySearch }
  | { readonly ok: false; readonly problem: string };

export function startGeneration(
  scenario: GenerationScenario,
  request: GenerationRequest,
): GenerationStart {
  const template = scenario.galaxyTemplates.find((t) => t.id === request.template);
  if (!template) {
    const known = scenario.galaxyTemplates.map((t) => `${t.id} (${t.players} players)`);
    return {
      ok: false,
      problem:
        known.length === 0
          ? `no galaxy template "${request.template}": this scenario has none`
          : `no galaxy template "${request.template}" (templates: ${known.join(', ')})`,
    };
  }
  const players = request.players ?? template.players;
  if (players !== template.players) {
    const fitting = scenario.galaxyTemplates.filter((t) => t.players === players).map((t) => t.id);
    return {
      ok: false,
      problem: `template "${template.id}" seats ${template.players} players, not ${players}${
        fitting.length > 0 ? ` (for ${players}: ${fitting.join(', ')})` : ''
      }`,
    };
  }
  const poolId = request.pool ?? template.pool;
  const pool = scenario.tilePools.find((p) => p.id === poolId);
  if (!pool)
    return {
      ok: false,
      problem: `no tile pool "${poolId}" (pools: ${scenario.tilePools.map((p) => p.id).join(', ')})`,
    };
  const rules = scenario.mapRules.balance;
  const preset = request.preset ? findPreset(rules, request.preset) : defaultPreset(rules);
  if (!preset)
    return {
      ok: false,
      problem: `no balance preset "${request.preset}" (presets: ${presetsFor(rules)
        .map((p) => p.id)
        .join(', ')})`,
    };
  try {
    const search = new GalaxySearch({
      scenario,
      template,
      pool,
      preset,
      seed: request.seed,
      mapId: request.mapId,
      mapName: request.mapName ?? `${template.name}, seed ${request.seed}`,
    });
    return { ok: true, search };
  } catch (error) {
    if (error instanceof DealError) return { ok: false, problem: error.message };
    throw error;
  }
}
