import { formatDuration } from '../../console/clock/format-duration.ts';

/** The big digits: "34:12" counting down, "+0:42" once the phase has run over. */
export function countdownText(remainingMs: number, overrun: boolean): string {
  // Counting down rounds up, so the digits read 0:00 exactly when time runs out.
  return overrun || remainingMs < 0
    ? `+${formatDuration(Math.abs(remainingMs))}`
    : formatDuration(remainingMs, { round: 'ceil' });
}

/**
 * The clock's digits: time left (as `countdown` writes it), or for an untimed phase the time
 * it has taken so far.
 */
export function clockDigits(
  view: { untimed: boolean; elapsedMs: number; remainingMs: number; overrun: boolean },
  countdown: (remainingMs: number, overrun: boolean) => string = countdownText,
): string {
  return view.untimed ? formatDuration(view.elapsedMs) : countdown(view.remainingMs, view.overrun);
}

/** The hall's time of day, in the display machine's own format ("16:42" or "4:42 PM"). */
export function timeOfDay(at: number, locale?: string): string {
  return new Date(at).toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit' });
}

/** The day, for a screen whose big line is the time of day: "Saturday 14 June". */
export function dayText(at: number, locale?: string): string {
  return new Date(at).toLocaleDateString(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  });
}

/**
 * How wide a line of bold tabular digits is, in ems (a little over what common sans-serif
 * faces need, so the digits never spill): a digit 0.7, a colon or space 0.4, a plus 0.85.
 */
export function digitsWidthEm(text: string): number {
  let width = 0;
  for (const char of text)
    width += /\d/.test(char)
      ? 0.7
      : char === ':' || char === ' '
        ? 0.4
        : char === '+'
          ? 0.85
          : 0.75;
  return Math.max(width, 1);
}

/** How the events board fits its area: a grid of equal cells, paged when they do not all fit. */
export interface BoardPages {
  columns: number;
  rows: number;
  perPage: number;
  pages: number;
}

/**
 * The board's grid for `count` cells in a `width` × `height` area, each cell at least
 * `cellWidth` wide and exactly `cellHeight` high, `gap` apart (all in pixels). An area not yet
 * measured (0) shows every cell on one page.
 */
export function boardPages(area: {
  count: number;
  width: number;
  height: number;
  cellWidth: number;
  cellHeight: number;
  gap: number;
}): BoardPages {
  const { count, width, height, cellWidth, cellHeight, gap } = area;
  if (width <= 0 || height <= 0 || cellWidth <= 0 || cellHeight <= 0)
    return { columns: Math.max(1, Math.min(count, 6)), rows: 0, perPage: count, pages: 1 };
  const columns = Math.max(1, Math.floor((width + gap) / (cellWidth + gap)));
  const rows = Math.max(1, Math.floor((height + gap) / (cellHeight + gap)));
  const perPage = columns * rows;
  return { columns, rows, perPage, pages: Math.max(1, Math.ceil(count / perPage)) };
}

/** How long each page of the events board stays before the next. */
export const BOARD_PAGE_MS = 8_000;

/** The page shown at `now`: every display turns the page at the same moments. */
export function pageAt(now: number, pages: number, periodMs = BOARD_PAGE_MS): number {
  return pages <= 1 ? 0 : Math.floor(now / periodMs) % pages;
}
