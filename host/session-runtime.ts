/**
 * What running sessions takes beyond listing them: the session engine with the rules of every
 * game Lodestar runs, and the scenario format that session headers are checked against.
 * Building their schemas is a good part of a host's start (about 60 ms of `lodestar serve`
 * here), so the session store loads this module when it first opens, creates or reads a
 * session file, not when the host starts; a library page paints without it.
 */
export { lodestarSession } from '../features/index.ts';
export { createHeader } from '../session/session-header.ts';
export { readStoredHeader, SessionFile } from './session-file.ts';
export { forkSessionFile } from './session-fork.ts';
export { sessionReport } from './session-report.ts';
export { SessionProjector } from './session-projector.ts';
export { teamActionRefusal, teamActor } from '../features/teams/player-actions.ts';
