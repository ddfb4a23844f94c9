import { clockActionModules } from '../clock/clock-actions.ts';
import { timerActionModules } from '../clock/timer-actions.ts';
import { drawActionModules } from '../draws/draw-actions.ts';
import { announceClearModule, announcePostModule } from './actions/announcements.ts';
import { endModule } from './actions/end.ts';
import { noteModule } from './actions/note.ts';
import { randomPickModule } from './actions/random-pick.ts';
import { redoModule, undoModule } from './actions/undo-redo.ts';
import { ActionRegistry } from './registry.ts';

/** The session's own actions, without the clock's (for engines and tests that need only these). */
export const sessionActionModules = [
  undoModule,
  redoModule,
  endModule,
  noteModule,
  announcePostModule,
  announceClearModule,
  randomPickModule,
] as const;

/** Every action a live session accepts: the session's own, the clock's, the timers' and the draws'. */
export function createCoreRegistry(): ActionRegistry {
  return new ActionRegistry().register(
    ...sessionActionModules,
    ...clockActionModules,
    ...timerActionModules,
    ...drawActionModules,
  );
}
