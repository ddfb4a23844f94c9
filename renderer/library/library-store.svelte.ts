import type { FileProblem, ScenarioSummary, TemplateSummary } from '../../host/channels.ts';
import { BackendError, type Backend } from '../backend/backend.ts';
import { takeEarlyAnswer } from '../backend/early-calls.ts';
import { describeError } from '../lib/describe-error.ts';
import { isScenarioFileName, MAX_IMPORT_BYTES } from '../lib/files.ts';
import { collator } from '../lib/intl-formats.ts';

export type SortOrder = 'modified' | 'title' | 'players';

export const sortLabels: Record<SortOrder, string> = {
  modified: 'Recently modified',
  title: 'Title',
  players: 'Most players',
};

/** A file that could not be imported: named, with the host's reasons. */
export interface ImportFailure {
  fileName: string;
  message: string;
  problems: { path: string; message: string }[];
}

/** A file handed to the library: from the picker or dropped on the window. */
export interface FileToImport {
  name: string;
  size: number;
  text(): Promise<string>;
}

export interface ImportOutcome {
  imported: { summary: ScenarioSummary; migratedFrom: number | null }[];
  failed: ImportFailure[];
}

/** A deleted scenario that can still come back from the trash. */
export interface DeletedScenario {
  trashId: string;
  title: string;
}

export function matchesQuery(summary: ScenarioSummary, query: string): boolean {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = [summary.title, ...summary.tags, ...summary.designers]
    .join('\n')
    .toLocaleLowerCase();
  return words.every((word) => haystack.includes(word));
}

export function sortScenarios(
  list: readonly ScenarioSummary[],
  order: SortOrder,
): ScenarioSummary[] {
  // Made on first use: the page's first collator costs tens of milliseconds, and the usual
  // order (recently modified) seldom needs it.
  let titles: Intl.Collator | undefined;
  const byTitle = (a: ScenarioSummary, b: ScenarioSummary) =>
    (titles ??= collator(undefined, { sensitivity: 'base', numeric: true })).compare(
      a.title,
      b.title,
    );
  const sorted = [...list];
  switch (order) {
    case 'title':
      return sorted.sort(byTitle);
    case 'players':
      return sorted.sort(
        (a, b) => b.players.max - a.players.max || b.players.min - a.players.min || byTitle(a, b),
      );
    case 'modified':
      // ISO 8601 times in UTC, all written alike: their text sorts as their time does.
      return sorted.sort(
        (a, b) =>
          (a.modifiedAt < b.modifiedAt ? 1 : a.modifiedAt > b.modifiedAt ? -1 : 0) || byTitle(a, b),
      );
  }
}

/**
 * The library as the renderer sees it: the host's list, what the person searches and selects,
 * the files that failed, and the deletes that can still be undone.
 */
export class LibraryStore {
  scenarios = $state.raw<ScenarioSummary[]>([]);
  problems = $state.raw<FileProblem[]>([]);
  importFailures = $state.raw<ImportFailure[]>([]);
  templates = $state.raw<TemplateSummary[]>([]);
  dataDir = $state('');
  /** True once the first list has arrived. */
  loaded = $state(false);
  loadError = $state<string | null>(null);
  query = $state('');
  sort = $state<SortOrder>('modified');
  selectedId = $state<string | null>(null);
  /** Most recent last; Ctrl+Z restores the last one. */
  deleted = $state.raw<DeletedScenario[]>([]);
  busy = $state(false);
  /** Whether the errors panel shows every problem or one line of file names. */
  errorsExpanded = $state(true);

  readonly visible = $derived(
    sortScenarios(
      this.scenarios.filter((s) => matchesQuery(s, this.query)),
      this.sort,
    ),
  );
  readonly selected = $derived(this.scenarios.find((s) => s.id === this.selectedId) ?? null);

  #backend: Backend;
  #listRequest = 0;

  constructor(backend: Backend) {
    this.#backend = backend;
  }

