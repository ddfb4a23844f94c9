import Papa from 'papaparse';
import { canonicalJson } from '../session/hash.ts';
import type { ActionRegistry } from '../session/registry.ts';
import type { LogEntry, SessionHeader } from '../session/types.ts';
import { clockTime } from './report-format.ts';

/**
 * The raw log as a spreadsheet: one row per entry, every field of the journal (action and
 * outcome as canonical JSON, so the hashes can be checked from the sheet) beside its words.
 */

export const LOG_CSV_COLUMNS = [
  'seq',
  'at',
  'time',
  'by',
  'type',
  'kind',
  'text',
  'causedBy',
  'action',
  'outcome',
  'prev',
  'hash',
] as const;

export function logCsv(
  header: SessionHeader,
  entries: readonly LogEntry[],
  registry: ActionRegistry,
): string {
  const rows = entries.map((entry) => {
    let text: string;
    try {
      text = registry.describe(entry, header);
    } catch {
      text = '';
    }
    return [
      entry.seq,
      new Date(entry.at).toISOString(),
      clockTime(entry.at, header.utcOffsetMinutes),
      entry.by,
      entry.action.type,
      registry.kindOf(entry.action.type) ?? 'session',
      text,
      entry.causedBy ?? '',
      canonicalJson(entry.action),
      entry.outcome === undefined ? '' : canonicalJson(entry.outcome),
      entry.prev,
      entry.hash,
    ];
  });
  // A leading = + - @ is quoted by escapeFormulae so a spreadsheet never runs a cell as a formula.
  return `${Papa.unparse(
    { fields: [...LOG_CSV_COLUMNS], data: rows },
    { newline: '\r\n', escapeFormulae: true },
  )}\r\n`;
}
