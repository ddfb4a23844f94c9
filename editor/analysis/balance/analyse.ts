import type { BalanceSettings, Objective } from '../../../scenarios/format/balance.ts';
import type { MapDef } from '../../../scenarios/format/map.ts';
import type { Movement } from '../../../scenarios/format/map-rules.ts';
import { mapGraph } from '../map-graph.ts';
import { matchesTile, type TileLookup } from '../place-tiles.ts';
import { centreTermValue } from './centre-term.ts';
import { compactGraph, type CompactGraph } from './compact-graph.ts';
import { imbalance, roundTo } from './objective.ts';
import { ownShares, type Shares } from './ownership.ts';
import { placeValue } from './place-value.ts';
import { searchFrom, searchRules } from './search.ts';

/**
 * The balance of one map: which home owns what, what each home's share is worth by every
 * measure, and how uneven the homes are. One search per home over the movement graph (never a
 * search per pair of places), then one pass over the places.
 */

export interface HomeBalance {
  readonly place: string;
  /** The home's tile as the map names it. */
  readonly name: string;
  /** Its short label (the tile's label, else its name). */
  readonly label: string;
  /** Per measure, in the settings' order. */
  readonly totals: readonly number[];
  /** How many places it owns (a shared place counts as its share; by reach, each in full). */
  readonly owned: number;
  /** Its distance to the centre under the settings' distance model, without the limit. */
  readonly toCentre: number | null;
}

export interface BalanceReport {
  readonly measures: readonly {
    readonly id: string;
    readonly name: string;
    readonly weight: number;
  }[];
  readonly homes: readonly HomeBalance[];
  /** How uneven the homes are (the objective); lower is fairer. */
  readonly imbalance: number;
  readonly objective: Objective['kind'];
  readonly centre: string | null;
  /** The places of the map in the graph's order, and who owns each (indices into `homes`). */
  readonly places: readonly string[];
  readonly shares: Shares;
}

export function analyseBalance(
  map: MapDef,
  tiles: TileLookup,
  movement: Movement,
  settings: BalanceSettings,
): BalanceReport {
  const graph = mapGraph(map, tiles, movement);
  const compact = compactGraph(graph);
  const { size, places, indexOf } = compact;
  const homes = graph.homes.map((p) => indexOf.get(p) as number);
  const rules = searchRules(compact, settings.distance);
  const distances = homes.map((h) => {
    const d = new Float64Array(size);
    searchFrom(compact, rules, h, d);
    return d;
  });

  const sliceAttribute = settings.ownership.kind === 'fixed' ? settings.ownership.attribute : null;
  const sliceAt = (i: number) =>
    sliceAttribute === null
      ? null
      : sliceValue(graph.tileAt(places[i] as string)?.attributes[sliceAttribute]);
  const beside = settings.ownership.kind === 'reach' ? besideHomes(compact, homes) : null;
  const shares = ownShares(settings.ownership, {
    size,
    ownable: ownableMask(compact, settings),
    distances,
    sliceOfPlace: sliceAt,
    sliceOfHome: homes.map(sliceAt),
    besideHome: beside ? (i, h) => beside[h]?.has(i) ?? false : undefined,
  });

  const centre = graph.centre === null ? -1 : (indexOf.get(graph.centre) ?? -1);
  const scratch = new Float64Array(size);
  const measures = settings.measures;
  const totals = homes.map(() => new Float64Array(measures.length));
  const owned = new Float64Array(homes.length);
  const { start, home, share } = shares;
  const reach = settings.ownership.kind === 'reach';
  for (let i = 0; i < size; i++) {
    const from = start[i] as number;
    const to = start[i + 1] as number;
    if (from === to) continue;
    const placed = graph.tileAt(places[i] as string);
    measures.forEach((measure, m) => {
      const value = placeValue(measure, placed);
      if (value === 0) return;
      for (let k = from; k < to; k++) {
        const sums = totals[home[k] as number] as Float64Array;
        sums[m] = (sums[m] as number) + value * (share[k] as number);
      }
    });
    // By reach a place counts whole for every home that reaches it.
    for (let k = from; k < to; k++) {
      const h = home[k] as number;
      owned[h] = (owned[h] as number) + (reach ? 1 : (share[k] as number));
    }
  }

  const rows: HomeBalance[] = homes.map((h, index) => {
    const sums = totals[index] as Float64Array;
    const row = measures.map((measure, m) => {
      let total = sums[m] as number;
      if (measure.centre && centre >= 0)
        total += centreTermValue(compact, measure.centre, h, centre, scratch);
      return roundTo(total, measure.decimals);
    });
    const place = places[h] as string;
    const name = homeName(map, graph.tileAt(place)?.tile.name ?? place, place);
    return {
      place,
      name,
      label: homeLabel(map, graph.tileAt(place)?.tile.label ?? '', place) || name,
      totals: row,
      owned: owned[index] as number,
      toCentre:
        centre < 0 ? null : distanceTo(compact, rules, distances[index], h, centre, scratch),
    };
  });

  return {
    measures: measures.map(({ id, name, weight }) => ({ id, name, weight })),
    homes: rows,
    imbalance: imbalance(
      settings.objective,
      measures.map((_, m) => rows.map((r) => r.totals[m] as number)),
      measures.map((m) => m.weight),
    ),
    objective: settings.objective.kind,
    centre: graph.centre,
    places,
    shares,
  };
}

