import type { Ownership } from '../../../scenarios/format/balance.ts';

/**
 * Who owns each place, as shares that add up to 1 for every owned place: the nearest home
 * (ties split 1/N), stakes in proportion to 1/distance^power, or fixed slices named on the map;
 * or, by reach, a weight per home by its distance (these need not add up to 1).
 * Shares are kept in flat arrays: the homes owning place i are
 * `home[start[i] .. start[i + 1]]`, with their `share`s.
 */
export interface Shares {
  readonly start: Int32Array;
  readonly home: Int32Array;
  readonly share: Float64Array;
}

/** Distances this close count as equal (sums of fractional entry costs differ in the last bit). */
const TIE = 1e-9;

export interface OwnershipInput {
  readonly size: number;
  /** 1 where a place can be owned. */
  readonly ownable: Uint8Array;
  /** Per home, its distance to every place (Infinity: out of reach). */
  readonly distances: readonly Float64Array[];
  /** For fixed slices: each place's slice value, and each home's. */
  readonly sliceOfPlace?: (i: number) => string | null;
  readonly sliceOfHome?: readonly (string | null)[];
  /** For reach: whether place i is beside home h. */
  readonly besideHome?: (i: number, h: number) => boolean;
}

export function ownShares(ownership: Ownership, input: OwnershipInput): Shares {
  const { size, ownable, distances } = input;
  const start = new Int32Array(size + 1);
  // A place has at most one share per home: fill arrays that big, then keep what was used
  // (a 10,000-place board with 16 homes has up to 160,000 shares).
  const home = new Int32Array(size * distances.length);
  const share = new Float64Array(size * distances.length);
  let used = 0;
  const owners: number[] = [];
  const weights: number[] = [];
  for (let i = 0; i < size; i++) {
    start[i] = used;
    if (!ownable[i]) continue;
    owners.length = 0;
    weights.length = 0;
    if (ownership.kind === 'fixed') fixedOwners(input, i, owners, weights);
    else if (ownership.kind === 'reach') reachOwners(ownership, input, i, owners, weights);
    else {
      const nearest = nearestOwners(distances, i, owners, weights);
      if (ownership.kind === 'stakes' && owners.length > 0 && nearest > TIE) {
        const whole = ownership.nearestWithin !== null && nearest < ownership.nearestWithin;
        if (!whole) stakeOwners(distances, i, ownership.power, owners, weights);
      }
    }
    let total = 0;
    for (const w of weights) total += w;
    if (total <= 0) continue;
    // Reach weighs each home on its own; the others share the place out.
    const scale = ownership.kind === 'reach' ? 1 : total;
    for (let k = 0; k < owners.length; k++) {
      if ((weights[k] as number) === 0) continue;
      home[used] = owners[k] as number;
      share[used] = (weights[k] as number) / scale;
      used++;
    }
  }
  start[size] = used;
  return { start, home: home.slice(0, used), share: share.slice(0, used) };
}

/** The homes nearest to place i, each weighing 1; returns the distance (Infinity: none). */
function nearestOwners(
  distances: readonly Float64Array[],
  i: number,
  owners: number[],
  weights: number[],
): number {
  let nearest = Infinity;
  for (const d of distances) nearest = Math.min(nearest, d[i] as number);
  if (nearest === Infinity) return nearest;
  distances.forEach((d, h) => {
    if ((d[i] as number) - nearest <= TIE) {
      owners.push(h);
      weights.push(1);
    }
  });
  return nearest;
}

/** Every home that reaches place i, weighing 1/d^power. */
function stakeOwners(
  distances: readonly Float64Array[],
  i: number,
  power: number,
  owners: number[],
  weights: number[],
): void {
  owners.length = 0;
  weights.length = 0;
  distances.forEach((d, h) => {
    const at = d[i] as number;
    if (at === Infinity) return;
    owners.push(h);
    weights.push(1 / at ** power);
  });
}

function fixedOwners(input: OwnershipInput, i: number, owners: number[], weights: number[]) {
  const slice = input.sliceOfPlace?.(i) ?? null;
  if (slice === null) return;
  input.sliceOfHome?.forEach((own, h) => {
    if (own === slice) {
      owners.push(h);
      weights.push(1);
    }
  });
}

/** Every home that reaches place i, weighing what its distance is worth (none beside another home, when so set). */
function reachOwners(
  ownership: Extract<Ownership, { kind: 'reach' }>,
  input: OwnershipInput,
  i: number,
  owners: number[],
  weights: number[],
): void {
  const { distances, besideHome } = input;
  distances.forEach((d, h) => {
    const at = d[i] as number;
    if (at === Infinity) return;
    const weight = ownership.weights[Math.floor(at)] ?? 0;
    if (weight === 0) return;
    if (!ownership.besideOtherHomes && besideHome)
      for (let other = 0; other < distances.length; other++)
        if (other !== h && besideHome(i, other)) return;
    owners.push(h);
    weights.push(weight);
  });
}
