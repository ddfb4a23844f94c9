import { definePlugin, type Initial } from '../../session/plugin.ts';
import { galaxyActionModules } from './actions.ts';
import type { GalaxyState } from './types.ts';

declare module '../../session/state.ts' {
  interface PluginStates {
    /** Galaxies dealt at setup steps, and how far their placing has come. */
    galaxy: GalaxyState;
  }
}

/**
 * Galaxy dealing at setup: the hands are public (every player sees what the others hold, as
 * at the table), so every viewer sees the whole slice.
 */
export const galaxyPlugin = definePlugin({
  key: 'galaxy',
  initial: (): Initial<GalaxyState> => ({ state: { deals: {} } }),
  project: 'public',
  actions: galaxyActionModules,
});
