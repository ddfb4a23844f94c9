import { definePlugin } from '../../session/plugin.ts';
import { isCrew } from '../../session/viewer.ts';
import { chartActionModules } from './chart-actions.ts';

/**
 * Charts keep no state of their own: the plugin carries the look-up action and keeps charts
 * meant for Control alone out of what any other viewer receives.
 */
export const chartsPlugin = definePlugin({
  key: 'charts',
  actions: chartActionModules,
  logGroups: [{ kind: 'chart', label: 'Charts' }],
  projectScenario: (scenario, viewer) =>
    isCrew(viewer) || scenario.charts.every((c) => c.public)
      ? scenario
      : { ...scenario, charts: scenario.charts.filter((c) => c.public) },
});
