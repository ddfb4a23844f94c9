import {
  onlyControlMayCall,
  onlyTeamsMayCall,
  screensMayCall,
  unpairedMayCall,
  type ChannelName,
  type HostErrorData,
} from './channels.ts';
import { formatViewer } from '../session/viewer.ts';
import { isScreenConnection, type Connection } from './connection.ts';

/**
 * Who may call what, decided from what the host made of the connection (see
 * connection-kind.ts), never from the request:
 * - Control: everything;
 * - a paired facilitator: the session it paired for (open, act under its paired name, log,
 *   report, its display); not the library, not the hall;
 * - a standby host: reads (the screens' channels, the list and the journal), never acts;
 * - a screen: only the read-only channels (`screens: true`), about its own session: a display
 *   is bound to the session its link names, a team's screen to its key's (see
 *   connection-kind.ts), and neither lists the sessions;
 * - unpaired: only to pair (`open: true`).
 */

/** What a paired facilitator's console uses, beyond what a screen may call. */
const FACILITATOR_CHANNELS: ReadonlySet<ChannelName> = new Set<ChannelName>([
  'session.list',
  'session.act',
  'session.report',
  'display.screens',
  'display.open',
]);

/** What a standby host calls beyond the screens' reads: the journal, and its progress. */
const STANDBY_CHANNELS: ReadonlySet<ChannelName> = new Set<ChannelName>([
  'session.list',
  'session.journal',
  'standby.hello',
  'hall.replica',
]);

const forbidden = (message: string): HostErrorData => ({ code: 'forbidden', message });

/** Why `connection` may not call `channel` at all, or null when it may. */
export function callRefusal(connection: Connection, channel: ChannelName): HostErrorData | null {
  if (unpairedMayCall(channel)) return null;
  if (onlyTeamsMayCall(channel))
    return connection.kind === 'team'
      ? null
      : forbidden(
          `only a team's own screen calls "${channel}" (it acts for its team); ${connection.kind === 'control' || connection.kind === 'facilitator' ? 'a console acts with session.act' : 'a display never acts'}`,
        );
  if (connection.kind === 'control') return null;
  switch (connection.kind) {
    case 'unpaired':
      return forbidden(
        `this connection is not paired, so it cannot call "${channel}": ask Control for a pairing code and pair first (pairing.claim)`,
      );
    case 'display':
    case 'team':
      if (channel === 'session.list')
        return forbidden(
          `a screen (${formatViewer(connection.viewer)}) cannot list the sessions: it shows only ${connection.sessionId === undefined ? 'the running session' : `session "${connection.sessionId}"`}, the one its link is for`,
        );
      return screensMayCall(channel)
        ? null
        : forbidden(
            `a screen (${formatViewer(connection.viewer)}) cannot call "${channel}": screens only show the session`,
          );
    case 'standby':
      return screensMayCall(channel) || STANDBY_CHANNELS.has(channel)
        ? null
        : forbidden(`a standby host only reads: it cannot call "${channel}"`);
    case 'facilitator':
      if (onlyControlMayCall(channel))
        return forbidden(`only Control, on the host's machine, can call "${channel}"`);
      return screensMayCall(channel) || FACILITATOR_CHANNELS.has(channel)
        ? null
        : forbidden(`a paired console cannot call "${channel}": the library is Control's`);
  }
}

/**
 * The session a request is about: `sessionId`, or `id` on the session channels (where it is
 * a session's id). Null for requests about no one session.
 */
export function sessionOfRequest(channel: ChannelName, request: unknown): string | null {
  if (typeof request !== 'object' || request === null) return null;
  const fields = request as { sessionId?: unknown; id?: unknown };
  if (typeof fields.sessionId === 'string') return fields.sessionId;
  if (channel.startsWith('session.') && typeof fields.id === 'string') return fields.id;
  return null;
}

/** A connection bound to one session (a team's screen, a paired console) asking for another. */
export function sessionRefusal(
  connection: Connection,
  channel: ChannelName,
  request: unknown,
): HostErrorData | null {
  if (connection.sessionId === undefined) return null;
  const asked = sessionOfRequest(channel, request);
  if (asked === null || asked === connection.sessionId) return null;
  if (connection.kind === 'display' || connection.kind === 'team')
    return forbidden(
      `this screen shows session "${connection.sessionId}" only, the one its link is for: it cannot open "${asked}". Open the link Control's console gives for that session.`,
    );
  return forbidden(
    `this connection belongs to session "${connection.sessionId}" only; it cannot open "${asked}"`,
  );
}

/**
 * Whether a connection hears of a session's changes (null: that the list changed).
 * `followable`: the session is running and not archived, so, having just acted, it is the
 * session a display without one follows (followed-session.ts); such a display hears no other.
 */
export function hearsSession(
  connection: Connection | undefined,
  sessionId: string | null,
  followable = true,
): boolean {
  if (!connection || connection.kind === 'unpaired') return false;
  // A screen bound to one session has nothing to do with the others coming and going.
  if (sessionId === null)
    return !(isScreenConnection(connection) && connection.sessionId !== undefined);
  if (connection.followsRunning === true) return followable;
  return connection.sessionId === undefined || connection.sessionId === sessionId;
}

/** The library's changes are Control's business. */
export function hearsLibrary(connection: Connection | undefined): boolean {
  return connection?.kind === 'control';
}
