import { clockActionModules } from '../clock/clock-actions.ts';
import { timerActionModules } from '../clock/timer-actions.ts';
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

/** Every action a live session accepts today: the session's own, the clock's and the timers'. */
export function createCoreRegistry(): ActionRegistry {
  return new ActionRegistry().register(
    ...sessionActionModules,
    ...clockActionModules,
    ...timerActionModules,
  );
}
