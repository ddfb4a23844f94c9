import type { SessionProblem, SessionSummary } from '../../host/channels.ts';
import type { Backend } from '../backend/backend.ts';
import { describeError } from '../lib/describe-error.ts';
import { downloadReport, type ReportFormat, type SessionReport } from './session-report.ts';

/** Running sessions first, then the most recently active. */
export function sortSessions(list: readonly SessionSummary[]): SessionSummary[] {
  return [...list].sort(
    (a, b) =>
      Number(b.status === 'running') - Number(a.status === 'running') ||
      b.lastAt - a.lastAt ||
      a.title.localeCompare(b.title),
  );
}

export interface StartSession {
  scenarioId: string;
  facilitator: string;
  title?: string;
  seed?: string;
}

/**
 * The sessions in the data folder, as the library lists them: running and ended ones, with
 * the archived ones behind a toggle. Kept current from `sessions.changed`.
 */
export class SessionsStore {
  sessions = $state.raw<SessionSummary[]>([]);
  problems = $state.raw<SessionProblem[]>([]);
  loaded = $state(false);
  loadError = $state<string | null>(null);
  showArchived = $state(false);

  readonly visible = $derived(
    sortSessions(this.sessions.filter((s) => this.showArchived || !s.archived)),
  );
  readonly archivedCount = $derived(this.sessions.filter((s) => s.archived).length);

  readonly #backend: Backend;
  #request = 0;

  constructor(backend: Backend) {
    this.#backend = backend;
  }

  /** Ask the host for the list; an answer to an older request that arrives late is dropped. */
  async refresh(): Promise<void> {
    const request = ++this.#request;
    try {
      const list = await this.#backend.call('session.list', {});
      if (request !== this.#request) return;
      this.sessions = list.sessions;
      this.problems = list.problems;
      this.loadError = null;
      this.loaded = true;
    } catch (error) {
      if (request !== this.#request) return;
      this.loadError = describeError(error);
    }
  }

  /** Listen for changes made anywhere (another window, the CLI); returns the unsubscribe. */
  listen(): () => void {
    return this.#backend.on('sessions.changed', () => void this.refresh());
  }

  async create(input: StartSession): Promise<SessionSummary> {
    const summary = await this.#backend.call('session.create', input);
    this.#upsert(summary);
    return summary;
  }

  /** Ends a session from the library (the same action as in the console). */
  async end(id: string, by: string): Promise<void> {
    await this.#backend.call('session.act', { id, by, action: { type: 'session.end' } });
    await this.refresh();
  }

  async setArchived(id: string, archived: boolean): Promise<SessionSummary> {
    const summary = await this.#backend.call('session.archive', { id, archived });
    this.#upsert(summary);
    return summary;
  }

  #upsert(summary: SessionSummary): void {
    this.sessions = [...this.sessions.filter((s) => s.id !== summary.id), summary];
  }

  /** The after-action report of a session, downloaded. */
  report(id: string, format: ReportFormat): Promise<SessionReport> {
    return downloadReport(this.#backend, id, format);
  }
}
