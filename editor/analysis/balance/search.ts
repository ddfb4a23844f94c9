import type { DistanceModel } from '../../../scenarios/format/balance.ts';
import type { TileMatch } from '../../../scenarios/format/tile-match.ts';
import { matchesTile } from '../place-tiles.ts';
import type { CompactGraph } from './compact-graph.ts';

/**
 * Distances from one place to every other under a balance distance model, over a compact
 * graph: breadth-first when every step costs 1, Dijkstra otherwise. A way may end on any place
 * it may enter, but goes on only from places it may leave (never another home, say); the
 * start can always be left.
 */

export interface SearchRules {
  readonly weighted: boolean;
  readonly wormholes: boolean;
  /** Infinity for no limit. */
  readonly max: number;
  /** 1 where a way may enter. */
  readonly enter: Uint8Array;
  /** 1 where a way may go on from. */
  readonly leave: Uint8Array;
}

const anyMatches = (matches: readonly TileMatch[], placed: Parameters<typeof matchesTile>[1]) =>
  matches.some((m) => matchesTile(m, placed));

const rulesCache = new WeakMap<CompactGraph, WeakMap<DistanceModel, SearchRules>>();

/** What a distance model allows on this graph (worked out once per graph and model). */
export function searchRules(compact: CompactGraph, model: DistanceModel): SearchRules {
  let byModel = rulesCache.get(compact);
  if (!byModel) rulesCache.set(compact, (byModel = new WeakMap()));
  let rules = byModel.get(model);
  if (rules) return rules;
  const { graph, size, places, entry } = compact;
  const enter = new Uint8Array(size);
  const leave = new Uint8Array(size);
  for (let i = 0; i < size; i++) {
    const place = places[i] as string;
    const placed = graph.tileAt(place);
    enter[i] =
      (model.ruleBlocks && Number.isNaN(entry[i] as number)) || anyMatches(model.blocked, placed)
        ? 0
        : 1;
    const stops =
      (!model.throughHomes && graph.isHome(place)) ||
      (!model.throughCentre && graph.isCentre(place)) ||
      (!model.throughEmpty && placed === null) ||
      anyMatches(model.deadEnds, placed);
    leave[i] = stops ? 0 : 1;
  }
  rules = {
    weighted: model.metric === 'weighted',
    wormholes: model.wormholes,
    max: model.max ?? Infinity,
    enter,
    leave,
  };
  byModel.set(model, rules);
  return rules;
}

/** The same rules with more places that may not be entered. */
export function withBlocked(rules: SearchRules, blocked: Uint8Array): SearchRules {
  const enter = rules.enter.map((may, i) => (may && !blocked[i] ? 1 : 0));
  return { ...rules, enter };
}

/**
 * Fills `out` with the distance from `source` to every place (Infinity where it does not get
 * within the limit). With a `target`, stops once the target's distance is known.
 */
export function searchFrom(
  compact: CompactGraph,
  rules: SearchRules,
  source: number,
  out: Float64Array,
  target = -1,
): void {
  out.fill(Infinity);
  out[source] = 0;
  if (rules.weighted) dijkstra(compact, rules, source, out, target);
  else breadthFirst(compact, rules, source, out, target);
}

let queue = new Int32Array(0);
/** 1 for each wormhole group a search has already followed. */
let groupsDone = new Uint8Array(0);

function resetGroups(compact: CompactGraph): Uint8Array {
  if (groupsDone.length < compact.groupCount) groupsDone = new Uint8Array(compact.groupCount);
  else groupsDone.fill(0, 0, compact.groupCount);
  return groupsDone;
}

/**
 * Calls `visit(to, laneCost)` for every step out of `at`: its sides, lanes and hyperlane
 * chains, then (with wormholes) the places of each wormhole group not yet followed.
 */
