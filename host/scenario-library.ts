import { randomUUID } from 'node:crypto';
import type { Stats } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { Low } from 'lowdb';
import { z } from 'zod';
import {
  HostError,
  scenarioIdSchema,
  type FileProblem,
  type ScenarioSummary,
  type TemplateSummary,
} from './channels.ts';
import { parseScenarioHead } from '../scenarios/format/parse-head.ts';
import { problemsFromZod } from '../scenarios/format/problems.ts';
import { headOf } from '../scenarios/format/scenario-head.ts';
import { listingMayFollow, readListedHead } from '../scenarios/format/listing.ts';
import type { Scenario } from '../scenarios/format/schema.ts';
import { slugify } from '../scenarios/format/slug.ts';
import { BACKUP_SUFFIX, errorCode, syncFolder } from './atomic-text-file.ts';
import { removeAbandonedTempFiles } from './temp-files.ts';
import { DataFile, DataFileError, jsonCodec, type TextCodec } from './data-file.ts';
import { describeLoadFailure } from './load-failure.ts';
import { summarizeScenario, summarizeTemplate } from './scenario-summary.ts';
import { SummaryCache, type CachedOutcome } from './summary-cache.ts';
import { makeTrashId, originalIdOf } from './trash-id.ts';
import { watchFolder } from './folder-watcher.ts';
import { readEndsWithStats, readWithStats } from './read-with-stats.ts';

/** The extension of every scenario file, in the library folder and on export. */
export const SCENARIO_EXTENSION = '.lodestar.json';

/**
 * Reading, checking and writing whole scenarios (library-format.ts), loaded on first need. The
 * promise is kept: each `import()` goes through the module loader again (and its hooks, under
 * tsx), which a save would otherwise pay three times.
 */
let format: Promise<typeof import('./library-format.ts')> | null = null;
const loadFormat = () => (format ??= import('./library-format.ts'));

export interface ScenarioLibraryOptions {
  /** The clock used to stamp deleted scenarios (tests pass a fixed one). */
  now?: () => Date;
}

/** `library.json`: its presence says the bundled scenarios were copied in once already. */
const markerSchema = z.object({
  schemaVersion: z.literal(1),
  createdAt: z.string(),
  bundledCopied: z.array(z.string()),
});
type LibraryMarker = z.output<typeof markerSchema>;

const MARKER_FILE = 'library.json';
const SUMMARY_CACHE_FILE = 'summary-cache.json';
const DEFAULT_TITLE = 'Untitled scenario';
const MAX_TITLE = 200;

/** A file's outcome; a whole load also carries the scenario itself. */
type LoadOutcome =
  CachedOutcome | { ok: true; summary: ScenarioSummary; whole: true; scenario: Scenario };

/**
 * How far a file is read: its head (what a list shows: the JSON, the version, the meta and
 * the counts), or the whole scenario, checked in full (to open it, or before replacing it).
 */
type Depth = 'head' | 'whole';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The scenario library: one scenario per file in `<dataDir>/scenarios/<id>.lodestar.json`,
 * deleted ones in `<dataDir>/trash/`. Nothing is ever overwritten that did not load, and
 * nothing is destroyed: a file that fails to load is reported and left as it is, saves keep
 * the previous copy as `.bak`, and deleting moves the file (and its `.bak`) to the trash.
 */
/** How long after its own write the library ignores the folder watcher's news of that file. */
const OWN_CHANGE_WINDOW_MS = 2000;

export class ScenarioLibrary {
  readonly scenariosDir: string;
  readonly trashDir: string;
  private readonly cache: SummaryCache;
  private readonly listeners = new Set<(reason: string) => void>();
  /** Ids chosen for files being created right now, so two creations never pick the same. */
  private readonly reserved = new Set<string>();
  /** Scenario files this library wrote or moved lately, by name → when: not news when watched. */
  private readonly ownChanges = new Map<string, number>();
  /** The save in progress for each scenario id: saves of one file queue behind each other. */
  private readonly saving = new Map<string, Promise<void>>();

  private constructor(
    readonly dataDir: string,
    private readonly now: () => Date,
  ) {
    this.scenariosDir = path.join(dataDir, 'scenarios');
    this.trashDir = path.join(dataDir, 'trash');
    this.cache = new SummaryCache(path.join(dataDir, SUMMARY_CACHE_FILE));
  }

