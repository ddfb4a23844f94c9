import { definePlugin, type Initial } from '../../session/plugin.ts';
import { drawActionModules } from './draw-actions.ts';
import { initialDraws } from './initial-draws.ts';
import { projectDraws } from './projection.ts';
import { clearAtPhaseStart } from './show-actions.ts';
import { marketsAtPhaseStart } from './decks/market.ts';
import type { DrawsState } from './types.ts';
import { drawsApi } from './draws-api.ts';

declare module '../../session/state.ts' {
  interface PluginStates {
    /** Decks, bags, tables and recent results. */
    draws: DrawsState;
  }
}

/** Draws: decks, bags, dice and random tables, every result from the session's generator. */
export const drawsPlugin = definePlugin({
  key: 'draws',
  api: drawsApi,
  uses: ['trackers'],
  initial: ({ header, rng }): Initial<DrawsState> => {
    const [state, next] = initialDraws(header.scenario, rng);
    return { state, rng: next };
  },
  project: projectDraws,
  actions: drawActionModules,
  onPhaseStart: (state, header) => [
    ...clearAtPhaseStart(state),
    ...marketsAtPhaseStart(state, header),
  ],
  logGroups: [{ kind: 'draw', label: 'Draws' }],
});
