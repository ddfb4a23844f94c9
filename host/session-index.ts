import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { LogAnchor } from '../session/anchor.ts';
import { hashSchema } from '../session/log-entry.ts';
import { AtomicTextFile, errorCode } from './atomic-text-file.ts';
import { ARCHIVE_FOLDER, SESSIONS_FOLDER } from './session-paths.ts';

/**
 * The sessions index, `<dataDir>/sessions/index.json`: the head of each session's log (its
 * latest seq and hash), kept outside the journal so that a log whose last entries were cut
 * off — snapshot and all — no longer passes as whole. Written after each append, off the
 * action path: an update waits for the write before it, and updates that pile up meanwhile
 * go out as one write. Each write merges with what is on disk, keeping the higher seq, so a
 * command-line append and the app never step back each other's heads.
 */

export const SESSION_INDEX_FILE = 'index.json';
const FORMAT = 'lodestar-sessions-index';

export interface IndexedAnchor extends LogAnchor {
  /** When the entry was recorded (epoch milliseconds). */
  at: number;
}

const anchorSchema = z.object({
  seq: z.number().int().min(0),
  hash: hashSchema,
  at: z.number(),
});
const indexSchema = z.object({
  format: z.literal(FORMAT),
  version: z.literal(1),
  anchors: z.record(z.string(), anchorSchema),
});
type IndexData = z.infer<typeof indexSchema>;

/** The index a journal's anchor belongs in, or null when the journal is not in a sessions folder. */
export function indexPathFor(journalPath: string): string | null {
  const dir = path.dirname(path.resolve(journalPath));
  const name = path.basename(dir);
  if (name === SESSIONS_FOLDER) return path.join(dir, SESSION_INDEX_FILE);
  const parent = path.dirname(dir);
  if (name === ARCHIVE_FOLDER && path.basename(parent) === SESSIONS_FOLDER)
    return path.join(parent, SESSION_INDEX_FILE);
  return null;
}

/** The anchors in an index file; `{}` when there is none, an error when it cannot be read. */
export async function readSessionIndex(
  indexPath: string,
): Promise<{ anchors: Record<string, IndexedAnchor>; exists: boolean } | { error: string }> {
  let text: string;
  try {
    text = await fs.readFile(indexPath, 'utf8');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return { anchors: {}, exists: false };
    return { error: `${path.basename(indexPath)} cannot be read: ${messageOf(error)}` };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { error: `${path.basename(indexPath)} is not JSON: ${messageOf(error)}` };
  }
  const parsed = indexSchema.safeParse(value);
  if (!parsed.success) return { error: `${path.basename(indexPath)} is not a sessions index` };
  return { anchors: parsed.data.anchors, exists: true };
}

export class SessionIndex {
  private readonly file: AtomicTextFile;
  /** Heads waiting for the next write. */
  private pending = new Map<string, IndexedAnchor>();
  private writing: Promise<void> | null = null;

  constructor(
    readonly indexPath: string,
    private readonly report: (message: string) => void = () => {},
  ) {
    this.file = new AtomicTextFile(indexPath);
  }

  /** Note a session's new head; it reaches the disk shortly (see `flushed`). */
  record(id: string, anchor: IndexedAnchor): void {
    const queued = this.pending.get(id);
    if (!queued || queued.seq <= anchor.seq) this.pending.set(id, anchor);
    this.writing ??= this.drain();
  }

  /** Settles once every head recorded so far is on disk. */
  async flushed(): Promise<void> {
    while (this.writing) await this.writing;
  }

  private async drain(): Promise<void> {
    try {
      while (this.pending.size > 0) {
        const batch = this.pending;
        this.pending = new Map();
        try {
          await this.write(batch);
        } catch (error) {
          // The journal is the record; a stale index only weakens the check after the event.
          this.report(`could not update ${this.indexPath}: ${messageOf(error)}`);
        }
      }
    } finally {
      this.writing = null;
    }
  }

  private async write(batch: Map<string, IndexedAnchor>): Promise<void> {
    const read = await readSessionIndex(this.indexPath);
    const anchors = 'error' in read ? {} : read.anchors;
    if ('error' in read) this.report(`${read.error}; it is written afresh`);
    for (const [id, anchor] of batch) {
      const known = anchors[id];
      if (!known || known.seq <= anchor.seq) anchors[id] = anchor;
    }
    const data: IndexData = { format: FORMAT, version: 1, anchors };
    await this.file.write(`${JSON.stringify(data, null, 1)}\n`);
  }
}

/** Record one head in the index beside a journal (command-line appends), if it has one. */
export async function recordAnchorBeside(
  journalPath: string,
  id: string,
  anchor: IndexedAnchor,
): Promise<void> {
  const indexPath = indexPathFor(journalPath);
  if (indexPath === null) return;
  const index = new SessionIndex(indexPath);
  index.record(id, anchor);
  await index.flushed();
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