  static async open(
    dataDir: string,
    options: ScenarioLibraryOptions = {},
  ): Promise<ScenarioLibrary> {
    const library = new ScenarioLibrary(path.resolve(dataDir), options.now ?? (() => new Date()));
    await library.prepare();
    return library;
  }

  private async prepare(): Promise<void> {
    try {
      await fs.mkdir(this.scenariosDir, { recursive: true });
      await fs.mkdir(this.trashDir, { recursive: true });
    } catch (error) {
      throw new HostError(
        'io',
        `cannot create the library folder ${this.dataDir}: ${messageOf(error)}. Choose a folder you can write to (--data or LODESTAR_DATA).`,
      );
    }
    // The library's own files (library.json, the summary cache) are written atomically too.
    await removeAbandonedTempFiles(this.dataDir);
    await removeAbandonedTempFiles(this.scenariosDir);
    await this.cache.load();
    const markerFile = new DataFile<LibraryMarker>(
      path.join(this.dataDir, MARKER_FILE),
      jsonCodec(markerSchema),
    );
    try {
      if ((await markerFile.read()) !== null) return;
    } catch (error) {
      // A damaged marker still says the first run happened; it is left for a person to look at.
      if (error instanceof DataFileError) return;
      throw this.ioError('read', markerFile.filePath, error);
    }
    const copied: string[] = [];
    const { bundledScenarios } = await loadFormat();
    for (const { id, scenario } of bundledScenarios) {
      const filePath = this.pathOf(id);
      if (await exists(filePath)) continue;
      await this.writeFile(id, scenario);
      copied.push(id);
    }
    const marker = new Low<LibraryMarker>(markerFile, {
      schemaVersion: 1,
      createdAt: this.now().toISOString(),
      bundledCopied: copied,
    });
    try {
      await marker.write();
    } catch (error) {
      throw this.ioError('write', markerFile.filePath, error);
    }
  }

  /**
   * Tell the `onChange` listeners when scenario files are added, changed or removed by anyone
   * else (another program, a file manager, a sync tool). Returns the function that stops it.
   */
  watchDisk(): () => void {
    return watchFolder(this.scenariosDir, {
      accept: (name) => name.endsWith(SCENARIO_EXTENSION) && !name.startsWith('.'),
      onChange: (names) => {
        const now = Date.now();
        for (const [name, at] of this.ownChanges)
          if (now - at > OWN_CHANGE_WINDOW_MS) this.ownChanges.delete(name);
        const foreign = [...names].filter((name) => !this.ownChanges.has(name));
        if (foreign.length > 0) this.emit(`changed on disk: ${foreign.sort().join(', ')}`);
      },
    });
  }

