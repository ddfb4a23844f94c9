import { HostError } from '../../channels.ts';
import { formatViewer } from '../../../console/session/viewer.ts';
import type { Connection } from '../connection.ts';

/**
 * The raw log holds everything a projection hides (Control notes, undrawn cards, the
 * generator's state): only Control, or a standby copying this host, may read it or report
 * as a standby. A standby connects as Control today; when pairing gives it a role of its
 * own, this is the one check to widen.
 */
export function assertMayFollow(connection: Connection, channel: string): void {
  if (connection.viewer.kind === 'control') return;
  throw new HostError(
    'forbidden',
    `${formatViewer(connection.viewer)} cannot call "${channel}": only Control or a standby host may`,
  );
}
