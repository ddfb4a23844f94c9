import { watch, type FSWatcher } from 'node:fs';

export interface FolderWatchOptions {
  /** Which file names matter (temp files and backups usually do not). */
  accept: (fileName: string) => boolean;
  /** Called once per burst of changes, with the file names seen in it. */
  onChange: (fileNames: Set<string>) => void;
  /** A save is several events (write, rename, link); wait this long for the burst to end. */
  debounceMs?: number;
}

/**
 * Watch one folder (not its subfolders) for files added, changed or removed by anyone: another
 * Lodestar, a text editor, a file manager, a sync tool. Returns the function that stops it.
 * Where the platform cannot watch, nothing is reported and nothing fails.
 */
export function watchFolder(dir: string, options: FolderWatchOptions): () => void {
  const { accept, onChange, debounceMs = 250 } = options;
  let pending = new Set<string>();
  let timer: NodeJS.Timeout | null = null;
  let watcher: FSWatcher | null = null;

  const flush = () => {
    timer = null;
    const names = pending;
    pending = new Set();
    if (names.size > 0) onChange(names);
  };

  try {
    watcher = watch(dir, { persistent: false }, (_event, fileName) => {
      const name = fileName?.toString();
      if (!name || !accept(name)) return;
      pending.add(name);
      if (timer) clearTimeout(timer);
      timer = setTimeout(flush, debounceMs);
    });
    watcher.on('error', () => stop());
  } catch {
    watcher = null;
  }

  function stop() {
    if (timer) clearTimeout(timer);
    timer = null;
    watcher?.close();
    watcher = null;
  }
  return stop;
}
