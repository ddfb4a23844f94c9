import type { MapCheck } from '../../../scenarios/format/map-checks.ts';
import { apart } from './apart.ts';
import { apartByValue } from './apart-by-value.ts';
import type { CheckKind, CheckKinds } from './check-kind.ts';
import { excluded } from './excluded.ts';
import { notSurrounded } from './not-surrounded.ts';
import { pool } from './pool.ts';
import { reachCentre } from './reach-centre.ts';
import { sumNearHome } from './sum-near-home.ts';
import { sumPerPlayer } from './sum-per-player.ts';
import { valueCount } from './value-count.ts';

/**
 * Every kind of check, by the `kind` a scenario names. A new kind is its schema in
 * scenarios/format/map-checks.ts, one file here, and one line below (the type fails until it
 * is there).
 */
export const CHECK_KINDS: CheckKinds = {
  apart,
  'apart-by-value': apartByValue,
  'value-count': valueCount,
  'sum-near-home': sumNearHome,
  'sum-per-player': sumPerPlayer,
  'reach-centre': reachCentre,
  'not-surrounded': notSurrounded,
  excluded,
  pool,
};

/** The kind that runs a check. */
export function kindOf<C extends MapCheck>(check: C): CheckKind<C> {
  // The table holds, for each kind, the runner of that kind's checks.
  return CHECK_KINDS[check.kind] as unknown as CheckKind<C>;
}
