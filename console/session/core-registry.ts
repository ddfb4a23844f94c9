import { clockActionModules } from '../clock/clock-actions.ts';
import { timerActionModules } from '../clock/timer-actions.ts';
import { contestActionModules } from '../contests/contest-actions.ts';
import { drawActionModules } from '../draws/draw-actions.ts';
import { eventActionModules } from '../events/event-actions.ts';
import { secretActionModules } from '../secrets/secret-actions.ts';
import { setupActionModules } from '../setup/setup-actions.ts';
import { rosterActionModules } from '../teams/roster-actions.ts';
import { trackerActionModules } from '../teams/tracker-actions.ts';
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

/** Every action a live session accepts: the session's own and every engine's. */
export function createCoreRegistry(): ActionRegistry {
  return new ActionRegistry().register(
    ...sessionActionModules,
    ...clockActionModules,
    ...timerActionModules,
    ...drawActionModules,
    ...rosterActionModules,
    ...trackerActionModules,
    ...eventActionModules,
    ...secretActionModules,
    ...contestActionModules,
    ...setupActionModules,
  );
}
