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
      const stopped = session.problem ? ` — copying stopped: ${session.problem}` : '';
      // The host's figure is current only while it answers: once lost, it may have accepted
      // entries that never came here, which no count can show.
      const progress =
        following.state === 'following'
          ? `at #${session.seq}, ${Math.max(0, session.hostSeq - session.seq)} entries behind, ${contact}`
          : `at #${session.seq}; ${lastHeard(session, following.lastContactAt)}`;
      lines.push(
        `Standby: following ${following.host}${state} — session ${session.id} ${progress}${stopped}`,
      );
    }
  } else if (status.role === 'promoted') {
    lines.push(
      `Promoted standby: this Lodestar is the host now${following ? ` (it followed ${following.host})` : ''}.`,
    );
    for (const session of following?.sessions ?? [])
      lines.push(
        `Session ${session.id} continues from #${session.seq}; ${lastHeard(session, following?.lastContactAt ?? null)}.`,
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

/**
 * What a standby can say of a host it no longer hears (as `lodestar standby status` does:
 * host/standby/copy-wording.ts): what the host held when last heard, and that anything it
 * accepted after that cannot be known here.
 */
function lastHeard(
  session: { seq: number; hostSeq: number },
  lastContactAt: number | null,
): string {
  if (lastContactAt === null)
    return 'never heard from the host, so what it holds cannot be known here';
  const uncopied = Math.max(0, session.hostSeq - session.seq);
  const notCopied = uncopied > 0 ? ` (${uncopied} of them not copied)` : '';
  return `last heard from the host at ${clockTime(lastContactAt)}, at entry ${session.hostSeq}${notCopied}; entries the host accepted after that cannot be known here`;
}

/** "14:03:07", in this machine's time. */
function clockTime(epochMs: number): string {
  const at = new Date(epochMs);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(at.getHours())}:${two(at.getMinutes())}:${two(at.getSeconds())}`;
}
