import type { DealMarks } from '../../../editor/canvas/map-canvas.ts';
import type { MapEditor, Transaction } from '../../../editor/model/map-editor.ts';
import {
  editTemplate,
  findTemplate,
  templatesOf,
  withTemplates,
} from '../../../editor/model/template-document.ts';
import {
  duplicateTemplate,
  freeTemplateId,
  newTemplateFromGrid,
  nextFreeSeat,
  paintPlaces,
  setPlayers,
  templateProblems,
  type RoleBrush,
  type TemplateProblem,
} from '../../../editor/model/template-edits.ts';
import { templateView } from '../../../editor/model/template-view.ts';
import type {
  GalaxyTemplate,
  TemplateRole,
  TilePool,
} from '../../../scenarios/format/galaxy-templates.ts';
import { uniqueSlug } from '../../../scenarios/format/slug.ts';
import type { ShowBoard } from '../deal/galaxy-deal.svelte.ts';

/** The role tool's choices, in the palette's order. */
export type BrushKind = TemplateRole | 'clear';
export const BRUSH_KINDS: readonly BrushKind[] = [
  'home',
  'fixed',
  'hyperlane',
  'open',
  'closed',
  'clear',
];

/** Each role's tint on the canvas and its swatch in the legend. */
export const ROLE_COLOURS: Readonly<Record<TemplateRole, { ring: string; fill: string }>> = {
  home: { ring: '#4dabf7', fill: 'rgba(77, 171, 247, 0.35)' },
  fixed: { ring: '#fcc419', fill: 'rgba(252, 196, 25, 0.3)' },
  hyperlane: { ring: '#cc5de8', fill: 'rgba(204, 93, 232, 0.3)' },
  open: { ring: '#868e96', fill: 'rgba(0, 0, 0, 0)' },
  closed: { ring: '#495057', fill: 'rgba(0, 0, 0, 0)' },
};

export interface TemplateModeOptions {
  readonly editor: MapEditor;
  readonly showBoard: ShowBoard;
  readonly pools: () => readonly TilePool[];
  /** The tile chosen in the Tiles palette (a fixed or hyperlane brush lays it). */
  readonly chosenTile: () => string | null;
}

/**
 * The visual template mode: one galaxy template of the scenario shown on the canvas as a
 * board, each place tinted and labelled by its role, and the role tool that paints roles onto
 * places with a click. Every paint and every field change is one step of the editor's own
 * history, so Ctrl+Z and saving work as they do for maps.
 */
export class TemplateMode {
  openId = $state<string | null>(null);
  brush = $state<BrushKind>('home');
  /** The seat a home brush lays; null: the next free one. */
  seat = $state<number | null>(null);
  tier = $state<string | null>(null);
  rotation = $state(0);
  message = $state<string | null>(null);
  /** Bumped on every document change, so derived views re-read the template. */
  #version = $state(0);
  readonly #options: TemplateModeOptions;
  #stroke: { id: string; brush: RoleBrush; transaction: Transaction } | null = null;

  constructor(options: TemplateModeOptions) {
    this.#options = options;
    options.editor.subscribe((change) => {
      if (change !== 'document') return;
      this.#version++;
      if (this.openId !== null) {
        if (this.template) this.#show();
        else this.close();
      }
    });
  }

  get active(): boolean {
    return this.openId !== null;
  }

