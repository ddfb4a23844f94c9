import type { BagDef } from '../draws-format.ts';
import type { Generator } from '../../../random/rng.ts';
import { ActionRejected } from '../../../session/types.ts';
import type { BagState } from '../types.ts';

/**
 * A bag of counters: contents drawn blind, and a finite supply outside it for kinds the box
 * holds a set number of. Pieces are conserved: for a finite kind, bag + supply = its total.
 */

export type Counts = Record<string, number>;

function setCount(counts: Counts, kind: string, n: number): Counts {
  const out = { ...counts };
  if (n > 0) out[kind] = n;
  else delete out[kind];
  return out;
}

export function bagSize(state: BagState): number {
  return Object.values(state.contents).reduce((a, b) => a + b, 0);
}

export function checkKinds(def: BagDef, items: Counts): void {
  for (const kind of Object.keys(items))
    if (!def.kinds.some((k) => k.id === kind))
      throw new ActionRejected(`${def.name} has no kind "${kind}"`);
}

function finite(def: BagDef, kind: string): boolean {
  return def.kinds.find((k) => k.id === kind)?.total !== null;
}

/** Takes one piece at random (uniform over pieces) out of the bag into the supply. */
function takeOne(def: BagDef, state: BagState, g: Generator): [string, BagState] {
  let pick = g.int(bagSize(state));
  // Kinds in the scenario's order, so the same state and generator always give the same kind.
  for (const kind of def.kinds) {
    const n = state.contents[kind.id] ?? 0;
    if (pick < n) {
      const supply = finite(def, kind.id)
        ? setSupply(state.supply, kind.id, (state.supply[kind.id] ?? 0) + 1)
        : state.supply;
      return [kind.id, { ...state, contents: setCount(state.contents, kind.id, n - 1), supply }];
    }
    pick -= n;
  }
  throw new Error('the bag count and its contents disagree');
}

function setSupply(supply: Counts, kind: string, n: number): Counts {
  return { ...supply, [kind]: n };
}

/** Puts one piece of a kind back from the supply (a drawn piece returned). */
function putBack(def: BagDef, state: BagState, kind: string): BagState {
  const supply = finite(def, kind)
    ? setSupply(state.supply, kind, (state.supply[kind] ?? 0) - 1)
    : state.supply;
  return {
    ...state,
    contents: setCount(state.contents, kind, (state.contents[kind] ?? 0) + 1),
    supply,
  };
}

/** Most pieces one "draw until" takes, and most pulls (put-backs included) of one draw. */
export const MAX_PIECES_DRAWN = 1000;
export const MAX_PULLS = 10_000;

export interface DrawOptions {
  count: number;
  replace: boolean;
  redraw: readonly string[];
  until: readonly string[];
}

export interface BagDrawn {
  state: BagState;
  items: string[];
  returned: string[];
  short: number;
}

/**
 * Draws pieces. With `replace`, each goes straight back. A `redraw` kind goes back and does
 * not count (it stops when only such kinds are left). With `until`, pieces come out one at a
 * time until one of those kinds does, or the bag is empty.
 */
export function drawFromBag(
  def: BagDef,
  state: BagState,
  g: Generator,
  options: DrawOptions,
): BagDrawn {
  if (bagSize(state) === 0) throw new ActionRejected(`the ${def.name} is empty`);
  checkKinds(def, Object.fromEntries([...options.redraw, ...options.until].map((k) => [k, 1])));
  const redraw = new Set(options.redraw);
  const until = new Set(options.until);
  const items: string[] = [];
  const returned: string[] = [];
  let current = state;
  const wanted = until.size > 0 ? MAX_PIECES_DRAWN : options.count;
  // Put-back draws could go on forever (drawing until a kind the bag does not hold).
  for (let pulls = 0; items.length < wanted && pulls < MAX_PULLS; pulls++) {
    const countable = Object.entries(current.contents).some(
      ([kind, n]) => n > 0 && !redraw.has(kind),
    );
    if (!countable) break;
    const [kind, after] = takeOne(def, current, g);
    current = after;
    if (redraw.has(kind)) {
      returned.push(kind);
      current = putBack(def, current, kind);
      continue;
    }
    items.push(kind);
    if (options.replace) current = putBack(def, current, kind);
    if (until.has(kind)) break;
  }
  const short =
    until.size > 0 ? (items.some((k) => until.has(k)) ? 0 : 1) : options.count - items.length;
  return { state: current, items, returned, short };
}

/** Moves pieces from the supply into the bag, as many as the supply has. */
export function addToBag(
  def: BagDef,
  state: BagState,
  items: Counts,
): { state: BagState; moved: Counts; short: Counts } {
  checkKinds(def, items);
  let current = state;
  const moved: Counts = {};
  const short: Counts = {};
  for (const [kind, n] of Object.entries(items)) {
    const available = finite(def, kind) ? Math.min(n, current.supply[kind] ?? 0) : n;
    for (let i = 0; i < available; i++) current = putBack(def, current, kind);
    if (available > 0) moved[kind] = available;
    if (available < n) short[kind] = n - available;
  }
  return { state: current, moved, short };
}

/** Takes chosen pieces out of the bag into the supply, as many as the bag has. */
export function removeFromBag(
  def: BagDef,
  state: BagState,
  items: Counts,
): { state: BagState; moved: Counts; short: Counts } {
  checkKinds(def, items);
  let contents = state.contents;
  let supply = state.supply;
  const moved: Counts = {};
  const short: Counts = {};
  for (const [kind, n] of Object.entries(items)) {
    const available = Math.min(n, contents[kind] ?? 0);
    contents = setCount(contents, kind, (contents[kind] ?? 0) - available);
    if (finite(def, kind)) supply = setSupply(supply, kind, (supply[kind] ?? 0) + available);
    if (available > 0) moved[kind] = available;
    if (available < n) short[kind] = n - available;
  }
  return { state: { ...state, contents, supply }, moved, short };
}

/** Empties the bag into the supply, then fills it as the preset says. */
export function applyPreset(def: BagDef, state: BagState, presetId: string) {
  const preset = def.presets.find((p) => p.id === presetId);
  if (!preset) throw new ActionRejected(`${def.name} has no preset "${presetId}"`);
  const emptied = removeFromBag(def, state, state.contents);
  return { preset, ...addToBag(def, emptied.state, preset.contents) };
}

export interface KindOdds {
  kind: string;
  name: string;
  colour?: string;
  count: number;
  probability: number;
  /** Pieces left outside the bag; null when the kind has no limit. */
  supply: number | null;
}

/** The chance of each kind on the next draw, beside its count and what is left outside. */
export function bagOdds(def: BagDef, state: BagState): KindOdds[] {
  const size = bagSize(state);
  return def.kinds.map((kind) => {
    const count = state.contents[kind.id] ?? 0;
    return {
      kind: kind.id,
      name: kind.name,
      ...(kind.colour === undefined ? {} : { colour: kind.colour }),
      count,
      probability: size === 0 ? 0 : count / size,
      supply: kind.total === null ? null : (state.supply[kind.id] ?? 0),
    };
  });
}
