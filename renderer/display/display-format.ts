import { formatDuration } from '../../features/clock/format-duration.ts';
import { localDateTime } from '../lib/intl-formats.ts';

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
  return localDateTime(at, locale, { hour: 'numeric', minute: '2-digit' });
}

/** The day, for a screen whose big line is the time of day: "Saturday 14 June". */
export function dayText(at: number, locale?: string): string {
  return localDateTime(at, locale, { weekday: 'long', day: 'numeric', month: 'long' });
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
export interface BoardLayout {
  columns: number;
  rows: number;
  perPage: number;
  pages: number;
  /** Each cell's height in pixels (0 before the area is measured: the cells' own minimum). */
  cellHeight: number;
}

/**
 * The board's grid for `count` cells in a `width` × `height` area (pixels), `gap` apart: the
 * fewest columns (the widest cells, so titles and outcomes are cut least) that still show every
 * cell on one page with cells at least `minCellWidth` × `minCellHeight`, each then as tall as
 * the rows leave room for, up to `maxCellHeight`. When they cannot all fit, as many columns and
 * rows as fit, turning pages.
 */
export function boardLayout(area: {
  count: number;
  width: number;
  height: number;
  minCellWidth: number;
  minCellHeight: number;
  maxCellHeight: number;
  gap: number;
}): BoardLayout {
  const { count, width, height, minCellWidth, minCellHeight, maxCellHeight, gap } = area;
  if (width <= 0 || height <= 0 || minCellWidth <= 0 || minCellHeight <= 0)
    return {
      columns: Math.max(1, Math.min(count, 6)),
      rows: 0,
      perPage: count,
      pages: 1,
      cellHeight: 0,
    };
  const maxColumns = Math.max(1, Math.floor((width + gap) / (minCellWidth + gap)));
  const maxRows = Math.max(1, Math.floor((height + gap) / (minCellHeight + gap)));
  const tallest = (rows: number) =>
    Math.max(minCellHeight, Math.min(maxCellHeight, (height - (rows - 1) * gap) / rows));
  for (let columns = 1; columns <= maxColumns; columns++) {
    const rows = Math.max(1, Math.ceil(count / columns));
    if (rows <= maxRows)
      return { columns, rows, perPage: count, pages: 1, cellHeight: tallest(rows) };
  }
  const perPage = maxColumns * maxRows;
  return {
    columns: maxColumns,
    rows: maxRows,
    perPage,
    pages: Math.max(1, Math.ceil(count / perPage)),
    cellHeight: tallest(maxRows),
  };
}

/**
 * The heights on an event's cell, in hundredths of the display's height, as its style sets
 * them: padding and gaps, the team's line, a title line and an outcome line (font × 1.15).
 */
const EVENT_CELL = { chrome: 1.6, team: 2.55, title: 3.15, outcome: 2.55 };

/**
 * How many lines an event's title and outcome may take in a cell `cellHeight` high (in
 * hundredths of the display's height), so no line is cut in half: one each first (the outcome
 * only when there is one), a second title line if it fits, then up to three outcome lines.
 */
export function eventLines(cellHeight: number, withOutcome: boolean) {
  let left = cellHeight - EVENT_CELL.chrome - EVENT_CELL.team - EVENT_CELL.title;
  let outcome = 0;
  if (withOutcome && left >= EVENT_CELL.outcome) {
    outcome = 1;
    left -= EVENT_CELL.outcome;
  }
  let title = 1;
  if (left >= EVENT_CELL.title) {
    title = 2;
    left -= EVENT_CELL.title;
  }
  while (withOutcome && outcome < 3 && left >= EVENT_CELL.outcome) {
    outcome++;
    left -= EVENT_CELL.outcome;
  }
  return { title, outcome };
}

/** How long each page of the events board stays before the next. */
export const BOARD_PAGE_MS = 8_000;

/** The page shown at `now`: every display turns the page at the same moments. */
export function pageAt(now: number, pages: number, periodMs = BOARD_PAGE_MS): number {
  return pages <= 1 ? 0 : Math.floor(now / periodMs) % pages;
}
