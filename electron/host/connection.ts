import { CONTROL, isScreen, type Viewer } from '../../console/session/viewer.ts';

/**
 * One client of the host (a window over IPC, a page over the WebSocket), as every call and
 * every pushed event sees it: who it is looking as. The viewer is fixed when it connects.
 */
export interface Connection {
  readonly viewer: Viewer;
}

/** The console on the host's own machine: Control. */
export const CONTROL_CONNECTION: Connection = { viewer: CONTROL };

export function connectionAs(viewer: Viewer): Connection {
  return { viewer };
}

/** A screen only looks: it may never change anything. */
export function isScreenConnection(connection: Connection): boolean {
  return isScreen(connection.viewer);
}
