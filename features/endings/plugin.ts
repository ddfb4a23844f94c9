import { definePlugin, type Initial } from '../../session/plugin.ts';
import { isCrew } from '../../session/viewer.ts';
import { newlyMet } from './conditions.ts';
import { endMetModule, seesEnding } from './ending-actions.ts';
import type { EndingsState } from './types.ts';

declare module '../../session/state.ts' {
  interface PluginStates {
    /** End conditions met so far. */
    endings: EndingsState;
  }
}

/**
 * End conditions: after every action the trackers are checked against the scenario's
 * conditions, and each one newly met is logged as its own entry (undone with the action).
 */
export const endingsPlugin = definePlugin({
  key: 'endings',
  initial: (): Initial<EndingsState> => ({ state: { met: [] } }),
  project: (endings, viewer, { scenario }) =>
    isCrew(viewer)
      ? endings
      : { met: endings.met.filter((m) => seesEnding(scenario, m.condition, m.holder, viewer)) },
  actions: [endMetModule] as const,
  afterAction: (state, header) =>
    newlyMet(header.scenario, state).map((m) => ({ type: 'end.met', ...m })),
  logGroups: [{ kind: 'end', label: 'End conditions' }],
});
