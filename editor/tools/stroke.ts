import type { LayerId, MapDef } from '../../scenarios/format/map.ts';
import type { Pixel } from '../geometry/coords.ts';
import { geometryOf } from '../geometry/geometry-of.ts';
import type { Transaction } from '../model/map-editor.ts';
import { placeWithTurns } from './mirror.ts';
import { placeAt } from './places.ts';
import { commitAs } from './transaction.ts';
import type { Next, ToolContext, ToolPointerEvent, ToolState } from './types.ts';

/** What a stroke tool (paint, erase, fog, cells) does with the places it crosses. */
export interface StrokeSpec {
  /** The state's name, e.g. "paint.painting". */
  readonly name: string;
  readonly cursor?: string;
  /**
   * Which places the stroke visits: the board's cells and nodes, or any cell of the grid
   * (adding cells reaches past the board's edge).
   */
  readonly reach: 'board' | 'grid';
  /**
   * Change the map for places the stroke reached since the last call (symmetric images
   * included). `turns` says how far each image is turned from the place the pointer crossed.
   */
  apply(map: MapDef, places: readonly string[], turns: ReadonlyMap<string, number>): MapDef;
  /** The undo step's name, once the stroke is over: "Paint 14 cells". */
  label(count: number, map: MapDef): string;
  /** The layer whose contents the stroke changes. */
  readonly layer: LayerId;
  /**
   * A place and its symmetric images, the place first. By default the images on the board;
   * a stroke that grows the board supplies its own.
   */
  images?(at: string, symmetry: number): { at: string; turns: number }[];
  /** Where the tool goes when the stroke ends or is cancelled. */
  done(): Next;
  /**
   * Which of the places just reached the stroke may edit (a finite pool of tiles runs out);
   * the reason for the others is told once a stroke. All of them when absent.
   */
  admit?(
    ctx: ToolContext,
    map: MapDef,
    places: readonly string[],
  ): { places: readonly string[]; refusal: string | null };
}

/**
 * A drag that edits every place it crosses, as ONE undo step. Successive pointer positions
 * are joined cell by cell so that a fast drag leaves no gaps, and every place is edited once
 * per stroke however often the pointer crosses it.
 */
export class StrokeState implements ToolState {
  readonly name: string;
  readonly cursor?: string;
  readonly #spec: StrokeSpec;
  readonly #first: ToolPointerEvent;
  readonly #visited = new Set<string>();
  /** How many places the stroke edited (places it was not admitted to are visited, not edited). */
  #edited = 0;
  #last: string | null = null;
  #transaction: Transaction | null = null;
  #told = false;

  constructor(spec: StrokeSpec, first: ToolPointerEvent) {
    this.#spec = spec;
    this.name = spec.name;
    if (spec.cursor !== undefined) this.cursor = spec.cursor;
    this.#first = first;
  }

  onEnter(ctx: ToolContext): void {
    this.#transaction = ctx.editor.begin(`Edit the ${this.#spec.layer} layer`);
    this.#reach(ctx, this.#first.world);
  }

  onPointerMove(ctx: ToolContext, e: ToolPointerEvent): void {
    this.#reach(ctx, e.world);
  }

  onPointerUp(ctx: ToolContext, e: ToolPointerEvent): Next {
    this.#reach(ctx, e.world);
    const map = ctx.editor.map;
    if (this.#transaction && map) commitAs(this.#transaction, this.#spec.label(this.#edited, map));
    return this.#spec.done();
  }

  onCancel(): Next {
    this.#transaction?.cancel();
    return this.#spec.done();
  }

  onExit(ctx: ToolContext): void {
    // Leaving by any other way (tool switch, map switch) must not leave half a stroke open.
    if (this.#transaction?.active) this.#transaction.cancel();
    ctx.setOverlay({ echoes: [] });
  }

  /**
   * The grid cell under the pointer, on the board or not: the stroke follows the pointer's
   * real path, so leaving the board and coming back elsewhere does not draw a line across
   * it. Which cells are edited is decided per cell. On graphs, the node under the pointer.
   */
  #placeUnder(map: MapDef, world: Pixel, scale: number): string | null {
    return placeAt(map, world, scale, 'grid');
  }

  #images(map: MapDef, at: string, symmetry: number): { at: string; turns: number }[] {
    return this.#spec.images ? this.#spec.images(at, symmetry) : placeWithTurns(map, at, symmetry);
  }

  #reach(ctx: ToolContext, world: Pixel): void {
    const map = ctx.editor.map;
    const transaction = this.#transaction;
    if (!map || !transaction?.active) return;
    const at = this.#placeUnder(map, world, ctx.viewport.scale);
    if (at === null || at === this.#last) return;
    const geometry = geometryOf(map);
    const crossed = this.#last !== null ? geometry.trail(this.#last, at) : [at];
    this.#last = at;
    const symmetry = ctx.editor.settings.symmetry;
    const fresh: string[] = [];
    const turns = new Map<string, number>();
    for (const place of crossed) {
      // Cells between two board cells may be outside a free-shaped board.
      if (this.#spec.reach === 'board' && !geometry.has(place)) continue;
      for (const image of this.#images(map, place, symmetry))
        if (!this.#visited.has(image.at)) {
          this.#visited.add(image.at);
          fresh.push(image.at);
          turns.set(image.at, image.turns);
        }
    }
    ctx.setOverlay({
      echoes: this.#images(map, at, symmetry)
        .slice(1)
        .map((image) => image.at),
    });
    if (fresh.length === 0) return;
    const admitted = this.#spec.admit?.(ctx, map, fresh) ?? { places: fresh, refusal: null };
    if (admitted.refusal !== null && !this.#told) {
      this.#told = true;
      ctx.notify(admitted.refusal);
    }
    if (admitted.places.length === 0) return;
    this.#edited += admitted.places.length;
    transaction.updateMap((m) => this.#spec.apply(m, admitted.places, turns));
  }
}
