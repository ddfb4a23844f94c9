import type { StandbyStatus } from '../channels.ts';

/**
 * How far a standby's copy of a session stands, in words, saying no more than the standby
 * knows. While the host answers, its figures are current: "2 entries behind". Once it is lost
 * (or the standby was promoted), the last figure it sent is only what it held when last
 * heard; it may have confirmed entries after that which never reached the standby, so the
 * lag is not "0 entries behind" but unknown. The console's banner says the same
 * (renderer/app/standby-text.ts).
 */

type Following = NonNullable<StandbyStatus['following']>;
type CopiedSession = Following['sessions'][number];

/** "14:03:07", in this machine's time. */
export function clockTime(epochMs: number): string {
  const at = new Date(epochMs);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(at.getHours())}:${two(at.getMinutes())}:${two(at.getSeconds())}`;
}

/** Whether the host still tells the standby what it holds. */
export function hostAnswers(status: StandbyStatus): boolean {
  return status.role === 'standby' && status.following?.state === 'following';
}

/** "at #40, 2 entries behind", or, the host gone, what it held when last heard. */
export function copyProgress(
  session: CopiedSession,
  following: Following,
  answers: boolean,
  timeOf: (epochMs: number) => string = clockTime,
): string {
  const uncopied = Math.max(0, session.hostSeq - session.seq);
  if (answers) return `at #${session.seq}, ${uncopied} entries behind`;
  if (following.lastContactAt === null)
    return `at #${session.seq}; never heard from the host, so what it holds cannot be known here`;
  const notCopied = uncopied > 0 ? ` (${uncopied} of them not copied)` : '';
  return `at #${session.seq}; last heard from the host at ${timeOf(following.lastContactAt)}, at entry ${session.hostSeq}${notCopied}; entries the host accepted after that cannot be known here`;
}
