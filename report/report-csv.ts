import { writeCsv } from '../scenarios/csv/csv-rows.ts';
import { canonicalJson } from '../session/hash.ts';
import type { ActionRegistry } from '../session/registry.ts';
import type { LogEntry, SessionHeader } from '../session/types.ts';
import { clockTime } from './report-format.ts';
import { entryText } from '../session/describe.ts';
import { CONTROL, type Viewer } from '../session/viewer.ts';

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

/**
 * Anyone but Control gets the columns a screen would show: the entries it sees, in its words,
 * without the action and outcome, which (with the seed) would replay the session's secrets.
 */
export const VIEWER_LOG_CSV_COLUMNS = [
  'seq',
  'at',
  'time',
  'by',
  'type',
  'kind',
  'text',
  'causedBy',
  'prev',
  'hash',
] as const;

export function logCsv(
  header: SessionHeader,
  entries: readonly LogEntry[],
  registry: ActionRegistry,
  viewer: Viewer = CONTROL,
): string {
  if (viewer.kind !== 'control') return viewerLogCsv(header, entries, registry, viewer);
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
  // writeCsv escapes a cell a spreadsheet would run as a formula, as every CSV export does.
  return writeCsv([[...LOG_CSV_COLUMNS], ...rows], ',', '\r\n');
}

function viewerLogCsv(
  header: SessionHeader,
  entries: readonly LogEntry[],
  registry: ActionRegistry,
  viewer: Viewer,
): string {
  const bySeq = new Map(entries.map((e) => [e.seq, e]));
  const rows: (string | number)[][] = [];
  for (const entry of entries) {
    let text: string | null;
    try {
      text = entryText(entry, header, registry, viewer, (seq) => bySeq.get(seq));
    } catch {
      text = '';
    }
    if (text === null) continue;
    rows.push([
      entry.seq,
      new Date(entry.at).toISOString(),
      clockTime(entry.at, header.utcOffsetMinutes),
      entry.by,
      entry.action.type,
      registry.kindOf(entry.action.type) ?? 'session',
      text,
      entry.causedBy ?? '',
      entry.prev,
      entry.hash,
    ]);
  }
  return writeCsv([[...VIEWER_LOG_CSV_COLUMNS], ...rows], ',', '\r\n');
}
