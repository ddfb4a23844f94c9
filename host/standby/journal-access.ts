import { HostError } from '../channels.ts';
import { formatViewer } from '../../session/viewer.ts';
import { mayReadJournal, type Connection } from '../connection.ts';

/**
 * The raw log holds everything a projection hides (Control notes, undrawn cards, the
 * generator's state): only Control, or a standby copying this host, may read it or report
 * as a standby (a program that claimed a `standby` pairing code).
 */
export function assertMayFollow(connection: Connection, channel: string): void {
  if (mayReadJournal(connection)) return;
  throw new HostError(
    'forbidden',
    `${formatViewer(connection.viewer)} cannot call "${channel}": only Control or a standby host may`,
  );
}
