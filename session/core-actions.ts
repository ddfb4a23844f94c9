import { endModule } from './actions/end.ts';
import { acceptModule, forkModule } from './actions/log-decisions.ts';
import { noteModule } from './actions/note.ts';
import { redoModule, undoModule } from './actions/undo-redo.ts';
import type { LogGroup } from './plugin.ts';

/** The session's own actions, which every session accepts whatever its plugins. */
export const coreActionModules = [
  undoModule,
  redoModule,
  endModule,
  noteModule,
  acceptModule,
  forkModule,
] as const;

export const CORE_LOG_GROUPS: readonly LogGroup[] = [
  { kind: 'session', label: 'Session' },
  { kind: 'note', label: 'Notes' },
];
