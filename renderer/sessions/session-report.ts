import type { ResponseOf } from '../../host/channels.ts';
import type { Backend } from '../backend/backend.ts';
import { downloadBlob } from '../lib/files.ts';

/** The after-action report, asked of the host and handed over as a downloaded file. */

export type ReportFormat = 'html' | 'pdf' | 'csv';

export const REPORT_CHOICES: readonly { format: ReportFormat; label: string }[] = [
  { format: 'html', label: 'Report (HTML page)' },
  { format: 'pdf', label: 'Report (PDF)' },
  { format: 'csv', label: 'Log as CSV' },
];

export type SessionReport = ResponseOf<'session.report'>;

/** The file's contents as a Blob: text as it is, a PDF from its base64. */
export function reportBlob(report: SessionReport): Blob {
  if (!report.base64) return new Blob([report.text], { type: `${report.mimeType};charset=utf-8` });
  const binary = atob(report.text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: report.mimeType });
}

/** Ask for the report and download it; resolves with what the host said (verified, head). */
export async function downloadReport(
  backend: Backend,
  id: string,
  format: ReportFormat,
  doc: Document = document,
): Promise<SessionReport> {
  const report = await backend.call('session.report', { id, format });
  downloadBlob(report.fileName, reportBlob(report), doc);
  return report;
}

/** What the toast says once the file is on its way. */
export function reportToast(report: SessionReport): { tone: 'success' | 'error'; message: string } {
  return report.verified
    ? { tone: 'success', message: `Saved ${report.fileName} (log ${report.head} verifies)` }
    : {
        tone: 'error',
        message: `Saved ${report.fileName} — the log does not verify; the report says where`,
      };
}
