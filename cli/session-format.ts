import type { ActionRegistry } from '../session/registry.ts';
import type { LogEntry, SessionHeader } from '../session/types.ts';

/**
 * How the `session` commands print times and log lines. Times are shown in the session's own
 * time zone (the offset in its header), so a log reads the same on any machine.
 */

const pad = (n: number) => String(n).padStart(2, '0');

function shifted(at: number, utcOffsetMinutes: number): Date {
  return new Date(at + utcOffsetMinutes * 60_000);
}

/** "16:05:01" in the session's time zone. */
export function timeOfDay(at: number, utcOffsetMinutes: number): string {
  const d = shifted(at, utcOffsetMinutes);
  return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** "2031-04-05 16:05" in the session's time zone. */
export function dateAndTime(at: number, utcOffsetMinutes: number): string {
  const d = shifted(at, utcOffsetMinutes);
  return `${d.toISOString().slice(0, 10)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** "UTC+02:00", "UTC−05:30". */
export function utcOffsetLabel(utcOffsetMinutes: number): string {
  const sign = utcOffsetMinutes < 0 ? '−' : '+';
  const abs = Math.abs(utcOffsetMinutes);
  return `UTC${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** One log line: "#12 16:05:01 Ana: Next phase: Commitment (Turn 3)". */
export function entryLine(
  entry: LogEntry,
  header: SessionHeader,
  registry: ActionRegistry,
): string {
  const time = timeOfDay(entry.at, header.utcOffsetMinutes);
  return `#${entry.seq} ${time} ${entry.by}: ${registry.describe(entry, header)}`;
}
