import {
  currentTurn,
  dealGalaxy,
  dealtMap,
  isDone,
  legalCells,
  place,
  playableTiles,
  takeBack,
  type DealSource,
  type DealState,
} from '../../../editor/analysis/deal/index.ts';
import type { DealMarks } from '../../../editor/canvas/map-canvas.ts';
import { geometryOf } from '../../../editor/geometry/geometry-of.ts';
import { addMap } from '../../../editor/model/document-edits.ts';
import type { MapEditor } from '../../../editor/model/map-editor.ts';
import { seedRng, withGenerator } from '../../../random/rng.ts';
import type { MapDef } from '../../../scenarios/format/map.ts';
import { uniqueSlug } from '../../../scenarios/format/slug.ts';
import type { Tile } from '../../../scenarios/format/tiles.ts';

/** A board shown instead of the open map, and what a click (or a stroke) on it does. */
export interface ShownBoard {
  readonly map: MapDef;
  readonly tiles: readonly Tile[];
  readonly onPlace: (place: string) => void;
  /** A drag with the button down reaches another place (only boards painted in strokes). */
  readonly onDrag?: (place: string) => void;
  /** The stroke ends. */
  readonly onRelease?: () => void;
}

/** What the canvas is asked to show while a galaxy is dealt: its board, marks and clicks. */
export type ShowBoard = (board: ShownBoard | null, marks: DealMarks | null) => void;

export interface DealSettings {
  readonly template: string;
  readonly players: number;
  readonly seed: string;
}

export interface GalaxyDealOptions {
  /** The scenario's tiles, rules, templates and pools (null while it is loading). */
  readonly source: () => DealSource | null;
  readonly editor: MapEditor;
  readonly showBoard: ShowBoard;
}

export interface DealMessage {
  readonly text: string;
  readonly tone: 'info' | 'error';
}

/**
 * Dealing a galaxy in the map editor: the hands dealt from a template with a seed, whose turn
 * it is, the tile chosen from that hand and the places it may go (the only ones lit on the
 * canvas), placing with a click, taking placements back, and at the end the board added to
 * the scenario as an ordinary map, with a record of the deal, in one undoable step.
 */
export class GalaxyDeal {
  state = $state.raw<DealState | null>(null);
  settings = $state.raw<DealSettings | null>(null);
  /** The tile of the current hand being placed. */
  chosen = $state<string | null>(null);
  message = $state.raw<DealMessage | null>(null);
  /** Where the chosen tile may go. */
  legal = $state.raw<readonly string[]>([]);

  readonly #options: GalaxyDealOptions;

  constructor(options: GalaxyDealOptions) {
    this.#options = options;
  }

  get active(): boolean {
    return this.state !== null;
  }

  get done(): boolean {
    return this.state !== null && isDone(this.state);
  }

  get turn() {
    return this.state ? currentTurn(this.state) : null;
  }

  get canUndo(): boolean {
    return (this.state?.history.length ?? 0) > 0;
  }

  /** The tile library, to name and draw the tiles in hand. */
  tile(id: string): Tile | undefined {
    return this.#options.source()?.tiles.find((t) => t.id === id);
  }

  /** Deals the hands and shows the board; what stops it, in words, or null. */
  start(settings: DealSettings): string | null {
    const source = this.#options.source();
    if (!source) return 'The scenario is still loading';
    const [dealt] = withGenerator(seedRng(settings.seed), (g) =>
      dealGalaxy(source, settings.template, settings.players, g),
    );
    if (!dealt.ok) return `${dealt.problem[0]?.toUpperCase()}${dealt.problem.slice(1)}`;
    this.settings = settings;
    this.message = dealt.state.shortfall.length
      ? { tone: 'info', text: `Short: ${dealt.state.shortfall.join('; ')}.` }
      : null;
    this.#set(dealt.state);
    return null;
  }

  /** Picks a tile of the current hand: the places it may go light up, the rest dim. */
  choose(tile: string | null): void {
    const state = this.state;
    const source = this.#options.source();
    if (!state || !source) return;
    this.chosen = tile;
    this.legal = tile === null ? [] : legalCells(this.#ctx(source), state, tile);
    if (tile !== null && this.legal.length === 0) {
      const name = this.tile(tile)?.name ?? tile;
      const playable = playableTiles(this.#ctx(source), state);
      this.message = {
        tone: 'error',
        text:
          playable.length > 0
            ? `${name} has no legal place now: choose another tile.`
            : `${name} has no legal place, and no other tile in this hand has one: undo (Ctrl+Z) an earlier placement.`,
      };
    } else if (this.message?.tone === 'error') this.message = null;
    this.#show();
  }

  /** Places the chosen tile on `at`, or says why it may not go there. */
  placeAt(at: string): void {
    const state = this.state;
    const source = this.#options.source();
    const turn = this.turn;
    if (!state || !source || !turn) return;
    if (this.chosen === null) {
      this.message = { tone: 'info', text: 'Choose a tile from the hand first.' };
      return;
    }
    const result = place(this.#ctx(source), state, {
      seat: turn.seat,
      tile: this.chosen,
      place: at,
    });
    if (!result.ok) {
      this.message = { tone: 'error', text: result.reason };
      return;
    }
    this.message = null;
    this.#set(result.state);
  }

  /** Takes the last placement back (the tile returns to its hand). */
  undo(): void {
    if (!this.state || !this.canUndo) return;
    this.message = null;
    this.#set(takeBack(this.state));
  }

  /** Adds the finished board to the scenario as a new map (one undoable step); its id. */
  finish(name: string): string | null {
    const state = this.state;
    const settings = this.settings;
    if (!state || !settings || !isDone(state)) return null;
    const editor = this.#options.editor;
    const title = name.trim() || 'Dealt galaxy';
    // eslint-disable-next-line svelte/prefer-svelte-reactivity -- a throwaway set of taken ids
    const taken = new Set(editor.doc.maps.map((m) => m.id));
    const id = uniqueSlug(title, taken, 'dealt-galaxy');
    const map = dealtMap(state, settings.seed, id, title);
    this.cancel();
    return editor.applyAndShow(`Deal “${title}”`, (doc) => addMap(doc, map));
  }

  /** Leaves the deal: the canvas shows the open map again. */
  cancel(): void {
    this.state = null;
    this.settings = null;
    this.chosen = null;
    this.legal = [];
    this.message = null;
    this.#options.showBoard(null, null);
  }

  #ctx(source: DealSource) {
    return { tiles: source.tiles, rules: source.mapRules };
  }

  #set(state: DealState): void {
    this.state = state;
    const turn = currentTurn(state);
    const hand = turn ? (state.hands[turn.seat - 1] ?? []) : [];
    // The next player starts with their first tile chosen: one click places it.
    this.choose(hand[0] ?? null);
  }

  #show(): void {
    const state = this.state;
    const source = this.#options.source();
    if (!state || !source) return;
    // eslint-disable-next-line svelte/prefer-svelte-reactivity -- a lookup built and dropped here
    const legal = new Set(this.legal);
    const dimmed =
      this.chosen === null
        ? []
        : geometryOf(state.board)
            .places()
            .filter((p) => !legal.has(p) && !state.board.placements[p]);
    this.#options.showBoard(
      { map: state.board, tiles: source.tiles, onPlace: (at) => this.placeAt(at) },
      { legal: this.legal, dimmed },
    );
  }
}

/** A new seed to deal with: six letters and digits from the browser's random source. */
export function freshSeed(): string {
  const bytes = new Uint8Array(6);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => (b % 36).toString(36)).join('');
}
