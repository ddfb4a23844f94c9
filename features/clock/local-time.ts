/**
 * Placing a schedule's "16:00" on the timeline. The session header records the creating
 * machine's offset from UTC, so every replay places it identically; a daylight-saving change
 * during the event is not followed (the offset is the one the session began with).
 */

const MINUTE = 60_000;
export const DAY_MS = 24 * 60 * MINUTE;

/** Minutes after midnight of "HH:MM". */
export function minutesOfDay(hhmm: string): number {
  const match = /^(\d{1,2}):(\d{2})$/.exec(hhmm);
  if (!match) throw new RangeError(`not a time of day: "${hhmm}"`);
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) throw new RangeError(`not a time of day: "${hhmm}"`);
  return hours * 60 + minutes;
}

/** That time of day on the reference's local day. */
export function placeLocalTime(
  referenceMs: number,
  hhmm: string,
  utcOffsetMinutes: number,
): number {
  const offsetMs = utcOffsetMinutes * MINUTE;
  const localDayStart = Math.floor((referenceMs + offsetMs) / DAY_MS) * DAY_MS;
  return localDayStart + minutesOfDay(hhmm) * MINUTE - offsetMs;
}

/** The first occurrence of that time of day strictly after `afterMs` (crossing midnight). */
export function nextLocalTimeAfter(
  afterMs: number,
  hhmm: string,
  utcOffsetMinutes: number,
): number {
  const sameDay = placeLocalTime(afterMs, hhmm, utcOffsetMinutes);
  return sameDay > afterMs ? sameDay : sameDay + DAY_MS;
}

/**
 * The occurrence of that time of day nearest the reference: a game planned for 22:00 and
 * started at 00:30 started 2½ hours late, not 21½ hours early.
 */
export function nearestLocalTime(
  referenceMs: number,
  hhmm: string,
  utcOffsetMinutes: number,
): number {
  const sameDay = placeLocalTime(referenceMs, hhmm, utcOffsetMinutes);
  if (sameDay - referenceMs > DAY_MS / 2) return sameDay - DAY_MS;
  if (referenceMs - sameDay > DAY_MS / 2) return sameDay + DAY_MS;
  return sameDay;
}
