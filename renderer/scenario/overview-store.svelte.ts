import {
  deckSchema,
  tableSchema,
  type CardDef,
  type DeckDef,
  type TableDef,
  type TableRow,
} from '../../features/draws/draws-format.ts';
import { seatCount, type Scenario, type Team } from '../../scenarios/format/schema.ts';
import { uniqueSlug } from '../../scenarios/format/slug.ts';
import { formToMeta, metaToForm, numberOrNaN, problemsByPath, type MetaForm } from './meta-form.ts';
import { countableTeams, newRole, newTeam } from '../../features/teams/ui/team-edits.ts';
import { deckUses, tableUses } from '../../features/draws/ui/scenario/draw-uses.ts';
import { ScenarioDocument } from './scenario-document.svelte.ts';

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
export class OverviewStore extends ScenarioDocument {
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

  protected show(scenario: Scenario): void {
    this.form = metaToForm(scenario.meta);
    this.teams = scenario.teams;
    this.decks = scenario.decks;
    this.tables = scenario.tables;
  }

  protected edited(): Scenario | null {
    return this.candidate;
  }

  protected override canSave(): boolean {
    return this.problems.size === 0;
  }

  error(path: string): string | undefined {
    return this.problems.get(path);
  }

  setField<K extends keyof MetaForm>(key: K, value: MetaForm[K]): void {
    this.form[key] = value;
    this.changed();
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
    this.changed();
  }

  #setTables(tables: TableDef[]): void {
    this.tables = tables;
    this.changed();
  }

  #setTeams(teams: Team[]): void {
    this.teams = teams;
    this.changed();
  }
}
