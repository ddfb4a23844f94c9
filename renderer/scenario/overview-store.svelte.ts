import type { ScenarioSummary } from '../../electron/channels.ts';
import {
  deckSchema,
  tableSchema,
  type CardDef,
  type DeckDef,
  type TableDef,
  type TableRow,
} from '../../scenarios/format/draws.ts';
import { seatCount, type Scenario, type Team } from '../../scenarios/format/schema.ts';
import { uniqueSlug } from '../../scenarios/format/slug.ts';
import { BackendError, type Backend } from '../backend/backend.ts';
import { describeError } from '../lib/describe-error.ts';
import { Autosaver } from './autosave.svelte.ts';
import { formToMeta, metaToForm, numberOrNaN, problemsByPath, type MetaForm } from './meta-form.ts';
import { countableTeams, newRole, newTeam } from './team-edits.ts';
import { deckUses, tableUses } from './draws/draw-uses.ts';

const blankForm: MetaForm = {
  title: '',
  designers: '',
  credits: '',
  playersMin: 1,
  playersMax: 1,
  hours: 1,
  minutes: 0,
  description: '',
  tags: '',
};

/**
 * One scenario's overview: the metadata form, the teams table and the decks' and tables'
 * contents (imported from spreadsheets), validated against the scenario schema on every edit
 * and autosaved when valid. Sections it does not edit (maps, …) are sent back as loaded.
 */
export class OverviewStore {
  readonly id: string;
  status = $state<'loading' | 'ready' | 'missing' | 'failed'>('loading');
  loadError = $state<string | null>(null);
  summary = $state.raw<ScenarioSummary | null>(null);
  /** The scenario as loaded: the source of every section this view does not edit. */
  base = $state.raw<Scenario | null>(null);
  form = $state<MetaForm>({ ...blankForm });
  teams = $state.raw<Team[]>([]);
  decks = $state.raw<DeckDef[]>([]);
  tables = $state.raw<TableDef[]>([]);

  readonly candidate = $derived<Scenario | null>(
    this.base
      ? {
          ...this.base,
          meta: formToMeta(this.form),
          teams: this.teams,
          decks: this.decks,
          tables: this.tables,
        }
      : null,
  );
  /** JSON path → what is wrong there, for each field to show beside itself. */
  readonly problems = $derived(problemsByPath(this.candidate));
  readonly seatTotal = $derived(seatCount({ teams: countableTeams(this.teams) }));

  /** The last save was refused: someone else saved this scenario after it was loaded here. */
  conflict = $state(false);

  readonly saver: Autosaver;
  #backend: Backend;
  /** Save without naming the version the edit started from (the user chose to keep theirs). */
  #overwrite = false;

  constructor(backend: Backend, id: string, options: { autosaveDelayMs?: number } = {}) {
    this.#backend = backend;
    this.id = id;
    this.saver = new Autosaver({
      save: () => this.#save(),
      isValid: () => this.problems.size === 0,
      ...(options.autosaveDelayMs !== undefined ? { delayMs: options.autosaveDelayMs } : {}),
    });
  }

  async load(): Promise<void> {
    this.status = 'loading';
    try {
      const loaded = await this.#backend.call('scenario.get', { id: this.id });
      this.#show(loaded);
      this.status = 'ready';
    } catch (error) {
      const missing = error instanceof BackendError && error.code === 'not-found';
      this.status = missing ? 'missing' : 'failed';
      this.loadError = describeError(error);
    }
  }

  /**
   * Another window or program changed the library: when nothing is waiting to be saved here
   * and this scenario's file is newer than what is shown, show the new version.
   */
  async refreshFromElsewhere(): Promise<void> {
    if (this.status !== 'ready' || this.saver.state !== 'saved') return;
    let loaded: Awaited<ReturnType<typeof this.fetch>>;
    try {
      loaded = await this.fetch();
    } catch {
      return; // Deleted or unreadable now: the next save or reload will say so.
    }
    // Edits made while it was being fetched win: they will be saved (or refused) as usual.
    if (this.saver.state !== 'saved' || this.saver.hasUnsavedChanges) return;
    if (loaded.summary.modifiedAt !== this.summary?.modifiedAt) this.#show(loaded);
  }

  /** Resolve a conflict by discarding the edits here and showing the version on disk. */
  async loadTheirs(): Promise<void> {
    const loaded = await this.fetch();
    this.#show(loaded);
    this.conflict = false;
    this.saver.reset();
  }

  /** Resolve a conflict by saving the edits here over the other version. */
  async keepMine(): Promise<void> {
    this.#overwrite = true;
    try {
      await this.saver.flush();
    } finally {
      this.#overwrite = false;
    }
  }

  fetch() {
    return this.#backend.call('scenario.get', { id: this.id });
  }

