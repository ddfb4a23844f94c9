import fs from 'node:fs/promises';
import path from 'node:path';
import type { Adapter } from 'lowdb';
import { tempPathFor } from './temp-files.ts';

/** Suffix of the previous good copy kept beside every file this adapter replaces. */
export const BACKUP_SUFFIX = '.bak';

/** What a file can be written from: text, text in pieces (never joined), or bytes. */
export type FileContent = string | readonly string[] | Uint8Array;

/** Every write still pending, per absolute path, shared by all adapters on that path. */
const pendingWrites = new Map<string, Promise<void>>();

/**
 * A lowdb adapter for one text file whose writes survive a crash or power cut at any moment:
 * the new text goes to a temp file in the same folder and is fsynced, the current file is kept
 * as `<file>.bak`, the temp file is renamed over the file and the folder is fsynced. At every
 * instant both the file and its `.bak` are complete. Writes to one path run one after another
 * in the order they were asked for; a read waits for the writes asked before it.
 */
export class AtomicTextFile implements Adapter<string> {
  readonly filePath: string;

  constructor(filePath: string) {
    this.filePath = path.resolve(filePath);
  }

  get backupPath(): string {
    return this.filePath + BACKUP_SUFFIX;
  }

  /** The file's text, or null when there is no file. */
  async read(): Promise<string | null> {
    await settled(pendingWrites.get(this.filePath));
    try {
      return await fs.readFile(this.filePath, 'utf8');
    } catch (error) {
      if (errorCode(error) === 'ENOENT') return null;
      throw error;
    }
  }

  /**
   * Writes the file's new content: text, text in pieces written one after another, or bytes
   * (for the files an export writes beside it).
   */
  write(data: FileContent): Promise<void> {
    const previous = pendingWrites.get(this.filePath);
    const next = settled(previous).then(() => replaceAtomically(this.filePath, data));
    pendingWrites.set(this.filePath, next);
    const forget = () => {
      if (pendingWrites.get(this.filePath) === next) pendingWrites.delete(this.filePath);
    };
    next.then(forget, forget);
    return next;
  }
}

async function settled(promise: Promise<unknown> | undefined): Promise<void> {
  if (promise) await promise.then(ignore, ignore);
}

function ignore(): void {}

export function errorCode(error: unknown): string | undefined {
  return error instanceof Error && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;
}

/** Writes a file (text, text in pieces, or bytes) the same durable way, keeping its previous copy as `.bak`. */
export function writeFileDurably(filePath: string, data: FileContent): Promise<void> {
  return new AtomicTextFile(filePath).write(data);
}

async function replaceAtomically(filePath: string, data: FileContent): Promise<void> {
  const dir = path.dirname(filePath);
  const firstCreated = await fs.mkdir(dir, { recursive: true });
  // A folder made just now is itself an entry in its parent, which must reach the disk too.
  if (firstCreated !== undefined) await syncFolder(path.dirname(firstCreated));
  const temp = tempPathFor(filePath, 'new');
  const backupTemp = tempPathFor(filePath, 'bak');
  try {
    await writeAndSync(temp, data);
    await keepBackup(filePath, backupTemp);
    await fs.rename(temp, filePath);
  } catch (error) {
    await Promise.all([temp, backupTemp].map((p) => fs.rm(p, { force: true }).catch(ignore)));
    throw error;
  }
  await syncFolder(dir);
}

async function writeAndSync(filePath: string, data: FileContent): Promise<void> {
  const handle = await fs.open(filePath, 'wx');
  try {
    if (typeof data === 'string' || data instanceof Uint8Array) {
      await handle.writeFile(data); // text as UTF-8
    } else {
      await writeParts(handle, data);
    }
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Text is encoded into a buffer of this size and written each time it fills. */
const PART_BUFFER_BYTES = 256 * 1024;
/** Characters encoded at a time: at most 3 bytes each in UTF-8, so they always fit. */
const CHARS_PER_STEP = PART_BUFFER_BYTES / 4;

/**
 * Text in pieces, as UTF-8, through one small buffer: the whole text is never joined nor
 * encoded at once, which for a big board would mean touching tens of megabytes of new memory.
 */
async function writeParts(handle: fs.FileHandle, parts: readonly string[]): Promise<void> {
  const buffer = Buffer.allocUnsafe(PART_BUFFER_BYTES);
  let used = 0;
  for (const part of parts) {
    for (let from = 0; from < part.length;) {
      let to = Math.min(part.length, from + CHARS_PER_STEP);
      // Never split a surrogate pair: each half alone would be written as U+FFFD.
      if (to < part.length && isHighSurrogate(part.charCodeAt(to - 1))) to--;
      if (used + (to - from) * 3 > PART_BUFFER_BYTES) {
        await writeAll(handle, buffer, used);
        used = 0;
      }
      used += buffer.write(from === 0 && to === part.length ? part : part.slice(from, to), used);
      from = to;
    }
  }
  await writeAll(handle, buffer, used);
}

async function writeAll(handle: fs.FileHandle, buffer: Buffer, length: number): Promise<void> {
  for (let at = 0; at < length;) {
    const { bytesWritten } = await handle.write(buffer, at, length - at);
    at += bytesWritten;
  }
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

/**
 * Make the current file (if any) the `.bak`. A hard link under a temp name, renamed over the
 * old `.bak`, means the `.bak` is never a half-copied file; where links are not supported
 * (some removable-disk formats) a synced copy takes its place.
 */
async function keepBackup(filePath: string, backupTemp: string): Promise<void> {
  try {
    await fs.link(filePath, backupTemp);
  } catch (error) {
    const code = errorCode(error);
    if (code === 'ENOENT') return;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP' && code !== 'EXDEV') {
      throw error;
    }
    try {
      await fs.copyFile(filePath, backupTemp);
    } catch (copyError) {
      if (errorCode(copyError) === 'ENOENT') return;
      throw copyError;
    }
    const handle = await fs.open(backupTemp, 'r+');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  }
  await fs.rename(backupTemp, filePath + BACKUP_SUFFIX);
}

/** Make the renames themselves durable. Windows cannot open a folder for syncing; it journals renames. */
export async function syncFolder(dir: string): Promise<void> {
  let handle: fs.FileHandle | undefined;
  try {
    handle = await fs.open(dir, 'r');
    await handle.sync();
  } catch (error) {
    const code = errorCode(error);
    if (code !== 'EISDIR' && code !== 'EPERM' && code !== 'EINVAL' && code !== 'EACCES') {
      throw error;
    }
  } finally {
    await handle?.close();
  }
}
