import { definePlugin, type Initial } from '../../session/plugin.ts';
import { secretStream, withSecretStream } from '../../random/secret-stream.ts';
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

/**
 * Draws: decks, bags, dice and random tables, every result from the session's generators (the
 * decks' from the secret one, the rest from the public one).
 */
export const drawsPlugin = definePlugin({
  key: 'draws',
  api: drawsApi,
  uses: ['trackers'],
  initial: ({ header, rng, secretRng }): Initial<DrawsState> => {
    // Decks start face down: their shuffles draw on the secret stream.
    const streams = { rng, ...(secretRng ? { secretRng } : {}) };
    const [state, next] = initialDraws(header.scenario, secretStream(streams));
    return { state, ...withSecretStream(streams, next) };
  },
  project: projectDraws,
  actions: drawActionModules,
  onPhaseStart: (state, header) => [
    ...clearAtPhaseStart(state),
    ...marketsAtPhaseStart(state, header),
  ],
  logGroups: [{ kind: 'draw', label: 'Draws' }],
});
