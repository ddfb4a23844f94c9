/** Scenario files are JSON; `.lodestar.json` is what export writes. */
export function isScenarioFileName(name: string): boolean {
  return /\.json$/i.test(name);
}

/** Larger files are refused before reading them into memory (a scenario is far smaller). */
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;

/** True while a drag carries files (not text or a link dragged from the page itself). */
export function dragHasFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer?.types ?? []).includes('Files');
}

/** Hand text to the person as a downloaded file (Blob + a[download]); works in Electron too. */
export function downloadText(
  fileName: string,
  text: string,
  doc: Document = document,
  type = /\.(csv|tsv)$/i.test(fileName) ? 'text/csv' : 'application/json',
): void {
  downloadFile(fileName, text, type, doc);
}

/** Hand text or bytes (a generated picture) to the person as a downloaded file. */
export function downloadFile(
  fileName: string,
  data: string | Uint8Array<ArrayBuffer>,
  type: string,
  doc: Document = document,
): void {
  const url = URL.createObjectURL(new Blob([data], { type }));
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  doc.body.append(link);
  link.click();
  link.remove();
  // Revoke later: some browsers start reading the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Hand bytes or text to the person as a downloaded file of the given type. */
export function downloadBlob(fileName: string, blob: Blob, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  doc.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
