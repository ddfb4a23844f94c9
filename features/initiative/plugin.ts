import { definePlugin, type Initial } from '../../session/plugin.ts';
import { initiativeActionModules } from './initiative-actions.ts';
import { projectInitiative } from './projection.ts';
import type { InitiativeState } from './types.ts';

declare module '../../session/state.ts' {
  interface PluginStates {
    /** Orders of play under way. */
    initiative: InitiativeState;
  }
}

/** Orders of play: whose turn it is, passed on by Control. */
export const initiativePlugin = definePlugin({
  key: 'initiative',
  initial: (): Initial<InitiativeState> => ({ state: { runs: {} } }),
  project: projectInitiative,
  actions: initiativeActionModules,
  logGroups: [{ kind: 'initiative', label: 'Orders of play' }],
});
