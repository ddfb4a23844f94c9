import { definePlugin, type Initial } from '../../session/plugin.ts';
import { isCrew } from '../../session/viewer.ts';
import { newlyMet } from './conditions.ts';
import { endMetModule, seesEnding, standingsFor } from './ending-actions.ts';
import { endTurnModule, turnEndAfterGameEnd, turnEndOnPhaseStart } from './turn-end.ts';
import type { EndingsState } from './types.ts';

declare module '../../session/state.ts' {
  interface PluginStates {
    /** End conditions met so far. */
    endings: EndingsState;
  }
}

/**
 * End conditions: after every action the state is checked against the scenario's conditions
 * and each one newly met is logged as its own entry (undone with the action); conditions
 * checked at turn end are looked at as the clock leaves a turn and as the game ends.
 */
export const endingsPlugin = definePlugin({
  key: 'endings',
  initial: (): Initial<EndingsState> => ({ state: { met: [], turnsChecked: 0 } }),
  // Who may know of each ending; a ranking's values only for the viewer's own team.
  project: (endings, viewer, { scenario }) =>
    isCrew(viewer)
      ? endings
      : {
          ...endings,
          met: endings.met
            .filter((m) => seesEnding(scenario, m.condition, m.holder, viewer))
            .map((m) => (m.standings ? { ...m, standings: standingsFor(m.standings, viewer) } : m)),
        },
  actions: [endMetModule, endTurnModule] as const,
  onPhaseStart: (state, header) => turnEndOnPhaseStart(state, header.scenario),
  afterAction: (state, header) => [
    ...newlyMet(header.scenario, state).map((m) => ({ type: 'end.met', ...m })),
    ...turnEndAfterGameEnd(state, header.scenario),
  ],
  logGroups: [{ kind: 'end', label: 'End conditions' }],
});
