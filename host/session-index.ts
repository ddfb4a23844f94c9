import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { LogAnchor } from '../session/anchor.ts';
import { hashSchema } from '../session/log-entry.ts';
import { AtomicTextFile, errorCode } from './atomic-text-file.ts';
import { ARCHIVE_FOLDER, SESSIONS_FOLDER } from './session-paths.ts';

/**
 * The sessions index, `<dataDir>/sessions/index.json`: the head of each session's log (its
 * latest seq and hash) and the entry of its last snapshot written, kept outside the journal
 * so that a log whose last entries were cut off — snapshot and all — no longer passes as
 * whole, and a deleted snapshot is noticed. Written after each append, off the action path:
 * an update waits for the write before it, and updates that pile up meanwhile go out as one
 * write. Each write merges with what is on disk, keeping the higher seq, so a command-line
 * append and the app never step back each other's heads — unless Control accepted a log as
 * it is (`replace`), which sets its head and snapshot to what they now are.
 */

export const SESSION_INDEX_FILE = 'index.json';
const FORMAT = 'lodestar-sessions-index';

export interface IndexedAnchor extends LogAnchor {
  /** When the entry was recorded (epoch milliseconds). */
  at: number;
  /** The entry of the last snapshot written, so that one deleted or put back is noticed. */
  snapshotSeq?: number;
  /**
   * The entry the head stood at when it was recorded again after the index had lost it (the
   * index deleted, or a session from before it): a cut before it cannot be detected.
   */
  reanchoredAt?: number;
}

/** What one write changes of a session's record. */
export interface IndexUpdate {
  head?: { seq: number; hash: string; at: number };
  snapshotSeq?: number;
  reanchoredAt?: number;
  /** The head and snapshot replace what was recorded, even a higher head (a log accepted as it is). */
  replace?: boolean;
}

const anchorSchema = z.object({
  seq: z.number().int().min(0),
  hash: hashSchema,
  at: z.number(),
  snapshotSeq: z.number().int().min(0).optional(),
  reanchoredAt: z.number().int().min(0).optional(),
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
  /** Updates waiting for the next write. */
  private pending = new Map<string, IndexUpdate>();
  private writing: Promise<void> | null = null;

  constructor(
    readonly indexPath: string,
    private readonly report: (message: string) => void = () => {},
  ) {
    this.file = new AtomicTextFile(indexPath);
  }

  /** Note a session's new head or snapshot; it reaches the disk shortly (see `flushed`). */
  record(id: string, update: IndexUpdate): void {
    const queued = this.pending.get(id);
    this.pending.set(id, queued ? combineUpdates(queued, update) : update);
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

  private async write(batch: Map<string, IndexUpdate>): Promise<void> {
    const read = await readSessionIndex(this.indexPath);
    const anchors = 'error' in read ? {} : read.anchors;
    if ('error' in read) this.report(`${read.error}; it is written afresh`);
    for (const [id, update] of batch) {
      const next = applyUpdate(anchors[id], update);
      if (next) anchors[id] = next;
    }
    const data: IndexData = { format: FORMAT, version: 1, anchors };
    await this.file.write(`${JSON.stringify(data, null, 1)}\n`);
  }
}

/** Record a head in the index beside a journal (command-line appends), if it has one. */
export async function recordAnchorBeside(
  journalPath: string,
  id: string,
  update: IndexUpdate,
): Promise<void> {
  const indexPath = indexPathFor(journalPath);
  if (indexPath === null) return;
  const index = new SessionIndex(indexPath);
  index.record(id, update);
  await index.flushed();
}

const later = (a: number | undefined, b: number | undefined) =>
  a === undefined ? b : b === undefined ? a : Math.max(a, b);

/** Two updates of one session as one, the later `b` applied after `a`. */
export function combineUpdates(a: IndexUpdate, b: IndexUpdate): IndexUpdate {
  const head =
    b.replace || !a.head || (b.head && b.head.seq >= a.head.seq) ? (b.head ?? a.head) : a.head;
  const snapshotSeq = b.replace ? b.snapshotSeq : later(a.snapshotSeq, b.snapshotSeq);
  const reanchoredAt = later(a.reanchoredAt, b.reanchoredAt);
  return {
    ...(head ? { head } : {}),
    ...(snapshotSeq === undefined ? {} : { snapshotSeq }),
    ...(reanchoredAt === undefined ? {} : { reanchoredAt }),
    ...(a.replace || b.replace ? { replace: true } : {}),
  };
}

/** A session's record after an update; undefined while nothing records its head. */
export function applyUpdate(
  known: IndexedAnchor | undefined,
  update: IndexUpdate,
): IndexedAnchor | undefined {
  const takesHead =
    update.head !== undefined && (update.replace || !known || known.seq <= update.head.seq);
  const head = takesHead ? update.head : known;
  if (!head) return undefined;
  const snapshotSeq = update.replace
    ? update.snapshotSeq
    : later(known?.snapshotSeq, update.snapshotSeq);
  const reanchoredAt = later(known?.reanchoredAt, update.reanchoredAt);
  return {
    seq: head.seq,
    hash: head.hash,
    at: head.at,
    ...(snapshotSeq === undefined ? {} : { snapshotSeq }),
    ...(reanchoredAt === undefined ? {} : { reanchoredAt }),
  };
}

/** What the index holds of one session, as opening or verifying it needs to know. */
export type IndexedHead =
  | { kind: 'recorded'; anchor: IndexedAnchor }
  | { kind: 'no-index' }
  | { kind: 'not-in-index' }
  | { kind: 'unreadable'; message: string };

export async function readIndexedHead(indexPath: string, id: string): Promise<IndexedHead> {
  const index = await readSessionIndex(indexPath);
  if ('error' in index) return { kind: 'unreadable', message: index.error };
  if (!index.exists) return { kind: 'no-index' };
  const anchor = index.anchors[id];
  return anchor ? { kind: 'recorded', anchor } : { kind: 'not-in-index' };
}

/**
 * Why the log cannot be compared with a head recorded in the index, in words, or null when
 * it can be (and was recorded from the session's start).
 */
export function indexedHeadWarning(head: IndexedHead, id: string): string | null {
  const blind = 'a cut tail cannot be detected';
  switch (head.kind) {
    case 'recorded':
      return head.anchor.reanchoredAt === undefined
        ? null
        : `the sessions index had lost the head of "${id}" and recorded it again at entry ${head.anchor.reanchoredAt}: a cut before that entry cannot be detected`;
    case 'no-index':
      return `the sessions index (${SESSION_INDEX_FILE}) is missing, so the log's head cannot be compared with it: ${blind}`;
    case 'not-in-index':
      return `the sessions index records no head for "${id}", so the log's head cannot be compared with it: ${blind}`;
    case 'unreadable':
      return `the log's recorded head cannot be compared: ${head.message}`;
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
