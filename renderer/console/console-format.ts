import { formatDuration } from '../../features/clock/format-duration.ts';
import { clockDigits } from '../display/display-format.ts';
import { localDateTime } from '../lib/intl-formats.ts';

/** Drift smaller than this reads "on time": seconds either way are noise at a game table. */
export const ON_TIME_MS = 30_000;

/** The big digits: "34:12" counting down, "+0:42" once the phase has run over. */
export function remainingText(remainingMs: number, overrun: boolean): string {
  return overrun || remainingMs < 0
    ? `+${formatDuration(Math.abs(remainingMs))}`
    : formatDuration(remainingMs);
}

/** The clock panel's digits: time left, or for an untimed phase the time taken so far. */
export const clockReading = (view: Parameters<typeof clockDigits>[0]): string =>
  clockDigits(view, remainingText);

/** "3:20 behind plan", "on time", "1:10 ahead" (positive drift is behind). */
export function driftText(driftMs: number): string {
  if (!Number.isFinite(driftMs) || Math.abs(driftMs) < ON_TIME_MS) return 'on time';
  const amount = formatDuration(Math.abs(driftMs));
  return driftMs > 0 ? `${amount} behind plan` : `${amount} ahead`;
}

export type DriftTone = 'ok' | 'behind' | 'ahead';

export function driftTone(driftMs: number): DriftTone {
  if (!Number.isFinite(driftMs) || Math.abs(driftMs) < ON_TIME_MS) return 'ok';
  return driftMs > 0 ? 'behind' : 'ahead';
}

/** A time of day in this machine's format: "16:42" or "4:42 PM". */
export function clockTime(at: number, locale?: string): string {
  return localDateTime(at, locale, { hour: 'numeric', minute: '2-digit' });
}

/**
 * The projected end against the hard stop: "8:00 to spare", "12:30 past the hard stop".
 * Null without a hard stop or a projection.
 */
export function hardStopText(overHardStopMs: number, hasHardStop: boolean): string | null {
  if (!hasHardStop || !Number.isFinite(overHardStopMs)) return null;
  if (overHardStopMs > 0) return `${formatDuration(overHardStopMs)} past the hard stop`;
  return `${formatDuration(-overHardStopMs)} to spare`;
}

/** Whole minutes for a number field from milliseconds (rehearsal plans may use fractions). */
export function minutesOf(ms: number): number {
  return Math.round((ms / 60_000) * 100) / 100;
}
