import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * The temp files of atomic writes, and the start-up clean-up of those a crash left behind.
 *
 * A temp file is named `.<file>.<8 hex>.<pid>-<host>.<new|bak>.tmp`: the writer's process id
 * and a short tag of its machine's name. A start-up can then tell, without waiting, that a temp
 * file's writer is gone (same machine, process no longer running) and remove it at once. Files
 * whose writer it cannot check (another machine sharing the folder, or names from before the
 * writer was recorded) are removed only once nobody has touched them for an hour.
 */

/** A temp file of unknown writer untouched this long belongs to a write that was cut off. */
export const ABANDONED_TEMP_AGE_MS = 60 * 60 * 1000;

const TEMP_NAME =
  /^\..+\.[0-9a-f]{8}(?:\.(?<pid>[1-9]\d*)-(?<host>[0-9a-f]{6}))?\.(?:new|bak)\.tmp$/;

/** Tells this machine's temp files from those of another one writing into a shared folder. */
export const HOST_TAG = createHash('sha256').update(os.hostname()).digest('hex').slice(0, 6);

/** Who wrote a temp file, as far as its name says; null for a name that is not one of ours. */
export function tempFileWriter(name: string): { pid: number; host: string } | 'unknown' | null {
  const match = TEMP_NAME.exec(name);
  if (!match) return null;
  const { pid, host } = match.groups ?? {};
  return pid && host ? { pid: Number(pid), host } : 'unknown';
}

/** A name in the file's own folder (so the rename stays on one disk) that listings ignore. */
export function tempPathFor(filePath: string, purpose: 'new' | 'bak'): string {
  const unique = randomUUID().slice(0, 8);
  const name = `.${path.basename(filePath)}.${unique}.${process.pid}-${HOST_TAG}.${purpose}.tmp`;
  return path.join(path.dirname(filePath), name);
}

/** Whether a process of this machine is running (or is this one). */
export function processIsAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0); // signal 0 only asks whether the process exists
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user; only ESRCH says it is gone.
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

/**
 * Remove the temp files in a folder whose writes were cut off (a crash, a kill, a power cut).
 * A temp file of a process still running on this machine is never touched: it may be writing
 * right now. Returns the names removed.
 */
export async function removeAbandonedTempFiles(dir: string, now = Date.now()): Promise<string[]> {
  const removed: string[] = [];
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch {
    return removed;
  }
  for (const name of names) {
    const writer = tempFileWriter(name);
    if (writer === null) continue;
    const file = path.join(dir, name);
    try {
      const stats = await fs.stat(file);
      if (!stats.isFile()) continue;
      if (writer !== 'unknown' && writer.host === HOST_TAG) {
        if (processIsAlive(writer.pid)) continue;
      } else {
        // The `.bak` temp is a hard link to the current file, so its mtime is that file's (maybe
        // old); linking it set its ctime, so the later of the two says when a writer last used it.
        const touchedAt = Math.max(stats.mtimeMs, stats.ctimeMs);
        if (now - touchedAt < ABANDONED_TEMP_AGE_MS) continue;
      }
      await fs.rm(file, { force: true });
      removed.push(name);
    } catch {
      // Gone already, or not ours to remove: either way nothing is lost by leaving it.
    }
  }
  return removed;
}