  /** Ask the host for the list. Answers to older requests that arrive late are dropped. */
  async refresh(): Promise<void> {
    const request = ++this.#listRequest;
    try {
      const ask = () => this.#backend.call('library.list', {});
      // Sent early, perhaps before the host knew who this page is: a refusal is asked again.
      const early = takeEarlyAnswer(this.#backend, 'library.list', {});
      const list = await (early ? early.catch(ask) : ask());
      if (request !== this.#listRequest) return;
      this.scenarios = list.scenarios;
      this.problems = list.problems;
      this.dataDir = list.dataDir;
      this.loadError = null;
      this.loaded = true;
      this.#keepSelectionVisible();
    } catch (error) {
      if (request !== this.#listRequest) return;
      this.loadError = describeError(error);
    }
  }

  async loadTemplates(): Promise<TemplateSummary[]> {
    this.templates = await this.#backend.call('library.templates', {});
    return this.templates;
  }

  select(id: string | null): void {
    this.selectedId = id;
  }

  /** Move the selection through the visible cards (arrow keys); clamps at both ends. */
  moveSelection(delta: number): void {
    const list = this.visible;
    if (list.length === 0) return;
    const index = list.findIndex((s) => s.id === this.selectedId);
    const next = index < 0 ? (delta > 0 ? 0 : list.length - 1) : index + delta;
    this.selectedId = list[Math.max(0, Math.min(list.length - 1, next))]?.id ?? null;
  }

  selectEdge(edge: 'first' | 'last'): void {
    const list = this.visible;
    this.selectedId = (edge === 'first' ? list[0] : list[list.length - 1])?.id ?? null;
  }

  async create(options: { templateId?: string; title?: string }): Promise<ScenarioSummary> {
    const summary = await this.#backend.call('scenario.create', options);
    this.#upsert(summary);
    return summary;
  }

  async duplicate(id: string): Promise<ScenarioSummary> {
    const summary = await this.#backend.call('scenario.duplicate', { id });
    this.#upsert(summary);
    return summary;
  }

  async rename(id: string, title: string): Promise<ScenarioSummary> {
    const summary = await this.#backend.call('scenario.rename', { id, title });
    this.#upsert(summary);
    return summary;
  }

  exportText(id: string): Promise<{ fileName: string; text: string }> {
    return this.#backend.call('scenario.export', { id });
  }

  async remove(id: string): Promise<DeletedScenario> {
    const title = this.scenarios.find((s) => s.id === id)?.title ?? id;
    const { trashId } = await this.#backend.call('scenario.delete', { id });
    const entry = { trashId, title };
    this.deleted = [...this.deleted, entry];
    const index = this.visible.findIndex((s) => s.id === id);
    this.scenarios = this.scenarios.filter((s) => s.id !== id);
    if (this.selectedId === id) {
      const list = this.visible;
      this.selectedId = list[Math.min(index, list.length - 1)]?.id ?? null;
    }
    return entry;
  }

  /** Bring back a deleted scenario (the last one by default). */
  async restore(trashId?: string): Promise<ScenarioSummary | null> {
    const entry = trashId
      ? this.deleted.find((d) => d.trashId === trashId)
      : this.deleted[this.deleted.length - 1];
    if (!entry) return null;
    const summary = await this.#backend.call('scenario.restore', { trashId: entry.trashId });
    this.deleted = this.deleted.filter((d) => d.trashId !== entry.trashId);
    this.#upsert(summary);
    this.selectedId = summary.id;
    return summary;
  }

  async openBackup(fileName: string): Promise<ScenarioSummary> {
    const summary = await this.#backend.call('library.openBackup', { fileName });
    this.#upsert(summary);
    this.selectedId = summary.id;
    return summary;
  }

  /**
   * Import several files, one after the other. Each failure is kept with its file name and
   * the host's problems; the files that succeed are added, and nothing else changes.
   */
  async importFiles(files: readonly FileToImport[]): Promise<ImportOutcome> {
    const outcome: ImportOutcome = { imported: [], failed: [] };
    this.busy = true;
    try {
      for (const file of files) {
        try {
          if (!isScenarioFileName(file.name)) {
            throw new Error(
              'Not imported: only scenario files (.json or .lodestar.json) can be imported.',
            );
          }
          if (file.size > MAX_IMPORT_BYTES) {
            throw new Error(
              `Not imported: the file is ${(file.size / 1024 / 1024).toFixed(0)} MB; a scenario file is at most ${MAX_IMPORT_BYTES / 1024 / 1024} MB.`,
            );
          }
          const text = await file.text();
          const result = await this.#backend.call('scenario.import', { fileName: file.name, text });
          outcome.imported.push(result);
          this.#upsert(result.summary);
        } catch (error) {
          outcome.failed.push({
            fileName: file.name,
            message: error instanceof Error ? error.message : String(error),
            problems: error instanceof BackendError ? (error.problems ?? []) : [],
          });
        }
      }
    } finally {
      this.busy = false;
    }
    // A later attempt at the same file replaces its earlier failure.
    const retried = files.map((f) => f.name);
    this.importFailures = [
      ...this.importFailures.filter((f) => !retried.includes(f.fileName)),
      ...outcome.failed,
    ];
    const last = outcome.imported[outcome.imported.length - 1];
    if (last) this.selectedId = last.summary.id;
    return outcome;
  }

  dismissImportFailure(fileName: string): void {
    this.importFailures = this.importFailures.filter((f) => f.fileName !== fileName);
  }

  #upsert(summary: ScenarioSummary): void {
    const rest = this.scenarios.filter((s) => s.id !== summary.id);
    this.scenarios = [...rest, summary];
  }

  #keepSelectionVisible(): void {
    if (this.selectedId && this.scenarios.some((s) => s.id === this.selectedId)) return;
    this.selectedId = this.visible[0]?.id ?? null;
  }
}
