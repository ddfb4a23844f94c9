import { mapAsSeenBy } from '../../editor/model/map-projection.ts';
import { definePlugin } from '../session/plugin.ts';
import { isCrew, viewerTeam } from '../session/viewer.ts';

/**
 * The scenario's maps in a session. They keep no state of their own yet; what each viewer
 * may see of them is decided here: the crew sees every map whole, a team sees it as that
 * team does (hidden places gone, unexplored ones fogged, Control's notes removed), and a
 * display as no team does.
 */
export const mapsPlugin = definePlugin({
  key: 'maps',
  projectScenario: (scenario, viewer) =>
    isCrew(viewer) || scenario.maps.length === 0
      ? scenario
      : { ...scenario, maps: scenario.maps.map((m) => mapAsSeenBy(m, viewerTeam(viewer))) },
});
