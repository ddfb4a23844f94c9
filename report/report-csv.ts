import { writeCsv } from '../scenarios/csv/csv-rows.ts';
import { canonicalJson } from '../session/hash.ts';
import type { ActionRegistry } from '../session/registry.ts';
import type { LogEntry, SessionHeader } from '../session/types.ts';
import { clockTime } from './report-format.ts';
import { entryText } from '../session/describe.ts';
import { CONTROL, type Viewer } from '../session/viewer.ts';

/**
 * The raw log as a spreadsheet: one row per entry, every field of the journal (action and
 * outcome as canonical JSON, so the hashes can be checked from the sheet) beside its words,
 * and a roll's or ruling's dice and result in their own columns.
 */

export const LOG_CSV_COLUMNS = [
  'seq',
  'at',
  'time',
  'by',
  'type',
  'kind',
  'text',
  'dice',
  'result',
  'causedBy',
  'action',
  'outcome',
  'prev',
  'hash',
] as const;

/** Columns that, with the seed, would replay the session's secrets: Control's only. */
const CONTROL_ONLY = new Set<string>(['action', 'outcome']);

/**
 * Anyone but Control gets the columns a screen would show: the entries it sees, in its words,
 * without the action and outcome.
 */
export const VIEWER_LOG_CSV_COLUMNS = LOG_CSV_COLUMNS.filter((c) => !CONTROL_ONLY.has(c));

type Column = (typeof LOG_CSV_COLUMNS)[number];

export function logCsv(
  header: SessionHeader,
  entries: readonly LogEntry[],
  registry: ActionRegistry,
  viewer: Viewer = CONTROL,
): string {
  const columns: readonly Column[] =
    viewer.kind === 'control' ? LOG_CSV_COLUMNS : VIEWER_LOG_CSV_COLUMNS;
  const bySeq = new Map(entries.map((e) => [e.seq, e]));
  const rows: (string | number)[][] = [];
  for (const entry of entries) {
    let text: string | null;
    try {
      text = entryText(entry, header, registry, viewer, (seq) => bySeq.get(seq));
    } catch {
      text = '';
    }
    // An entry this viewer does not see is not in its sheet at all.
    if (text === null) continue;
    let rolled: { dice: string; result: string } | null;
    try {
      rolled = registry.rolled(entry, header, viewer);
    } catch {
      rolled = null;
    }
    const cells: Record<Column, string | number> = {
      seq: entry.seq,
      at: new Date(entry.at).toISOString(),
      time: clockTime(entry.at, header.utcOffsetMinutes),
      by: entry.by,
      type: entry.action.type,
      kind: registry.kindOf(entry.action.type) ?? 'session',
      text,
      dice: rolled?.dice ?? '',
      result: rolled?.result ?? '',
      causedBy: entry.causedBy ?? '',
      action: canonicalJson(entry.action),
      outcome: entry.outcome === undefined ? '' : canonicalJson(entry.outcome),
      prev: entry.prev,
      hash: entry.hash,
    };
    rows.push(columns.map((c) => cells[c]));
  }
  // writeCsv escapes a cell a spreadsheet would run as a formula, as every CSV export does.
  return writeCsv([[...columns], ...rows], ',', '\r\n');
}
