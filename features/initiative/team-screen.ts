import { teamScreenPart } from '../define-feature.ts';
import { orderViews, type OrderView } from './initiative-view.ts';

/** The orders of play under way, whose turn it is, on every team's screen. */
export const initiativeTeamPart = teamScreenPart({
  id: 'initiative',
  order: 5,
  placement: 'flow',
  view: ({ state, scenario }): OrderView[] | null => {
    const started = orderViews(scenario, state).filter((o) => o.started);
    return started.length ? started : null;
  },
});
