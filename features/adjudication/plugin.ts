import { definePlugin, type Initial } from '../../session/plugin.ts';
import { rulingActionModules } from './ruling-actions.ts';
import type { AdjudicationState } from './state.ts';

declare module '../../session/state.ts' {
  interface PluginStates {
    /** Rulings made with the scenario's resolvers. */
    adjudication: AdjudicationState;
  }
}

/**
 * Adjudication: Control runs a scenario's resolvers, dice rolled by the session or typed in
 * from the table, and accepts, amends or overrides each result with a reason. Every ruling is
 * public: players see what was rolled and what Control decided.
 */
export const adjudicationPlugin = definePlugin({
  key: 'adjudication',
  uses: ['trackers', 'maps'],
  initial: (): Initial<AdjudicationState> => ({ state: { rulings: [] } }),
  project: 'public',
  actions: rulingActionModules,
  logGroups: [{ kind: 'ruling', label: 'Rulings' }],
});
