import { HostError, type SessionSummary } from './channels.ts';
import type { Connection } from './connection.ts';

/**
 * The session a display opened without one shows (`/display` with no `session=`): the running,
 * unarchived session that acted last (a hall usually runs one game; if two run, the busier
 * one is on screen). The host picks it, so such a display sees what a projector in the hall
 * would and nothing else: it never lists the sessions, and opens no other.
 */
export function pickFollowedSession(sessions: readonly SessionSummary[]): SessionSummary | null {
  let best: SessionSummary | null = null;
  for (const session of sessions) {
    if (session.status !== 'running' || session.archived) continue;
    if (
      !best ||
      session.lastAt > best.lastAt ||
      (session.lastAt === best.lastAt && session.createdAt > best.createdAt)
    ) {
      best = session;
    }
  }
  return best;
}

/** The sessions as the host lists them now. */
export type ListSessions = () => Promise<{ sessions: SessionSummary[] }>;

/** The session `connection` shows (see the channel `session.followed`), or null. */
export async function followedSessionOf(
  connection: Connection,
  list: ListSessions,
): Promise<string | null> {
  if (connection.sessionId !== undefined) return connection.sessionId;
  return pickFollowedSession((await list()).sessions)?.id ?? null;
}

/**
 * Refuses a following display a session other than the one it follows now. (A display bound
 * to a session is refused others before its call is answered: access.ts.)
 */
export async function assertMayShow(
  connection: Connection,
  sessionId: string,
  list: ListSessions,
): Promise<void> {
  if (connection.followsRunning !== true) return;
  const followed = await followedSessionOf(connection, list);
  if (followed === sessionId) return;
  throw new HostError(
    'forbidden',
    followed === null
      ? `this display follows the running session, and none runs: it cannot open "${sessionId}". Open the display link Control's console gives for that session.`
      : `this display follows the running session ("${followed}"): it cannot open "${sessionId}". Open the display link Control's console gives for that session.`,
  );
}