/** The places one step from each home (sides, lanes, hyperlanes and its wormholes). */
function besideHomes(compact: CompactGraph, homes: readonly number[]): Set<number>[] {
  const { stepStart, stepTo, groupStart, placeGroup, memberStart, member } = compact;
  return homes.map((h) => {
    const beside = new Set<number>();
    for (let k = stepStart[h] as number; k < (stepStart[h + 1] as number); k++)
      beside.add(stepTo[k] as number);
    for (let k = groupStart[h] as number; k < (groupStart[h + 1] as number); k++) {
      const g = placeGroup[k] as number;
      for (let m = memberStart[g] as number; m < (memberStart[g + 1] as number); m++)
        beside.add(member[m] as number);
    }
    beside.delete(h);
    return beside;
  });
}

/** Which places can be owned: never a home; the centre, empty places and excluded tiles as set. */
function ownableMask(compact: CompactGraph, settings: BalanceSettings): Uint8Array {
  const { graph, places, size } = compact;
  const { centre, empty, exclude } = settings.places;
  const mask = new Uint8Array(size);
  for (let i = 0; i < size; i++) {
    const place = places[i] as string;
    if (graph.isHome(place) || (!centre && graph.isCentre(place))) continue;
    const placed = graph.tileAt(place);
    if (placed === null ? !empty : exclude.some((m) => matchesTile(m, placed))) continue;
    mask[i] = 1;
  }
  return mask;
}

/** The home's distance to the centre: from its table, else a search without the limit. */
function distanceTo(
  compact: CompactGraph,
  rules: ReturnType<typeof searchRules>,
  table: Float64Array | undefined,
  home: number,
  centre: number,
  scratch: Float64Array,
): number | null {
  const known = table?.[centre] ?? Infinity;
  if (known !== Infinity) return known;
  if (rules.max === Infinity) return null;
  searchFrom(compact, { ...rules, max: Infinity }, home, scratch, centre);
  const found = scratch[centre] as number;
  return found === Infinity ? null : found;
}

const sliceValue = (value: unknown): string | null =>
  typeof value === 'string' && value !== ''
    ? value
    : typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : null;

function homeName(map: MapDef, tileName: string, place: string): string {
  return map.placements[place]?.overrides.name ?? tileName;
}

function homeLabel(map: MapDef, tileLabel: string, place: string): string {
  const overrides = map.placements[place]?.overrides;
  return (overrides?.label ?? (overrides?.name ? '' : tileLabel)).trim();
}