  #show({ summary, scenario }: { summary: ScenarioSummary; scenario: Scenario }): void {
    this.summary = summary;
    this.base = scenario;
    this.form = metaToForm(scenario.meta);
    this.teams = scenario.teams;
    this.decks = scenario.decks;
    this.tables = scenario.tables;
  }

  error(path: string): string | undefined {
    return this.problems.get(path);
  }

  setField<K extends keyof MetaForm>(key: K, value: MetaForm[K]): void {
    this.form[key] = value;
    this.saver.changed();
  }

  addTeam(): void {
    this.#setTeams([...this.teams, newTeam(this.teams)]);
  }

  removeTeam(index: number): void {
    this.#setTeams(this.teams.filter((_, i) => i !== index));
  }

  /** Ids stay as they are on rename: other sections refer to teams by id. */
  updateTeam(index: number, patch: Partial<Pick<Team, 'name' | 'colour' | 'kind'>>): void {
    this.#setTeams(this.teams.map((t, i) => (i === index ? { ...t, ...patch } : t)));
  }

  addRole(teamIndex: number): void {
    this.#editRoles(teamIndex, (roles) => [...roles, newRole(roles)]);
  }

  removeRole(teamIndex: number, roleIndex: number): void {
    this.#editRoles(teamIndex, (roles) => roles.filter((_, i) => i !== roleIndex));
  }

  updateRole(
    teamIndex: number,
    roleIndex: number,
    patch: { name?: string; count?: number | null },
  ): void {
    const next: Partial<Team['roles'][number]> = {};
    if (patch.name !== undefined) next.name = patch.name;
    if (patch.count !== undefined) next.count = numberOrNaN(patch.count);
    this.#editRoles(teamIndex, (roles) =>
      roles.map((r, i) => (i === roleIndex ? { ...r, ...next } : r)),
    );
  }

  #editRoles(teamIndex: number, edit: (roles: Team['roles']) => Team['roles']): void {
    this.#setTeams(
      this.teams.map((t, i) => (i === teamIndex ? { ...t, roles: edit(t.roles) } : t)),
    );
  }

  /** A new empty deck with an id made from its name. */
  addDeck(name: string): string {
    // eslint-disable-next-line svelte/prefer-svelte-reactivity -- a throwaway set of taken ids
    const id = uniqueSlug(name, new Set(this.decks.map((d) => d.id)), 'deck');
    this.#setDecks([...this.decks, deckSchema.parse({ id, name: name.trim() || 'New deck' })]);
    return id;
  }

  /** Deletes a deck unless a phase-start deal uses it (that would make the scenario invalid). */
  removeDeck(id: string): boolean {
    if (this.candidate && deckUses(this.candidate, id).length > 0) return false;
    this.#setDecks(this.decks.filter((d) => d.id !== id));
    return true;
  }

  /** Replaces a deck's cards (an import from a spreadsheet). */
  setDeckCards(id: string, cards: CardDef[], fieldNames: string[]): void {
    this.#setDecks(this.decks.map((d) => (d.id === id ? { ...d, cards, fieldNames } : d)));
  }

  addTable(name: string): string {
    // eslint-disable-next-line svelte/prefer-svelte-reactivity -- a throwaway set of taken ids
    const id = uniqueSlug(name, new Set(this.tables.map((t) => t.id)), 'table');
    this.#setTables([...this.tables, tableSchema.parse({ id, name: name.trim() || 'New table' })]);
    return id;
  }

  /** Deletes a table unless another table's row rolls on it. */
  removeTable(id: string): boolean {
    if (this.candidate && tableUses(this.candidate, id).length > 0) return false;
    this.#setTables(this.tables.filter((t) => t.id !== id));
    return true;
  }

  /** Replaces a table's rows (an import), and its dice when the import names them. */
  setTableRows(id: string, rows: TableRow[], fieldNames: string[], roll?: string): void {
    this.#setTables(
      this.tables.map((t) =>
        t.id === id ? { ...t, rows, fieldNames, ...(roll === undefined ? {} : { roll }) } : t,
      ),
    );
  }

  #setDecks(decks: DeckDef[]): void {
    this.decks = decks;
    this.saver.changed();
  }

  #setTables(tables: TableDef[]): void {
    this.tables = tables;
    this.saver.changed();
  }

  #setTeams(teams: Team[]): void {
    this.teams = teams;
    this.saver.changed();
  }

  async #save(): Promise<void> {
    const scenario = this.candidate;
    if (!scenario) return;
    const base = this.#overwrite ? undefined : this.summary?.modifiedAt;
    try {
      this.summary = await this.#backend.call('scenario.save', {
        id: this.id,
        scenario,
        ...(base === undefined ? {} : { expectedModifiedAt: base }),
      });
      this.conflict = false;
    } catch (error) {
      this.conflict = error instanceof BackendError && error.code === 'stale';
      throw error;
    }
  }
}
