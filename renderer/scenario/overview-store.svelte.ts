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
import { checkEdit, formToMeta, metaToForm, numberOrNaN, type MetaForm } from './meta-form.ts';
import { countableTeams, newRole, newTeam } from '../../features/teams/ui/team-edits.ts';
import { deckUses, tableUses } from '../../features/draws/ui/scenario/draw-uses.ts';
import { ScenarioDocument } from './scenario-document.svelte.ts';
import { EditHistory } from './edit-history.svelte.ts';

/** Every section of a scenario, by key: what the page edits besides the meta. */
export type SectionValues = Omit<Scenario, 'schemaVersion' | 'meta'>;
export type SectionKey = keyof SectionValues;

/** One step of undo: the whole of what the page edits (small next to a scenario's maps). */
interface Snapshot {
  form: MetaForm;
  sections: SectionValues;
}

function sectionsOf(scenario: Scenario): SectionValues {
  const { schemaVersion: _version, meta: _meta, ...sections } = scenario;
  return sections;
}

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
 * One scenario's page: the metadata form and every section (teams, decks' and tables' contents
 * imported from spreadsheets, and each section the schema form edits), validated against the
 * scenario schema on every edit, undoable, and autosaved when valid.
 */
export class OverviewStore extends ScenarioDocument {
  form = $state<MetaForm>({ ...blankForm });
  /** Each section as edited; null until the scenario is loaded. */
  sections = $state.raw<SectionValues | null>(null);
  readonly history = new EditHistory<Snapshot>();

  readonly candidate = $derived<Scenario | null>(
    this.base && this.sections
      ? { ...this.base, ...this.sections, meta: formToMeta(this.form) }
      : null,
  );
  /** JSON path → what is wrong there, for each field to show beside itself. */
  readonly #checked = $derived(checkEdit(this.candidate));
  readonly problems = $derived(this.#checked.problems);
  /** The edits as the file will hold them (defaults filled in), while they are valid. */
  readonly valid = $derived(this.#checked.valid);
  readonly seatTotal = $derived(seatCount({ teams: countableTeams(this.teams) }));

  get teams(): Team[] {
    return this.sections?.teams ?? [];
  }

  get decks(): DeckDef[] {
    return this.sections?.decks ?? [];
  }

  get tables(): TableDef[] {
    return this.sections?.tables ?? [];
  }

  protected show(scenario: Scenario): void {
    this.form = metaToForm(scenario.meta);
    this.sections = sectionsOf(scenario);
    this.history.clear();
  }

  protected edited(): Scenario | null {
    return this.candidate;
  }

  protected override canSave(): boolean {
    return this.problems.size === 0;
  }

  /** What undo would restore. */
  #snapshot(): Snapshot {
    return { form: { ...this.form }, sections: this.sections as SectionValues };
  }

  /**
   * Replaces one section. `mark` names the field being edited: keystrokes in the same field
   * in a row undo as one step.
   */
  setSection<K extends SectionKey>(key: K, value: SectionValues[K], mark?: string): void {
    if (!this.sections) return;
    this.history.record(this.#snapshot(), mark);
    this.sections = { ...this.sections, [key]: value };
    this.changed();
  }

  /** A section's value as the page has it (its default when the file leaves it out). */
  section<K extends SectionKey>(key: K): SectionValues[K] | undefined {
    return this.sections?.[key];
  }

  undo(): boolean {
    return this.#restore(this.history.undo(this.#snapshot()));
  }

  redo(): boolean {
    return this.#restore(this.history.redo(this.#snapshot()));
  }

  #restore(snapshot: Snapshot | null): boolean {
    if (!snapshot) return false;
    this.form = { ...snapshot.form };
    this.sections = snapshot.sections;
    this.changed();
    return true;
  }

  error(path: string): string | undefined {
    return this.problems.get(path);
  }

  setField<K extends keyof MetaForm>(key: K, value: MetaForm[K]): void {
    this.history.record(this.#snapshot(), `meta.${key}`);
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
    this.#setTeams(
      this.teams.map((t, i) => (i === index ? { ...t, ...patch } : t)),
      `teams.${index}.${Object.keys(patch).join()}`,
    );
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
    this.#editRoles(
      teamIndex,
      (roles) => roles.map((r, i) => (i === roleIndex ? { ...r, ...next } : r)),
      `teams.${teamIndex}.roles.${roleIndex}.${Object.keys(next).join()}`,
    );
  }

  #editRoles(
    teamIndex: number,
    edit: (roles: Team['roles']) => Team['roles'],
    mark?: string,
  ): void {
    this.#setTeams(
      this.teams.map((t, i) => (i === teamIndex ? { ...t, roles: edit(t.roles) } : t)),
      mark,
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
    this.setSection('decks', decks);
  }

  #setTables(tables: TableDef[]): void {
    this.setSection('tables', tables);
  }

  #setTeams(teams: Team[], mark?: string): void {
    this.setSection('teams', teams, mark);
  }
}
