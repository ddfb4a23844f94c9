import fs from 'node:fs/promises';
import path from 'node:path';
import { syncFolder } from './atomic-text-file.ts';

/**
 * A journal file: one JSON value per line, each line ending in `\n`, only ever appended to.
 * Appends are durable before they resolve (written, then `fdatasync`). A crash can leave at
 * most the line being written cut off at the end; reading drops that line (it was never
 * acknowledged) and the next append first truncates the file back to the last whole line.
 */

export interface JournalLine {
  /** 1-based line number in the file. */
  line: number;
  value: unknown;
  /** The line as stored, without its newline: an entry's hash is checked against it. */
  text: string;
}

export interface TornLine {
  line: number;
  reason: 'no final newline' | 'not valid JSON';
}

export interface JournalRead {
  /** Every whole line, parsed, up to the first line that does not parse. */
  lines: JournalLine[];
  /** Bytes of the whole lines kept: where the next append belongs. */
  keptBytes: number;
  /** Bytes in the file as read. */
  fileBytes: number;
  /** A last line cut off by a crash, dropped. */
  torn: TornLine | null;
  /** A line before the last one that does not parse: the file is damaged, not just cut off. */
  damaged: { line: number; message: string } | null;
}

const NEWLINE = 0x0a;

/**
 * Split a journal's bytes into lines. UTF-8 never uses the byte 0x0a inside a character, so
 * splitting the bytes is safe and gives exact offsets for truncation.
 */
export function parseJournal(bytes: Uint8Array): JournalRead {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const lines: JournalLine[] = [];
  let start = 0;
  let lineNumber = 0;
  let keptBytes = 0;
  while (start < buffer.length) {
    lineNumber += 1;
    const end = buffer.indexOf(NEWLINE, start);
    if (end === -1) {
      // Whatever follows the last newline is a write the crash cut off (or zeros the
      // file system left after it): never acknowledged.
      return {
        lines,
        keptBytes,
        fileBytes: buffer.length,
        torn: { line: lineNumber, reason: 'no final newline' },
        damaged: null,
      };
    }
    const text = buffer.toString('utf8', start, end);
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      const isLast = end + 1 === buffer.length;
      const message = error instanceof Error ? error.message : String(error);
      return {
        lines,
        keptBytes,
        fileBytes: buffer.length,
        torn: isLast ? { line: lineNumber, reason: 'not valid JSON' } : null,
        damaged: isLast ? null : { line: lineNumber, message: `not valid JSON (${message})` },
      };
    }
    lines.push({ line: lineNumber, value, text });
    start = end + 1;
    keptBytes = start;
  }
  return { lines, keptBytes, fileBytes: buffer.length, torn: null, damaged: null };
}

export async function readJournal(filePath: string): Promise<JournalRead> {
  return parseJournal(await fs.readFile(filePath));
}

/** What a person is told about a dropped last line. */
export function tornLineWarning(torn: TornLine): string {
  return `the last action (line ${torn.line}) was cut off by a crash and was never confirmed; it was dropped`;
}

/** The one writer of a journal file; keeps its file open between appends. */
export class JournalWriter {
  private closed = false;

  private constructor(
    readonly filePath: string,
    private readonly handle: fs.FileHandle,
    private position: number,
  ) {}

  /** A new journal holding `firstLine`, durable (file and folder entry) before it resolves. */
  static async create(filePath: string, firstLine: string): Promise<JournalWriter> {
    const absolute = path.resolve(filePath);
    await fs.mkdir(path.dirname(absolute), { recursive: true });
    const handle = await fs.open(absolute, 'wx');
    const writer = new JournalWriter(absolute, handle, 0);
    try {
      await writer.append([firstLine]);
      await syncFolder(path.dirname(absolute));
    } catch (error) {
      await writer.close();
      await fs.rm(absolute, { force: true });
      throw error;
    }
    return writer;
  }

  /**
   * Open an existing journal to append after its first `keptBytes` bytes; anything after them
   * (a torn last line) is cut off first, durably, so that new lines never follow garbage.
   */
  static async open(filePath: string, keptBytes: number): Promise<JournalWriter> {
    const absolute = path.resolve(filePath);
    const handle = await fs.open(absolute, 'r+');
    try {
      const { size } = await handle.stat();
      if (size < keptBytes) {
        throw new Error(`${absolute} is shorter (${size} bytes) than when it was read`);
      }
      if (size > keptBytes) {
        await handle.truncate(keptBytes);
        await handle.sync();
      }
    } catch (error) {
      await handle.close();
      throw error;
    }
    return new JournalWriter(absolute, handle, keptBytes);
  }

  /** Bytes in the file, as this writer left it. */
  get size(): number {
    return this.position;
  }

  /** Whether the file on disk still has exactly the bytes this writer put there. */
  async unchangedOnDisk(): Promise<boolean> {
    const { size } = await this.handle.stat();
    return size === this.position;
  }

  /**
   * Append lines (each must be one line of JSON) in a single write, then `fdatasync`: when
   * this resolves the lines survive a crash or power cut. Lines are never split across writes,
   * so a process killed mid-append leaves either all of them or a torn tail.
   */
  async append(lines: readonly string[]): Promise<void> {
    if (this.closed) throw new Error(`${this.filePath} is closed`);
    for (const line of lines) {
      if (line.includes('\n')) throw new Error('a journal line cannot contain a newline');
    }
    const bytes = Buffer.from(lines.map((line) => `${line}\n`).join(''), 'utf8');
    let written = 0;
    while (written < bytes.length) {
      const { bytesWritten } = await this.handle.write(
        bytes,
        written,
        bytes.length - written,
        this.position + written,
      );
      written += bytesWritten;
    }
    await this.handle.datasync();
    this.position += bytes.length;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.handle.close();
  }
}
