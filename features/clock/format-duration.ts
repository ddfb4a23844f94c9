/** The minus sign a clock face uses (U+2212), wider and clearer than a hyphen. */
export const MINUS = '\u2212';

export interface FormatDurationOptions {
  /** Show "+" before positive values too (drift: "+3:00"). */
  sign?: boolean;
  /**
   * How to turn milliseconds into whole seconds. 'floor' (the default) suits elapsed time;
   * 'ceil' suits a countdown, which then reads 0:00 exactly when time runs out.
   */
  round?: 'floor' | 'ceil';
}

/** "35:00", "1:02:03", "−0:42": minutes and seconds, with hours only when needed. */
export function formatDuration(ms: number, options: FormatDurationOptions = {}): string {
  if (!Number.isFinite(ms)) return '–:––';
  const rounder = options.round === 'ceil' ? Math.ceil : Math.floor;
  const total = rounder(Math.abs(ms) / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  const body =
    hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${minutes}:${two(seconds)}`;
  if (total === 0) return body;
  if (ms < 0) return `${MINUS}${body}`;
  return options.sign ? `+${body}` : body;
}

/** "3 min", "1 h 20 min", "45 s": a length in words, for log lines and suggestions. */
export function formatMinutes(ms: number): string {
  const totalSeconds = Math.round(Math.abs(ms) / 1000);
  if (totalSeconds < 60) return `${totalSeconds} s`;
  const totalMinutes = Math.round(totalSeconds / 60);
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (hours === 0) return `${minutes} min`;
  return minutes === 0 ? `${hours} h` : `${hours} h ${minutes} min`;
}
