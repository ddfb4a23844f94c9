import type { SecretRoleDef } from './secret-roles-format.ts';
import type { Generator } from '../../random/rng.ts';
import type { Player } from '../teams/types.ts';
import type { SecretsState } from './types.ts';

/** Who may be drawn for a secret role, and the draw itself. */

/**
 * Players on the roster whose team and role the definition allows (an empty list allows
 * any), in roster order. A player already holding another secret role is left out: one
 * person cannot carry two hidden allegiances.
 */
export function eligiblePlayers(
  def: SecretRoleDef,
  players: readonly Player[],
  secrets: SecretsState,
): string[] {
  const teams = new Set(def.teams);
  const roles = new Set(def.roles);
  const taken = new Set(
    Object.entries(secrets.assignments)
      .filter(([role]) => role !== def.id)
      .flatMap(([, a]) => a.players),
  );
  return players
    .filter(
      (p) =>
        (teams.size === 0 || (p.team !== null && teams.has(p.team))) &&
        (roles.size === 0 || (p.role !== null && roles.has(p.role))) &&
        !taken.has(p.id),
    )
    .map((p) => p.id);
}

/** Hex digits of salt: 64 bits, far too many to guess the assignment from the seal. */
export const SALT_DIGITS = 16;

/**
 * `count` distinct players from `pool` (a partial Fisher–Yates shuffle, in the order drawn)
 * and a salt, both from the session's generator so replay draws them again.
 */
export function drawSecret(
  g: Generator,
  pool: readonly string[],
  count: number,
): { players: string[]; salt: string } {
  const order = pool.slice();
  for (let i = 0; i < count; i++) {
    const j = i + g.int(order.length - i);
    [order[i], order[j]] = [order[j] as string, order[i] as string];
  }
  let salt = '';
  for (let i = 0; i < SALT_DIGITS; i++) salt += g.int(16).toString(16);
  return { players: order.slice(0, count), salt };
}