function forEachStep(
  compact: CompactGraph,
  rules: SearchRules,
  at: number,
  done: Uint8Array,
  visit: (to: number, laneCost: number) => void,
): void {
  const { stepStart, stepTo, stepCost } = compact;
  const end = stepStart[at + 1] as number;
  for (let k = stepStart[at] as number; k < end; k++)
    visit(stepTo[k] as number, stepCost[k] as number);
  if (!rules.wormholes) return;
  const { groupStart, placeGroup, memberStart, member } = compact;
  const groupsEnd = groupStart[at + 1] as number;
  for (let k = groupStart[at] as number; k < groupsEnd; k++) {
    const g = placeGroup[k] as number;
    if (done[g]) continue;
    done[g] = 1;
    const last = memberStart[g + 1] as number;
    for (let m = memberStart[g] as number; m < last; m++) {
      const to = member[m] as number;
      if (to !== at && to >= 0) visit(to, 1);
    }
  }
}

function breadthFirst(
  compact: CompactGraph,
  rules: SearchRules,
  source: number,
  out: Float64Array,
  target: number,
): void {
  const { enter, leave, max } = rules;
  if (queue.length < compact.size) queue = new Int32Array(compact.size);
  const done = resetGroups(compact);
  let head = 0;
  let tail = 0;
  let next = 0;
  const visit = (to: number) => {
    if (!enter[to] || out[to] !== Infinity) return;
    out[to] = next;
    queue[tail++] = to;
  };
  queue[tail++] = source;
  while (head < tail) {
    const at = queue[head++] as number;
    if (at === target) return;
    if (at !== source && !leave[at]) continue;
    next = (out[at] as number) + 1;
    if (next > max) continue;
    forEachStep(compact, rules, at, done, visit);
  }
}

/** A binary heap of place numbers by distance, in flat arrays reused between searches. */
let heapItems = new Int32Array(0);
let heapKeys = new Float64Array(0);

function dijkstra(
  compact: CompactGraph,
  rules: SearchRules,
  source: number,
  out: Float64Array,
  target: number,
): void {
  const { entry } = compact;
  const { enter, leave, max } = rules;
  // Each place enters the heap at most once per step into it, plus the start.
  const capacity = compact.stepTo.length + compact.member.length + 1;
  if (heapItems.length < capacity) {
    heapItems = new Int32Array(capacity);
    heapKeys = new Float64Array(capacity);
  }
  const items = heapItems;
  const keys = heapKeys;
  const done = resetGroups(compact);
  let size = 0;
  const push = (item: number, key: number) => {
    let i = size++;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if ((keys[parent] as number) <= key) break;
      items[i] = items[parent] as number;
      keys[i] = keys[parent] as number;
      i = parent;
    }
    items[i] = item;
    keys[i] = key;
  };
  const pop = (): number => {
    const top = items[0] as number;
    const lastItem = items[--size] as number;
    const lastKey = keys[size] as number;
    let i = 0;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= size) break;
      if (child + 1 < size && (keys[child + 1] as number) < (keys[child] as number)) child++;
      if ((keys[child] as number) >= lastKey) break;
      items[i] = items[child] as number;
      keys[i] = keys[child] as number;
      i = child;
    }
    items[i] = lastItem;
    keys[i] = lastKey;
    return top;
  };
  let key = 0;
  const visit = (to: number, laneCost: number) => {
    if (!enter[to]) return;
    // A place the rules make impassable, entered anyway (ruleBlocks off), costs 1.
    const price = entry[to] as number;
    const total = key + (Number.isNaN(price) ? 1 : price) * laneCost;
    if (total > max || total >= (out[to] as number)) return;
    out[to] = total;
    push(to, total);
  };
  push(source, 0);
  while (size > 0) {
    key = keys[0] as number;
    const at = pop();
    if (key > (out[at] as number)) continue;
    if (at === target) return;
    if (at !== source && !leave[at]) continue;
    forEachStep(compact, rules, at, done, visit);
  }
}
