import { definePlugin, type Initial } from '../../session/plugin.ts';
import { randomPickModule } from './pick-action.ts';
import type { RandomResult } from './types.ts';

declare module '../../session/state.ts' {
  interface PluginStates {
    /** Newest first; bounded (older ones stay in the log). */
    randomResults: RandomResult[];
  }
}

/** Random picks ("which table is raided?") from the session's generator. */
export const picksPlugin = definePlugin({
  key: 'randomResults',
  initial: (): Initial<RandomResult[]> => ({ state: [] }),
  project: 'public',
  actions: [randomPickModule] as const,
  logGroups: [{ kind: 'random', label: 'Random picks' }],
});
