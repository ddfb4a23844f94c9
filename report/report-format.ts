import { formatDuration } from '../features/clock/format-duration.ts';

/** Times and labels as the report prints them: in the session's own time zone. */

const pad = (n: number) => String(n).padStart(2, '0');

function shifted(at: number, utcOffsetMinutes: number): Date {
  return new Date(at + utcOffsetMinutes * 60_000);
}

/** "16:05:01". */
export function clockTime(at: number, utcOffsetMinutes: number): string {
  const d = shifted(at, utcOffsetMinutes);
  return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** "16:05". */
export function shortTime(at: number, utcOffsetMinutes: number): string {
  return clockTime(at, utcOffsetMinutes).slice(0, 5);
}

/** "2031-04-05 16:05". */
export function dateTime(at: number, utcOffsetMinutes: number): string {
  const d = shifted(at, utcOffsetMinutes);
  return `${d.toISOString().slice(0, 10)} ${shortTime(at, utcOffsetMinutes)}`;
}

/** "UTC+02:00". */
export function offsetLabel(utcOffsetMinutes: number): string {
  const sign = utcOffsetMinutes < 0 ? '−' : '+';
  const abs = Math.abs(utcOffsetMinutes);
  return `UTC${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** "+3:00 behind plan", "−1:20 ahead of plan", "on plan". */
export function driftWords(driftMs: number): string {
  if (Math.abs(driftMs) < 1000) return 'on plan';
  return `${formatDuration(driftMs, { sign: true })} ${driftMs > 0 ? 'behind' : 'ahead of'} plan`;
}

/** The file name a report is saved under: "<session id>-report.html". */
export function reportFileName(sessionId: string, format: 'html' | 'pdf' | 'csv'): string {
  return format === 'csv' ? `${sessionId}-log.csv` : `${sessionId}-report.${format}`;
}
