import type { StandbyStatus } from '../../host/channels.ts';

/** What the standby banner says, one line per fact; empty when there is nothing to say. */
export function standbyLines(status: StandbyStatus, now: number): string[] {
  const lines: string[] = [];
  const following = status.following;
  if (status.role === 'standby' && following) {
    const contact =
      following.lastContactAt === null
        ? 'no contact yet'
        : `last contact ${Math.max(0, Math.round((now - following.lastContactAt) / 1000))} s ago`;
    const state = following.state === 'lost' ? ' (host unreachable)' : '';
    if (following.sessions.length === 0)
      lines.push(`Standby: following ${following.host}${state} — no sessions yet, ${contact}`);
    for (const session of following.sessions) {
      const behind = Math.max(0, session.hostSeq - session.seq);
      const stopped = session.problem ? ` — copying stopped: ${session.problem}` : '';
      lines.push(
        `Standby: following ${following.host}${state} — session ${session.id} at #${session.seq}, ${behind} entries behind, ${contact}${stopped}`,
      );
    }
  } else if (status.role === 'promoted') {
    lines.push(
      `Promoted standby: this Lodestar is the host now${following ? ` (it followed ${following.host})` : ''}.`,
    );
  }
  if (status.departed) {
    const ago = Math.max(0, Math.round((now - status.departed.at) / 1000));
    lines.push(
      `Standby ${status.departed.name} (${status.departed.address}) disconnected ${ago} s ago: nothing is being copied.`,
    );
  }
  for (const peer of status.standbys)
    lines.push(`Standby connected: ${peer.name} (${peer.address}), ${peer.behind} entries behind.`);
  return lines;
}