  /** Called after every change this library makes; returns the unsubscribe function. */
  onChange(listener: (reason: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Every scenario whose head loads, and every `*.lodestar.json` that does not (left
   * untouched). Files are checked in full only when opened: one whose deeper content is
   * invalid is listed until then, refused with its problems, and listed as a problem after.
   * With `check`, every file is checked in full now, as opening each would.
   */
  async list(
    options: { check?: boolean } = {},
  ): Promise<{ scenarios: ScenarioSummary[]; problems: FileProblem[] }> {
    const depth: Depth = options.check ? 'whole' : 'head';
    let names: string[];
    try {
      names = await fs.readdir(this.scenariosDir);
    } catch (error) {
      throw this.ioError('read the folder', this.scenariosDir, error);
    }
    const present = new Set(names);
    this.cache.retainOnly(present);
    const fileNames = names.filter((n) => n.endsWith(SCENARIO_EXTENSION) && !n.startsWith('.'));
    const outcomes = await Promise.all(fileNames.map((n) => this.loadCached(n, depth)));
    const scenarios: ScenarioSummary[] = [];
    const problems: FileProblem[] = [];
    outcomes.forEach((outcome, i) => {
      const fileName = fileNames[i] as string;
      if (!outcome) return;
      if (outcome.ok) scenarios.push(outcome.summary);
      else
        problems.push({
          fileName,
          kind: outcome.kind,
          problems: outcome.problems,
          hasBackup: present.has(fileName + BACKUP_SUFFIX),
        });
    });
    scenarios.sort((a, b) => a.title.localeCompare(b.title) || a.id.localeCompare(b.id));
    problems.sort((a, b) => a.fileName.localeCompare(b.fileName));
    await this.cache.persist();
    return { scenarios, problems };
  }

  async templates(): Promise<TemplateSummary[]> {
    const { bundledScenarios } = await loadFormat();
    return bundledScenarios.map(({ id, scenario }) => summarizeTemplate(id, scenario));
  }

  async get(id: string): Promise<{ summary: ScenarioSummary; scenario: Scenario }> {
    return this.loadScenario(id, 'open');
  }

  /** A blank scenario, or a copy of a bundled template (optionally under another title). */
  async create(options: { templateId?: string; title?: string } = {}): Promise<ScenarioSummary> {
    const title = options.title?.trim() || undefined;
    const { blankScenario, bundledScenarios } = await loadFormat();
    let scenario: Scenario;
    if (options.templateId !== undefined) {
      const template = bundledScenarios.find((t) => t.id === options.templateId);
      if (!template) {
        const known = bundledScenarios.map((t) => t.id).join(', ');
        throw new HostError(
          'not-found',
          `there is no template "${options.templateId}"; the templates are: ${known}`,
        );
      }
      scenario = structuredClone(template.scenario);
      if (title) scenario.meta.title = title;
    } else {
      scenario = blankScenario(title ?? DEFAULT_TITLE);
    }
    return this.add(await validated(scenario, 'the new scenario'), 'created');
  }

  /**
   * Replace a scenario's file. Refused when the file on disk does not load (e.g. a newer
   * version), and, given `expectedModifiedAt`, when someone else has saved it since.
   * `alreadyChecked` is for the host's `scenario.save` handler alone: its request was checked
   * in full on arrival (dispatch.ts) and is handed over untouched, so a big board is not
   * checked twice on every save.
   */
  async save(
    id: string,
    scenario: Scenario,
    options: { expectedModifiedAt?: string; alreadyChecked?: boolean } = {},
  ): Promise<ScenarioSummary> {
    const checked = options.alreadyChecked
      ? { scenario }
      : await validated(scenario, 'the scenario');
    // One save of a file at a time, so the check below and the write cannot interleave with
    // another client's save of the same scenario.
    return this.oneAtATime(id, async () => {
      const current = await this.assertReplaceable(id);
      const expected = options.expectedModifiedAt;
      if (expected !== undefined && current.modifiedAt !== expected) {
        throw new HostError(
          'stale',
          `not saved: "${current.title}" was changed elsewhere (at ${current.modifiedAt}) after you opened it. Load that version, or keep yours and save it over that one.`,
        );
      }
      return this.replace(id, checked, 'saved');
    });
  }

  private oneAtATime<T>(id: string, task: () => Promise<T>): Promise<T> {
    const before = this.saving.get(id) ?? Promise.resolve();
    const run = before.then(task, task);
    const settled = run.then(
      () => undefined,
      () => undefined,
    );
    this.saving.set(id, settled);
    void settled.then(() => {
      if (this.saving.get(id) === settled) this.saving.delete(id);
    });
    return run;
  }

  async duplicate(id: string): Promise<ScenarioSummary> {
    const { scenario } = await this.loadScenario(id, 'duplicate');
    const copy = structuredClone(scenario);
    const suffix = ' (copy)';
    copy.meta.title = `${scenario.meta.title.slice(0, MAX_TITLE - suffix.length).trimEnd()}${suffix}`;
    return this.add(await validated(copy, 'the copy'), 'duplicated');
  }

  /** A new title; the id (and so the file name) stays, so open views keep working. */
  async rename(id: string, title: string): Promise<ScenarioSummary> {
    const { scenario } = await this.loadScenario(id, 'rename');
    const renamed = structuredClone(scenario);
    renamed.meta.title = title.trim();
    return this.replace(id, await validated(renamed, 'the new title'), 'renamed');
  }

  /**
   * Add a scenario file's text as a new scenario (always a new id, never over an existing
   * file). Older versions are migrated; a bad file is refused with every problem and nothing
   * is written.
   */
  async importText(
    fileName: string,
    text: string,
  ): Promise<{ summary: ScenarioSummary; migratedFrom: number | null }> {
    const { parseScenarioText } = await loadFormat();
    const result = parseScenarioText(text);
    if (!result.ok) {
      throw new HostError(
        'invalid',
        `${describeLoadFailure(fileName, result.kind, result.problems)}. Nothing was imported; fix the file and import it again.`,
        result.problems,
      );
    }
    const summary = await this.add({ scenario: result.scenario }, 'imported');
    return { summary, migratedFrom: result.migratedFrom };
  }

  /** The scenario as a file to hand to someone else, named after its title. */
  async exportText(id: string): Promise<{ fileName: string; text: string }> {
    const { scenario } = await this.loadScenario(id, 'export');
    const { serializeScenario } = await loadFormat();
    return {
      fileName: `${slugify(scenario.meta.title, 'scenario')}${SCENARIO_EXTENSION}`,
      text: serializeScenario(scenario),
    };
  }

  /** Move the file (and its `.bak`) to the trash folder; also works for a file that does not load. */
  async delete(id: string): Promise<{ trashId: string }> {
    const source = this.pathOf(this.checkedId(id));
    if (!(await exists(source))) throw this.notFound(id);
    const when = this.now();
    let trashId = makeTrashId(id, when, 0);
    for (let attempt = 1; await exists(this.trashPathOf(trashId)); attempt++) {
      trashId = makeTrashId(id, when, attempt);
    }
    await this.moveWithBackup(source, this.trashPathOf(trashId));
    this.cache.delete(this.fileNameOf(id));
    this.emit(`deleted ${id}`);
    return { trashId };
  }

  /** Bring a deleted scenario back, under its old id unless that has been taken since. */
  async restore(trashId: string): Promise<ScenarioSummary> {
    const originalId = originalIdOf(trashId);
    const source = this.trashPathOf(trashId);
    if (originalId === null || !(await exists(source))) {
      throw new HostError(
        'not-found',
        `there is no deleted scenario "${trashId}" in ${this.trashDir}; it may have been restored already`,
      );
    }
    let id = originalId;
    if (this.reserved.has(id) || (await exists(this.pathOf(id)))) {
      id = await this.newId(await this.titleInFile(source, originalId));
    } else {
      this.reserved.add(id);
    }
    try {
      await this.moveWithBackup(source, this.pathOf(id));
    } finally {
      this.reserved.delete(id);
    }
    this.emit(`restored ${id}`);
    const outcome = await this.loadFresh(this.fileNameOf(id), 'head');
    if (!outcome?.ok) {
      const fileName = this.fileNameOf(id);
      const problems = outcome?.problems ?? [];
      throw new HostError(
        'invalid',
        `${fileName} is back in the library folder but cannot be loaded: ${describeLoadFailure(fileName, outcome?.kind ?? 'unreadable', problems)}`,
        problems,
      );
    }
    return outcome.summary;
  }

  /**
   * Open the `.bak` of a file that does not load as a new scenario. The broken file and its
   * `.bak` stay as they are, so nothing is decided for the user.
   */
  async openBackup(fileName: string): Promise<ScenarioSummary> {
    if (
      path.basename(fileName) !== fileName ||
      !fileName.endsWith(SCENARIO_EXTENSION) ||
      fileName.startsWith('.')
    ) {
      throw new HostError(
        'not-found',
        `"${fileName}" is not a scenario file in ${this.scenariosDir}`,
      );
    }
    const backupName = fileName + BACKUP_SUFFIX;
    const backupPath = path.join(this.scenariosDir, backupName);
    let text: string;
    try {
      text = await fs.readFile(backupPath, 'utf8');
    } catch (error) {
      if (errorCode(error) === 'ENOENT') {
        throw new HostError('not-found', `${fileName} has no previous copy (${backupName})`);
      }
      throw this.ioError('read', backupPath, error);
    }
    const { parseScenarioText } = await loadFormat();
    const result = parseScenarioText(text);
    if (!result.ok) {
      throw new HostError(
        'invalid',
        `${describeLoadFailure(backupName, result.kind, result.problems)}. The previous copy cannot be opened either.`,
        result.problems,
      );
    }
    return this.add({ scenario: result.scenario }, 'recovered from backup');
  }

  // ——— files ———

  private fileNameOf(id: string): string {
    return `${id}${SCENARIO_EXTENSION}`;
  }

  private pathOf(id: string): string {
    return path.join(this.scenariosDir, this.fileNameOf(id));
  }

  private trashPathOf(trashId: string): string {
    return path.join(this.trashDir, `${trashId}${SCENARIO_EXTENSION}`);
  }

  /** Ids come from outside (IPC, WebSocket, CLI): anything that is not an id names no file. */
  private checkedId(id: string): string {
    if (!scenarioIdSchema.safeParse(id).success) throw this.notFound(id);
    return id;
  }

  private notFound(id: string): HostError {
    return new HostError(
      'not-found',
      `there is no scenario "${id}" in ${this.scenariosDir}; it may have been deleted or renamed`,
    );
  }

  private ioError(action: string, filePath: string, error: unknown): HostError {
    return new HostError(
      'io',
      `could not ${action} ${filePath}: ${messageOf(error)}. Check that the folder is writable and the disk is not full, then try again.`,
    );
  }

  /**
   * One file's outcome to at least `depth`: from the cache when its inode, size and mtime are
   * unchanged (and it was checked that deep), else read again.
   */
  private async loadCached(fileName: string, depth: Depth): Promise<LoadOutcome | null> {
    // A file never seen has nothing to compare with: read it at once (a first list of a big
    // library is all such files).
    if (this.cache.last(fileName) === undefined) return this.loadFresh(fileName, depth);
    let stats: Stats;
    try {
      stats = await fs.stat(path.join(this.scenariosDir, fileName));
    } catch (error) {
      if (errorCode(error) === 'ENOENT') return null;
      return {
        ok: false,
        kind: 'unreadable',
        problems: [{ path: '$', message: messageOf(error) }],
      };
    }
    const cached = this.cache.get(fileName, stats);
    if (cached && (depth === 'head' || !cached.ok || cached.whole)) return cached;
    return this.loadFresh(fileName, depth);
  }

  /** Read and parse one file (with the stats of what was read), and remember the outcome. */
  private async loadFresh(fileName: string, depth: Depth): Promise<LoadOutcome | null> {
    const id = fileName.slice(0, -SCENARIO_EXTENSION.length);
    if (!scenarioIdSchema.safeParse(id).success) {
      return {
        ok: false,
        kind: 'invalid',
        problems: [
          {
            path: '$',
            message: `the file name must be lower-case letters, digits and dashes before ${SCENARIO_EXTENSION}: rename the file, or import it`,
          },
        ],
      };
    }
    const filePath = path.join(this.scenariosDir, fileName);
    let read: { stats: Stats; outcome: LoadOutcome };
    try {
      read =
        depth === 'head'
          ? await readForList(id, fileName, filePath)
          : await readWithStats(filePath).then(async ({ stats, text }) => ({
              stats,
              outcome: readWhole(id, fileName, text, stats, (await loadFormat()).scenarioCodec),
            }));
    } catch (error) {
      if (errorCode(error) === 'ENOENT') return null;
      return {
        ok: false,
        kind: 'unreadable',
        problems: [{ path: '$', message: messageOf(error) }],
      };
    }
    this.remember(fileName, read.stats, read.outcome);
    return read.outcome;
  }

  /** Cache summaries only: scenarios can be large, and `get` always reads the file. */
  private remember(fileName: string, stats: Stats, outcome: LoadOutcome): void {
    this.cache.set(
      fileName,
      stats,
      outcome.ok ? { ok: true, summary: outcome.summary, whole: outcome.whole } : outcome,
    );
  }

  private async loadScenario(
    id: string,
    action: string,
  ): Promise<{ summary: ScenarioSummary; scenario: Scenario }> {
    const fileName = this.fileNameOf(this.checkedId(id));
    const before = this.cache.last(fileName);
    const listed = before?.ok === true;
    const outcome = await this.loadFresh(fileName, 'whole');
    if (!outcome) throw this.notFound(id);
    if (outcome.ok && before?.ok && !isDeepStrictEqual(before.summary, outcome.summary)) {
      // The list showed what the file's head said (its listing may disagree with its body,
      // if someone edited one and not the other); lists now show what the whole file says.
      await this.cache.persist();
      this.emit(`corrected the summary of ${fileName}`);
    }
    if (!outcome.ok) {
      if (listed) {
        // The list showed this file from its head; now that it is known not to load, lists
        // show it among the problems.
        await this.cache.persist();
        this.emit(`found problems in ${fileName}`);
      }
      throw new HostError(
        outcome.kind === 'unreadable' ? 'io' : 'invalid',
        `cannot ${action} "${id}": ${describeLoadFailure(fileName, outcome.kind, outcome.problems)}. The file is left as it is.`,
        outcome.problems,
      );
    }
    if (!('scenario' in outcome)) throw new Error(`${fileName} was loaded without its scenario`);
    return { summary: outcome.summary, scenario: outcome.scenario };
  }

  /** Saving over a file is allowed only when that file loads: a newer or damaged file is kept. */
  private async assertReplaceable(id: string): Promise<ScenarioSummary> {
    const fileName = this.fileNameOf(this.checkedId(id));
    // Checked in full: a file whose deeper content is broken is not overwritten either.
    const outcome = await this.loadCached(fileName, 'whole');
    if (!outcome) throw this.notFound(id);
    if (!outcome.ok) {
      throw new HostError(
        'conflict',
        `not saved: ${describeLoadFailure(fileName, outcome.kind, outcome.problems)}, and saving would overwrite it. Save the scenario under a new name (duplicate or import) instead.`,
        outcome.problems,
      );
    }
    return outcome.summary;
  }

  /** A fresh id for a title: its slug and a short random suffix, free on disk and in flight. */
  private async newId(title: string): Promise<string> {
    const base = slugify(title, 'scenario');
    for (;;) {
      const id = `${base}-${randomUUID().slice(0, 6)}`;
      if (this.reserved.has(id) || (await exists(this.pathOf(id)))) continue;
      this.reserved.add(id);
      return id;
    }
  }

  private async add(checked: CheckedForWrite, reason: string): Promise<ScenarioSummary> {
    const id = await this.newId(checked.scenario.meta.title);
    try {
      const summary = await this.writeFile(id, checked.scenario, checked.parts);
      this.emit(`${reason} ${id}`);
      return summary;
    } finally {
      this.reserved.delete(id);
    }
  }

  private async replace(
    id: string,
    checked: CheckedForWrite,
    reason: string,
  ): Promise<ScenarioSummary> {
    const summary = await this.writeFile(id, checked.scenario, checked.parts);
    this.emit(`${reason} ${id}`);
    return summary;
  }

  /** Writes a scenario's file; `parts` is its text when the check already made it. */
  private async writeFile(
    id: string,
    scenario: Scenario,
    parts?: readonly string[],
  ): Promise<ScenarioSummary> {
    const { ScenarioFile } = await loadFormat();
    const file = new ScenarioFile(this.pathOf(id));
    const fileName = this.fileNameOf(id);
    this.noteOwnChange(file.filePath);
    let stats: Stats;
    try {
      // Through lowdb, on our durable adapter (temp file, fsync, rename, `.bak`); text the check
      // made goes straight to that adapter.
      if (parts) await file.file.write(parts);
      else await new Low<Scenario>(file, scenario).write();
      stats = await fs.stat(file.filePath);
    } catch (error) {
      throw this.ioError('write', file.filePath, error);
    }
    const summary = summarizeScenario(id, fileName, headOf(scenario), stats.mtime);
    this.remember(fileName, stats, { ok: true, summary, whole: true });
    return summary;
  }

  /** Rename a scenario file and its `.bak` together, then make both folders' renames durable. */
  private async moveWithBackup(from: string, to: string): Promise<void> {
    this.noteOwnChange(from);
    this.noteOwnChange(to);
    try {
      await fs.rename(from, to);
      try {
        await fs.rename(from + BACKUP_SUFFIX, to + BACKUP_SUFFIX);
      } catch (error) {
        if (errorCode(error) !== 'ENOENT') throw error;
      }
      await syncFolder(path.dirname(from));
      await syncFolder(path.dirname(to));
    } catch (error) {
      throw this.ioError('move', from, error);
    }
  }

  private async titleInFile(filePath: string, fallback: string): Promise<string> {
    try {
      const { parseScenarioText } = await loadFormat();
      const result = parseScenarioText(await fs.readFile(filePath, 'utf8'));
      return result.ok ? result.scenario.meta.title : fallback;
    } catch {
      return fallback;
    }
  }

  private noteOwnChange(filePath: string): void {
    this.ownChanges.set(path.basename(filePath), Date.now());
  }

  private emit(reason: string): void {
    for (const listener of this.listeners) {
      try {
        listener(reason);
      } catch (error) {
        // The change is on disk already; one failing listener must not hide it from the others.
        console.error('library change listener failed:', error);
      }
    }
  }
}

/**
 * How much of a file's start a list reads: a typical meta and the listing fit in the first
 * (reading 16 KB instead cost about twice as much), a meta with a long description in the
 * second; a file whose listing is further still is read whole.
 */
const LIST_START_BYTES = [4 * 1024, 64 * 1024] as const;
/** How much of its end: enough to tell a file that ends as a JSON object does from one cut short. */
const LIST_END_BYTES = 16;

/**
 * The list's view of a file. A file that Lodestar wrote is read no further than its start
 * (see `readListedHead`), with a look at its end; any other file (written by hand, by an older
 * version, or a short one) is read whole and its head checked as `parseScenarioHead` does.
 */
async function readForList(
  id: string,
  fileName: string,
  filePath: string,
): Promise<{ stats: Stats; outcome: LoadOutcome }> {
  for (const startBytes of LIST_START_BYTES) {
    const ends = await readEndsWithStats(filePath, startBytes, LIST_END_BYTES);
    if (ends.complete)
      return { stats: ends.stats, outcome: readHead(id, fileName, ends.start, ends.stats) };
    // A file cut short is left to the whole read, which says where its JSON breaks off.
    if (!ends.end.trimEnd().endsWith('}')) break;
    const head = readListedHead(ends.start);
    if (head) {
      const summary = summarizeScenario(id, fileName, head, ends.stats.mtime);
      return { stats: ends.stats, outcome: { ok: true, summary, whole: false } };
    }
    if (!listingMayFollow(ends.start)) break;
  }
  const { stats, text } = await readWithStats(filePath);
  return { stats, outcome: readHead(id, fileName, text, stats) };
}

/** The list's view of a whole file's text: its head only (see `parseScenarioHead`). */
function readHead(id: string, fileName: string, text: string, stats: Stats): LoadOutcome {
  const result = parseScenarioHead(text);
  if (!result.ok) return result;
  return {
    ok: true,
    summary: summarizeScenario(id, fileName, result.head, stats.mtime),
    whole: false,
  };
}

/** The whole scenario, checked in full. */
function readWhole(
  id: string,
  fileName: string,
  text: string,
  stats: Stats,
  scenarioCodec: TextCodec<Scenario>,
): LoadOutcome {
  let scenario: Scenario;
  try {
    scenario = scenarioCodec.parse(text, fileName);
  } catch (error) {
    if (!(error instanceof DataFileError)) throw error;
    return { ok: false, kind: error.kind, problems: error.problems };
  }
  const summary = summarizeScenario(id, fileName, headOf(scenario), stats.mtime);
  return { ok: true, summary, whole: true, scenario };
}

/** What a caller hands over is checked in full before anything is written. */
/** A scenario checked for writing, with its file text when the check made it. */
interface CheckedForWrite {
  readonly scenario: Scenario;
  readonly parts?: readonly string[];
}

async function validated(scenario: Scenario, what: string): Promise<CheckedForWrite> {
  const { checkScenarioFile } = await loadFormat();
  const parsed = checkScenarioFile(scenario);
  if (parsed.success) return { scenario: parsed.data, parts: parsed.parts };
  const problems = problemsFromZod(parsed.error);
  const first = problems[0];
  throw new HostError(
    'invalid',
    `${what} is not valid (${problems.length === 1 ? '1 problem' : `${problems.length} problems`}${first ? `; ${first.path}: ${first.message}` : ''}); nothing was written`,
    problems,
  );
}

/** Whether a path is taken. When that cannot be told, it counts as taken: nothing gets overwritten. */
async function exists(filePath: string): Promise<boolean> {
  try {
    await fs.lstat(filePath);
    return true;
  } catch (error) {
    return errorCode(error) !== 'ENOENT';
  }
}
