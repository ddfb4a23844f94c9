import type { CellIndex } from './cell-index.ts';

/**
 * Who owns what, as the canvas draws it over the map: each place's owners (homes by number)
 * and shares, the homes with their colours. Places and shares are flat arrays, as the balance
 * engine gives them: the owners of place i are `owner[start[i] .. start[i + 1]]`.
 */
export interface CanvasHeat {
  readonly places: readonly string[];
  readonly start: Int32Array;
  readonly owner: Int32Array;
  readonly share: Float64Array;
  /** The key's heading ("Owners" when absent). */
  readonly title?: string;
  readonly homes: readonly {
    readonly place: string;
    readonly name: string;
    readonly colour: string;
  }[];
}

/** One look a place can have: its owners (by home number, in order) and their shares. */
export interface HeatLook {
  readonly owners: readonly number[];
  readonly shares: readonly number[];
}

/**
 * The heat laid out for painting, once per heat and board: each cell's (or node's) look as a
 * number, so that a paint sorts the places in view into a few batches without looking
 * anything up by key or making an object per place.
 */
export interface HeatLayout {
  readonly looks: readonly HeatLook[];
  /** Per cell of the board's index, its look (−1: nobody's); null on point-to-point maps. */
  readonly cellLook: Int32Array | null;
  /** Per node id, its look. */
  readonly nodeLook: ReadonlyMap<string, number>;
}

const layouts = new WeakMap<CanvasHeat, WeakMap<object, HeatLayout>>();
const NO_INDEX = {};

export function heatLayout(heat: CanvasHeat, index: CellIndex | null): HeatLayout {
  let byIndex = layouts.get(heat);
  if (!byIndex) layouts.set(heat, (byIndex = new WeakMap()));
  const key = index ?? NO_INDEX;
  let layout = byIndex.get(key);
  if (!layout) byIndex.set(key, (layout = buildLayout(heat, index)));
  return layout;
}

function buildLayout(heat: CanvasHeat, index: CellIndex | null): HeatLayout {
  const looks: HeatLook[] = [];
  const lookIds = new Map<string, number>();
  const cellLook = index ? new Int32Array(index.keys.length).fill(-1) : null;
  const nodeLook = new Map<string, number>();
  const { places, start, owner, share } = heat;
  for (let i = 0; i < places.length; i++) {
    const from = start[i] as number;
    const to = start[i + 1] as number;
    if (from === to) continue;
    const owners = Array.from(owner.subarray(from, to));
    const shares = Array.from(share.subarray(from, to));
    // Shares are drawn as equal stripes or wedges only when equal; keep them in the key.
    const id = `${owners.join(',')}|${shares.map((s) => s.toFixed(3)).join(',')}`;
    let look = lookIds.get(id);
    if (look === undefined) {
      lookIds.set(id, (look = looks.length));
      looks.push({ owners, shares });
    }
    const place = places[i] as string;
    if (index && cellLook) {
      const cell = index.byKey.get(place);
      if (cell !== undefined) cellLook[cell] = look;
    } else nodeLook.set(place, look);
  }
  return { looks, cellLook, nodeLook };
}
