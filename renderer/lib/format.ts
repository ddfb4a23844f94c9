import type { FileProblem } from '../../host/channels.ts';
import { dateTimeFormat, relativeTimeFormat } from './intl-formats.ts';

import { plural } from '../../scenarios/text/plural.ts';

export { plural };

/** "45 min", "4 h", "3 h 30 min". */
export function formatDuration(minutes: number): string {
  if (!Number.isFinite(minutes) || minutes <= 0) return '—';
  const hours = Math.floor(minutes / 60);
  const rest = Math.round(minutes % 60);
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** "45 players", "30–45 players". */
export function formatPlayers(players: { min: number; max: number }): string {
  if (players.min === players.max) return plural(players.min, 'player');
  return `${players.min}–${players.max} players`;
}

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "just now", "5 minutes ago", "yesterday"; the exact date belongs in a tooltip. */
export function formatRelativeTime(iso: string, now: number, locale?: string): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return 'unknown';
  const seconds = Math.round((then - now) / 1000);
  if (Math.abs(seconds) < 45) return 'just now';
  const format = relativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(Math.round(seconds / 60), 'minute');
}

export function formatDateTime(iso: string, locale?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** What went wrong with a file, in words a game master understands. */
export function fileProblemKind(kind: FileProblem['kind']): string {
  switch (kind) {
    case 'empty':
      return 'The file is empty';
    case 'invalid-json':
      return 'The file is not valid JSON';
    case 'newer-version':
      return 'Written by a newer version of Lodestar';
    case 'invalid':
      return 'The file does not match the scenario format';
    case 'unreadable':
      return 'The file could not be read';
  }
}

/** "Alice, Bob ,, Carol" → ["Alice", "Bob", "Carol"]. */
export function splitList(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}
