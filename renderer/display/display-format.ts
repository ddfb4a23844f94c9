import { formatDuration } from '../../console/clock/format-duration.ts';

/** The big digits: "34:12" counting down, "+0:42" once the phase has run over. */
export function countdownText(remainingMs: number, overrun: boolean): string {
  // Counting down rounds up, so the digits read 0:00 exactly when time runs out.
  return overrun || remainingMs < 0
    ? `+${formatDuration(Math.abs(remainingMs))}`
    : formatDuration(remainingMs, { round: 'ceil' });
}

/** The hall's time of day, in the display machine's own format ("16:42" or "4:42 PM"). */
export function timeOfDay(at: number, locale?: string): string {
  return new Date(at).toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit' });
}
