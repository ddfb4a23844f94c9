import { countOf, displayPart } from '../define-feature.ts';
import { timerView } from './timer-view.ts';

/** The side timers meant for the players' eyes, while the game is on. */
export const timersPart = displayPart({
  id: 'timers',
  region: 'strip',
  order: 30,
  when: 'in-play',
  view: ({ state, now, ended }) =>
    ended ? [] : state.timers.filter((t) => t.display).map((t) => timerView(t, now)),
  summary: (timers) => countOf(timers.length, 'timer', 'timers'),
});
