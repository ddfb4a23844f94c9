import type { SessionSummary } from '../../host/channels.ts';

/**
 * The session a display with no session id follows: the running, unarchived session that
 * acted last (a hall usually runs one game; if two run, the busier one is on screen).
 */
export function pickSession(sessions: readonly SessionSummary[]): SessionSummary | null {
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
