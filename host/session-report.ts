import './native-sha256.ts';
import path from 'node:path';
import { lodestarSession } from '../features/index.ts';
import { buildReport } from '../report/build-report.ts';
import { logCsv } from '../report/report-csv.ts';
import { reportFileName } from '../report/report-format.ts';
import { renderReportHtml } from '../report/report-html.ts';
import type { ReportModel } from '../report/report-model.ts';
import type { LogAnchor } from '../session/anchor.ts';
import { hashStoredHeader } from '../session/hash.ts';
import { parseLogEntry } from '../session/log-entry.ts';
import type { SessionDefinition } from '../session/session-definition.ts';
import { parseHeader } from '../session/session-header.ts';
import type { LogEntry } from '../session/types.ts';
import type { Viewer } from '../session/viewer.ts';
import { SessionFileError } from './session-file.ts';
import { readJournal } from './session-journal.ts';
import { verifySessionFile } from './session-verify.ts';

/**
 * The after-action report of a session file, read from disk as it stands (a running session's
 * acknowledged entries are all there). A log that was edited still gets a report — the
 * verification at its top says where it went wrong — but one without a readable header does not.
 */

export type ReportFormat = 'html' | 'pdf' | 'csv';
export const REPORT_FORMATS: readonly ReportFormat[] = ['html', 'pdf', 'csv'];

export const REPORT_MIME_TYPES: Record<ReportFormat, string> = {
  html: 'text/html',
  pdf: 'application/pdf',
  csv: 'text/csv',
};

export interface SessionReportFile {
  fileName: string;
  mimeType: string;
  data: string | Uint8Array;
  model: ReportModel;
}

export interface SessionReportOptions {
  now?: number;
  definition?: SessionDefinition;
  /** A head read off a screen, checked besides the index's. */
  anchor?: LogAnchor;
  indexPath?: string | null;
  /** Whose report: anyone but Control gets a projection (build-report.ts). */
  viewer?: Viewer;
}

export async function sessionReport(
  journalPath: string,
  format: ReportFormat,
  options: SessionReportOptions = {},
): Promise<SessionReportFile> {
  const definition = options.definition ?? lodestarSession;
  const fileName = path.basename(journalPath);
  let read;
  try {
    read = await readJournal(journalPath);
  } catch (error) {
    throw new SessionFileError(fileName, null, `cannot be read: ${messageOf(error)}`);
  }
  const [first, ...rest] = read.lines;
  if (!first) throw new SessionFileError(fileName, 1, 'the file holds no session header');
  const header = parseHeader(first.value);
  if ('error' in header) throw new SessionFileError(fileName, 1, header.error);
  // Lines that are not entries are left out here; the verification names them.
  const entries: LogEntry[] = [];
  for (const { value } of rest) {
    const entry = parseLogEntry(value);
    if (!('error' in entry)) entries.push(entry);
  }

  const verified = await verifySessionFile(journalPath, {
    definition,
    ...(options.anchor ? { anchor: options.anchor } : {}),
    ...(options.indexPath !== undefined ? { indexPath: options.indexPath } : {}),
  });
  const model = buildReport({
    header,
    headerHash: hashStoredHeader(first.value),
    entries,
    definition,
    now: options.now ?? Date.now(),
    ...(options.viewer ? { viewer: options.viewer } : {}),
    verification: {
      ok: verified.ok,
      problems: verified.problems.map((p) => ({
        seq: p.seq,
        message: p.line === null || p.seq !== null ? p.message : `line ${p.line}: ${p.message}`,
      })),
      anchors: verified.anchors,
      warnings: verified.warnings,
    },
  });
  const data =
    format === 'html'
      ? renderReportHtml(model)
      : format === 'pdf'
        ? await (await loadPdfRenderer()).renderReportPdf(model)
        : logCsv(header, entries, definition.registry, options.viewer);
  return {
    fileName: reportFileName(header.id, format),
    mimeType: REPORT_MIME_TYPES[format],
    data,
    model,
  };
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The PDF writer (pdf-lib) is loaded when a PDF is first asked for, not when the host starts. */
function loadPdfRenderer(): Promise<typeof import('../report/report-pdf.ts')> {
  return import('../report/report-pdf.ts');
}
