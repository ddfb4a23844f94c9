import { vi } from 'vitest';

/** Files the page hands to the person (Blob + a[download]), caught instead of saved. */
export function captureDownloads(): { names: string[]; blobs: Blob[] } {
  const names: string[] = [];
  const blobs: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return 'blob:export';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download);
  });
  return { names, blobs };
}
