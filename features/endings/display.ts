import { countOf, displayPart } from '../define-feature.ts';
import { seesEnding } from './ending-actions.ts';
import { endingBanners } from './endings-view.ts';

const DISPLAY = { kind: 'display' } as const;

/**
 * End conditions met that the players may know of ("Captain loses: two abilities at 0"): up
 * while the game is on and after it ends. Filtered here too, since the console's preview of
 * the display reads Control's whole state.
 */
export const endingsPart = displayPart({
  id: 'endings',
  region: 'banner',
  order: 20,
  when: 'always',
  view: ({ state, scenario }) =>
    endingBanners(scenario, state, DISPLAY).filter((e) =>
      seesEnding(scenario, e.condition, e.holder, DISPLAY),
    ),
  summary: (endings) => countOf(endings.length, 'end condition', 'end conditions'),
});
