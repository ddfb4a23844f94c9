import { lodestarSession } from '../../features/index.ts';
import type { LogLine } from '../../session/describe.ts';
import { localDateTime } from '../lib/intl-formats.ts';

/** The log panel's filter groups, in the order of its menu: each plugin's, then the session's. */
export const LOG_KINDS = lodestarSession.logGroups;

/** Whether a line matches the log's search box (its words, its author, its seq). */
export function matchesLogQuery(line: LogLine, query: string): boolean {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = `${line.text}\n${line.by}\n#${line.seq}`.toLocaleLowerCase();
  return words.every((word) => haystack.includes(word));
}

/** "16:42:05" in this machine's format. */
export function timeOfEntry(at: number, locale?: string): string {
  return localDateTime(at, locale, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
}