  get templates(): readonly GalaxyTemplate[] {
    void this.#version;
    return templatesOf(this.#options.editor.doc);
  }

  get template(): GalaxyTemplate | null {
    void this.#version;
    return findTemplate(this.#options.editor.doc, this.openId);
  }

  get problems(): TemplateProblem[] {
    const template = this.template;
    if (!template) return [];
    const doc = this.#options.editor.doc;
    // Throwaway lookups for one check, never reactive state.
    return templateProblems(template, {
      // eslint-disable-next-line svelte/prefer-svelte-reactivity -- built and dropped here
      tiles: new Set(doc.tiles.map((t) => t.id)),
      // eslint-disable-next-line svelte/prefer-svelte-reactivity -- built and dropped here
      pools: new Set(this.#options.pools().map((p) => p.id)),
    });
  }

  /** How many places hold each role, for the legend. */
  get counts(): Record<TemplateRole, number> {
    const template = this.template;
    const view = template ? templateView(template, this.#options.editor.doc.tiles) : null;
    return {
      home: view?.roles.home.length ?? 0,
      fixed: view?.roles.fixed.length ?? 0,
      hyperlane: view?.roles.hyperlane.length ?? 0,
      open: view?.roles.open.length ?? 0,
      closed: view?.roles.closed.length ?? 0,
    };
  }

  open(id: string): void {
    if (!findTemplate(this.#options.editor.doc, id)) return;
    this.openId = id;
    this.message = null;
    this.seat = null;
    this.tier = null;
    this.#show();
  }

  close(): void {
    this.strokeEnd();
    this.openId = null;
    this.message = null;
    this.#options.showBoard(null, null);
  }

  /** The brush as the role tool paints it now, or why it cannot paint. */
  currentBrush(): RoleBrush | string {
    switch (this.brush) {
      case 'home':
        return { role: 'home', seat: this.seat };
      case 'fixed':
      case 'hyperlane': {
        const tile = this.#options.chosenTile();
        if (tile === null) return 'Choose a tile in the Tiles palette first.';
        return { role: this.brush, tile, rotation: this.rotation };
      }
      case 'open':
        return { role: 'open', tier: this.tier };
      case 'closed':
        return { role: 'closed' };
      case 'clear':
        return { role: 'clear' };
    }
  }

  /** Paints the brush onto places: one undoable step. */
  paint(places: readonly string[]): void {
    this.strokeStart(places[0] ?? '');
    for (const place of places.slice(1)) this.strokeTo(place);
    this.strokeEnd();
  }

  /** A press on a place: a stroke begins (one undo step however far it is dragged). */
  strokeStart(place: string): void {
    const id = this.openId;
    const brush = this.currentBrush();
    this.strokeEnd();
    if (id === null) return;
    if (typeof brush === 'string') {
      this.message = brush;
      return;
    }
    this.message = null;
    const label = brush.role === 'clear' ? 'Clear role' : `Paint ${brush.role}`;
    this.#stroke = { id, brush, transaction: this.#options.editor.begin(label) };
    this.strokeTo(place);
    // A chosen seat is laid once; the rest of the stroke takes the next free seats.
    if (brush.role === 'home' && brush.seat !== null) {
      this.#stroke.brush = { role: 'home', seat: null };
      this.seat = null;
    }
  }

  strokeTo(place: string): void {
    const stroke = this.#stroke;
    if (!stroke) return;
    stroke.transaction.update((doc) =>
      editTemplate(doc, stroke.id, (t) => paintPlaces(t, [place], stroke.brush).template),
    );
  }

  strokeEnd(): void {
    this.#stroke?.transaction.commit();
    this.#stroke = null;
  }

  /** Turns the hyperlane or fixed brush a sixth further. */
  rotate(): void {
    this.rotation = (this.rotation + 1) % 6;
  }

  get nextSeat(): number | null {
    const template = this.template;
    return template ? nextFreeSeat(template) : null;
  }

  /** Changes the open template's fields (name, players, pool, deal rules…): one step. */
  update(label: string, change: (t: GalaxyTemplate) => GalaxyTemplate): void {
    const id = this.openId;
    if (id === null) return;
    this.#options.editor.apply(label, (doc) => editTemplate(doc, id, change));
  }

  setPlayers(players: number): void {
    if (!Number.isInteger(players) || players < 1 || players > 64) return;
    this.update('Change players', (t) => setPlayers(t, players));
  }

  /** A new template over the open map's grid and cells, opened. */
  createFromMap(name: string): void {
    const editor = this.#options.editor;
    const map = editor.map;
    const pool = this.#options.pools()[0];
    if (!map || !pool) {
      this.message = !map ? 'Open a map first.' : 'The scenario has no tile pool.';
      return;
    }
    const title = name.trim() || `${map.name} template`;
    const list = templatesOf(editor.doc);
    // eslint-disable-next-line svelte/prefer-svelte-reactivity -- a throwaway set of taken ids
    const id = uniqueSlug(title, new Set(list.map((t) => t.id)), 'template');
    const template = newTemplateFromGrid(map.grid, map.cells, {
      id,
      name: title,
      players: 6,
      pool: pool.id,
    });
    editor.apply(`New template “${title}”`, (doc) =>
      withTemplates(doc, [...templatesOf(doc), template]),
    );
    this.open(id);
  }

  duplicate(id: string): void {
    const editor = this.#options.editor;
    const copyId = freeTemplateId(`${id}-copy`, templatesOf(editor.doc));
    editor.apply('Duplicate template', (doc) =>
      withTemplates(doc, duplicateTemplate(templatesOf(doc), id)),
    );
    this.open(copyId);
  }

  rename(id: string, name: string): void {
    const trimmed = name.trim();
    if (!trimmed) return;
    this.#options.editor.apply('Rename template', (doc) =>
      editTemplate(doc, id, (t) => (t.name === trimmed ? t : { ...t, name: trimmed })),
    );
  }

  remove(id: string): void {
    if (this.openId === id) this.close();
    this.#options.editor.apply('Delete template', (doc) =>
      withTemplates(
        doc,
        templatesOf(doc).filter((t) => t.id !== id),
      ),
    );
  }

  #show(): void {
    const template = findTemplate(this.#options.editor.doc, this.openId);
    if (!template) return;
    const tiles = this.#options.editor.doc.tiles;
    const view = templateView(template, tiles);
    const marks: DealMarks = {
      legal: [],
      dimmed: view.roles.closed,
      // Open places stay plain (most of a board is open): the roles that matter stand out.
      groups: (['home', 'fixed', 'hyperlane'] as const).map((role) => ({
        places: view.roles[role],
        colours: ROLE_COLOURS[role],
      })),
    };
    this.#options.showBoard(
      {
        map: view.board,
        tiles,
        onPlace: (at) => this.strokeStart(at),
        onDrag: (at) => this.strokeTo(at),
        onRelease: () => this.strokeEnd(),
      },
      marks,
    );
  }
}
