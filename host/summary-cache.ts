import type { Stats } from 'node:fs';
import { z } from 'zod';
import { fileProblemSchema, problemSchema, scenarioSummarySchema } from './channels.ts';
import { CURRENT_SCHEMA_VERSION } from '../scenarios/format/meta.ts';
import { DataFile, jsonCodec } from './data-file.ts';

const outcomeSchema = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    summary: scenarioSummarySchema,
    /** Whether the whole file was checked (opened or written), not only what a list shows. */
    whole: z.boolean(),
  }),
  z.object({
    ok: z.literal(false),
    kind: fileProblemSchema.shape.kind,
    problems: z.array(problemSchema),
  }),
]);
/** What loading one scenario file gave: its summary, or why it does not load. */
export type CachedOutcome = z.output<typeof outcomeSchema>;

const entrySchema = z.object({
  ino: z.number(),
  size: z.number(),
  mtimeMs: z.number(),
  outcome: outcomeSchema,
});
type Entry = z.output<typeof entrySchema>;

/** Bump when the summary or the way files are judged changes, so old caches are dropped. */
const CACHE_VERSION = 2;

const cacheFileSchema = z.object({
  cacheVersion: z.literal(CACHE_VERSION),
  /** A newer Lodestar may load files this one refused (and the other way round). */
  readerSchemaVersion: z.literal(CURRENT_SCHEMA_VERSION),
  entries: z.record(z.string(), entrySchema),
});

/**
 * Summaries of the library's files keyed by file name and (inode, size, mtime), kept on disk
 * so that listing a large library after a restart does not parse every file again. It is
 * derived data: a missing, damaged or outdated cache is simply rebuilt.
 */
export class SummaryCache {
  private readonly entries = new Map<string, Entry>();
  private readonly file: DataFile<z.output<typeof cacheFileSchema>>;
  private dirty = false;

  constructor(filePath: string) {
    this.file = new DataFile(filePath, jsonCodec(cacheFileSchema));
  }

  async load(): Promise<void> {
    try {
      const stored = await this.file.read();
      for (const [name, entry] of Object.entries(stored?.entries ?? {}))
        this.entries.set(name, entry);
    } catch {
      this.dirty = true;
    }
  }

  /** The outcome remembered for this file, if the file is the very one it was taken from. */
  get(fileName: string, stats: Stats): CachedOutcome | undefined {
    const entry = this.entries.get(fileName);
    const same =
      entry &&
      entry.ino === stats.ino &&
      entry.size === stats.size &&
      entry.mtimeMs === stats.mtimeMs;
    return same ? entry.outcome : undefined;
  }

  /** The outcome last remembered for this file, whichever version of the file it came from. */
  last(fileName: string): CachedOutcome | undefined {
    return this.entries.get(fileName)?.outcome;
  }

  set(fileName: string, stats: Stats, outcome: CachedOutcome): void {
    this.entries.set(fileName, {
      ino: stats.ino,
      size: stats.size,
      mtimeMs: stats.mtimeMs,
      outcome,
    });
    this.dirty = true;
  }

  delete(fileName: string): void {
    if (this.entries.delete(fileName)) this.dirty = true;
  }

  /** Forget files that are gone. */
  retainOnly(present: ReadonlySet<string>): void {
    for (const name of this.entries.keys()) if (!present.has(name)) this.delete(name);
  }

  /** Write the cache if it changed. Failing to is harmless (the next start parses again). */
  async persist(): Promise<void> {
    if (!this.dirty) return;
    this.dirty = false;
    try {
      await this.file.write({
        cacheVersion: CACHE_VERSION,
        readerSchemaVersion: CURRENT_SCHEMA_VERSION,
        entries: Object.fromEntries(this.entries),
      });
    } catch {
      this.dirty = true;
    }
  }
}
